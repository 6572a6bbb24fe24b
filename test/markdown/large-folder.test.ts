// A folder of many pages in a trimmed sidebar: each page carries the block of 100 entries that
// holds it, and one entry per other block, so a page's size (and the build's time) does not grow
// with the size of its folder. 3,810 pages in one folder once took 179 s to render, against 14 s
// for the same pages in folders of 100 (BENCHMARKS.md has the measurement).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { SIDEBAR_BLOCK } from '../../src/nav/sidebar-view.js';

const PAGES = 250;
let site: FixtureBuild;

beforeAll(async () => {
  const files: Record<string, string> = {
    ...minimalSite,
    'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', sidebar: { maxInlineItems: 50 },"),
  };
  for (let i = 0; i < PAGES; i++) files[`docs/many/page-${String(i).padStart(3, '0')}.md`] = `---\ntitle: Page ${i}\n---\n\nText ${i}.\n`;
  site = await buildSite(files);
}, 300_000);

afterAll(() => site.cleanup());

/** The sidebar region of a built page. */
async function sidebarOf(path: string): Promise<string> {
  const html = await site.read(path);
  const start = html.indexOf('data-docsgen-region="sidebar"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</nav>', start));
}

describe('a folder of 250 pages in a trimmed sidebar', () => {
  it('gives each page its own block of entries and one entry for each other block', async () => {
    expect(site.errors).toEqual([]);
    const sidebar = await sidebarOf('docs/many/page-150/index.html');
    const links = [...sidebar.matchAll(/href="\/docs\/many\/page-(\d+)"/g)].map((m) => Number(m[1]));
    expect(links.filter((n) => n >= 100 && n < 200)).toHaveLength(SIDEBAR_BLOCK);
    expect(links.filter((n) => n < 100 || n >= 200).sort((a, b) => a - b)).toEqual([0, 200]);
    expect(sidebar).toContain('Page 0 – Page 99');
    expect(sidebar).toContain('Page 200 – Page 249');
  });

  it('keeps pages small whatever the size of their folder', async () => {
    const first = (await site.read('docs/many/page-000/index.html')).length;
    const last = (await site.read('docs/many/page-249/index.html')).length;
    expect(Math.max(first, last)).toBeLessThan(40_000);
  });
});
