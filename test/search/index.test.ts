// The search index a build writes: which pages and sections it holds, how pages and the config
// opt out, what the theme is told, and how a large index is split so a query reads little of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { searchIndexFiles } from '../../src/search/search-index.js';
import type { SearchPage } from '../../src/search/page-text.js';
import { openSearch } from '../../src/client/search/index.js';
import type { SearchManifest } from '../../src/client/search/format.js';
import { firstSections, openBuiltSearch } from './helpers.js';

const config = (extra: string): string =>
  `export default { title: 'Fixture', url: 'https://example.com', contentLang: 'id', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] }, redirects: [{ from: '/lama', to: '/docs/intro' }]${extra} };\n`;

const pages = {
  'docs/intro.md': '---\ntitle: Pengantar\ndescription: Ringkasan singkat tentang layanan voucher.\n---\n\nSelamat datang di dokumentasi.\n',
  'docs/webhook.md': [
    '---',
    'title: Webhook',
    '---',
    '',
    'Pembuka halaman webhook.',
    '',
    '## Pengiriman ulang',
    '',
    'Webhook dikirim lagi ketika server Anda gagal menjawab.',
    '',
    ':::tip[Catatan penting]',
    'Balas dengan HTTP 200.',
    ':::',
    '',
    '### Header tanda tangan',
    '',
    'Periksa header `X-Apigames-Authorization` pada setiap permintaan.',
    '',
    '```php title="verifikasi.php"',
    '$sig = md5($merchant_id . $secret_key);',
    'echo "tidak dicari";',
    '```',
    '',
    '#### Lebih dalam',
    '',
    'Teks di bawah heading keempat tetap di bagian ini.',
    '',
  ].join('\n'),
  'docs/rahasia.md': '---\ntitle: Catatan internal\nsearch: false\n---\n\nKata kunci zebrakuda hanya ada di sini.\n',
};

describe('a site with search on (the default)', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config(''), ...pages });
    expect(site.errors).toEqual([]);
  });
  afterAll(() => site?.cleanup());

  it('indexes each section of a page with its anchor, and finds words by their root', async () => {
    const search = openBuiltSearch(site.outDir);
    const [hit] = (await search.search('pengiriman'))!;
    expect(hit).toMatchObject({ href: '/docs/webhook', title: 'Webhook', breadcrumb: '' });
    expect(hit!.sections[0]).toMatchObject({ anchor: 'pengiriman-ulang', heading: 'Pengiriman ulang' });
    // `dikirim` in the text is marked for `pengiriman` (same root).
    expect(hit!.sections[0]!.excerpt.filter((p) => p.mark).map((p) => p.text)).toContain('dikirim');
    expect(firstSections((await search.search('X-Apigames-Authorization'))!)).toEqual(['/docs/webhook#header-tanda-tangan']);
    // A fourth-level heading stays in its section; admonition titles and code identifiers are indexed.
    expect(firstSections((await search.search('heading keempat'))!)).toEqual(['/docs/webhook#header-tanda-tangan']);
    expect(firstSections((await search.search('catatan penting'))!)).toEqual(['/docs/webhook#pengiriman-ulang']);
    expect(firstSections((await search.search('secret_key'))!)).toEqual(['/docs/webhook#header-tanda-tangan']);
    // Plain words of code are not: they are noise.
    expect(await search.search('dicari')).toEqual([]);
    // The description leads the page when its text does not say it.
    expect(firstSections((await search.search('ringkasan layanan'))!)).toEqual(['/docs/intro']);
  });

  it('leaves out pages with `search: false`, the 404 page and redirects', async () => {
    const search = openBuiltSearch(site.outDir);
    expect(await search.search('zebrakuda')).toEqual([]);
    expect(await search.search('internal')).toEqual([]);
    const text = readdirSync(join(site.outDir, '_search'))
      .filter((f) => f.startsWith('text-'))
      .map((f) => readFileSync(join(site.outDir, '_search', f), 'utf8'))
      .join('\n');
    expect(text).not.toContain('/docs/rahasia');
    expect(text).not.toContain('/lama');
    expect(text).not.toContain('could not find');
    expect(await search.search('could not find')).toEqual([]);
  });

  it('tells the theme where the index and the dialog script are; no page loads either', async () => {
    const manifest = JSON.parse(await site.read('_search/manifest.json')) as SearchManifest;
    expect(manifest).toMatchObject({ v: 1, lang: 'id', pages: [1, 3] });
    const html = await site.read('docs/intro/index.html');
    const script = /data-search-client="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('data-search-index="/_search/manifest.json"');
    expect(script).toMatch(/^\/assets\/search\.[0-9a-f]{10}\.js$/);
    expect(existsSync(join(site.outDir, script!))).toBe(true);
    expect(await site.read(script!.slice(1))).toMatch(/export\s*\{/);
    expect(html.match(/<script[^>]*\bsrc=/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link[^>]*(_search|search\.)/);
    expect(html.match(/class="search-button /g)).toHaveLength(2);
    // Index files are named by their content, so hosts may cache them for good.
    for (const f of readdirSync(join(site.outDir, '_search'))) expect(f).toMatch(/^(manifest|(terms|text)-\d+\.[0-9a-f]{10})\.json$/);
  });
});

describe('a site with `search: false`', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config(', search: false'), ...pages });
  });
  afterAll(() => site?.cleanup());

  it('writes no index and shows no search button', async () => {
    expect(site.errors).toEqual([]);
    expect(existsSync(join(site.outDir, '_search'))).toBe(false);
    const html = await site.read('docs/intro/index.html');
    expect(html).not.toContain('data-search-index');
    expect(html).not.toContain('search-button');
  });
});

describe('an English site', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', lang: 'en', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
      'docs/intro.md': '# Introduction\n\nWelcome.\n\n## Configuration\n\nThe server reads its settings at start.\n',
      'docs/hooks.md': '# Hooks\n\nThe server calls your endpoints when payments settle.\n\n## Retries\n\nFailed deliveries are retried with `retry_after`.\n',
      'docs/kirim.md': '# Pengiriman\n\nDikirim ulang.\n',
    });
    expect(site.errors).toEqual([]);
  });
  afterAll(() => site?.cleanup());

  it('meets words by their Porter stem, keeps identifiers as written, and strips no Indonesian affixes', async () => {
    const search = openBuiltSearch(site.outDir);
    expect((JSON.parse(await site.read('_search/manifest.json')) as SearchManifest).lang).toBe('en');
    expect(firstSections((await search.search('configuring'))!)).toEqual(['/docs/intro#configuration']);
    expect(firstSections((await search.search('calling endpoint'))!)).toEqual(['/docs/hooks']);
    expect(firstSections((await search.search('retrying'))!)).toEqual(['/docs/hooks#retries']);
    expect(firstSections((await search.search('retry_after'))!)).toEqual(['/docs/hooks#retries']);
    // English stop words are not searched on their own.
    expect(await search.search('the')).toEqual([]);
    // `kirim` is the root of both words on an Indonesian site; here the words stay as written.
    expect(await search.search('kirim')).toEqual([]);
    expect(firstSections((await search.search('dikirim'))!)).toEqual(['/docs/kirim']);
  });
});

describe('a site whose docs have several versions', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', lang: 'en', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] }, blog: { path: 'blog' } };\n`,
      'versions.json': '["2.0", "1.0"]',
      'versioned_docs/version-2.0/intro.md': '# Intro\n\nThe widget settings of release two.\n',
      'versioned_docs/version-2.0/next-steps.md': '# Next steps\n\nMore widget settings, still release two.\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n\nThe widget settings of release one.\n',
      'docs/intro.md': '# Intro\n\nThe widget settings of the coming release.\n',
      'blog/2024-01-02-widgets.md': '---\ntitle: Widgets arrive\n---\n\nA post about widget settings.\n',
    });
    expect(site.errors).toEqual([]);
  });
  afterAll(() => site?.cleanup());

  const found = async (path?: string): Promise<string[]> =>
    (await openBuiltSearch(site.outDir).search('widget settings', path === undefined ? {} : { path }))!.map((h) => h.href).sort();

  it('searches the version of the page the reader is on, the latest elsewhere, and pages in no version always', async () => {
    const latest = ['/blog/2024/01/02/widgets', '/docs/intro', '/docs/next-steps'];
    expect(await found('/docs/next-steps')).toEqual(latest);
    expect(await found('/docs/intro')).toEqual(latest);
    expect(await found('/blog/')).toEqual(latest);
    expect(await found()).toEqual(latest);
    expect(await found('/docs/next/intro')).toEqual(['/blog/2024/01/02/widgets', '/docs/next/intro']);
    expect(await found('/docs/next')).toEqual(['/blog/2024/01/02/widgets', '/docs/next/intro']);
    expect(await found('/docs/1.0/intro')).toEqual(['/blog/2024/01/02/widgets', '/docs/1.0/intro']);
  });

  it('matches a version whose name needs escaping in a URL', async () => {
    const spaced = await buildSite({
      ...minimalSite,
      'versions.json': '["2.0", "1.0 beta"]',
      'versioned_docs/version-2.0/intro.md': '# Intro\n\nThe widget settings of release two.\n',
      'versioned_docs/version-1.0 beta/intro.md': '# Intro\n\nThe widget settings of the beta.\n',
      'docs/intro.md': '# Intro\n\nThe widget settings of the coming release.\n',
    });
    try {
      expect(spaced.errors).toEqual([]);
      const hrefs = async (path: string) => (await openBuiltSearch(spaced.outDir).search('widget', { path }))!.map((h) => h.href);
      expect(await hrefs('/docs/1.0%20beta/intro')).toEqual(['/docs/1.0%20beta/intro']);
      expect(await hrefs('/docs/intro')).toEqual(['/docs/intro']);
    } finally {
      await spaced.cleanup();
    }
  });

  it('says in the manifest which pages are in which version', async () => {
    const manifest = JSON.parse(await site.read('_search/manifest.json')) as SearchManifest;
    expect(manifest.versions!.list).toEqual([
      ['default', '/docs/next/', 0],
      ['default', '/docs/', 1],
      ['default', '/docs/1.0/', 0],
    ]);
  });
});

describe('a large index', () => {
  /** `count` pages of generated words, each word on a few pages. */
  function generatedPages(count: number): SearchPage[] {
    const word = (n: number): string => `kata${n.toString(36)}`;
    return Array.from({ length: count }, (_, i) => ({
      href: `/docs/p${String(i).padStart(4, '0')}`,
      title: `Halaman ${word(i)}`,
      breadcrumb: [`Bagian ${Math.floor(i / 50)}`],
      sections: [0, 1, 2].map((s) => ({
        anchor: s ? `bagian-${s}` : '',
        heading: s ? `Bagian ${word(i * 3 + s)}` : '',
        text: Array.from({ length: 60 }, (_, k) => word((i * 7 + k * 13 + s) % (count * 2))).join(' '),
        code: `ref_${word(i)}`,
      })),
    }));
  }

  it('is cut into term shards and text chunks; a query reads only the ones it needs', async () => {
    const files = searchIndexFiles(generatedPages(400), 'id', { limits: { single: 10_000, shard: 4_000, text: 1_500 } });
    const byPath = new Map(files.map((f) => [f.path, f.text]));
    const manifest = JSON.parse(byPath.get('_search/manifest.json')!) as SearchManifest;
    expect(manifest.terms.length).toBeGreaterThan(5);
    expect(manifest.text.length).toBeGreaterThan(20);
    const reads: string[] = [];
    const search = openSearch('/_search/manifest.json', (url) => {
      reads.push(url);
      return Promise.resolve({ text: byPath.get(url.slice(1))! });
    });
    const hits = (await search.search('halaman kata2s'))!;
    expect(hits[0]!.href).toBe('/docs/p0100');
    expect(hits[0]!.title).toBe('Halaman kata2s');
    const shards = reads.filter((r) => r.includes('/terms-'));
    const chunks = reads.filter((r) => r.includes('/text-'));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThanOrEqual(4);
    expect(chunks.length).toBeLessThanOrEqual(6);
    // The same query again reads nothing new.
    const before = reads.length;
    await search.search('halaman kata2s');
    expect(reads.length).toBe(before);
  });

  it('is the same whatever order the pages come in', () => {
    const pages = generatedPages(60);
    const a = searchIndexFiles(pages, 'id');
    const b = searchIndexFiles([...pages].reverse(), 'id');
    expect(b).toEqual(a);
  });
});
