// `docsgen migrate` on fixture sites, one per shape of Docusaurus config: each test checks the
// written docsgen.config.ts (its text is product) and the notes, and builds the migrated site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/migrate/migrate.js';
import { build } from '../../src/build.js';
import { BuildError } from '../../src/diagnostics.js';

const fixtures = new URL('../fixtures/', import.meta.url).pathname;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docsgen-migrate-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A fresh copy of a fixture site: migrate writes into the site folder. */
async function copyFixture(name: string, as = name): Promise<string> {
  const dir = join(work, as);
  await cp(join(fixtures, name), dir, { recursive: true });
  return dir;
}

async function migrated(siteDir: string, outDir?: string): Promise<{ source: string; notes: string[] }> {
  const { configFile, notes } = await migrate({ siteDir, ...(outDir ? { outDir } : {}) });
  return { source: await readFile(configFile, 'utf8'), notes };
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

describe('a CommonJS config made from the classic template', () => {
  let site: string;
  let result: { source: string; notes: string[] };

  beforeAll(async () => {
    site = await copyFixture('docusaurus-classic', 'classic');
    result = await migrated(site);
  });

  it('keeps the preset options, the navbar and footer items and the HTML of the announcement bar and copyright', () => {
    expect(result.source).toMatchInlineSnapshot(`
      "// Migrated from docusaurus.config.js by \`docsgen migrate\`.
      import { defineConfig } from 'docsgen';

      export default defineConfig({
        title: 'My Site',
        tagline: 'Dinosaurs are cool',
        url: 'https://your-docusaurus-site.example.com',
        favicon: 'img/favicon.ico',
        image: 'img/docusaurus-social-card.jpg',
        navbar: {
          title: 'My Site',
          logo: { alt: 'My Site Logo', src: 'img/logo.svg' },
          items: [
            { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial' },
            { type: 'doc', docId: 'tutorial-basics/markdown-features', label: 'Markdown' },
            { to: '/blog', label: 'Blog', position: 'left' },
            { type: 'localeDropdown', position: 'right' },
            { href: 'https://github.com/facebook/docusaurus', label: 'GitHub', position: 'right' },
          ],
        },
        footer: {
          style: 'dark',
          links: [
            { title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] },
            {
              title: 'Community',
              items: [
                {
                  label: 'Stack Overflow',
                  href: 'https://stackoverflow.com/questions/tagged/docusaurus',
                },
                { label: 'X', href: 'https://x.com/docusaurus' },
              ],
            },
          ],
          copyright: \`Copyright © \${new Date().getFullYear()} My Project, Inc. Built with <a href="https://docusaurus.io">Docusaurus</a>.\`,
        },
        colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
        announcementBar: {
          id: 'support_us',
          content: 'We are looking to revamp our docs, please fill <a target="_blank" rel="noopener noreferrer" href="#">this survey</a> &amp; tell us',
          backgroundColor: '#fafbfc',
          isCloseable: true,
        },
        docs: {
          sidebarPath: 'sidebars.js',
          editUrl: 'https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/',
        },
        pages: { path: 'src/pages' },
        blog: {
          showReadingTime: true,
          feedOptions: { type: ['rss', 'atom'] },
          editUrl: 'https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/',
        },
        customCss: ['src/css/custom.css'],
        onBrokenLinks: 'error',
        onBrokenAnchors: 'warn',
        onBrokenMarkdownLinks: 'warn',
        markdown: { format: 'mdx' },
      });
      "
    `);
  });

  it('notes, one line each, everything it left out', () => {
    expect(result.notes).toMatchInlineSnapshot(`
      [
        "organizationName: a deployment setting, not needed by docsgen ("facebook"); left out",
        "projectName: a deployment setting, not needed by docsgen ("docusaurus"); left out",
        "presets[0].blog.feedOptions.xslt: docsgen writes the feeds without an XSLT stylesheet, so a browser shows them as XML; left out",
        "themeConfig.prism: docsgen highlights code with its own light and dark colors ({ theme, darkTheme }); left out",
        "markdown.format: not set, so Docusaurus compiles every .md file as MDX, and so does docsgen ("mdx"); set it to "detect" to have .md files without MDX syntax (import, export, JSX components, {/* */}) take docsgen's faster Markdown path",
      ]
    `);
    expect(result.notes.every((n) => !n.includes('\n'))).toBe(true);
  });

  it('builds the unchanged docs with the migrated config', async () => {
    const outDir = join(work, 'classic-out');
    // The template's social card (themeConfig.image), left out of the fixture to keep it small.
    await mkdir(join(site, 'static/img'), { recursive: true });
    await writeFile(join(site, 'static/img/docusaurus-social-card.jpg'), '');
    const built = await build({ siteDir: site, outDir });
    expect([...built.routes].filter((r) => r.startsWith('/blog') || r.startsWith('/docs')).sort()).toEqual([
      '/blog',
      '/blog/archive',
      '/blog/authors',
      '/blog/tags',
      '/blog/tags/docusaurus',
      '/blog/tags/facebook',
      '/blog/tags/hello',
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
    const features = await readFile(join(outDir, 'docs/tutorial-basics/markdown-features/index.html'), 'utf8');
    expect(features).toContain('My tip');
    expect(features).toContain('Take care');
  });

  it("renders a .md file as Docusaurus's default MDX format does: expressions, JSX attributes, Markdown inside HTML", async () => {
    const outDir = join(work, 'classic-mdx-out');
    await writeFile(
      join(site, 'docs/as-mdx.md'),
      [
        '# As MDX',
        '',
        "<div style={{display: 'flex'}}>",
        '  <b>Centred</b>',
        '</div>',
        '',
        'Two is {1 + 1}.',
        '',
        '<details>',
        '<summary>See [the intro](./intro.md)</summary>',
        '',
        'Inside.',
        '',
        '</details>',
        '',
        'End a post with `<!-- truncate -->`. <!-- A comment, which nothing shows. -->',
        '',
      ].join('\n'),
    );
    try {
      await build({ siteDir: site, outDir });
      const page = await readFile(join(outDir, 'docs/as-mdx/index.html'), 'utf8');
      expect(page).toContain('<div style="display:flex">');
      expect(page).toContain('<p>Two is 2.</p>');
      // An HTML comment is an MDX comment, but not in code, where it is the text it is.
      expect(page).toContain('<p>End a post with <code>&lt;!-- truncate --&gt;</code>.');
      expect(page).not.toContain('A comment');
      expect(page).toMatch(/<summary>See <a href="\/docs\/intro">the intro<\/a><\/summary>/);
    } finally {
      await rm(join(site, 'docs/as-mdx.md'));
    }
  });

  it('says which swizzled components docsgen uses only where the site imports them', async () => {
    await mkdir(join(site, 'src/theme/Footer'), { recursive: true });
    await writeFile(join(site, 'src/theme/Footer/index.js'), 'export default function Footer() { return null; }\n');
    await writeFile(join(site, 'src/theme/CodeBlock.js'), 'export default function CodeBlock() { return null; }\n');
    await writeFile(join(site, 'src/theme/MDXComponents.js'), 'export default {};\n');
    // Root wraps every page in docsgen as in Docusaurus.
    await writeFile(join(site, 'src/theme/Root.js'), 'export default function Root({ children }) { return children; }\n');
    try {
      const { notes } = await migrate({ siteDir: site, force: true });
      const about = notes.filter((n) => n.startsWith('src/theme/'));
      expect(about).toEqual([
        "src/theme/CodeBlock: used where the site's MDX or React code imports @theme/CodeBlock; Markdown's own code blocks are drawn by docsgen's theme",
        "src/theme/Footer: docsgen's theme draws the navbar, footer, sidebars and page layouts itself, so this component is used only where the site's own code imports @theme/Footer",
      ]);
    } finally {
      await rm(join(site, 'src/theme'), { recursive: true, force: true });
    }
  });

  it('refuses to replace an existing docsgen.config.ts without force', async () => {
    expect(await failure(migrate({ siteDir: site }))).toMatchObject({ code: 'migrate/exists' });
    await expect(migrate({ siteDir: site, force: true })).resolves.toMatchObject({ configFile: join(site, 'docsgen.config.ts') });
  });
});

describe('an ES module config that reads ../package.json and exports an async function', () => {
  it('evaluates import.meta.url at the site, YAML data, require.resolve and spread package values, and keeps the version options', async () => {
    const site = join(await copyFixture('migrate-esm', 'esm'), 'website');
    const { source, notes } = await migrated(site);
    expect(source).toMatchInlineSnapshot(`
      "// Migrated from docusaurus.config.mjs by \`docsgen migrate\`.
      import { defineConfig } from 'docsgen';

      export default defineConfig({
        title: 'Widgets',
        url: 'https://widgets.example.org',
        favicon: 'img/favicon.svg',
        navbar: {
          title: 'Widgets',
          items: [
            { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
            { type: 'docsVersionDropdown', position: 'right' },
          ],
        },
        docs: {
          sidebarPath: 'sidebars.json',
          lastVersion: '2.0',
          includeCurrentVersion: true,
          onlyIncludeVersions: ['current', '2.0'],
          versions: {
            current: { label: 'Canary', path: 'canary', banner: 'unreleased' },
            '2.0': { label: '2.0 (stable)', banner: 'none', badge: false, noIndex: false },
          },
        },
        pages: { path: 'src/pages' },
        blog: false,
        customCss: ['src/css/custom.css'],
        customFields: {
          team: [{ name: 'Ada', role: 'maintainer' }, { name: 'Grace', role: 'reviewer' }],
          repository: 'https://github.com/acme/widgets',
        },
        onBrokenAnchors: 'warn',
        onBrokenMarkdownLinks: 'warn',
        markdown: { format: 'mdx' },
      });
      "
    `);
    expect(notes).toMatchInlineSnapshot(`
      [
        "customFields.formatDate: a function cannot be carried over (the function formatDate); left out",
        "presets[0].docs.editUrl: a function cannot be carried over; left out",
        "presets[0].docs: versions.json is read as Docusaurus reads it; docsgen builds every version: current, 2.0",
        "presets[0].theme.customCss: node_modules/@acme/brand/theme.css comes from a package that is not installed; run npm install in the site, then add it to customCss; left out",
        "themeConfig.prism: docsgen highlights code with its own light and dark colors ({ theme }); left out",
        "markdown.format: not set, so Docusaurus compiles every .md file as MDX, and so does docsgen ("mdx"); set it to "detect" to have .md files without MDX syntax (import, export, JSX components, {/* */}) take docsgen's faster Markdown path",
      ]
    `);
  });

  it('builds every version the options include, at the paths they give', async () => {
    const site = join(await copyFixture('migrate-esm', 'esm-build'), 'website');
    await migrate({ siteDir: site });
    const result = await build({ siteDir: site, outDir: join(work, 'esm-out') });
    expect([...result.routes].sort()).toEqual(['/', '/docs', '/docs/canary', '/docs/canary/guides/setup']);
    const canary = await readFile(join(work, 'esm-out/docs/canary/index.html'), 'utf8');
    expect(canary).toContain('Widgets in the making');
  });

  it('keeps a stylesheet of a package that is installed', async () => {
    const site = join(await copyFixture('migrate-esm', 'esm-installed'), 'website');
    await mkdir(join(site, 'node_modules/@acme/brand'), { recursive: true });
    await writeFile(join(site, 'node_modules/@acme/brand/package.json'), '{ "name": "@acme/brand", "version": "1.0.0" }\n');
    await writeFile(join(site, 'node_modules/@acme/brand/theme.css'), ':root { --brand: red; }\n');
    const { source, notes } = await migrated(site);
    expect(source).toContain("customCss: ['src/css/custom.css', 'node_modules/@acme/brand/theme.css'],");
    expect(notes.filter((n) => n.includes('@acme/brand'))).toEqual([]);
  });
});

describe('a TypeScript config with standalone plugins instead of the preset', () => {
  it('writes each docs, blog and pages instance with its id, its redirects and the broken-link settings as in CI', async () => {
    const site = await copyFixture('migrate-ts', 'ts');
    const { source, notes } = await migrated(site);
    expect(source).toMatchInlineSnapshot(`
      "// Migrated from docusaurus.config.ts by \`docsgen migrate\`.
      import { defineConfig } from 'docsgen';
      import remarkMath from 'remark-math';

      export default defineConfig({
        title: 'Harbor',
        tagline: 'Ships, docks and tides',
        url: 'https://harbor.example.com',
        favicon: 'img/harbor.svg',
        navbar: {
          title: 'Harbor',
          items: [
            { type: 'doc', docId: 'guides/docking', label: 'Guides' },
            {
              type: 'doc',
              docId: 'welcome',
              docsPluginId: 'community',
              label: 'Community',
              position: 'right',
            },
          ],
        },
        footer: { style: 'light', copyright: 'Harbor docs' },
        docs: [
          {
            sidebarPath: 'sidebars.ts',
            editUrl: 'https://github.com/acme/harbor/edit/main/',
            remarkPlugins: [remarkMath],
          },
          {
            id: 'community',
            path: 'community',
            routeBasePath: 'community',
            sidebarPath: 'sidebarsCommunity.js',
          },
        ],
        pages: { path: 'src/pages' },
        blog: {
          id: 'news',
          routeBasePath: 'news',
          blogTitle: 'Harbor news',
          postsPerPage: 5,
          showReadingTime: false,
        },
        customCss: ['src/css/custom.css'],
        onBrokenLinks: 'error',
        onBrokenAnchors: 'error',
        onBrokenMarkdownLinks: 'error',
        markdown: { format: 'mdx', npm2yarn: { sync: true, converters: ['pnpm'] } },
        redirects: [
          { from: ['/docs/docking', '/docking.html'], to: '/docs/guides/docking' },
          { from: '/people', to: '/community/welcome' },
        ],
      });
      "
    `);
    expect(notes).toMatchInlineSnapshot(`
      [
        "plugins[0].remarkPlugins[0].converters[1]: the custom converter "deno" is a function, which cannot be carried over; left out",
        "plugins[0].remarkPlugins[0] (@docusaurus/remark-plugin-npm2yarn): written as markdown.npm2yarn, which docsgen applies to the docs, the blog and the pages alike",
        "plugins[4].fromExtensions: docsgen has no option that redirects <page>.html (or another extension) to every page; old URLs with an extension need a redirect each (["html"]); left out",
        "plugins[4].createRedirects: a function cannot be carried over; add the redirects it makes to \`redirects\` by hand (the function createRedirects); left out",
        "plugins[5] (docusaurus-plugin-sass): Docusaurus plugins do not run in docsgen; .scss custom CSS needs the sass package instead; left out",
        "themes[1] (@easyops-cn/docusaurus-search-local): docsgen has its own theme; Docusaurus themes do not run in it; left out",
        "docusaurus.config.ts reads process.env.CI: docsgen.config.ts holds the value it had when migrate ran; read it there (process.env works in docsgen.config.ts) if it changes between builds",
      ]
    `);
  });

  it('builds the migrated site: both docs instances, the blog at its route, the pages and the redirects', async () => {
    const site = await copyFixture('migrate-ts', 'ts-build');
    await migrate({ siteDir: site });
    const out = join(work, 'ts-out');
    const result = await build({ siteDir: site, outDir: out });
    expect(result.routes).toEqual(expect.arrayContaining(['/docs', '/docs/guides/docking', '/community/welcome', '/about', '/people', '/docking.html']));
    expect(result.routes.filter((r) => r.startsWith('/news/') && r.endsWith('/harbor-opens'))).toHaveLength(1);
    expect(await readFile(join(out, 'people/index.html'), 'utf8')).toContain('/community/welcome');
    // The npm2yarn plugin's blocks: npm as written, then pnpm (the converters the config gives), in step across the site.
    const docs = await readFile(join(out, 'docs/index.html'), 'utf8');
    expect(docs).toContain('<div class="tabs" data-group="npm2yarn">');
    expect(docs.replace(/<[^>]*>/g, '')).toContain('npm install --save harbor-cli');
    expect(docs.replace(/<[^>]*>/g, '')).toContain('pnpm add harbor-cli');
  });
});

describe('a CommonJS config with a preset that wraps the classic preset', () => {
  it('reads the preset like the classic one and keeps the docs at the site root', async () => {
    const site = await copyFixture('migrate-wrapped', 'wrapped');
    const { source, notes } = await migrated(site);
    expect(source).toMatchInlineSnapshot(`
      "// Migrated from docusaurus.config.js by \`docsgen migrate\`.
      import { defineConfig } from 'docsgen';

      export default defineConfig({
        title: 'Kit',
        tagline: 'Parts for <b>everything</b>',
        url: 'https://kit.example.com',
        baseUrl: '/kit/',
        trailingSlash: false,
        lang: 'pt-BR',
        i18n: {
          defaultLocale: 'pt-BR',
          locales: ['pt-BR', 'en'],
          localeConfigs: { 'pt-BR': { htmlLang: 'pt-BR', label: 'Português' } },
        },
        favicon: 'img/kit.svg',
        navbar: {
          title: '',
          logo: { src: 'img/kit.svg', alt: 'Kit' },
          items: [
            {
              type: 'dropdown',
              label: 'More',
              position: 'right',
              items: [
                { label: 'Install', to: '/install' },
                { type: 'html', value: '<hr/>' },
                { label: 'Source', href: 'https://github.com/acme/kit' },
              ],
            },
            { type: 'search', position: 'right' },
            { label: 'Install', to: '/install', activeBaseRegex: '^/install' },
          ],
        },
        footer: {
          links: [
            { label: 'Install', to: '/install' },
            { html: '<a href="https://acme.example.com">Acme</a>' },
          ],
          copyright: 'Made by <a href="https://acme.example.com">Acme</a>',
        },
        announcementBar: { content: 'Kit <b>2.0</b> is out: <a href="/kit/install">install it</a>' },
        docs: { routeBasePath: '/', sidebarPath: false },
        pages: false,
        blog: false,
        staticDirectories: ['static', 'public'],
        customFields: { accent: 'night', sizes: [1, 2, 3] },
        onBrokenLinks: 'warn',
        onBrokenAnchors: 'warn',
        onBrokenMarkdownLinks: 'warn',
        markdown: { format: 'md' },
      });
      "
    `);
    expect(notes).toMatchInlineSnapshot(`
      [
        "markdown.format: Docusaurus's "detect" reads .md files as Markdown and .mdx files as MDX, which docsgen calls "md"",
        "markdown.mdx1Compat: not supported by docsgen ({ comments }); left out",
        "customFields.pick: a function cannot be carried over (the function pick); left out",
        "presets[0]: @acme/docusaurus-kit/preset is read like the classic preset (its docs, blog, pages and theme options); anything else it adds is not",
        "presets[0].analytics: not supported by docsgen ({ id }); left out",
        "presets[0].docs.editUrl: it comes from the package @acme/docusaurus-kit/helpers, which migrate does not run; left out",
        "themeConfig.navbar.logo.style: not supported by docsgen ({ height }); left out",
        "themeConfig.navbar.items[0] (More).items[2]: docsVersion items are not supported by docsgen in a dropdown; left out",
        "themeConfig.navbar.items[2]: custom-sponsor items are not supported by docsgen; left out",
        "themeConfig.navbar.items[3] (Install).prependBaseUrlToHref: not supported by docsgen (true); left out",
        "themeConfig.tableOfContents: docsgen has no site-wide heading levels; set toc_min_heading_level / toc_max_heading_level in the pages that need them ({ minHeadingLevel, maxHeadingLevel }); left out",
      ]
    `);
    const out = join(work, 'wrapped-out');
    const result = await build({ siteDir: site, outDir: out });
    // Every locale, the default at the root and English under /en/ (the Portuguese text: nothing is translated).
    expect([...result.routes].sort()).toEqual(['/', '/en', '/en/install', '/install']);
    expect(existsSync(join(out, 'robots.txt'))).toBe(true);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('lang="pt-BR"');
    expect(await readFile(join(out, 'en/install.html'), 'utf8')).toContain('lang="en"');
  });
});

describe('docsgen migrate --out', () => {
  it('writes the config elsewhere with every folder pointing back into the Docusaurus site, and that builds', async () => {
    const site = await copyFixture('migrate-ts', 'ts-elsewhere');
    const out = join(work, 'ts-docsgen');
    const { source } = await migrated(site, out);
    expect(source).toContain("  docs: [\n    {\n      path: '../ts-elsewhere/docs',\n      sidebarPath: '../ts-elsewhere/sidebars.ts',\n");
    expect(source).toContain("path: '../ts-elsewhere/community',");
    expect(source).toContain("pages: { path: '../ts-elsewhere/src/pages' },");
    expect(source).toContain("path: '../ts-elsewhere/blog',");
    expect(source).toContain("staticDirectories: ['../ts-elsewhere/static'],");
    expect(source).toContain("customCss: ['../ts-elsewhere/src/css/custom.css'],");
    expect(existsSync(join(site, 'docsgen.config.ts'))).toBe(false);
    const result = await build({ siteDir: out, outDir: join(work, 'ts-elsewhere-out') });
    expect(result.routes).toContain('/community/welcome');
  });

  it('says where docsgen looks for the versions of the site', async () => {
    const site = join(await copyFixture('migrate-esm', 'esm-elsewhere'), 'website');
    const { notes } = await migrated(site, join(work, 'esm-docsgen'));
    expect(notes).toContain(
      'presets[0].docs: docsgen looks for versions.json, versioned_docs/ and versioned_sidebars/ beside docsgen.config.ts; copy them there from the Docusaurus site, or only the current version is found',
    );
  });
});

describe('a TypeScript config that ends in module.exports, as Docusaurus loads it', () => {
  it('reads it, finds require.resolve("./sidebars") as sidebars.ts, and the site builds with those sidebars', async () => {
    const site = join(work, 'ts-commonjs');
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(
      join(site, 'docusaurus.config.ts'),
      [
        "import type { Config } from '@docusaurus/types';",
        "import path from 'path';",
        '// A type it exports makes the file an ES module to esbuild, though nothing is exported at run time.',
        'export interface Button { label: string }',
        "const config: Config = { title: 'Mixed', url: 'https://mixed.example.com', baseUrl: path.posix.join('/', ''),",
        "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars') } }]] };",
        'module.exports = config;',
        '',
      ].join('\n'),
    );
    await writeFile(join(site, 'sidebars.ts'), "export default { docs: { 'The Basics': ['intro'], Workflow: ['more'] } };\n");
    await writeFile(join(site, 'docs/intro.md'), '# Intro\n');
    await writeFile(join(site, 'docs/more.md'), '# More\n');
    // Through the command, in plain Node: the module is evaluated as Node evaluates it.
    const run = spawnSync(process.execPath, [join(process.cwd(), 'dist/bin/docsgen.js'), 'migrate', site], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('sidebarPath');
    const source = await readFile(join(site, 'docsgen.config.ts'), 'utf8');
    expect(source).toContain("title: 'Mixed',");
    expect(source).toContain("docs: { sidebarPath: 'sidebars.ts' },");
    const out = join(work, 'ts-commonjs-out');
    await build({ siteDir: site, outDir: out });
    const intro = await readFile(join(out, 'docs/intro/index.html'), 'utf8');
    expect([...intro.matchAll(/<summary class="menu__summary">([^<]*)</g)].map((m) => m[1])).toEqual(['The Basics', 'Workflow']);
  });
});

describe("a config that requires Node's built-in modules", () => {
  it("gets Node's own modules, in a CommonJS file and in one that also uses import, and the site builds", async () => {
    for (const [name, lines] of [
      ['commonjs', ["const path = require('path');", "const { readFileSync } = require('node:fs');"]],
      [
        'mixed',
        [
          "require('dotenv').config();",
          "const path = require('path');",
          "const { readFileSync } = require('node:fs');",
          "import { themes } from 'prism-react-renderer';",
        ],
      ],
    ] as const) {
      const site = join(work, `builtins-${name}`);
      await mkdir(join(site, 'docs'), { recursive: true });
      await writeFile(join(site, 'tagline.txt'), `Read with fs (${name})\n`);
      await writeFile(
        join(site, 'docusaurus.config.js'),
        [
          ...lines,
          'module.exports = {',
          "  title: 'Built-ins', url: 'https://builtins.example.com', baseUrl: path.join('/', process.env.BASE_PATH ?? ''),",
          "  tagline: readFileSync(path.join(__dirname, 'tagline.txt'), 'utf8').trim(),",
          "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],",
          '};',
          '',
        ].join('\n'),
      );
      await writeFile(join(site, 'docs/intro.md'), '---\nslug: /\n---\n# Intro\n');
      // Through the command, in plain Node, where an ES module has no `require`.
      const run = spawnSync(process.execPath, [join(process.cwd(), 'dist/bin/docsgen.js'), 'migrate', site], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const source = await readFile(join(site, 'docsgen.config.ts'), 'utf8');
      expect(source).toContain(`tagline: 'Read with fs (${name})',`);
      expect(source).not.toContain('baseUrl');
      const out = join(work, `builtins-${name}-out`);
      await build({ siteDir: site, outDir: out });
      expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('Intro</h1>');
    }
  });
});

describe('docsgen migrate on configs it cannot read', () => {
  it('fails with a clear message when there is no Docusaurus config', async () => {
    const dir = join(work, 'empty');
    await mkdir(dir, { recursive: true });
    expect((await failure(migrate({ siteDir: dir }))).message).toMatch(
      /^no Docusaurus config in .*empty \(looked for docusaurus\.config\.ts, .*docusaurus\.config\.js/,
    );
  });

  it('fails with the file and the error when the config throws, does not compile or exports no object', async () => {
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

    const list = join(work, 'list');
    await mkdir(list, { recursive: true });
    await writeFile(join(list, 'docusaurus.config.mjs'), 'export default async () => [1, 2];\n');
    expect(await failure(migrate({ siteDir: list }))).toEqual({
      code: 'migrate/shape',
      message: 'docusaurus.config.mjs must export the config object (module.exports = config, export default config, or a function returning it)',
    });
  });
});

describe('a site without a blog folder', () => {
  it('is migrated with no blog, so the build has no blog pages and the sitemap lists none, as on Docusaurus', async () => {
    const site = join(work, 'no-blog');
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(
      join(site, 'docusaurus.config.js'),
      "module.exports = { title: 'Plain', url: 'https://plain.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]] };\n",
    );
    await writeFile(join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
    const { source, notes } = await migrated(site);
    expect(source).toContain('blog: false,');
    expect(notes).toContain(
      'presets[0].blog: the blog folder blog does not exist, so Docusaurus builds no blog pages for it; left out, so docsgen builds none either',
    );
    const result = await build({ siteDir: site, outDir: join(work, 'no-blog-out') });
    expect([...result.routes].filter((r) => r.startsWith('/blog'))).toEqual([]);
    expect(existsSync(join(work, 'no-blog-out/blog'))).toBe(false);
    expect(await readFile(join(work, 'no-blog-out/sitemap.xml'), 'utf8')).not.toContain('/blog');
  });
});
