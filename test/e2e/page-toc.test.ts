// Markdown and MDX pages of pages/ have a table of contents on the right when they have
// headings, as Docusaurus's MDX pages do: not with `hide_table_of_contents`, within
// `toc_min_heading_level` / `toc_max_heading_level`, and on wide screens only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifact, fixtureInBrowser, openPage } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';

const sections = '## First section\n\nA paragraph.\n\n### A detail\n\nMore.\n\n## Second section\n\nThe end.\n';

let env: Awaited<ReturnType<typeof fixtureInBrowser>>;
beforeAll(async () => {
  env = await fixtureInBrowser({
    'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    'pages/overview.md': `# Overview\n\nText.\n\n${sections}`,
    'pages/shallow.md': `---\ntoc_max_heading_level: 2\n---\n\n# Shallow\n\n${sections}`,
    'pages/hidden.md': `---\nhide_table_of_contents: true\n---\n\n# Hidden\n\n${sections}`,
    'pages/flat.md': '# Flat\n\nNo headings below the title.\n',
    'pages/component.mdx': `export const Note = () => <b>note</b>;\n\n# Component\n\n<Note />\n\n${sections}`,
  });
});
afterAll(() => env?.close());

const tocOf = (html: string): string[] | null => {
  const start = html.indexOf('<div class="doc__toc">');
  if (start < 0) return null;
  const toc = html.slice(start, html.indexOf('</nav>', start));
  return [...toc.matchAll(/<a class="toc__link table-of-contents__link" href="#([^"]+)">/g)].map((m) => m[1]!);
};

describe('the table of contents of a page', () => {
  it('lists the headings of a Markdown page and of an MDX page, within the levels the frontmatter gives', async () => {
    const all = ['first-section', 'a-detail', 'second-section'];
    expect(tocOf(await env.site.read('overview/index.html'))).toEqual(all);
    expect(tocOf(await env.site.read('component/index.html'))).toEqual(all);
    expect(tocOf(await env.site.read('shallow/index.html'))).toEqual(['first-section', 'second-section']);
  });

  it('is left out with hide_table_of_contents and on a page without headings, which keeps its narrow column', async () => {
    for (const file of ['hidden/index.html', 'flat/index.html']) {
      const html = await env.site.read(file);
      expect(tocOf(html), file).toBeNull();
      expect(html, file).toContain('<article class="markdown container container--narrow"');
    }
  });

  it('stands on the right of the text on a wide screen and is not shown on a narrow one, in both color modes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const page = await openPage(env.browser, `${env.served.url}/overview`, { width, theme });
        try {
          const toc = page.locator('.doc__toc .toc');
          if (width === 1280) {
            const [text, column] = [(await page.locator('article.markdown').boundingBox())!, (await toc.boundingBox())!];
            expect(column.x, theme).toBeGreaterThan(text.x + text.width - 1);
            expect(column.y, theme).toBeLessThan(text.y + 200);
            // The page stays in the middle of the screen, as a doc without a sidebar does.
            const doc = (await page.locator('.doc').boundingBox())!;
            expect(Math.abs(doc.x - (width - doc.x - doc.width)), theme).toBeLessThan(2);
          } else {
            expect(await toc.isVisible(), theme).toBe(false);
            // The text takes the screen's width.
            expect((await page.locator('article.markdown').boundingBox())!.width, theme).toBeGreaterThan(330);
          }
          await keepScreenshot(page, artifact(`page-toc-${theme}-${width}.png`));
        } finally {
          await page.context().close();
        }
      }
    }
  });
});
