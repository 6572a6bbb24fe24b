/** Color mode, storage failures, tabs, copy button, back-to-top, TOC spy, announcement, docs version. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, startSite, type Served } from './helpers.js';

let browser: Browser;
let site: Served;

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, init?: string, ctx?: BrowserContext): Promise<Page> {
  const context = ctx ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  if (init && !ctx) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  return page;
}

/** Records `data-theme` as the parser first sees <body> (before first paint) and at DOMContentLoaded. */
const RECORD_THEME = `
  new MutationObserver((_, obs) => {
    if (document.body) { window.__themeAtBody = document.documentElement.getAttribute('data-theme'); obs.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => { window.__themeAtDcl = document.documentElement.getAttribute('data-theme'); });
`;

const THROWING_STORAGE = `
  Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('denied', 'SecurityError'); } });
`;

describe('color mode', () => {
  it('defaults to light, ignoring a dark OS preference', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await open('/', undefined, context);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.getAttribute('.theme-toggle', 'aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    await context.close();
  });

  it('toggles, updates the accessible name, and survives a reload before first paint', async () => {
    const context = await browser.newContext();
    await context.addInitScript(RECORD_THEME);
    const page = await open('/docs/intro', undefined, context);
    await page.click('.theme-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getAttribute('.theme-toggle', 'aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    expect(
      await page.evaluate(() => [(window as never as { __themeAtBody: string }).__themeAtBody, (window as never as { __themeAtDcl: string }).__themeAtDcl]),
    ).toEqual(['dark', 'dark']);
    expect(await page.getAttribute('.theme-toggle', 'aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await page.click('.theme-toggle');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await context.close();
  });
});

describe('storage that throws', () => {
  it('still toggles the theme, navigates and switches tabs without errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(THROWING_STORAGE);
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(site.url + '/docs/deposit');
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
    await page.click('.theme-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    const second = page.locator('#main .tabs__tab').nth(1);
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('true');
    // Docusaurus's class names follow the selection, for sites' CSS.
    expect(await second.getAttribute('class')).toContain('tabs__item--active');
    expect(await page.locator('#main .tabs__tab').nth(0).getAttribute('class')).not.toContain('tabs__item--active');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.click('#sidebar a[data-route="/docs/info-akun"]');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/info-akun');
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('tabs', () => {
  it('switch on click, sync across the page and pages, persist, and follow WAI-ARIA keys', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await open('/docs/deposit', undefined, context);
    const tabs = page.locator('#main .tabs').first();
    const group = await tabs.getAttribute('data-group');
    const buttons = tabs.locator('.tabs__tab');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(1);
    // Only the active panel shows; the labels are hidden.
    expect(await tabs.locator('.tabs__panel:visible').count()).toBe(1);
    expect(await tabs.locator('.tabs__panel-label:visible').count()).toBe(0);
    await buttons.nth(1).click();
    const value = await buttons.nth(1).getAttribute('data-value');
    expect(await buttons.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await buttons.nth(0).getAttribute('aria-selected')).toBe('false');
    expect(await tabs.locator('.tabs__panel:visible').getAttribute('data-value')).toBe(value);
    expect(await page.evaluate((g) => localStorage.getItem(`docsgen.tabs.${g}`), group)).toBe(value);
    // Same group elsewhere on the page follows.
    const synced = await page.$$eval(
      `#main .tabs[data-group="${group}"]`,
      (els, v) =>
        els.every(
          (el) => !el.querySelector(`.tabs__tab[data-value="${v}"]`) || el.querySelector('.tabs__tab[aria-selected="true"]')!.getAttribute('data-value') === v,
        ),
      value,
    );
    expect(synced).toBe(true);
    // Keyboard.
    await buttons.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await buttons.nth(0).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe(await buttons.nth(0).getAttribute('data-value'));
    await page.keyboard.press('ArrowLeft');
    expect(await buttons.nth(count - 1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await buttons.nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await buttons.nth(count - 1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await buttons.nth(0).getAttribute('aria-selected')).toBe('true');
    await buttons.nth(1).click();
    // Remembered on another page (client navigation) and after a full load.
    await page.click('#sidebar a[data-route="/docs/info-akun"]');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/info-akun');
    expect(await page.getAttribute(`#main .tabs[data-group="${group}"] .tabs__tab[aria-selected="true"]`, 'data-value')).toBe(value);
    const page2 = await open('/docs/cek-username', undefined, context);
    expect(await page2.getAttribute(`#main .tabs[data-group="${group}"] .tabs__tab[aria-selected="true"]`, 'data-value')).toBe(value);
    expect(await page2.locator(`#main .tabs[data-group="${group}"] .tabs__panel:visible`).first().getAttribute('data-value')).toBe(value);
    await context.close();
  });
});

describe('code copy button', () => {
  it('copies the code and says Copied for 1000 ms', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await open('/docs/deposit', undefined, context);
    const block = page.locator('#main .code-block:visible').first();
    const button = block.locator('.code-block__copy');
    expect(await button.getAttribute('title')).toBe('Copy');
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    // The page's clock stands still from here and moves only when the test says: 1000 ms
    // exactly, however busy the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await block.hover();
    await button.click();
    await page.waitForFunction(() => document.querySelector('.code-block__copy[title="Copied"]'));
    expect(await button.getAttribute('aria-label')).toBe('Copied');
    const code = (await block.locator('code').textContent())!;
    // Every line ends with a line break; the copy leaves out the last one.
    expect(code.endsWith('\n')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.slice(0, -1));
    await page.clock.runFor(999);
    expect(await button.getAttribute('title')).toBe('Copied');
    await page.clock.runFor(1);
    expect(await button.getAttribute('title')).toBe('Copy');
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    await context.close();
  });
});

describe('back to top and TOC scroll-spy', () => {
  it('back-to-top shows after ~300 px and scrolls to the top', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await open('/docs/v2/transaksi/transaksi-post', undefined, context);
    expect(await page.isHidden('.back-to-top')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForTimeout(100);
    expect(await page.isHidden('.back-to-top')).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForSelector('.back-to-top', { state: 'visible' });
    expect(await page.getAttribute('.back-to-top', 'aria-label')).toBe('Scroll back to top');
    await page.click('.back-to-top');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForSelector('.back-to-top', { state: 'hidden' });
    await context.close();
  });

  it('marks the last heading passed below the navbar, and the last entry at the bottom', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await open('/docs/v2/transaksi/transaksi-post', undefined, context);
    const ids = await page.$$eval('.toc .toc__link', (as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    expect(ids.length).toBeGreaterThan(2);
    // Marked with docsgen's class and Docusaurus's, which sites' CSS styles.
    const active = () =>
      page.$$eval('.toc .toc__link--active.table-of-contents__link--active', (as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('aria-current')]));
    // Scroll the second heading to just below the navbar.
    await page.evaluate((id) => {
      const h = document.getElementById(id)!;
      const nav = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
      window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - nav - 2);
    }, ids[1]!);
    await page.waitForTimeout(150);
    expect(await active()).toEqual([[`#${ids[1]}`, 'true']]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
    expect(await active()).toEqual([[`#${ids[ids.length - 1]}`, 'true']]);
    await context.close();
  });
});

describe('announcement bar and docs version', () => {
  it('closing the announcement hides it and stores dismiss + id', async () => {
    const context = await browser.newContext();
    const page = await open('/', undefined, context);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<div id="announcement" class="announcement" data-id="news-1"><p>News</p><button class="announcement__close" type="button" aria-label="Close">x</button></div>',
      );
    });
    await page.click('.announcement__close');
    expect(await page.isHidden('#announcement')).toBe(true);
    expect(await page.getAttribute('html', 'data-announcement-dismissed')).toBe('true');
    expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual([
      'true',
      'news-1',
    ]);
    await context.close();
  });

  it('stores the chosen docs version from a dropdown or a version link', async () => {
    const context = await browser.newContext();
    const page = await open('/docs/intro', undefined, context);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<select class="docs-version" aria-label="Version"><option value="current">Next</option><option value="1.0">1.0</option></select><a href="#v" data-docs-version="current" id="vlink">current</a>',
      );
    });
    await page.selectOption('select.docs-version', '1.0');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await page.click('#vlink');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await context.close();
  });
});
