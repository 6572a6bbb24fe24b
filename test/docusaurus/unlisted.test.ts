// `unlisted: true` on a doc, as Docusaurus treats it: the page is built and says it is unlisted,
// search engines are told to skip it (noindex, no canonical URL, not in sitemap.xml, llms.txt or
// the search index), and the sidebars and other docs' previous / next links leave it out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { openBuiltSearch } from '../search/helpers.js';

/** Labels of the docs sidebar's links. */
const sidebarLinks = (html: string): string[] => {
  const start = html.indexOf('data-docsgen-region="sidebar"');
  const sidebar = html.slice(start, html.indexOf('</nav>', start));
  return [...sidebar.matchAll(/<a[^>]*class="menu__link[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1]!);
};
const pagination = (html: string): string[] => [...html.matchAll(/<a[^>]*class="pagination__link[^"]*"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

describe('an unlisted doc', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({
      'docsgen.config.ts': `export default { title: 'U', url: 'https://example.com' };\n`,
      'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Introduction\n\nStart here.\n',
      'docs/secret.md': '---\nsidebar_position: 2\nunlisted: true\n---\n\n# Secret plans\n\nZanzibar quokka.\n',
      'docs/last.md': '---\nsidebar_position: 3\n---\n\n# Last\n\nThe end.\n',
    });
  }, 60_000);
  afterAll(() => site.cleanup());

  it('is built, says it is unlisted, and tells search engines to skip it', async () => {
    expect(site.errors).toEqual([]);
    const html = await site.read('docs/secret/index.html');
    expect(html).toContain('Unlisted page');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    expect(await site.read('docs/intro/index.html')).toContain('rel="canonical"');
    expect(await site.read('sitemap.xml')).not.toContain('/docs/secret');
    expect(await site.read('llms.txt')).not.toContain('Secret plans');
    expect(await openBuiltSearch(site.outDir).search('quokka')).toEqual([]);
    expect((await openBuiltSearch(site.outDir).search('end'))!.map((h) => h.href)).toEqual(['/docs/last']);
  });

  it('is left out of the sidebar and of the other docs’ previous and next links, and keeps its own', async () => {
    const intro = await site.read('docs/intro/index.html');
    expect(sidebarLinks(intro)).toEqual(['Introduction', 'Last']);
    expect(pagination(intro)).toEqual(['/docs/last']);
    expect(pagination(await site.read('docs/last/index.html'))).toEqual(['/docs/intro']);
    const secret = await site.read('docs/secret/index.html');
    expect(sidebarLinks(secret)).toEqual(['Introduction', 'Last']);
    expect(pagination(secret)).toEqual(['/docs/intro', '/docs/last']);
  });
});
