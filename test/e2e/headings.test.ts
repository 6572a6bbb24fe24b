/**
 * Heading links: after a TOC click, a #hash load or a link from another page, the heading sits
 * just below the 60 px navbar, and the TOC marks its entry (not the previous one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, startSite, type Served, openPage } from './helpers.js';

let browser: Browser;
let site: Served;

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PAGE = '/docs/v2/transaksi/transaksi-post';

async function open(path: string, width = 1280): Promise<Page> {
  return openPage(browser, site.url + path, { width });
}

/** Where heading `id` sits against the navbar's bottom edge, and which TOC entries are marked. */
async function landing(page: Page, id: string) {
  // Let the scroll-spy run (it waits for an animation frame).
  await page.waitForTimeout(200);
  return page.evaluate((target) => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    const active = [...document.querySelectorAll('.toc .toc__link--active')].map((a) => a.getAttribute('href'));
    return { below: top - navbar, active, scrolled: window.scrollY > 0 };
  }, id);
}

/** A heading in the middle of the page: far enough from the end for the page to scroll it to the top. */
async function middleHeading(page: Page): Promise<string> {
  const ids = await page.$$eval('.toc .toc__link', (as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  expect(ids.length).toBeGreaterThan(4);
  return ids[Math.floor(ids.length / 2)]!;
}

describe('heading links', () => {
  it('a TOC click puts the heading just below the navbar and marks its entry', async () => {
    const page = await open(PAGE);
    const id = await middleHeading(page);
    await page.click(`.toc .toc__link[href="#${id}"]`);
    await page.waitForFunction((t) => location.hash === `#${t}`, id);
    const seen = await landing(page, id);
    expect(seen.below).toBeGreaterThanOrEqual(0);
    expect(seen.below).toBeLessThanOrEqual(16);
    expect(seen.active).toEqual([`#${id}`]);
    await page.context().close();
  });

  for (const width of [1280, 390]) {
    it(`a #hash load does the same (${width} px)`, async () => {
      const probe = await open(PAGE);
      const id = await middleHeading(probe);
      await probe.context().close();
      const page = await open(`${PAGE}#${id}`, width);
      const seen = await landing(page, id);
      expect(seen.scrolled).toBe(true);
      expect(seen.below).toBeGreaterThanOrEqual(0);
      expect(seen.below).toBeLessThanOrEqual(16);
      if (width > 996) expect(seen.active).toEqual([`#${id}`]);
      await page.context().close();
    });
  }

  it('a link from another page (client-side navigation) does the same', async () => {
    const probe = await open(PAGE);
    const id = await middleHeading(probe);
    await probe.context().close();
    const page = await open('/docs/intro');
    await page.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = 'to-heading';
      a.textContent = 'to the heading';
      document.querySelector('#main article')!.prepend(a);
    }, `${PAGE}#${id}`);
    await page.click('#to-heading');
    await page.waitForFunction((route) => document.documentElement.dataset.route === route, PAGE);
    const seen = await landing(page, id);
    expect(seen.below).toBeGreaterThanOrEqual(0);
    expect(seen.below).toBeLessThanOrEqual(16);
    expect(seen.active).toEqual([`#${id}`]);
    await page.context().close();
  });
});
