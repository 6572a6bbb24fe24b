/**
 * Error screens of client-side navigation (chunk failure, crash): the address bar shows the new
 * page, and so do the title and the sidebar's current entry, not the page the reader left.
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

/** Data-saver on, so the chunk is requested only by the click (no prefetch to intercept first). */
const NO_PREFETCH = "Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', saveData: true }) });";

async function open(path: string, width = 1280): Promise<Page> {
  return openPage(browser, site.url + path, { width, init: [NO_PREFETCH] });
}

/** What tells the reader which page this is. */
const whereAmI = (page: Page) =>
  page.evaluate(() => ({
    path: location.pathname,
    title: document.title,
    route: document.documentElement.dataset.route,
    current: [...document.querySelectorAll('#sidebar a[aria-current="page"]')].map((a) => a.getAttribute('data-route')),
    currentShown: [...document.querySelectorAll<HTMLElement>('#sidebar a[aria-current="page"]')].every((a) => !a.closest('details:not([open])')),
    oldHeading: document.querySelector('#main h1:not(.page-error__title)')?.textContent ?? null,
  }));

const TARGET = '/docs/v2/webhook/webhook-get';
const CHUNK = `**/_chunks${TARGET}.json`;

describe('error screens', () => {
  it('a chunk that fails to load: title and sidebar name the new page', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => document.querySelectorAll('#sidebar details').forEach((d) => ((d as HTMLDetailsElement).open = false)));
    await page.route(CHUNK, (route) => route.abort());
    await page.evaluate((t) => document.querySelector<HTMLAnchorElement>(`#sidebar a[data-route="${t}"]`)!.click(), TARGET);
    await page.waitForSelector('#main .page-error');
    expect(await whereAmI(page)).toEqual({
      path: TARGET,
      title: 'This page could not be loaded. | API documentation',
      route: TARGET,
      current: [TARGET],
      currentShown: true,
      oldHeading: null,
    });
    // Retry shows the page under its own title.
    await page.unroute(CHUNK);
    await page.click('#main .page-error__retry');
    await page.waitForSelector('#main article.markdown');
    const chunk = (await (await fetch(`${site.url}/_chunks${TARGET}.json`)).json()) as { title: string };
    expect(await page.title()).toBe(chunk.title);
    await page.context().close();
  });

  it('a page that crashes: title and sidebar name the new page', async () => {
    const page = await open('/docs/intro');
    await page.route(CHUNK, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":1,"main":' }));
    await page.click(`#sidebar a[data-route="/docs/deposit"]`);
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit');
    await page.evaluate((t) => document.querySelector<HTMLAnchorElement>(`#sidebar a[data-route="${t}"]`)!.click(), TARGET);
    await page.waitForSelector('#main .page-error--crash');
    expect(await whereAmI(page)).toEqual({
      path: TARGET,
      title: 'This page crashed. | API documentation',
      route: TARGET,
      current: [TARGET],
      currentShown: true,
      oldHeading: null,
    });
    await page.context().close();
  });

  it('from the mobile drawer: the drawer closes and the error screen has the new title', async () => {
    const page = await open('/docs/intro', 390);
    await page.route(CHUNK, (route) => route.abort());
    await page.click('.navbar__toggle');
    await page.evaluate((t) => document.querySelector<HTMLAnchorElement>(`#sidebar a[data-route="${t}"]`)!.click(), TARGET);
    await page.waitForSelector('#main .page-error');
    expect(await page.getAttribute('.navbar__toggle', 'aria-expanded')).toBe('false');
    expect((await whereAmI(page)).title).toBe('This page could not be loaded. | API documentation');
    expect((await whereAmI(page)).current).toEqual([TARGET]);
    await page.context().close();
  });
});
