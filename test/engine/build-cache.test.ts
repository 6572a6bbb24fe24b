// The persistent build cache: a rebuild renders only what changed, and its output is the output
// of a cold build, byte for byte; any change to content, config, theme or engine is seen; a
// damaged or foreign cache is ignored with a note.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from '../../src/build.js';
import { listFiles, writeSite, type SiteFiles } from '../helpers/fixture.js';

const builtIn = join(process.cwd(), 'templates');

/** A site of `count` pages with its own theme (the built-in one with a marker in its code) and a linked image. */
function cachedSite(count: number): SiteFiles {
  const files: SiteFiles = {
    'docsgen.config.ts': `export default { title: 'Cached', url: 'https://example.com', theme: './theme/index.tsx', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
    'theme/index.tsx': [
      `import { theme as base } from ${JSON.stringify(join(builtIn, 'index.tsx'))};`,
      `import { note } from './note';`,
      `const Quote = (props: { children?: unknown }) => <blockquote data-mark="one" data-note={note}>{props.children as never}</blockquote>;`,
      `export const theme = { ...base, stylesheet: ${JSON.stringify(join(builtIn, 'styles.css'))}, client: ${JSON.stringify(join(builtIn, 'client', 'index.ts'))}, lazyClients: { search: ${JSON.stringify(join(builtIn, 'client', 'search', 'index.ts'))} }, components: { ...base.components, blockquote: Quote } };`,
      '',
    ].join('\n'),
    'theme/note.ts': `export const note = 'first';\n`,
    'docs/intro.md': '---\ntitle: Intro\n---\n\n> Start here.\n\n![Logo](./logo.svg)\n',
    'docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  };
  for (let i = 0; i < count; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\n> Quoted on page ${i}.\n\nSee [the intro](./intro.md).\n`;
  return files;
}

/** Builds `site` into `out` with the cache in `cacheDir` (false: none); returns the lines it logged. */
async function buildLogged(site: string, out: string, cacheDir: string | false, verbose = false): Promise<string[]> {
  const lines: string[] = [];
  const result = await build({
    siteDir: site,
    outDir: out,
    ...(cacheDir ? { cacheDir } : { cacheDir: join(site, '.modules'), cache: false }),
    logger: (l) => lines.push(l),
    verbose,
  });
  for (const d of result.diagnostics) lines.push(`${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''} ${d.message}`);
  return lines;
}

/** How many files' frontmatter the build took from the cache (a verbose build says). */
function frontmatterHits(lines: string[]): number {
  return Number(/frontmatter of (\d+) files from the build cache/.exec(lines.join('\n'))?.[1] ?? -1);
}

/** `[rendered, reused]` from the summary line, `[all, 0]` when nothing came from the cache. */
function counts(lines: string[]): [number, number] {
  const summary = lines.find((l) => l.startsWith('wrote '))!;
  const m = /\((\d+) rendered, (\d+) from the build cache\)/.exec(summary);
  return m ? [Number(m[1]), Number(m[2])] : [-1, 0];
}

/** Checks that two output folders hold the same files, byte for byte. */
async function expectSameOutput(expected: string, actual: string): Promise<void> {
  const files = await listFiles(expected);
  expect(await listFiles(actual)).toEqual(files);
  const differing: string[] = [];
  for (const f of files) if (!(await readFile(join(actual, f))).equals(await readFile(join(expected, f)))) differing.push(f);
  expect(differing).toEqual([]);
}

/** The cache's folder, its pack file and where each entry lies in it, in pack order. */
async function pack(cacheDir: string): Promise<{ dir: string; file: string; entries: Array<[number, number]> }> {
  const [site] = await readdir(join(cacheDir, 'pages'));
  const dir = join(cacheDir, 'pages', site!);
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { pack: string; entries: Record<string, [number, number]> };
  return { dir, file: join(dir, manifest.pack), entries: Object.values(manifest.entries).sort((a, b) => a[0] - b[0]) };
}

describe('the build cache', () => {
  it('renders only the edited page, and the output is that of a cold build', async () => {
    const site = await writeSite(cachedSite(30));
    const cache = join(site, 'cache');
    try {
      expect(counts(await buildLogged(site, join(site, 'first'), cache))).toEqual([-1, 0]);
      expect(counts(await buildLogged(site, join(site, 'again'), cache))).toEqual([0, 34]);
      await expectSameOutput(join(site, 'first'), join(site, 'again'));

      await writeFile(join(site, 'docs/page-7.md'), '# Page 7\n\n> Edited.\n\nSee [the intro](./intro.md).\n');
      expect(counts(await buildLogged(site, join(site, 'warm'), cache))).toEqual([1, 33]);
      await buildLogged(site, join(site, 'cold'), false);
      await expectSameOutput(join(site, 'cold'), join(site, 'warm'));
      expect(await readFile(join(site, 'warm/docs/page-7/index.html'), 'utf8')).toContain('Edited.');

      // A new title changes every page's sidebar: every page is rendered again.
      await writeFile(join(site, 'docs/page-8.md'), '# Page eight\n\nRenamed.\n');
      expect(counts(await buildLogged(site, join(site, 'renamed'), cache))).toEqual([-1, 0]);
      await buildLogged(site, join(site, 'renamed-cold'), false);
      await expectSameOutput(join(site, 'renamed-cold'), join(site, 'renamed'));
      // The entries of the earlier builds outweighed this one's: the pack holds the live ones alone.
      const { dir, file, entries } = await pack(cache);
      expect(entries).toHaveLength(35);
      expect((await stat(file)).size).toBe(entries.reduce((sum, [, length]) => sum + length, 0));
      expect(await readdir(dir)).toHaveLength(2);
      expect(counts(await buildLogged(site, join(site, 'after-compaction'), cache))).toEqual([0, 34]);
      await expectSameOutput(join(site, 'renamed-cold'), join(site, 'after-compaction'));
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('is invalidated by the config, the theme and a linked file, never by modification times', async () => {
    const site = await writeSite(cachedSite(12));
    const cache = join(site, 'cache');
    try {
      await buildLogged(site, join(site, 'first'), cache);
      // Same contents, new modification times (a fresh checkout): everything is reused.
      for (const f of ['docsgen.config.ts', 'theme/index.tsx', 'theme/note.ts', 'docs/intro.md', 'docs/page-3.md'])
        await writeFile(join(site, f), await readFile(join(site, f)));
      const touched = await buildLogged(site, join(site, 'touched'), cache, true);
      expect(counts(touched)).toEqual([0, 16]);
      expect(touched).toContain('  theme bundle from the build cache');

      const config = await readFile(join(site, 'docsgen.config.ts'), 'utf8');
      await writeFile(join(site, 'docsgen.config.ts'), config.replace("title: 'Cached'", "title: 'Renamed site'"));
      expect(counts(await buildLogged(site, join(site, 'config'), cache))).toEqual([-1, 0]);
      expect(await readFile(join(site, 'config/docs/page-2/index.html'), 'utf8')).toContain('Renamed site');

      const theme = await readFile(join(site, 'theme/index.tsx'), 'utf8');
      await writeFile(join(site, 'theme/index.tsx'), theme.replace('data-mark="one"', 'data-mark="two"'));
      let lines = await buildLogged(site, join(site, 'theme-out'), cache, true);
      expect(counts(lines)).toEqual([-1, 0]);
      expect(lines).not.toContain('  theme bundle from the build cache');
      expect(await readFile(join(site, 'theme-out/docs/page-2/index.html'), 'utf8')).toContain('data-mark="two"');
      // The theme's bundle is reused while its files stay the same, and made again when a file it imports changes.
      lines = await buildLogged(site, join(site, 'theme-same'), cache, true);
      expect(lines).toContain('  theme bundle from the build cache');
      expect(counts(lines)).toEqual([0, 16]);
      await writeFile(join(site, 'theme/note.ts'), `export const note = 'second';\n`);
      lines = await buildLogged(site, join(site, 'theme-import'), cache, true);
      expect(lines).not.toContain('  theme bundle from the build cache');
      expect(counts(lines)).toEqual([-1, 0]);
      expect(await readFile(join(site, 'theme-import/docs/page-2/index.html'), 'utf8')).toContain('data-note="second"');
      // The theme's text module is written by the build itself just before the theme is bundled,
      // often in the same millisecond: its time does not keep the bundle out of the cache.
      const modules = join(cache, 'modules');
      for (const f of await readdir(modules)) if (/^theme-.*\.json$/.test(f)) await rm(join(modules, f));
      const later = new Date(Date.now() + 60_000);
      await utimes(join(modules, 'site-locale.mjs'), later, later);
      expect(await buildLogged(site, join(site, 'theme-racing'), cache, true)).not.toContain('  theme bundle from the build cache');
      expect(await buildLogged(site, join(site, 'theme-after-race'), cache, true)).toContain('  theme bundle from the build cache');

      // The image the intro links to changes: its hashed name changes, so the intro is rendered again.
      await writeFile(join(site, 'docs/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>\n');
      expect(counts(await buildLogged(site, join(site, 'image'), cache))).toEqual([1, 15]);
      await buildLogged(site, join(site, 'image-cold'), false);
      await expectSameOutput(join(site, 'image-cold'), join(site, 'image'));
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('keeps frontmatter by the text of each file: a changed file is read again, dates and warnings come back', async () => {
    const files = cachedSite(6);
    files['docsgen.config.ts'] = files['docsgen.config.ts']!.replace("theme: './theme/index.tsx',", 'docs: { showLastUpdateTime: true },');
    files['docs/dated.md'] = '---\ntitle: Dated\nlast_update:\n  date: 2023-05-06\nsidebar_positon: 2\n---\n\nDated page.\n';
    const site = await writeSite(files);
    const cache = join(site, 'cache');
    try {
      let lines = await buildLogged(site, join(site, 'first'), cache, true);
      expect(frontmatterHits(lines)).toBe(0);
      const warning = lines.find((l) => l.includes('frontmatter/unknown-key'));
      expect(warning).toContain(`${join(site, 'docs/dated.md')}:5 unknown frontmatter key "sidebar_positon"`);

      await writeFile(join(site, 'docs/intro.md'), '---\ntitle: Welcome\n---\n\n> Start here.\n\n![Logo](./logo.svg)\n');
      lines = await buildLogged(site, join(site, 'warm'), cache, true);
      expect(frontmatterHits(lines)).toBe(7);
      expect(lines.find((l) => l.includes('frontmatter/unknown-key'))).toBe(warning);
      expect(await readFile(join(site, 'warm/docs/page-2/index.html'), 'utf8')).toContain('Welcome');
      expect(await readFile(join(site, 'warm/docs/dated/index.html'), 'utf8')).toMatch(/datetime="2023-05-06T00:00:00.000Z"/i);
      await buildLogged(site, join(site, 'cold'), false);
      await expectSameOutput(join(site, 'cold'), join(site, 'warm'));

      // A damaged cache file: every file is read again, and the output is the same.
      const [stored] = await readdir(join(cache, 'frontmatter'));
      await writeFile(join(cache, 'frontmatter', stored!), 'damaged');
      lines = await buildLogged(site, join(site, 'damaged'), cache, true);
      expect(frontmatterHits(lines)).toBe(0);
      await expectSameOutput(join(site, 'cold'), join(site, 'damaged'));
      expect(frontmatterHits(await buildLogged(site, join(site, 'again'), cache, true))).toBe(8);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("keeps each page's search terms by its text; the index is a cold build's, in English and in Indonesian", async () => {
    const searchHits = (lines: string[]): number => Number(/search terms of (\d+) pages from the build cache/.exec(lines.join('\n'))?.[1] ?? -1);
    for (const lang of ['en', 'id']) {
      const files = cachedSite(6);
      files['docsgen.config.ts'] = files['docsgen.config.ts']!.replace("title: 'Cached',", `title: 'Cached', contentLang: '${lang}',`);
      files['docs/kirim.md'] = '# Pengiriman\n\n## Kirim ulang\n\nPesanan dikirim ulang ketika `ref_id` gagal.\n';
      const site = await writeSite(files);
      const cache = join(site, 'cache');
      try {
        expect(searchHits(await buildLogged(site, join(site, 'first'), cache, true))).toBe(0);
        expect(searchHits(await buildLogged(site, join(site, 'same'), cache, true))).toBe(8);
        // Words the site already has: the other pages' terms are reused, whatever the language.
        await writeFile(join(site, 'docs/page-3.md'), '# Page 3\n\n> Quoted on page 3.\n\nSee [the intro](./intro.md). Page quoted; pesanan dikirim.\n');
        expect(searchHits(await buildLogged(site, join(site, 'warm'), cache, true))).toBe(7);
        await buildLogged(site, join(site, 'cold'), false);
        await expectSameOutput(join(site, 'cold'), join(site, 'warm'));
        // A new word: in Indonesian it may change the root of words on any page, so every page is analyzed again.
        await writeFile(join(site, 'docs/page-3.md'), '# Page 3\n\nPengirimannya mengirimkan kiriman.\n');
        expect(searchHits(await buildLogged(site, join(site, 'new-word'), cache, true))).toBe(lang === 'id' ? 0 : 7);
        await buildLogged(site, join(site, 'new-word-cold'), false);
        await expectSameOutput(join(site, 'new-word-cold'), join(site, 'new-word'));
        // A damaged file is ignored with a note; a file of another format too.
        const [stored] = await readdir(join(cache, 'search'));
        await writeFile(join(cache, 'search', stored!), 'damaged');
        let lines = await buildLogged(site, join(site, 'damaged'), cache, true);
        expect(lines.join('\n')).toMatch(/note: the search index's build cache .* is unreadable \(damaged or partial\)/);
        expect(searchHits(lines)).toBe(0);
        await expectSameOutput(join(site, 'new-word-cold'), join(site, 'damaged'));
        expect(searchHits(await buildLogged(site, join(site, 'again'), cache, true))).toBe(8);
        const { serialize } = await import('node:v8');
        await writeFile(join(cache, 'search', stored!), serialize({ format: 'docsgen-search-cache/0', engine: 'x', words: new Map(), terms: new Map() }));
        lines = await buildLogged(site, join(site, 'foreign'), cache, true);
        expect(lines.join('\n')).toMatch(/note: the search index's build cache .* is not one this version of docsgen wrote/);
        expect(searchHits(lines)).toBe(0);
        await expectSameOutput(join(site, 'new-word-cold'), join(site, 'foreign'));
      } finally {
        await rm(site, { recursive: true, force: true });
      }
    }
  });

  it('ignores damaged, partial and foreign caches with a note, and the output stays right', async () => {
    const site = await writeSite(cachedSite(10));
    const cache = join(site, 'cache');
    try {
      await buildLogged(site, join(site, 'cold'), cache);
      const { dir, file, entries } = await pack(cache);
      expect(entries).toHaveLength(15);
      expect((await readdir(dir)).sort()).toEqual(['manifest.json', basename(file)].sort());

      // One entry overwritten, and the pack cut in the middle of the last one.
      const bytes = await readFile(file);
      const [first] = entries;
      const [last] = entries.slice(-1);
      bytes.write('not an entry', first![0]);
      await writeFile(file, bytes.subarray(0, last![0] + last![1] - 40));
      let lines = await buildLogged(site, join(site, 'damaged'), cache);
      expect(lines.join('\n')).toMatch(/note: 2 entries of the build cache in .* could not be read \(damaged or partial\)/);
      expect(counts(lines)).toEqual([1, 13]);
      await expectSameOutput(join(site, 'cold'), join(site, 'damaged'));

      const manifest = join(dir, 'manifest.json');
      await writeFile(manifest, '{"format":');
      lines = await buildLogged(site, join(site, 'manifest'), cache);
      expect(lines.join('\n')).toMatch(/note: the build cache in .* is unreadable/);
      expect(counts(lines)).toEqual([-1, 0]);
      await expectSameOutput(join(site, 'cold'), join(site, 'manifest'));

      await writeFile(manifest, JSON.stringify({ format: 'something-else/3', entries: {} }));
      lines = await buildLogged(site, join(site, 'foreign'), cache);
      expect(lines.join('\n')).toMatch(/note: the build cache in .* is not one this version of docsgen wrote/);
      expect(counts(lines)).toEqual([-1, 0]);

      await rm(manifest);
      lines = await buildLogged(site, join(site, 'partial'), cache);
      expect(lines.join('\n')).toMatch(/note: the build cache in .* is incomplete/);
      expect(counts(lines)).toEqual([-1, 0]);
      await expectSameOutput(join(site, 'cold'), join(site, 'partial'));
      expect(counts(await buildLogged(site, join(site, 'after'), cache))).toEqual([0, 14]);

      // The bundled assets' file, damaged: the assets are bundled again.
      const [assets] = await readdir(join(cache, 'assets'));
      await writeFile(join(cache, 'assets', assets!), 'not a cache file');
      lines = await buildLogged(site, join(site, 'assets'), cache);
      expect(lines.join('\n')).toMatch(/note: the bundled assets' build cache .* is unreadable \(damaged or partial\); the assets are bundled again/);
      await expectSameOutput(join(site, 'cold'), join(site, 'assets'));
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('is written by one build at a time: a lock held by a running process is respected, one left by a stopped build is taken over', async () => {
    const site = await writeSite(cachedSite(4));
    const cache = join(site, 'cache');
    try {
      await buildLogged(site, join(site, 'cold'), cache);
      const { dir, file } = await pack(cache);
      const before = await readFile(file);
      const manifest = await readFile(join(dir, 'manifest.json'), 'utf8');
      await writeFile(join(site, 'docs/page-1.md'), '# Page 1\n\nEdited.\n');
      // Another build (a live process) writes the cache: this one reads it and writes nothing.
      await writeFile(join(dir, 'writing.lock'), String(process.ppid));
      expect(counts(await buildLogged(site, join(site, 'beside'), cache))).toEqual([1, 7]);
      expect(await readFile(file)).toEqual(before);
      expect(await readFile(join(dir, 'manifest.json'), 'utf8')).toBe(manifest);
      expect(await readFile(join(site, 'beside/docs/page-1/index.html'), 'utf8')).toContain('Edited.');
      // The lock of a process that has ended is taken over, and released after.
      await writeFile(join(dir, 'writing.lock'), String(spawnSync('true').pid));
      expect(counts(await buildLogged(site, join(site, 'after'), cache))).toEqual([1, 7]);
      expect(existsSync(join(dir, 'writing.lock'))).toBe(false);
      expect(counts(await buildLogged(site, join(site, 'again'), cache))).toEqual([0, 8]);
      await expectSameOutput(join(site, 'after'), join(site, 'again'));
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("keeps the config's and the assets' bundles while their files hold the same, and bundles again what changed", async () => {
    const site = await writeSite({
      'docsgen.config.ts': `import { siteTitle } from './site-title';\nexport default { title: siteTitle, url: 'https://example.com', customCss: ['./css/custom.css'], navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
      'site-title.ts': `export const siteTitle = 'First title';\n`,
      'css/custom.css': `@import './more.css';\n.hero-banner { background: url(/img/banner.png); }\n`,
      'css/more.css': `.from-more { color: rgb(1, 2, 3); }\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    const cache = join(site, 'cache');
    /** The rule of `selector` in the site's stylesheet of the build in `out`. */
    const rule = async (out: string, selector: string): Promise<string> => {
      const name = (await readdir(join(site, out, 'assets'))).find((f) => /^style\.[0-9a-f]+\.css$/.test(f))!;
      const css = await readFile(join(site, out, 'assets', name), 'utf8');
      return css.slice(css.indexOf(selector)).split('}')[0]!;
    };
    const reused = (lines: string[]): number => Number(/(\d+) bundled assets from the build cache/.exec(lines.join('\n'))?.[1] ?? 0);
    try {
      let lines = await buildLogged(site, join(site, 'first'), cache, true);
      expect(reused(lines)).toBe(0);
      // The stylesheet, the theme's stylesheet alone, the page script, the search script and the diagrams' script.
      lines = await buildLogged(site, join(site, 'again'), cache, true);
      expect(reused(lines)).toBe(5);
      await expectSameOutput(join(site, 'first'), join(site, 'again'));
      expect(await rule('again', '.hero-banner')).toBe('.hero-banner{background:url(/img/banner.png)');

      // A file the stylesheet imports changes: that bundle alone is made again.
      await writeFile(join(site, 'css/more.css'), `.from-more { color: rgb(4, 5, 6); }\n`);
      lines = await buildLogged(site, join(site, 'imported'), cache, true);
      expect(reused(lines)).toBe(4);
      expect(await rule('imported', '.from-more')).toBe('.from-more{color:#040506');

      // The image a url() looked for in vain appears in the static folder: the url now points at its copy.
      await mkdir(join(site, 'static/img'), { recursive: true });
      await writeFile(join(site, 'static/img/banner.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
      lines = await buildLogged(site, join(site, 'image'), cache, true);
      expect(reused(lines)).toBe(4);
      expect(await rule('image', '.hero-banner')).toMatch(/^\.hero-banner\{background:url\("\.\/files\/banner-[A-Z0-9]+\.png"\)$/);
      await buildLogged(site, join(site, 'image-cold'), false);
      await expectSameOutput(join(site, 'image-cold'), join(site, 'image'));

      // A file the config imports changes: the config is bundled again, and every page shows the new title.
      await writeFile(join(site, 'site-title.ts'), `export const siteTitle = 'Second title';\n`);
      expect(counts(await buildLogged(site, join(site, 'title'), cache))).toEqual([-1, 0]);
      expect(await readFile(join(site, 'title/docs/intro/index.html'), 'utf8')).toContain('Second title');
      expect(counts(await buildLogged(site, join(site, 'title-again'), cache))).toEqual([0, 4]);

      // A file that changed while it was being bundled (modified after the bundling began) keeps
      // that bundle out of the cache: the next build bundles it again, and shows the file as it is.
      const later = new Date(Date.now() + 60_000);
      await writeFile(join(site, 'css/more.css'), `.from-more { color: rgb(7, 8, 9); }\n`);
      await utimes(join(site, 'css/more.css'), later, later);
      expect(reused(await buildLogged(site, join(site, 'racing'), cache, true))).toBe(4);
      expect(reused(await buildLogged(site, join(site, 'after-race'), cache, true))).toBe(4);
      expect(await rule('after-race', '.from-more')).toBe('.from-more{color:#070809');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('is not reused by another version of the engine; --cache-dir moves it and --no-cache skips it', async () => {
    const site = await writeSite({
      'docsgen.config.ts': `export default { title: 'Versions', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/other.md': '# Other\n\nWorld.\n',
      'package.json': '{"name":"versions-site","private":true}\n',
    });
    // A copy of the compiled package under another version number.
    const engine = join(site, 'engine');
    try {
      await mkdir(engine);
      for (const part of ['dist', 'templates', 'src']) await cp(join(process.cwd(), part), join(engine, part), { recursive: true });
      const pkg = JSON.parse(await readFile(join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
      await writeFile(join(engine, 'package.json'), JSON.stringify({ ...pkg, version: `${pkg.version}-next` }));
      await symlink(join(process.cwd(), 'node_modules'), join(engine, 'node_modules'));

      const run = (bin: string, ...args: string[]): string => {
        const r = spawnSync(process.execPath, [bin, 'build', site, ...args], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
        expect(r.status, r.stderr).toBe(0);
        return r.stderr;
      };
      const current = join(process.cwd(), 'dist/bin/docsgen.js');
      const next = join(engine, 'dist/bin/docsgen.js');
      const cacheDir = join(site, 'ci-cache');

      run(current, '--out', join(site, 'a'));
      expect(existsSync(join(site, 'node_modules/.cache/docsgen/pages'))).toBe(true);
      expect(run(current, '--out', join(site, 'b'))).toMatch(/\(0 rendered, 5 from the build cache\)/);
      expect(run(current, '--out', join(site, 'c'), '--no-cache')).not.toMatch(/from the build cache/);

      run(current, '--out', join(site, 'd'), '--cache-dir', cacheDir);
      expect(existsSync(join(cacheDir, 'pages'))).toBe(true);
      expect(run(current, '--out', join(site, 'e'), '--cache-dir', cacheDir)).toMatch(/\(0 rendered, 5 from the build cache\)/);
      const other = run(next, '--out', join(site, 'f'), '--cache-dir', cacheDir);
      expect(other).toMatch(/note: the build cache in .* was written by another version of docsgen/);
      expect(other).not.toMatch(/from the build cache\)/);
      expect(run(next, '--out', join(site, 'g'), '--cache-dir', cacheDir)).toMatch(/\(0 rendered, 5 from the build cache\)/);
      await expectSameOutput(join(site, 'a'), join(site, 'g'));
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
