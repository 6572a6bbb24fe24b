/**
 * Print (print media emulated in Chromium): the article only, dark text in both color modes,
 * code wrapped, every tab panel shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, launch, startSite, type Served } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';

let browser: Browser;
let site: Served;

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A page as printed: A4's width at 96 dpi, print media, the reader's stored color mode. */
async function printed(path: string, theme: 'light' | 'dark', width = 794): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 1123 } });
  await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  // A tab other than the first was chosen on screen: print still shows every panel.
  await page.locator('#main .tabs__tab').nth(1).click();
  await page.emulateMedia({ media: 'print' });
  return page;
}

const CHROME = [
  '.navbar',
  '#sidebar',
  '.toc',
  '.toc-mobile',
  '.breadcrumbs',
  '.pagination',
  '.footer',
  '.back-to-top',
  '.code-block__copy',
  '.tabs__list',
  '.skip-link',
];

describe('print', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [794, 1280]) {
      it(`prints the article only, in dark text, code wrapped, every tab panel shown (${theme}, ${width} px)`, async () => {
        const page = await printed('/docs/v2/transaksi/transaksi-post', theme, width);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        const seen = await page.evaluate((chrome) => {
          const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
          const lum = (c: string) => {
            const [r, g, b] = c
              .match(/[\d.]+/g)!
              .slice(0, 3)
              .map((v) => {
                const s = Number(v) / 255;
                return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
              });
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const article = document.querySelector('#main article')!;
          const pres = [...document.querySelectorAll<HTMLElement>('#main pre')];
          const panels = [...document.querySelectorAll('#main .tabs__panel')];
          const main = document.querySelector('#main')!.getBoundingClientRect();
          return {
            chromeShown: chrome.filter((sel) => [...document.querySelectorAll(sel)].some(visible)),
            articleShown: visible(article),
            // The article takes the page's width: nothing beside it.
            articleWidth: Math.round((article.getBoundingClientRect().width / main.width) * 100),
            // The lowest contrast of the article's text against white paper.
            textContrast: Math.min(
              ...[...article.querySelectorAll('p, li, td, h1, h2, h3, code')].map((el) => 1.05 / (lum(getComputedStyle(el).color) + 0.05)),
            ),
            background: getComputedStyle(document.body).backgroundColor,
            codeCut: pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length,
            codeBlocks: pres.length,
            panels: panels.length,
            panelsShown: panels.filter(visible).length,
            labelsShown: panels.filter((p) => visible(p.querySelector('.tabs__panel-label')!)).length,
          };
        }, CHROME);
        expect(seen.chromeShown).toEqual([]);
        expect(seen.articleShown).toBe(true);
        expect(seen.articleWidth).toBeGreaterThan(95);
        // Dark text on white: every text at least 7:1 (light grey dark-mode text would be ~1.3:1).
        expect(seen.textContrast).toBeGreaterThanOrEqual(7);
        expect(seen.background).toBe('rgb(255, 255, 255)');
        expect(seen.codeBlocks).toBeGreaterThan(3);
        expect(seen.codeCut).toBe(0);
        expect(seen.panels).toBeGreaterThan(3);
        expect(seen.panelsShown).toBe(seen.panels);
        expect(seen.labelsShown).toBe(seen.panels);
        if (width === 794) await keepScreenshot(page, artifact(`print-${theme}.png`), { fullPage: true });
        await page.context().close();
      });
    }
  }
});
