// Elements a React page writes itself (pre, code, tables, quotes), styled as Infima styles them on
// a Docusaurus site: a long line of preformatted text scrolls inside the page on a phone instead
// of widening it, tables get borders, quotes their bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fixtureInBrowser, openPage, type Served } from './helpers.js';

let browser: Browser;
let served: Served;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, served, close } = await fixtureInBrowser({
    'docsgen.config.ts': `export default { title: 'S', url: 'https://example.com' };\n`,
    'docs/intro.md': '# Intro\n',
    'pages/showcase.jsx': [
      "import Layout from '@theme/Layout';",
      'export default function Showcase() {',
      '  return (',
      '    <Layout title="Showcase">',
      '      <main className="container">',
      `        <pre><code>{'npx create-something-with-a-very-long-name --template the-default-one --and-more-flags'}</code></pre>`,
      '        <p>Run <code>npm start</code>.</p>',
      '        <table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table>',
      '        <blockquote>Said someone.</blockquote>',
      '      </main>',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
  }));
}, 60_000);
afterAll(() => close?.());

describe("a React page's own elements", () => {
  it('keep a 390 px page as wide as the screen and are styled as on Docusaurus', async () => {
    const page = await openPage(browser, served.url + '/showcase', { width: 390 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    expect(await style('.page-own pre', 'overflow-x')).toBe('auto');
    expect(await style('.page-own td', 'border-top-style')).toBe('solid');
    expect(await style('.page-own blockquote', 'border-left-style')).toBe('solid');
    expect(await style('.page-own p code', 'font-family')).toMatch(/mono/i);
    await page.context().close();
  });
});
