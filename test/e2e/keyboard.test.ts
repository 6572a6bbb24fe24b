/**
 * Keyboard and assistive technology: focus stays in the mobile drawer whatever its categories
 * show, one breadcrumb is the current page, the focus ring of code blocks is whole, and the
 * mobile "On this page" closes once an entry is chosen.
 */
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

async function open(path: string, width: number): Promise<Page> {
  return openPage(browser, site.url + path, { width });
}

/** A short description of the focused element: its class, or its text for links and summaries. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'none';
    const inside = document.getElementById('sidebar')!.contains(el);
    return `${inside ? 'drawer' : 'OUTSIDE'}: ${el.tagName.toLowerCase()} ${(el.textContent || el.className).trim().slice(0, 40)}`;
  });

describe('mobile drawer focus order', () => {
  it('Tab after the last, collapsed category goes back to the first stop, Shift+Tab from there to it', async () => {
    const page = await open('/docs/deposit', 390);
    await page.click('.navbar__toggle');
    await page.waitForSelector('#sidebar nav.menu', { state: 'visible' });
    // The last category (Webhook & Report, inside API v2) is collapsed: its summary is the last
    // thing Tab can reach, while the links hidden in it still have boxes in Chromium.
    const lastSummary = await page.evaluate(() => {
      const summaries = document.querySelectorAll('#sidebar nav.menu summary');
      const last = summaries[summaries.length - 1]!;
      return { open: (last.parentElement as HTMLDetailsElement).open, text: last.textContent };
    });
    expect(lastSummary.open).toBe(false);
    const order: string[] = [await focused(page)];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order.filter((f) => f.startsWith('OUTSIDE'))).toEqual([]);
    // Opened on the close button; the cycle: brand link, close button, search button, back
    // button, the menu, the last summary, then the brand link again.
    expect(order[0]).toContain('drawer: button');
    const last = order.indexOf(`drawer: summary ${lastSummary.text}`);
    expect(last).toBeGreaterThan(5);
    expect(order.slice(last + 1, last + 5)).toEqual([
      'drawer: a API documentation',
      order[0],
      expect.stringMatching(/^drawer: button Search/),
      'drawer: button ← Back to main menu',
    ]);
    // Shift+Tab from the first stop goes to the last summary.
    await page.locator('#sidebar .sidebar__head .navbar__brand').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(`drawer: summary ${lastSummary.text}`);
    // Opening the category makes its links the last stops.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^drawer: a /);
    await keepScreenshot(page, artifact('drawer-focus-390.png'));
    await page.context().close();
  });
});

describe('breadcrumbs', () => {
  it('mark only the current page with aria-current', async () => {
    const page = await open('/docs/v2/transaksi/transaksi-get', 1280);
    const crumbs = await page.$$eval('.breadcrumbs li', (lis) =>
      lis.map((li) => [li.textContent, li.querySelector('[aria-current]')?.getAttribute('aria-current') ?? null]),
    );
    expect(crumbs.length).toBeGreaterThan(2);
    expect(crumbs.filter(([, current]) => current !== null)).toEqual([['Transaksi GET', 'page']]);
    expect(crumbs.at(-1)).toEqual(['Transaksi GET', 'page']);
    await page.context().close();
  });
});

describe('code blocks', () => {
  for (const width of [390, 1280]) {
    it(`show the whole focus ring when focused with the keyboard (${width} px)`, async () => {
      const page = await open('/docs/deposit', width);
      // Tab from the copy button of the first code block to its code.
      await page.locator('#main .code-block__copy').first().focus();
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const pre = document.activeElement as HTMLElement;
        const cs = getComputedStyle(pre);
        const width = parseFloat(cs.outlineWidth);
        const grow = parseFloat(cs.outlineOffset) + width;
        const r = pre.getBoundingClientRect();
        const outer = { left: r.left - grow, top: r.top - grow, right: r.right + grow, bottom: r.bottom + grow };
        const clipped: string[] = [];
        for (let el = pre.parentElement; el; el = el.parentElement) {
          const s = getComputedStyle(el);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const b = el.getBoundingClientRect();
          const box = {
            left: b.left + parseFloat(s.borderLeftWidth),
            top: b.top + parseFloat(s.borderTopWidth),
            right: b.right - parseFloat(s.borderRightWidth),
            bottom: b.bottom - parseFloat(s.borderBottomWidth),
          };
          if (outer.left < box.left || outer.top < box.top || outer.right > box.right || outer.bottom > box.bottom) clipped.push(el.className || el.tagName);
        }
        return { tag: pre.tagName, style: cs.outlineStyle, width, clipped };
      });
      expect(ring.tag).toBe('PRE');
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.clipped).toEqual([]);
      await keepScreenshot(page.locator('#main .code-block').first(), artifact(`code-focus-${width}.png`));
      await page.context().close();
    });
  }
});

describe('mobile "On this page"', () => {
  it('closes after an entry is chosen, and the heading lands below the navbar', async () => {
    const page = await open('/docs/v2/transaksi/transaksi-post', 390);
    await page.click('.toc-mobile__summary');
    expect(await page.evaluate(() => document.querySelector<HTMLDetailsElement>('.toc-mobile')!.open)).toBe(true);
    const links = page.locator('.toc-mobile .toc__link');
    const href = (await links.nth(2).getAttribute('href'))!;
    await links.nth(2).click();
    await page.waitForFunction((h) => location.hash === h, href);
    expect(await page.evaluate(() => document.querySelector<HTMLDetailsElement>('.toc-mobile')!.open)).toBe(false);
    const below = await page.evaluate(
      (id) => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        return document.getElementById(id)!.getBoundingClientRect().top - navbar;
      },
      decodeURIComponent(href.slice(1)),
    );
    expect(below).toBeGreaterThanOrEqual(0);
    expect(below).toBeLessThanOrEqual(16);
    await page.context().close();
  });
});
