/** Code blocks: the copy button's "Copied" state, and a button that covers no code at any width. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, launch, startSite, type Served, openPage } from './helpers.js';
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

async function open(path: string, width: number, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  return openPage(browser, site.url + path, { width, theme, clipboard: true });
}

/** The look of the first visible copy button: colours, and which of its icons show. */
const buttonLook = (page: Page) =>
  page.evaluate(() => {
    const b = [...document.querySelectorAll<HTMLElement>('#main .code-block__copy')].find((el) => el.getClientRects().length)!;
    const cs = getComputedStyle(b);
    const shown = (sel: string) => !!b.querySelector(sel)?.getClientRects().length;
    return {
      color: cs.color,
      border: cs.borderTopColor,
      opacity: cs.opacity,
      copyIcon: shown('.icon--copy'),
      checkIcon: shown('.icon--check'),
      label: getComputedStyle(b, '::after').content,
    };
  });

describe('copy button', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows a "Copied" state for 1000 ms, then returns to its look (${theme})`, async () => {
      const page = await open('/docs/deposit', 1280, theme);
      const idle = await buttonLook(page);
      expect(idle).toMatchObject({ opacity: '1', copyIcon: true, checkIcon: false });
      const button = page.locator('#main .code-block__copy:visible').first();
      await button.click();
      await page.waitForSelector('#main .code-block__copy--copied');
      const copied = await buttonLook(page);
      expect(copied.checkIcon).toBe(true);
      expect(copied.copyIcon).toBe(false);
      expect(copied.label).toBe('"Copied"');
      expect(copied.color).not.toBe(idle.color);
      expect(copied.border).not.toBe(idle.border);
      await keepScreenshot(button, artifact(`copy-copied-${theme}.png`));
      await page.waitForSelector('#main .code-block__copy--copied', { state: 'detached', timeout: 3000 });
      await page.mouse.move(0, 0);
      expect(await buttonLook(page)).toEqual(idle);
      await page.context().close();
    });
  }

  for (const width of [390, 1280]) {
    it(`covers no code text, first lines included (${width} px)`, async () => {
      for (const path of ['/docs/v2/transaksi/transaksi-get', '/docs/deposit', '/docs/v2/webhook/webhook-get']) {
        const page = await open(path, width);
        const overlaps = await page.evaluate(() => {
          const hits: string[] = [];
          const blocks = [...document.querySelectorAll<HTMLElement>('#main .code-block')].filter((b) => b.getClientRects().length);
          for (const block of blocks) {
            const button = block.querySelector('.code-block__copy')!.getBoundingClientRect();
            const pre = block.querySelector('pre')!;
            // Every position the reader can scroll the code to.
            for (const left of [0, pre.scrollWidth]) {
              pre.scrollLeft = left;
              const view = pre.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(pre);
              for (const r of range.getClientRects()) {
                const x0 = Math.max(r.left, view.left);
                const x1 = Math.min(r.right, view.right);
                if (r.width === 0 || x1 <= x0) continue;
                if (x0 < button.right && x1 > button.left && r.top < button.bottom && r.bottom > button.top) hits.push((pre.textContent ?? '').slice(0, 40));
              }
            }
            pre.scrollLeft = 0;
          }
          return { blocks: blocks.length, hits };
        });
        expect(overlaps.blocks, path).toBeGreaterThan(0);
        expect(overlaps.hits, path).toEqual([]);
        if (path === '/docs/v2/transaksi/transaksi-get') await keepScreenshot(page, artifact(`code-block-${width}.png`));
        await page.context().close();
      }
    });
  }
});
