// Math written for remark-math and rehype-katex, as a Docusaurus site writes it, looks as KaTeX
// draws it: the site's own stylesheet and fonts, under the strict policy, no request elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { artifact, fixtureInBrowser, openPage, type Served } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';

let browser: Browser;
let served: Served;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, served, close } = await fixtureInBrowser({
    'docsgen.config.ts': [
      "import remarkMath from 'remark-math';",
      "import rehypeKatex from 'rehype-katex';",
      "export default { title: 'Math', url: 'https://example.com', docs: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] } };",
      '',
    ].join('\n'),
    'docs/intro.md': '# Intro\n\nThe sum $\\sum_{i=1}^n i = \\frac{n(n+1)}{2}$ inline.\n\n$$\nx = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}\n$$\n',
  }));
}, 60_000);
afterAll(() => close?.());

describe('math', () => {
  it("is drawn with KaTeX's styles and fonts, its MathML hidden, without a refused style or request", async () => {
    const page = await openPage(browser, served.url + '/docs/intro');
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(served.url)) elsewhere.push(r.url());
    });
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    const display = page.locator('.katex-display');
    expect(await display.count()).toBe(1);
    // The MathML is for assistive technology: clipped to nothing.
    expect(
      await page
        .locator('.katex-mathml')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('absolute');
    expect(
      await page
        .locator('.katex-html .mord')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toMatch(/KaTeX_Main|KaTeX_Math/);
    expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    // A fraction is two rows: the display is taller than a line of text.
    expect((await display.boundingBox())!.height).toBeGreaterThan(40);
    expect(refused).toEqual([]);
    expect(elsewhere).toEqual([]);
    await keepScreenshot(page, artifact('math-intro.png'));
    await page.context().close();
  });
});
