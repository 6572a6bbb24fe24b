// `docsgen migrate`: a site made from the Docusaurus classic template gets a docsgen.config.ts
// that keeps what docsgen can express, notes the rest, and builds the docs unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/migrate/migrate.js';
import { build } from '../../src/build.js';
import { BuildError } from '../../src/diagnostics.js';
import { htmlToText } from '../../src/migrate/html-text.js';

const fixture = new URL('../fixtures/docusaurus-classic', import.meta.url).pathname;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docsgen-migrate-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function copyFixture(name: string): Promise<string> {
  const dir = join(work, name);
  await cp(fixture, dir, { recursive: true });
  return dir;
}

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildError);
  const d = (error as BuildError).diagnostics[0]!;
  return { code: d.code, message: d.message };
}

describe('docsgen migrate on the classic template', () => {
  let site: string;
  let notes: string[];

  beforeAll(async () => {
    site = await copyFixture('classic');
    ({ notes } = await migrate({ siteDir: site }));
  });

  it('writes a docsgen.config.ts with what docsgen can express', async () => {
    expect(await readFile(join(site, 'docsgen.config.ts'), 'utf8')).toMatchInlineSnapshot(`
      "// Migrated from docusaurus.config.js by \`docsgen migrate\`.
      import { defineConfig } from 'docsgen';

      export default defineConfig({
        title: 'My Site',
        tagline: 'Dinosaurs are cool',
        url: 'https://your-docusaurus-site.example.com',
        favicon: 'img/favicon.ico',
        navbar: {
          items: [
            { label: 'Tutorial', to: '/docs/intro' },
            { label: 'Markdown', to: '/docs/tutorial-basics/markdown-features' },
            { label: 'Blog', to: '/blog/archive' },
            { label: 'GitHub', to: 'https://github.com/facebook/docusaurus' },
          ],
        },
        footer: { style: 'dark', copyright: 'Copyright © 2025 My Project, Inc. Built with Docusaurus.' },
        colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
        announcementBar: {
          id: 'support_us',
          content: 'We are looking to revamp our docs, please fill this survey & tell us',
        },
        redirects: [{ from: '/blog', to: '/blog/archive' }],
      });
      "
    `);
  });

  it('notes, one line each, everything it left out', () => {
    expect(notes).toContain('themeConfig.navbar.items[3]: localeDropdown item: docsgen builds one language; left out');
    expect(notes).toContain('themeConfig.prism: docsgen highlights code with its own light and dark colors ({ theme, darkTheme }); left out');
    expect(notes).toContain('themeConfig.footer.links: footer links are not supported (3 links); link to them from a doc or the navbar; left out');
    expect(notes).toContain('themeConfig.navbar.logo: navbar logos are not supported ({ alt, src }); left out');
    expect(notes).toContain('presets.classic.theme.customCss: custom CSS is not applied; docsgen uses its own theme (a site can set `theme`); left out');
    expect(notes).toContain('organizationName: deployment setting, not needed by docsgen ("facebook"); left out');
    expect(notes.every((n) => !n.includes('\n'))).toBe(true);
  });

  it('builds the unchanged docs with the migrated config', async () => {
    const outDir = join(work, 'classic-out');
    const result = await build({ siteDir: site, outDir });
    expect([...result.routes].sort()).toEqual([
      '/',
      '/blog',
      '/blog/archive',
      '/blog/welcome',
      '/docs',
      '/docs/category/tutorial---basics',
      '/docs/intro',
      '/docs/tutorial-basics/create-a-document',
      '/docs/tutorial-basics/create-a-page',
      '/docs/tutorial-basics/markdown-features',
    ]);
    const intro = await readFile(join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('href="/docs/tutorial-basics/create-a-page"');
    expect(intro).toContain('href="/img/favicon.ico"');
    expect(intro).toContain('We are looking to revamp our docs, please fill this survey &amp; tell us');
    const features = await readFile(join(outDir, 'docs/tutorial-basics/markdown-features/index.html'), 'utf8');
    expect(features).toContain('My tip');
    expect(features).toContain('Take care');
  });

  it('refuses to replace an existing docsgen.config.ts without force', async () => {
    expect(await failure(migrate({ siteDir: site }))).toMatchObject({ code: 'migrate/exists' });
    await expect(migrate({ siteDir: site, force: true })).resolves.toMatchObject({ configFile: join(site, 'docsgen.config.ts') });
  });
});

describe('docsgen migrate --out', () => {
  it('writes the config elsewhere with paths back to the Docusaurus site, and that builds', async () => {
    const site = await copyFixture('elsewhere');
    const out = join(work, 'docsgen-site');
    const { configFile } = await migrate({ siteDir: site, outDir: out });
    const source = await readFile(configFile, 'utf8');
    expect(source).toContain("docs: { path: '../elsewhere/docs', routeBasePath: 'docs' },");
    expect(source).toContain("blog: { path: '../elsewhere/blog', routeBasePath: 'blog' },");
    expect(source).toContain("staticDirectories: ['../elsewhere/static'],");
    expect(existsSync(join(site, 'docsgen.config.ts'))).toBe(false);
    const result = await build({ siteDir: out, outDir: join(work, 'elsewhere-out') });
    expect(result.routes).toContain('/docs/tutorial-basics/markdown-features');
  });
});

describe('docsgen migrate on other config shapes', () => {
  it('reads an ES module exporting an async function, with imports of Docusaurus packages', async () => {
    const site = join(work, 'esm');
    await mkdir(join(site, 'guides/start'), { recursive: true });
    await writeFile(join(site, 'guides/start/01-welcome.md'), '# Welcome\n\nHello.\n');
    await writeFile(
      join(site, 'docusaurus.config.mjs'),
      `import { themes as prismThemes } from 'prism-react-renderer';
import remarkMath from 'remark-math';
import path from 'node:path';

export default async function createConfig() {
  return {
    title: 'ESM site',
    url: 'https://example.org/',
    baseUrl: '/handbook',
    onBrokenLinks: 'ignore',
    i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] },
    plugins: [path.join('plugins', 'x')],
    presets: [['@docusaurus/preset-classic', { docs: { path: 'guides', routeBasePath: '/guides/', sidebarPath: false, remarkPlugins: [remarkMath] }, blog: false }]],
    themeConfig: {
      navbar: { items: [{ type: 'search', position: 'right' }, { type: 'docSidebar', sidebarId: 'main', label: 'Guides' }, { href: 'https://github.com/x/y', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' }] },
      prism: { theme: prismThemes.github, additionalLanguages: ['php'] },
    },
  };
}
`,
    );
    const { notes, configFile } = await migrate({ siteDir: site });
    const source = await readFile(configFile, 'utf8');
    expect(source).toContain("url: 'https://example.org',");
    expect(source).toContain("baseUrl: '/handbook/',");
    expect(source).toContain("lang: 'fr',");
    expect(source).toContain("docs: { path: 'guides', routeBasePath: 'guides', homeId: 'start/welcome' },");
    expect(source).toContain("{ label: 'Guides', to: '/guides/start/welcome' },");
    expect(source).toContain("{ label: 'GitHub repository', to: 'https://github.com/x/y' },");
    expect(source).toContain("onBrokenLinks: 'warn',");
    expect(notes).toEqual(
      expect.arrayContaining([
        'i18n.locales: docsgen builds one language (en); left out',
        'presets.classic.docs.remarkPlugins: remark plugins do not run in docsgen (1 item); left out',
        'themeConfig.navbar.items[0]: search item: search is not supported; left out',
        'themeConfig.navbar.items[2] (GitHub repository): className not supported; left out',
        'onBrokenLinks: "ignore" became "warn"; docsgen always reports broken links',
        'plugins: Docusaurus plugins do not run in docsgen (1 item); left out',
      ]),
    );
    await expect(build({ siteDir: site, outDir: join(work, 'esm-out') })).resolves.toMatchObject({ routes: expect.arrayContaining(['/guides/start/welcome']) });
  });

  it('fails with a clear message when there is no Docusaurus config', async () => {
    const dir = join(work, 'empty');
    await mkdir(dir, { recursive: true });
    expect((await failure(migrate({ siteDir: dir }))).message).toMatch(
      /^no Docusaurus config in .*empty \(looked for docusaurus\.config\.ts, .*docusaurus\.config\.js/,
    );
  });

  it('fails with the file and the error when the config throws or does not compile', async () => {
    const throwing = join(work, 'throwing');
    await mkdir(throwing, { recursive: true });
    await writeFile(join(throwing, 'docusaurus.config.js'), "throw new Error('missing ALGOLIA_KEY');\n");
    expect(await failure(migrate({ siteDir: throwing }))).toEqual({
      code: 'migrate/load',
      message: 'docusaurus.config.js threw while evaluating: missing ALGOLIA_KEY',
    });

    const broken = join(work, 'broken');
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, 'docusaurus.config.js'), 'module.exports = {\n  title: "x",,\n};\n');
    expect(await failure(migrate({ siteDir: broken }))).toMatchObject({
      code: 'migrate/load',
      message: expect.stringMatching(/^docusaurus\.config\.js does not compile: /),
    });
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('Copyright &copy; 2025 <b>Me</b> &amp; <a href="/x">you</a>&#33;<br/>Bye')).toBe('Copyright © 2025 Me & you! Bye');
  });
});
