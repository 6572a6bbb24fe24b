// Issue 5: a rebuild that reuses the watch cache gives exactly the output of a cold build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../src/build.js';
import { createBuildCache, type BuildCache } from '../../src/cache/build-cache.js';
import { writeSite, minimalSite, listFiles } from '../helpers/fixture.js';


let siteDir: string;
let scratch: string;
let cache: BuildCache;

async function expectSameAsCold(): Promise<void> {
  const warm = join(scratch, 'warm');
  const cold = join(scratch, 'cold');
  await build({ siteDir, outDir: warm, cache });
  await build({ siteDir, outDir: cold });
  const files = await listFiles(cold);
  expect(await listFiles(warm)).toEqual(files);
  for (const f of files) expect(await readFile(join(warm, f), 'utf8'), f).toBe(await readFile(join(cold, f), 'utf8'));
}

beforeAll(async () => {
  siteDir = await writeSite({
    ...minimalSite,
    'docs/a.md': '---\ntitle: A\n---\n\nSee [b](./g/b.md#part).\n',
    'docs/g/_category_.json': '{ "label": "Group" }',
    'docs/g/b.md': '---\ntitle: B\n---\n\n## Part\n\nText.\n',
  });
  scratch = await mkdtemp(join(tmpdir(), 'docsgen-incremental-'));
  cache = createBuildCache();
  await build({ siteDir, outDir: join(scratch, 'warm'), cache });
});

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

describe('incremental rebuilds', () => {
  it('match a cold build after a text edit', async () => {
    await writeFile(join(siteDir, 'docs/g/b.md'), '---\ntitle: B\n---\n\n## Part\n\nChanged text.\n');
    await expectSameAsCold();
  });

  it('match a cold build after a title change, which changes every sidebar', async () => {
    await writeFile(join(siteDir, 'docs/g/b.md'), '---\ntitle: Bee\n---\n\n## Part\n\nChanged text.\n');
    await expectSameAsCold();
  });

  it('match a cold build after a page is added and another removed', async () => {
    await writeFile(join(siteDir, 'docs/g/c.md'), '# C\n\nNew.\n');
    await unlink(join(siteDir, 'docs/intro.md'));
    await writeFile(join(siteDir, 'docsgen.config.ts'), `export default { title: 'Fixture', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/a' }] }, docs: { homeId: 'a' } };\n`);
    cache = createBuildCache(); // a config change starts over, as serve --watch does
    await expectSameAsCold();
  });

  it('reuse unchanged pages instead of rendering them again', async () => {
    const before = new Map(cache.render);
    await writeFile(join(siteDir, 'docs/g/c.md'), '# C\n\nNewer.\n');
    await build({ siteDir, outDir: join(scratch, 'warm'), cache });
    // An entry is replaced only when its page was rendered again.
    const changed = [...cache.render].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
    expect(changed).toEqual(['docs/g/c/index.html']);
  });
});
