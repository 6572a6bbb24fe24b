/**
 * The site's own stylesheets (`customCss`): bundled after the theme's into the site's one
 * stylesheet, with the files they point at; problems reported where they are.
 */
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { buildSite, listFiles, minimalSite, writeSite, type FixtureBuild, type SiteFiles } from '../helpers/fixture.js';

/** The sass package docsgen's own tests install, linked into a fixture site as the site's. */
const SASS = fileURLToPath(new URL('../../node_modules/sass', import.meta.url));

const sites: FixtureBuild[] = [];
afterAll(() => Promise.all(sites.map((s) => s.cleanup())));

async function withCustomCss(customCss: string, files: SiteFiles, extraConfig = ''): Promise<FixtureBuild> {
  const config = minimalSite['docsgen.config.ts']!.replace('navbar:', `customCss: ${customCss}, ${extraConfig}navbar:`);
  const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config, ...files });
  sites.push(site);
  return site;
}

const warnings = (site: FixtureBuild): string[] => (site.result?.diagnostics ?? []).map((d) => formatDiagnostic(d, site.siteDir));

/** The stylesheet a page links to, and how many it links to. */
async function stylesheetOf(site: FixtureBuild, page = 'docs/intro/index.html'): Promise<{ css: string; count: number; href: string }> {
  const html = await site.read(page);
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const base = /baseUrl: '([^']+)'/.exec(await readFile(join(site.siteDir, 'docsgen.config.ts'), 'utf8'))?.[1] ?? '/';
  return { css: await site.read(links[0]!.slice(base.length)), count: links.length, href: links[0]! };
}

describe('customCss', () => {
  it('comes after the theme’s rules in the one stylesheet every page links to', async () => {
    const site = await withCustomCss("['src/css/custom.css', 'src/css/more.css']", {
      'src/css/custom.css': ':root { --ifm-color-primary: #b0245c; }\n.navbar__title { letter-spacing: 0.01em; }\n',
      'src/css/more.css': "@import './part.css';\n[data-theme='dark'] { --ifm-color-primary: #f27aa9; }\n",
      'src/css/part.css': '.footer { font-size: 0.85rem; }\n',
    });
    expect(site.errors).toEqual([]);
    const { css, count } = await stylesheetOf(site);
    expect(count).toBe(1);
    const theme = css.indexOf('--ifm-color-primary: #1f6f4a');
    const custom = css.indexOf('--ifm-color-primary: #b0245c');
    const part = css.indexOf('.footer{font-size:.85rem}');
    const dark = css.indexOf('--ifm-color-primary: #f27aa9');
    expect(theme).toBeGreaterThanOrEqual(0);
    // In the order of the config, each file's imports before its own rules.
    expect([theme < custom, custom < part, part < dark]).toEqual([true, true, true]);
    // Watch mode rebuilds when any of them changes.
    expect(site.result!.inputs.theme).toEqual(expect.arrayContaining(['custom.css', 'more.css', 'part.css'].map((f) => join(site.siteDir, 'src/css', f))));
  });

  it('takes one path as a string, as Docusaurus does, and the same stylesheet for every page', async () => {
    const site = await withCustomCss("'./src/css/custom.css'", { 'src/css/custom.css': '.custom-rule { color: rgb(1, 2, 3); }\n' });
    expect(site.errors).toEqual([]);
    const doc = await stylesheetOf(site);
    const home = await stylesheetOf(site, 'index.html');
    expect(doc.css).toContain('.custom-rule{color:#010203}');
    expect(home.href).toBe(doc.href);
  });

  it('publishes the images and fonts it points at under hashed names, from its folder or a static folder', async () => {
    const site = await withCustomCss(
      "['src/css/custom.css']",
      {
        'src/css/custom.css':
          "@font-face { font-family: Brand; src: url('./fonts/brand.woff2') format('woff2'); }\n.hero { background: url(../img/hero.svg); }\n.logo { background: url('/img/logo.svg'); }\n.elsewhere { background: url(/not-a-file.png); }\n",
        'src/css/fonts/brand.woff2': 'wOF2',
        'src/img/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>',
      },
      "baseUrl: '/sub/', ",
    );
    expect(site.errors).toEqual([]);
    const { css, href } = await stylesheetOf(site, 'docs/intro/index.html');
    expect(href).toMatch(/^\/sub\/assets\/style\.[0-9a-f]{10}\.css$/);
    const urls = [...css.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]!);
    expect(urls).toEqual([
      expect.stringMatching(/^\.\/files\/brand-[A-Z0-9]{8}\.woff2$/),
      expect.stringMatching(/^\.\/files\/hero-[A-Z0-9]{8}\.svg$/),
      expect.stringMatching(/^\.\/files\/logo-[A-Z0-9]{8}\.svg$/),
      // Not in a static folder: left as written, with a warning at its line.
      '/not-a-file.png',
    ]);
    expect(warnings(site)).toEqual([
      'src/css/custom.css:4:30 warning: url(/not-a-file.png) is in no static folder (static), so it is left as written and leads nowhere unless the host serves it; put the file there, or fix the path',
    ]);
    // Relative to the stylesheet, so they work under any base URL.
    for (const url of urls.slice(0, 3)) expect(await readFile(join(site.outDir, 'assets', url), 'utf8')).not.toBe('');
    expect(await readFile(join(site.outDir, 'assets', urls[2]!), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
    expect((await listFiles(site.outDir)).filter((f) => f.startsWith('assets/files/'))).toHaveLength(3);
  });

  it('reports a missing file at the config, and a file it cannot read at its line, then fails', async () => {
    const site = await withCustomCss("['src/css/missing.css', 'src/css/custom.css']", {
      'src/css/custom.css': '@import "./nowhere.css";\n@import "@brand/theme/css/theme.css";\n.a { color: red; }\n.b { background: url(./gone.png); }\n',
    });
    expect(site.errors).toEqual([
      'docsgen.config.ts customCss: src/css/missing.css does not exist (' +
        join(site.siteDir, 'src/css/missing.css') +
        '); paths are relative to the site folder',
      expect.stringMatching(/^src\/css\/custom\.css:1:9 Could not resolve "\.\/nowhere\.css" in a stylesheet of the site; a url\(\) or @import is relative/),
      'src/css/custom.css:2:9 Could not resolve "@brand/theme/css/theme.css" in a stylesheet of the site; it names a file of the package @brand/theme: install it in the site (npm install @brand/theme)',
      expect.stringMatching(/^src\/css\/custom\.css:4:18 Could not resolve "\.\/gone\.png"/),
    ]);
  });

  it('compiles Sass with the site’s sass package, its partials inputs too, and reports a Sass error at its line', async () => {
    const dir = await writeSite({
      ...minimalSite,
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace('navbar:', "customCss: ['src/css/custom.scss'], navbar:"),
      'src/css/custom.scss': "@use './colors' as c;\n:root { --ifm-color-primary: #{c.$brand}; }\n.menu { .menu__link { color: c.$brand; } }\n",
      'src/css/_colors.scss': '$brand: #b0245c;\n',
    });
    await mkdir(join(dir, 'node_modules'));
    await symlink(SASS, join(dir, 'node_modules/sass'));
    const site = await buildSite({}, dir);
    sites.push(site);
    expect(site.errors).toEqual([]);
    expect(warnings(site)).toEqual([]);
    const { css } = await stylesheetOf(site);
    expect(css).toContain('--ifm-color-primary: #b0245c');
    expect(css).toContain('.menu .menu__link{color:#b0245c}');
    expect(site.result!.inputs.theme).toEqual(expect.arrayContaining(['custom.scss', '_colors.scss'].map((f) => join(dir, 'src/css', f))));
    const broken = await buildSite({ 'src/css/_colors.scss': '$brand: #b0245c;\n.x { color: $missing; }\n' }, dir);
    expect(broken.errors).toEqual(['src/css/_colors.scss:2:13 Sass does not compile: Undefined variable in a stylesheet of the site']);
  });

  it('leaves out Sass with a warning when the site has no sass package, and warns about another site’s stylesheet the CSP blocks', async () => {
    const site = await withCustomCss("['src/css/custom.scss', 'src/css/custom.css']", {
      'src/css/custom.scss': '$brand: #b0245c;\n:root { --ifm-color-primary: $brand; }\n',
      'src/css/custom.css': "/* Fonts */\n@import url('https://fonts.googleapis.com/css2?family=Montserrat');\n.a { color: red; }\n",
    });
    expect(site.errors).toEqual([]);
    expect(warnings(site)).toEqual([
      'docsgen.config.ts warning: customCss: src/css/custom.scss is Sass, and the site has no sass package to compile it with, so it is left out; install it (npm install --save-dev sass) or write the file as CSS',
      "src/css/custom.css:2:1 warning: @import of https://fonts.googleapis.com/css2?family=Montserrat: the site's Content-Security-Policy (style-src 'self') stops browsers from loading another site's stylesheet; copy it (and its fonts) into the site and import it by path; it is left out",
    ]);
    const { css } = await stylesheetOf(site);
    expect(css).not.toContain('fonts.googleapis.com');
    expect(css).not.toContain('$brand');
    expect(css).toContain('.a{color:red}');
  });
});
