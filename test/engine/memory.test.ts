// What a build holds once its pages are rendered grows with what the pages say (their links,
// anchors and search text), not with what they render: no page's job and no page's full facts
// are kept past the render stage (at most the few in flight when it ends). Checked on a heap
// snapshot taken when that stage ends, in a build on the main thread and a worker thread (the
// compiled engine, as users run it), by counting objects by their shape: no timing, no memory
// thresholds.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSite, type SiteFiles } from '../helpers/fixture.js';
import { countObjectsWith } from '../helpers/heap-snapshot.js';

const PAGES = 120;

/** Builds `site` with the library, writing a heap snapshot of the main thread to `snapshot` when the render stage ends. */
async function buildWithSnapshot(site: string, snapshot: string): Promise<void> {
  const script = `
    import { writeHeapSnapshot } from 'node:v8';
    const [, , engine, siteDir, outDir, snapshot] = process.argv;
    const { build } = await import(engine);
    await build({
      siteDir, outDir, cache: false, verbose: true,
      logger: (line) => { if (/^\\s+render\\s/.test(line)) writeHeapSnapshot(snapshot); },
    });`;
  const engine = pathToFileURL(join(process.cwd(), 'dist/index.js')).href;
  await writeFile(join(site, 'build.mjs'), script);
  const r = spawnSync(process.execPath, [join(site, 'build.mjs'), engine, site, join(site, 'out'), snapshot], {
    encoding: 'utf8',
    env: { ...process.env, DOCSGEN_THREADS: '1' },
  });
  expect(r.status, r.stderr).toBe(0);
}

describe('memory held by a build', () => {
  it("after rendering, keeps no job and no full facts of the site's pages, only what the later stages read", async () => {
    const files: SiteFiles = {
      'docsgen.config.ts': `export default { title: 'Many', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/page-0' }] } };\n`,
    };
    for (let i = 0; i < PAGES; i++) {
      files[`docs/page-${i}.md`] = `# Page ${i}\n\nSee [the first page](/docs/page-0#usage).\n\n## Usage\n\nCall \`endpoint_${i}\`.\n`;
    }
    const site = await writeSite(files);
    try {
      const snapshot = join(site, 'render.heapsnapshot');
      await buildWithSnapshot(site, snapshot);
      const counts = countObjectsWith(snapshot, {
        jobs: ['route', 'source', 'htmlPath'],
        facts: ['route', 'headings', 'links', 'inlineScripts'],
        kept: ['route', 'anchors'],
      });
      // Jobs are let go of once a thread has them, facts once what the later stages read is
      // kept; those records (the doc pages', for the link check and the search index) are there,
      // so the snapshot does see the build. A few results of the last batches may still be
      // referenced when the stage ends (up to 5 seen), never the site's: 124 of each before.
      expect({ jobs: counts.jobs, kept: counts.kept }).toEqual({ jobs: 0, kept: PAGES });
      expect(counts.facts).toBeLessThan(PAGES / 4);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 120_000);
});
