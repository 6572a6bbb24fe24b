/**
 * Reference tables: readable at 390 px (cards, nothing off-screen), required parameters and HTTP
 * methods as badges, and a hint (shadow, keyboard focus) on a table that still scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, builtPages, launch, startSite, type Served, openPage } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';

let browser: Browser;
let site: Served & { dir: string };

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, width: number, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  return openPage(browser, site.url + path, { width, theme });
}

describe('reference tables at 390 px', () => {
  // 390: a phone; 997 and 1280: the narrowest and a common desktop, beside sidebar and TOC. Each
  // page loads once and is measured at every width.
  const widths = [390, 997, 1280];
  it(`no table on any doc page is wider than its column (${widths.join(', ')} px)`, async () => {
    const page = await open('/', widths[0]!);
    const over: string[] = [];
    for (const route of builtPages(site.dir).filter((r) => r.startsWith('/docs/'))) {
      await page.goto(site.url + route);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        over.push(
          ...(await page.$$eval(
            '.table-wrap',
            (ws, where) => ws.filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => `${where}: ${w.scrollWidth} > ${w.clientWidth}`),
            `${route} at ${width} px`,
          )),
        );
      }
    }
    expect(over).toEqual([]);
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`show parameters as cards: every cell on screen under its column's name, "Wajib" as a badge (${theme})`, async () => {
      const page = await open('/docs/v2/transaksi/transaksi-get', 390, theme);
      const table = page.locator('#main .table-wrap').first();
      const cards = await table.evaluate((wrap) => {
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
        const contrast = (a: string, b: string) => {
          const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
          return (x! + 0.05) / (y! + 0.05);
        };
        const headers = [...wrap.querySelectorAll('th')].map((th) => th.textContent);
        const width = document.documentElement.clientWidth;
        return {
          headers,
          rows: [...wrap.querySelectorAll('tbody tr')].map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => {
              const r = td.getBoundingClientRect();
              const badge = td.querySelector('.badge');
              const label = getComputedStyle(td, '::before').content;
              return {
                label: label === 'none' ? null : JSON.parse(label),
                onScreen: r.left >= 0 && r.right <= width && r.width > 0,
                badge: badge ? badge.className : null,
                badgeContrast: badge ? contrast(getComputedStyle(badge).color, getComputedStyle(badge).backgroundColor) : null,
              };
            }),
          ),
        };
      });
      expect(cards.headers).toEqual(['Nama', 'Lokasi', 'Tipe', 'Wajib', 'Keterangan', 'Nilai']);
      expect(cards.rows.length).toBeGreaterThan(3);
      for (const row of cards.rows) {
        // The name is the card's title; every other cell carries its column's name.
        expect(row.map((c) => c.label)).toEqual([null, 'Lokasi', 'Tipe', 'Wajib', 'Keterangan', 'Nilai']);
        expect(row.every((c) => c.onScreen)).toBe(true);
        expect(row[3]!.badge).toMatch(/^badge badge--(required|optional)$/);
        expect(row[3]!.badgeContrast).toBeGreaterThanOrEqual(4.5);
      }
      // ref_id is required, server_id is not.
      expect(cards.rows[0]![3]!.badge).toBe('badge badge--required');
      expect(cards.rows.at(-1)![3]!.badge).toBe('badge badge--optional');
      // Required and optional look different.
      const looks = await page.$$eval(
        '#main .badge--required, #main .badge--optional',
        (els) => new Set(els.map((e) => getComputedStyle(e).backgroundColor)).size,
      );
      expect(looks).toBe(2);
      await keepScreenshot(table, artifact(`table-cards-390-${theme}.png`));
      await page.context().close();
    });
  }

  it('mark an undecided "Wajib" apart from yes and no', async () => {
    const page = await open('/docs/radeem/status', 390);
    const kinds = await page.$$eval('#main td.cell--required .badge', (els) => els.map((e) => [e.textContent, e.className]));
    expect(kinds).toContainEqual(['Ya', 'badge badge--required']);
    expect(kinds).toContainEqual(['Belum pasti', 'badge badge--unknown']);
    await page.context().close();
  });

  it('stay tables, with their header row, on a wide column', async () => {
    const page = await open('/docs/v2/transaksi/transaksi-get', 1280);
    const look = await page.$eval('#main table', (t) => [getComputedStyle(t).display, getComputedStyle(t.querySelector('thead')!).position]);
    expect(look).toEqual(['table', 'static']);
    await page.context().close();
  });
});

describe('HTTP method badges', () => {
  for (const [path, method] of [
    ['/docs/v2/transaksi/transaksi-get', 'get'],
    ['/docs/v2/transaksi/transaksi-post', 'post'],
  ] as const) {
    it(`mark the method of the Endpoint block (${method.toUpperCase()}), which still copies as written`, async () => {
      const page = await open(path, 390);
      const block = page.locator('#main .code-block').first();
      const first = await block.evaluate((b) => {
        const line = b.querySelector('code .line')!;
        const badge = line.firstElementChild;
        return { badge: badge?.className, text: badge?.textContent, code: b.querySelector('code')!.textContent };
      });
      expect(first.badge).toBe(`method method--${method}`);
      expect(first.text).toBe(method.toUpperCase());
      expect(first.code).toMatch(new RegExp(`^${method.toUpperCase()} https://v1\\.apigames\\.id/`));
      await keepScreenshot(block, artifact(`method-${method}-390.png`));
      await page.context().close();
    });
  }
});

describe('a table that scrolls sideways', () => {
  it('has shadowed edges and can be focused to scroll', async () => {
    const page = await open('/docs/radeem/status', 1280);
    // The site's tables all fit now; one written with lines that must not wrap does not.
    await page.$eval('#main .table-wrap table', (t) => t.querySelectorAll('td').forEach((td) => (td.style.whiteSpace = 'nowrap')));
    await page.setViewportSize({ width: 1279, height: 800 });
    await page.waitForFunction(() => document.querySelector('#main .table-wrap')!.getAttribute('role') === 'region');
    const wraps = await page.$$eval('#main .table-wrap', (ws) =>
      ws.map((w) => ({
        over: w.scrollWidth > w.clientWidth + 1,
        tabIndex: w.tabIndex,
        role: w.getAttribute('role'),
        label: w.getAttribute('aria-label'),
        shadow: getComputedStyle(w).backgroundImage.includes('radial-gradient'),
      })),
    );
    const scrolling = wraps.filter((w) => w.over);
    // Without such a table on the page, the test would prove nothing.
    expect(scrolling.length).toBeGreaterThan(0);
    for (const w of scrolling) expect(w).toEqual({ over: true, tabIndex: 0, role: 'region', label: 'Table, scrolls sideways', shadow: true });
    for (const w of wraps.filter((x) => !x.over)) expect([w.tabIndex, w.role]).toEqual([-1, null]);
    await page.context().close();
  });
});
