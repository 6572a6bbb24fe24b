/** Client-side navigation with page chunks, scroll restoration, failures and crashes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, startSite, type Served } from './helpers.js';

let browser: Browser;
let site: Served;
let context: BrowserContext;

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const NO_PREFETCH = "Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', saveData: true }) });";

/** Opens a page; `noPrefetch` turns data-saver on so that the chunk is only requested by the click. */
async function open(path: string, options: { noPrefetch?: boolean } = {}): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (options.noPrefetch) await context.addInitScript(NO_PREFETCH);
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
const chunkRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_chunks/')) urls.push(new URL(r.url()).pathname);
  });
  return urls;
};

describe('client-side navigation', () => {
  it('swaps main without a full reload and updates title, meta, canonical, sidebar, focus', async () => {
    const page = await open('/docs/intro');
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForURL('**/docs/deposit');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit');
    expect(await marker(page)).toBe(42);
    const chunk = JSON.parse(await (await fetch(`${site.url}/_chunks/docs/deposit.json`)).text()) as { title: string; description: string };
    expect(await page.title()).toBe(chunk.title);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(chunk.description);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/docs\/deposit$/);
    expect(await page.getAttribute('#sidebar a[data-route="/docs/deposit"]', 'aria-current')).toBe('page');
    expect(await page.getAttribute('#sidebar a[data-route="/docs/intro"]', 'aria-current')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.textContent('.route-announcer')).toBe(chunk.title);
    // Open the category of the current page when navigating into it.
    await page.evaluate(() => document.querySelectorAll('#sidebar details').forEach((d) => ((d as HTMLDetailsElement).open = false)));
    await page.click('.pagination__link--next');
    await page.waitForFunction(() => document.documentElement.dataset.route !== '/docs/deposit');
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('opens the sidebar category of the current page', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => document.querySelectorAll('#sidebar details').forEach((d) => ((d as HTMLDetailsElement).open = false)));
    await page.evaluate(() => {
      const a = document.querySelector<HTMLAnchorElement>('#sidebar a[data-route="/docs/radeem/status"]')!;
      a.click();
    });
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/radeem/status');
    expect(await page.evaluate(() => document.querySelector('#sidebar a[aria-current="page"]')!.closest('details')!.open)).toBe(true);
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('restores the scroll position on back and forward, scrolls new pages to the top', async () => {
    const page = await open('/docs/v2/transaksi/transaksi-post');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    // A script click: page.click would first scroll the link into view.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.pagination__link--next')!.click());
    await page.waitForFunction(() => document.documentElement.dataset.route !== '/docs/v2/transaksi/transaksi-post');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);
    await page.waitForTimeout(250);
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/v2/transaksi/transaksi-post');
    await page.waitForFunction(() => window.scrollY === 900);
    await page.goForward();
    await page.waitForFunction(() => document.documentElement.dataset.route !== '/docs/v2/transaksi/transaksi-post');
    await page.waitForFunction(() => window.scrollY === 400);
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('scrolls a #hash target into view; same-page hash links load no chunk', async () => {
    const page = await open('/docs/intro');
    const chunks = chunkRequests(page);
    const id = await page.evaluate(() => document.querySelector('#main h2[id]')!.id);
    // A link to another page with a hash.
    const target = await page.evaluate(async () => {
      const res = await fetch('/_chunks/docs/deposit.json');
      const main = (await res.json()).regions.main as string;
      const m = /<h2 id="([^"]+)"/.exec(main);
      return m ? m[1] : null;
    });
    expect(target).toBeTruthy();
    await page.evaluate((t) => {
      const a = document.createElement('a');
      a.href = `/docs/deposit#${t}`;
      a.id = 'test-hash-link';
      a.textContent = 'hash link';
      document.querySelector('#main article')!.prepend(a);
    }, target);
    await page.click('#test-hash-link');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit');
    const top = await page.evaluate((t) => document.getElementById(t!)!.getBoundingClientRect().top, target);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Same page hash: the browser handles it.
    const before = chunks.length;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click(`.toc__link[href="#${target}"]`, { force: true }).catch(async () => {
      await page.evaluate((t) => document.querySelector<HTMLAnchorElement>(`.toc__link[href="#${t}"]`)!.click(), target);
    });
    await page.waitForFunction((t) => location.hash === `#${t}`, target);
    expect(chunks.length).toBe(before);
    expect(id).toBeTruthy();
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('does a full page load when the shell changes or the chunk is missing', async () => {
    const page = await open('/docs/intro');
    await page.click('a.navbar__brand >> nth=0');
    await page.waitForURL(site.url + '/');
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    expect(await marker(page)).toBeUndefined();
    expect(await page.getAttribute('html', 'data-shell')).toBe('plain');
    // /docs has no chunk (a redirect page): 404 → full load.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs';
      a.id = 'to-docs';
      a.textContent = 'docs';
      document.body.prepend(a);
    });
    await page.click('#to-docs');
    await page.waitForURL('**/docs/intro');
    expect(await marker(page)).toBeUndefined();
    await context.close();
  });

  it('leaves modified clicks, external, download and file links to the browser', async () => {
    const page = await open('/docs/intro');
    const chunks = chunkRequests(page);
    await page.route('**/_chunks/**', (r) => r.abort());
    const prevented = await page.evaluate(() => {
      const make = (href: string, attrs: Record<string, string> = {}) => {
        const a = document.createElement('a');
        a.href = href;
        for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
        document.body.append(a);
        return a;
      };
      const results: boolean[] = [];
      const click = (a: HTMLAnchorElement, init: MouseEventInit = {}) => {
        const ev = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
        // Stop the browser from acting after our handler ran.
        document.addEventListener(
          'click',
          (e) => {
            results.push(e.defaultPrevented);
            e.preventDefault();
          },
          { once: true },
        );
        a.dispatchEvent(ev);
      };
      click(make('/docs/deposit'), { ctrlKey: true });
      click(make('/docs/deposit'), { metaKey: true });
      click(make('/docs/deposit'), { shiftKey: true });
      click(make('/docs/deposit'), { altKey: true });
      click(make('/docs/deposit', { target: '_blank' }));
      click(make('/docs/deposit', { download: '' }));
      click(make('https://example.com/docs/deposit'));
      click(make('/sitemap.xml'));
      click(make('/img/favicon.svg'));
      click(make('/docs/deposit'));
      return results;
    });
    expect(prevented).toEqual([false, false, false, false, false, false, false, false, false, true]);
    await page.unroute('**/_chunks/**');
    expect(chunks.filter((c) => c.endsWith('/deposit.json')).length).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe('progress bar', () => {
  async function delayed(ms: number): Promise<{ seen: boolean; page: Page }> {
    const page = await open('/docs/intro', { noPrefetch: true });
    await page.route('**/_chunks/docs/deposit.json', async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    });
    await page.evaluate(() => {
      (window as unknown as { __bar: boolean }).__bar = false;
      new MutationObserver(() => {
        if (document.querySelector('.route-progress')) (window as unknown as { __bar: boolean }).__bar = true;
      }).observe(document.body, { childList: true });
    });
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit', null, { timeout: 5000 });
    const seen = await page.evaluate(() => (window as unknown as { __bar: boolean }).__bar);
    expect(await page.$('.route-progress')).toBeNull();
    return { seen, page };
  }

  it('is not shown on first load nor for a chunk that takes 300 ms', async () => {
    const page0 = await open('/docs/intro', { noPrefetch: true });
    expect(await page0.$('.route-progress')).toBeNull();
    await context.close();
    const { seen } = await delayed(300);
    expect(seen).toBe(false);
    await context.close();
  });

  it('is shown (in the primary color, at the top) for a chunk that takes 1500 ms', async () => {
    const page = await open('/docs/intro', { noPrefetch: true });
    await page.route('**/_chunks/docs/deposit.json', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const started = Date.now();
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForSelector('.route-progress', { timeout: 1400 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const style = await page.evaluate(() => {
      const bar = document.querySelector('.route-progress')!;
      const cs = getComputedStyle(bar);
      const probe = document.createElement('div');
      probe.style.color = 'var(--ifm-color-primary)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      return { bg: cs.backgroundColor, primary, top: bar.getBoundingClientRect().top, position: cs.position };
    });
    expect(style.bg).toBe(style.primary);
    expect(style.top).toBe(0);
    expect(style.position).toBe('fixed');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit');
    expect(await page.$('.route-progress')).toBeNull();
    await context.close();
  });
});

describe('failures', () => {
  it('a chunk that fails to load shows the message and Retry, which then shows the page', async () => {
    const page = await open('/docs/intro', { noPrefetch: true });
    await page.route('**/_chunks/docs/deposit.json', (route) => route.abort());
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForSelector('#main .page-error');
    expect(await page.textContent('#main .page-error__message')).toContain('/_chunks/docs/deposit.json');
    expect(await page.textContent('#main button.page-error__retry')).toBe('Retry');
    expect(new URL(page.url()).pathname).toBe('/docs/deposit');
    // The rest of the page still works.
    await page.click('.theme-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.unroute('**/_chunks/docs/deposit.json');
    await page.click('#main button.page-error__retry');
    await page.waitForSelector('#main article.markdown');
    expect(await page.getAttribute('html', 'data-route')).toBe('/docs/deposit');
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('a chunk that takes longer than 10 s times out and shows Retry', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(NO_PREFETCH);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(site.url + '/docs/intro');
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.route('**/_chunks/docs/deposit.json', () => undefined); // never answers
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.clock.runFor(9_000);
    expect(await page.$('#main .page-error')).toBeNull();
    await page.clock.runFor(1_500);
    await page.waitForSelector('#main .page-error');
    expect(await page.textContent('#main .page-error__message')).toContain('timed out');
    expect(await page.textContent('#main button.page-error__retry')).toBe('Retry');
    await context.close();
  });

  it('a 5xx chunk response also shows Retry', async () => {
    const page = await open('/docs/intro', { noPrefetch: true });
    await page.route('**/_chunks/docs/deposit.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForSelector('#main .page-error');
    expect(await page.textContent('#main .page-error__message')).toContain('503');
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('a malformed chunk shows "This page crashed." with the message and Try again', async () => {
    const page = await open('/docs/intro', { noPrefetch: true });
    await page.route('**/_chunks/docs/deposit.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":1,"main":' }));
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForSelector('#main .page-error--crash');
    const parts = await page.$$eval('#main .page-error--crash > *', (els) => els.map((e) => [e.tagName, e.textContent]));
    expect(parts[0]).toEqual(['H1', 'This page crashed.']);
    expect(parts[1]).toEqual(['BUTTON', 'Try again']);
    expect(parts[2]![1]).toContain('\n\nCause:\n');
    await page.unroute('**/_chunks/docs/deposit.json');
    await page.click('#main button.page-error__retry');
    await page.waitForSelector('#main article.markdown');
    expect(await page.getAttribute('html', 'data-route')).toBe('/docs/deposit');
    await context.close();
  });

  it('a chunk with missing fields crashes too', async () => {
    const page = await open('/docs/intro', { noPrefetch: true });
    await page.route('**/_chunks/docs/deposit.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":1,"route":"/docs/deposit"}' }),
    );
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForSelector('#main .page-error--crash');
    expect(await page.textContent('#main .page-error__message')).toContain('incomplete');
    await context.close();
  });
});

describe('prefetch', () => {
  async function countPrefetches(init?: string): Promise<string[]> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const chunks = chunkRequests(page);
    await page.goto(site.url + '/docs/intro');
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.hover('#main .pagination__link--next');
    await page.hover('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForTimeout(400);
    return chunks;
  }

  it('prefetches visible links once, and on hover', async () => {
    const chunks = await countPrefetches();
    expect(chunks).toContain('/_chunks/docs/persiapan-awal.json');
    expect(chunks.length).toBeGreaterThan(3);
    expect(new Set(chunks).size).toBe(chunks.length);
    expect(chunks).not.toContain('/_chunks/docs/intro.json');
    await context.close();
  });

  it('a click reuses the prefetched chunk', async () => {
    const chunks = await countPrefetches();
    const page = context.pages()[0]!;
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit');
    expect(chunks.filter((c) => c === '/_chunks/docs/deposit.json').length).toBe(1);
    await context.close();
  });

  for (const [name, conn] of [
    ['2g', "{ effectiveType: '2g', saveData: false }"],
    ['slow-2g', "{ effectiveType: 'slow-2g', saveData: false }"],
    ['saveData', "{ effectiveType: '4g', saveData: true }"],
  ] as const) {
    it(`is skipped with ${name}, but a click still loads`, async () => {
      const chunks = await countPrefetches(`Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${conn}) });`);
      expect(chunks).toEqual([]);
      const page = context.pages()[0]!;
      await page.click('#sidebar a[data-route="/docs/deposit"]');
      await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit');
      expect(chunks).toEqual(['/_chunks/docs/deposit.json']);
      await context.close();
    });
  }
});
