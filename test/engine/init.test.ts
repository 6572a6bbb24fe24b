// `docsgen init` writes a small site that builds and serves as it is, and replaces nothing;
// `docsgen build` in a Docusaurus site without a docsgen config says to migrate it.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../../src/serve/serve.js';
import type { StaticServer } from '../../src/serve/static-server.js';
import { listFiles } from '../helpers/fixture.js';

const bin = join(process.cwd(), 'dist/bin/docsgen.js');
const docsgen = (args: string[], cwd: string) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('docsgen init', () => {
  it('creates a site with a config, a home page, a doc and a category, which builds and serves', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'docsgen-init-'));
    const created = docsgen(['init', 'my-product-docs'], parent);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stderr).toContain('serve it with: docsgen serve my-product-docs --watch');
    const site = join(parent, 'my-product-docs');
    expect((await listFiles(site)).sort()).toEqual([
      '.gitignore',
      'docs/guides/_category_.json',
      'docs/guides/write-a-page.md',
      'docs/intro.md',
      'docsgen.config.ts',
      'home.json',
      'static/img/favicon.svg',
    ]);

    const built = docsgen(['build', 'my-product-docs'], parent);
    expect(built.status, built.stderr).toBe(0);
    const out = join(site, 'build');
    expect((await listFiles(out)).filter((f) => f.endsWith('.html')).sort()).toEqual([
      '404.html',
      'docs/category/guides/index.html',
      'docs/guides/write-a-page/index.html',
      'docs/index.html',
      'docs/intro/index.html',
      'index.html',
    ]);
    const home = await readFile(join(out, 'index.html'), 'utf8');
    expect(home).toContain('<h1 class="hero__title">My product docs</h1>');
    expect(home).toContain('Everything you need to know, in one place.');
    expect(home).toMatch(/href="\/docs\/intro"[^>]*>Read the docs</);
    const guide = await readFile(join(out, 'docs/guides/write-a-page/index.html'), 'utf8');
    // The sidebar: the introduction first, then the Guides category with its page.
    const sidebar = guide.slice(guide.indexOf('data-docsgen-region="sidebar"'));
    expect(sidebar.indexOf('>Introduction<')).toBeGreaterThan(0);
    expect(sidebar.indexOf('>Guides<')).toBeGreaterThan(sidebar.indexOf('>Introduction<'));
    expect(sidebar).toContain('href="/docs/category/guides"');
    expect(guide).toContain('href="/docs/intro"');
    expect(await readFile(join(out, 'docs/category/guides/index.html'), 'utf8')).toContain('href="/docs/guides/write-a-page"');

    let server: StaticServer | undefined;
    let stop!: () => void;
    const stopped = serve({
      siteDir: site,
      port: 0,
      host: '127.0.0.1',
      watch: false,
      build: false,
      verbose: false,
      reporter: { info: () => undefined, error: () => undefined, diagnostic: () => undefined },
      until: new Promise<void>((resolve) => (stop = resolve)),
      onReady: (s) => (server = s),
    });
    try {
      await expect.poll(() => server, { timeout: 10_000 }).toBeDefined();
      const page = await fetch(`${server!.url}/docs/intro`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Welcome! This page is <code>docs/intro.md</code>.');
    } finally {
      stop();
      await stopped;
    }
  });

  it('replaces nothing: an existing site, a Docusaurus site or a file init would write is refused', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'docsgen-init-'));
    expect(docsgen(['init', 'site'], parent).status).toBe(0);
    const again = docsgen(['init', 'site'], parent);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('site already holds a docsgen site; build it with "docsgen build site"');

    await mkdir(join(parent, 'docusaurus'));
    await writeFile(join(parent, 'docusaurus/docusaurus.config.js'), 'module.exports = { title: "D" };\n');
    const docusaurus = docsgen(['init', 'docusaurus'], parent);
    expect(docusaurus.status).toBe(1);
    expect(docusaurus.stderr).toContain('docusaurus is a Docusaurus site; run "docsgen migrate docusaurus" to write its docsgen config instead');

    await mkdir(join(parent, 'notes/docs'), { recursive: true });
    await writeFile(join(parent, 'notes/docs/intro.md'), '# Mine\n');
    const taken = docsgen(['init', 'notes'], parent);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('notes already has docs/intro.md; init writes a new site and replaces nothing');
    expect(await readFile(join(parent, 'notes/docs/intro.md'), 'utf8')).toBe('# Mine\n');
    expect(await listFiles(join(parent, 'notes'))).toEqual(['docs/intro.md']);
  });
});

describe('docsgen build in a Docusaurus site', () => {
  it('says to run docsgen migrate and exits 1 instead of building an empty site', async () => {
    const site = await mkdtemp(join(tmpdir(), 'docsgen-docusaurus-'));
    await writeFile(join(site, 'docusaurus.config.ts'), "export default { title: 'D', url: 'https://d.example.com', baseUrl: '/' };\n");
    await mkdir(join(site, 'docs'));
    await writeFile(join(site, 'docs/intro.md'), '# Intro\n');
    const r = docsgen(['build', '.'], site);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'docusaurus.config.ts this is a Docusaurus site without a docsgen config; run "docsgen migrate ." to write docsgen.config.ts from docusaurus.config.ts, then build again',
    );
    expect(await listFiles(site)).not.toContain('build/index.html');
  });
});
