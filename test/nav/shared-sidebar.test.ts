// The copy of a trimmed sidebar that pages share (loaded by client-side navigation, which then
// marks the page) is the page's own: it opens the categories that hold the page at every depth,
// so pages of two sub-categories of one category never share a copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;

beforeAll(async () => {
  const files: Record<string, string> = {
    ...minimalSite,
    'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', sidebar: { maxInlineItems: 5 },"),
  };
  for (const folder of ['api/alpha', 'api/beta', 'api/gamma', 'guides'])
    for (let i = 1; i <= 3; i++) files[`docs/${folder}/page-${i}.md`] = `---\ntitle: ${folder} ${i}\n---\n\nText.\n`;
  site = await buildSite(files);
}, 120_000);

afterAll(() => site.cleanup());

/** The shared sidebar a built page names, as HTML. */
async function sharedSidebarOf(route: string): Promise<string> {
  const html = await site.read(`${route.slice(1)}/index.html`);
  const key = /data-docsgen-region="sidebar" data-docsgen-key="([0-9a-f]+)"/.exec(html)?.[1];
  expect(key, route).toBeDefined();
  return (JSON.parse(await site.read(`_chunks/_shared/sidebar.${key}.json`)) as { html: string }).html;
}

describe('a trimmed sidebar with nested categories', () => {
  it('gives each page a shared copy that holds the page, wherever it lies', async () => {
    expect(site.errors).toEqual([]);
    const keys = new Set<string>();
    for (const folder of ['api/alpha', 'api/beta', 'api/gamma', 'guides']) {
      for (let i = 1; i <= 3; i++) {
        const route = `/docs/${folder}/page-${i}`;
        const shared = await sharedSidebarOf(route);
        expect(shared, route).toContain(`data-route="${route}"`);
        expect(shared, route).not.toContain('aria-current');
        keys.add(shared);
      }
    }
    // One copy per sub-category: alpha, beta, gamma, and the guides.
    expect(keys.size).toBe(4);
  });
});
