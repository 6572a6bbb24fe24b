// The search dialog in Chromium, on the content/ site served with its Content-Security-Policy:
// loaded on intent, opened by the button and the shortcuts, driven by the keyboard, deep links,
// narrow and wide screens, both color modes, after client-side navigation, without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { builtSecurityHeaders } from '../../src/security/content-security-policy.js';
import { artifact, buildSite, launch } from '../e2e/helpers.js';
import { buildSite as buildFixture, minimalSite } from '../helpers/fixture.js';
import { keepScreenshot } from '../helpers/screenshot.js';

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  const dir = await buildSite();
  [browser, server] = await Promise.all([launch(), startStaticServer({ root: dir, port: 0, headers: builtSecurityHeaders(dir) })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  /** Paths requested, in order. */
  requests: string[];
  /** CSP violations and uncaught errors. */
  problems: string[];
}

async function open(path: string, options: { width?: number; theme?: 'light' | 'dark'; init?: string } = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  await context.addInitScript(`try { localStorage.setItem('theme', '${options.theme ?? 'light'}') } catch (e) {}`);
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const opened: Opened = { page, context, requests: [], problems: [] };
  page.on('request', (r) => opened.requests.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => opened.problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) opened.problems.push(m.text());
  });
  await page.goto(server.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  return opened;
}

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const input = (page: Page) => page.locator('.search-dialog__input');
const options = (page: Page) => page.locator('.search-dialog__results [role="option"]');
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

/** Types `query` key by key (results show after each pause) and waits for the results of all of it. */
async function typeQuery(page: Page, query: string): Promise<void> {
  await input(page).fill('');
  await page.keyboard.type(query, { delay: 20 });
  await page.waitForFunction(() => document.querySelector('.search-dialog__results')?.getAttribute('aria-busy') === 'false');
}

describe('loading', () => {
  it('loads nothing of search with the page, and the dialog and index on the first hover of the button', async () => {
    const { page, context, requests, problems } = await open('/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.startsWith('/_search/') || r.includes('/search.'))).toEqual([]);
    await page.hover('.search-button--navbar');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/_search/text-')));
    const loaded = requests.filter((r) => r.startsWith('/_search/') || r.includes('/search.'));
    expect(loaded[0]).toMatch(/^\/assets\/search\.[0-9a-f]{10}\.js$/);
    expect(loaded.slice(1).sort()).toEqual([
      expect.stringMatching(/^\/_search\/manifest\.json$/),
      expect.stringMatching(/^\/_search\/terms-0\./),
      expect.stringMatching(/^\/_search\/text-0\./),
    ]);
    // The first query needs nothing more.
    await page.click('.search-button--navbar');
    await typeQuery(page, 'saldo');
    expect(requests.filter((r) => r.startsWith('/_search/') && r !== '/_search/manifest.json')).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what the reader types right after Ctrl+K, while the dialog’s script is still on its way, and searches it', async () => {
    const { page, context, problems } = await open('/docs/intro');
    // The dialog's script arrives late, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search\.[0-9a-f]{10}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('webhook', { delay: 20 });
    expect(await dialog(page).count()).toBe(0);
    release();
    await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
    expect(await input(page).inputValue()).toBe('webhook');
    expect(await focusedClass(page)).toBe('search-dialog__input');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    // The field that held the keys is gone; typing goes on in the dialog.
    expect(await page.locator('body > input').count()).toBe(0);
    await page.keyboard.type(' get', { delay: 20 });
    expect(await input(page).inputValue()).toBe('webhook get');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads on keyboard focus of the button, before it is pressed', async () => {
    const { page, context, requests, problems } = await open('/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(requests.some((r) => r.includes('/search.'))).toBe(false);
    // Tab from the start of the page until the search button has focus.
    for (let i = 0; i < 10 && !(await focusedClass(page)).includes('search-button--navbar'); i++) await page.keyboard.press('Tab');
    expect(await focusedClass(page)).toContain('search-button--navbar');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/_search/terms-')));
    expect(requests.some((r) => /^\/assets\/search\.[0-9a-f]{10}\.js$/.test(r))).toBe(true);
    // Loaded, not opened: the dialog is made when it first opens.
    expect(await page.locator('dialog.search-dialog[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads on touch of the drawer button', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/docs/intro`);
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.tap('.navbar__toggle');
    await page.locator('.search-button--drawer').waitFor({ state: 'visible' });
    expect(requests.some((r) => r.includes('/search.'))).toBe(false);
    await page.tap('.search-button--drawer');
    await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
    expect(requests.some((r) => /^\/assets\/search\.[0-9a-f]{10}\.js$/.test(r))).toBe(true);
    // On a touch screen the close button says so in words; there is no Escape key to show.
    expect(await page.locator('.search-dialog__close-word').isVisible()).toBe(true);
    expect(await page.locator('.search-dialog__close-key').isVisible()).toBe(false);
    await context.close();
  });

  it("runs under the site's strict Content-Security-Policy, which search does not widen", async () => {
    const { page, context, problems } = await open('/docs/intro');
    const response = await page.request.get(`${server.url}/docs/intro`);
    const policy = response.headers()['content-security-policy'] ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim() ?? '';
    // The page's own script and its inline scripts by hash; nothing that would let code be made at run time.
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[^']+')*$/);
    expect(directive('connect-src')).toBe("connect-src 'self'");
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'ref_id');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the dialog', () => {
  it('opens with Ctrl+K, shows results as the reader types, and Enter follows the deep link by client-side navigation', async () => {
    const { page, context, problems } = await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
    expect(await focusedClass(page)).toBe('search-dialog__input');
    expect(await input(page).getAttribute('role')).toBe('combobox');
    const listbox = page.locator('.search-dialog__results');
    expect(await listbox.getAttribute('role')).toBe('listbox');
    expect(await input(page).getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.matches(':modal'))).toBe(true);
    await typeQuery(page, 'X-Apigames-Authorization');
    const first = options(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('href')).toBe('/docs/v2/webhook/webhook-get#verifikasi-header');
    expect(await first.locator('.search-hit__title').textContent()).toBe('Webhook Transaksi GET/POST › Verifikasi header');
    expect(await first.locator('.search-hit__path').textContent()).toBe('API v2 › Webhook & Report');
    expect(await first.locator('mark').first().textContent()).toBe('X-Apigames-Authorization');
    // Arrows move the active option, wrapping around.
    const count = await options(page).count();
    await page.keyboard.press('ArrowDown');
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await first.getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(
      await options(page)
        .nth(count - 1)
        .getAttribute('aria-selected'),
    ).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/v2/webhook/webhook-get#verifikasi-header');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/v2/webhook/webhook-get');
    expect(await dialog(page).getAttribute('open')).toBeNull();
    // No full reload: the page's script kept its state.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    const top = await page.evaluate(() => document.getElementById('verifikasi-header')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens with ⌘K and with `/` (not while typing in a field); Escape closes it and focus returns; Tab stays inside', async () => {
    const { page, context, problems } = await open('/docs/deposit');
    await page.keyboard.press('Meta+k');
    await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
    await page.keyboard.press('Tab');
    expect(await focusedClass(page)).toBe('search-dialog__close');
    await page.keyboard.press('Tab');
    expect(await focusedClass(page)).toBe('search-dialog__input');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedClass(page)).toBe('search-dialog__close');
    await page.keyboard.press('Escape');
    expect(await dialog(page).getAttribute('open')).toBeNull();

    // `/` from a focused link: focus goes back to that link.
    await page.focus('#sidebar a[data-route="/docs/intro"]');
    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
    expect(await input(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-route'))).toBe('/docs/intro');

    // In a text field, `/` is a slash.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'field';
      document.getElementById('main')!.prepend(field);
    });
    await page.focus('#field');
    await page.keyboard.type('a/b');
    expect(await page.inputValue('#field')).toBe('a/b');
    expect(await dialog(page).getAttribute('open')).toBeNull();

    // The button opens it too, and the close button closes it, focus back on the button.
    await page.click('.search-button--navbar');
    await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
    await page.click('.search-dialog__close');
    expect(await dialog(page).getAttribute('open')).toBeNull();
    expect(await focusedClass(page)).toContain('search-button--navbar');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when nothing matches, and remembers chosen results, even when storage throws', async () => {
    const { page, context, problems } = await open('/docs/intro');
    await page.keyboard.press('Control+k');
    expect(await page.locator('.search-dialog__status').textContent()).toMatch(/^Type to search/);
    await typeQuery(page, 'qwertyzx');
    expect(await page.locator('.search-dialog__status').textContent()).toBe(
      'No results for “qwertyzx”. Check the spelling, use fewer words, or try a word from a heading.',
    );
    expect(await options(page).count()).toBe(0);
    expect(await input(page).getAttribute('aria-expanded')).toBe('false');
    await typeQuery(page, 'deposit');
    const href = await options(page).first().getAttribute('href');
    await options(page).first().click();
    await page.waitForFunction((h) => location.pathname + location.hash === h, href);
    await page.keyboard.press('Control+k');
    await input(page).fill('');
    await page.keyboard.press('Backspace');
    expect(await page.locator('.search-dialog__label').textContent()).toBe('Recent');
    expect(await options(page).first().getAttribute('href')).toBe(href);
    expect(problems).toEqual([]);
    await context.close();

    // Storage that throws: search works, nothing is remembered, nothing breaks.
    const broken = await open('/docs/intro', {
      init: "Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new Error('denied'); } });",
    });
    await broken.page.keyboard.press('Control+k');
    await typeQuery(broken.page, 'deposit');
    await options(broken.page).first().click();
    await broken.page.waitForFunction(() => location.pathname === '/docs/deposit');
    await broken.page.keyboard.press('Control+k');
    await input(broken.page).fill('');
    await broken.page.keyboard.press('Backspace');
    expect(await broken.page.locator('.search-dialog__status').textContent()).toMatch(/^Type to search/);
    expect(await options(broken.page).count()).toBe(0);
    expect(broken.problems).toEqual([]);
    await broken.context.close();
  });

  it('shows only remembered results that are paths of this site', async () => {
    const entry = (href: string) => ({ href, title: `T ${href}`, heading: '', breadcrumb: '' });
    const stored = JSON.stringify([entry('javascript:alert(1)'), entry('//example.com/x'), 'junk', entry('/docs/deposit'), entry('https://example.com/')]);
    const { page, context, problems } = await open('/docs/intro', {
      init: `try { localStorage.setItem('docsgen.search.recent', ${JSON.stringify(stored)}) } catch (e) {}`,
    });
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.locator('.search-dialog__label').textContent()).toBe('Recent');
    expect(await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(['/docs/deposit']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works after client-side navigation', async () => {
    const { page, context, problems } = await open('/docs/intro');
    await page.click('#sidebar a[data-route="/docs/deposit"]');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/deposit');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'mengecek');
    expect(await options(page).first().getAttribute('href')).toMatch(/^\/docs\/v2\/cek-status\/cek-status-(get|post|ip)/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.route?.startsWith('/docs/v2/cek-status/'));
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('screens and color modes', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 996, 997, 1280]) {
      it(`${width} px, ${theme}: the button is in the ${width <= 996 ? 'drawer' : 'navbar'}, the dialog fits the screen`, async () => {
        const { page, context, problems } = await open('/docs/intro', { width, theme });
        const navbarButton = page.locator('.search-button--navbar');
        const drawerButton = page.locator('.search-button--drawer');
        if (width <= 996) {
          expect(await navbarButton.isVisible()).toBe(false);
          await page.click('.navbar__toggle');
          await drawerButton.waitFor({ state: 'visible' });
          await keepScreenshot(page, artifact(`search-drawer-${width}-${theme}.png`));
          await drawerButton.click();
          // The drawer closed; focus returns to its toggle.
          await expect.poll(() => dialog(page).getAttribute('open')).toBe('');
          expect(await page.locator('#sidebar').getAttribute('class')).not.toContain('sidebar--open');
        } else {
          expect(await drawerButton.isVisible()).toBe(false);
          expect(await navbarButton.textContent()).toBe('SearchCtrl K');
          await navbarButton.click();
        }
        await typeQuery(page, 'pengiriman');
        await keepScreenshot(page, artifact(`search-dialog-${width}-${theme}.png`));
        const box = (await page.locator('.search-dialog__panel').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        if (width <= 996) expect(box.width).toBe(width);
        const colors = await page.evaluate(() => {
          const panel = getComputedStyle(document.querySelector('.search-dialog__panel')!);
          const mark = getComputedStyle(document.querySelector('.search-hit mark')!);
          return { panel: panel.backgroundColor, text: panel.color, mark: mark.backgroundColor };
        });
        expect(colors).toEqual(
          theme === 'light'
            ? { panel: 'rgb(255, 255, 255)', text: 'rgb(28, 30, 33)', mark: 'rgb(253, 230, 138)' }
            : { panel: 'rgb(27, 27, 29)', text: 'rgb(227, 227, 227)', mark: 'rgb(107, 83, 0)' },
        );
        await page.keyboard.press('Escape');
        if (width <= 996) expect(await focusedClass(page)).toBe('navbar__toggle');
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('shows ⌘ K on Apple devices', async () => {
    const { page, context } = await open('/docs/intro', { init: "Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });" });
    expect(await page.locator('.search-button--navbar .search-button__keys').textContent()).toBe('⌘ K');
    await context.close();
  });

  it('shows no search button without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/intro`);
    expect(await page.locator('.search-button--navbar').count()).toBe(1);
    expect(await page.locator('.search-button--navbar').isVisible()).toBe(false);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.locator('.search-button--drawer').isVisible()).toBe(false);
    await context.close();
  });
});

describe('a site whose docs have several versions', () => {
  it('searches the version of the page the reader is on, also after client-side navigation', async () => {
    const site = await buildFixture({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', lang: 'en', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': '# Intro\n\nThe gadget settings of release one. See [the next release](/docs/next/intro).\n',
      'docs/intro.md': '# Intro\n\nThe gadget settings of the coming release.\n',
    });
    expect(site.errors).toEqual([]);
    const versioned = await startStaticServer({ root: site.outDir, port: 0 });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const results = async (): Promise<string[]> => {
        await page.click('.search-button--navbar');
        await typeQuery(page, 'gadget');
        const hrefs = await options(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        await page.keyboard.press('Escape');
        return hrefs;
      };
      await page.goto(`${versioned.url}/docs/intro`);
      await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
      expect(await results()).toEqual(['/docs/intro']);
      await page.click('main a[href="/docs/next/intro"]');
      await page.waitForURL('**/docs/next/intro');
      expect(await results()).toEqual(['/docs/next/intro']);
    } finally {
      await context.close();
      await versioned.close();
      await site.cleanup();
    }
  });
});

describe("a page's own search button (@theme/SearchBar)", () => {
  it('opens the dialog from the page, and is hidden on a site without search', async () => {
    const page = (search: boolean) => ({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', lang: 'en', search: ${search}, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
      'pages/find.mdx': "import SearchBar from '@theme/SearchBar';\n\n# Find\n\n<SearchBar />\n",
    });
    for (const search of [true, false]) {
      const site = await buildFixture(page(search));
      expect(site.errors).toEqual([]);
      const served = await startStaticServer({ root: site.outDir, port: 0, headers: builtSecurityHeaders(site.outDir) });
      const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
      try {
        const tab = await context.newPage();
        await tab.goto(`${served.url}/find`);
        await tab.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
        const button = tab.locator('main .search-button--page');
        expect(await button.count()).toBe(1);
        expect(await button.isVisible()).toBe(search);
        if (search) {
          await button.click();
          await dialog(tab).waitFor({ state: 'visible' });
          await typeQuery(tab, 'Hello');
          expect(await options(tab).count()).toBeGreaterThan(0);
        }
      } finally {
        await context.close();
        await served.close();
        await site.cleanup();
      }
    }
  });
});
