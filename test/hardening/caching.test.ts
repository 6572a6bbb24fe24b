// Only files the build named by their content's hash are cached for good: a page or static file
// whose name merely looks hashed (`release-20240101`) revalidates, in `docsgen serve` and in the
// `_headers` file static hosts read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, listFiles, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { IMMUTABLE_MANIFEST, immutableRulePaths } from '../../src/output/immutable.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let site: FixtureBuild;
let server: StaticServer;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docsgen.config.ts': `export default { title: 'Fixture', url: 'https://example.com', search: true, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nHello. ![diagram](./diagram.png)\n\nSee [the release](./release-20240101.md).\n',
    'docs/diagram.png': 'not really a png',
    'docs/release-20240101.md': '# Release of 1 January\n\nWhat changed.\n',
    'static/file-20240101.txt': 'a dated file\n',
    'static/logo-3f9a1c2b.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  expect(site.errors).toEqual([]);
  server = await startStaticServer({ root: site.outDir, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await site?.cleanup();
});

async function cacheControl(path: string): Promise<string | null> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('cache-control');
}

describe('caching of a built site', () => {
  it('serves pages, chunks and static files whose names end in a date-like token with no-cache', async () => {
    for (const path of [
      '/docs/release-20240101',
      '/_chunks/docs/release-20240101.json',
      '/docs/release-20240101.md',
      '/file-20240101.txt',
      '/logo-3f9a1c2b.svg',
      '/_search/manifest.json',
    ]) {
      expect(await cacheControl(path), path).toBe('no-cache');
    }
  });

  it('serves what the build named by content hash as immutable: stylesheet, script, shared sidebar, image, search shards', async () => {
    const files = await listFiles(site.outDir);
    const html = await site.read('docs/intro/index.html');
    const stylesheet = /href="\/(assets\/style\.[0-9a-f]+\.css)"/.exec(html)?.[1];
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    const image = /src="\/(assets\/images\/diagram-[0-9a-f]+\.png)"/.exec(html)?.[1];
    const sidebar = files.find((f) => f.startsWith('_chunks/_shared/'));
    const shard = files.find((f) => /^_search\/terms-0\.[0-9a-f]+\.json$/.test(f));
    for (const path of [stylesheet, script, image, sidebar, shard]) {
      expect(path).toBeDefined();
      expect(await cacheControl(`/${path!}`), path).toBe(IMMUTABLE);
    }
  });

  it('lists exactly those files in the manifest, and the manifest itself is not served', async () => {
    const manifest = JSON.parse(await site.read(IMMUTABLE_MANIFEST)) as { immutable: string[] };
    expect(manifest.immutable.some((p) => p.includes('20240101') || p.includes('3f9a1c2b'))).toBe(false);
    expect(manifest.immutable.some((p) => p.startsWith('_search/terms-'))).toBe(true);
    expect((await fetch(`${server.url}/${IMMUTABLE_MANIFEST}`)).status).toBe(404);
  });

  it('gives static hosts the same policy in _headers: immutable rules that match no other file', async () => {
    const text = await readFile(join(site.outDir, '_headers'), 'utf8');
    const manifest = new Set((JSON.parse(await site.read(IMMUTABLE_MANIFEST)) as { immutable: string[] }).immutable);
    // Rules are `path` lines (a trailing `*` matches the rest), each followed by its headers.
    const rules: Array<{ pattern: string; headers: string[] }> = [];
    for (const line of text.split('\n')) {
      if (line === '') continue;
      if (!/^\s/.test(line)) rules.push({ pattern: line, headers: [] });
      else rules.at(-1)!.headers.push(line.trim());
    }
    expect(rules[0]!.pattern).toBe('/*');
    expect(rules[0]!.headers.some((h) => h.startsWith('Cache-Control'))).toBe(false);
    const cacheRules = rules.filter((r) => r.headers.includes(`Cache-Control: ${IMMUTABLE}`));
    expect(cacheRules.length).toBeGreaterThan(0);
    const matches = (pattern: string, path: string): boolean => (pattern.endsWith('*') ? `/${path}`.startsWith(pattern.slice(0, -1)) : pattern === `/${path}`);
    const files = (await listFiles(site.outDir)).filter((f) => !f.startsWith('.'));
    for (const file of files) {
      const covered = cacheRules.some((r) => matches(r.pattern, file));
      if (covered) expect(manifest.has(file), file).toBe(true);
    }
    // The stylesheet, at least, is covered.
    expect(files.filter((f) => manifest.has(f) && cacheRules.some((r) => matches(r.pattern, f))).some((f) => f.endsWith('.css'))).toBe(true);
  });
});

describe('_headers rules for immutable files', () => {
  it('covers a folder of hashed files with one rule and names hashed files beside others one by one', () => {
    const all = ['index.html', 'assets/style.1a2b.css', 'assets/mine.txt', 'assets/images/a-1.png', 'assets/images/b-2.png', 'x/y/h.js', 'x/z.txt'];
    const hashed = new Set(['assets/style.1a2b.css', 'assets/images/a-1.png', 'assets/images/b-2.png', 'x/y/h.js']);
    expect(immutableRulePaths(all, hashed)).toEqual(['/assets/images/*', '/x/y/*', '/assets/style.1a2b.css']);
    expect(immutableRulePaths(['a b/c.1.js'], new Set(['a b/c.1.js']))).toEqual(['/a%20b/*']);
  });
});
