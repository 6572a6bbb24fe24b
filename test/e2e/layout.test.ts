/** Breakpoint (996 / 997 px) screenshots in both color modes, the mobile drawer, and pages without JavaScript. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifact, builtPages, launch, startSite, type Served } from './helpers.js';
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

async function open(path: string, width: number, theme?: 'dark' | 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (theme) await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  return page;
}

describe('breakpoint', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`996 px is mobile, 997 px is desktop (${theme})`, async () => {
      for (const width of [996, 997]) {
        const page = await open('/docs/deposit', width, theme);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        const mobile = width === 996;
        expect(await page.isVisible('.navbar__toggle')).toBe(mobile);
        expect(await page.isVisible('#sidebar')).toBe(!mobile);
        expect(await page.isVisible('.toc-mobile')).toBe(mobile);
        expect(await page.isVisible('.doc__toc')).toBe(!mobile);
        await keepScreenshot(page, artifact(`doc-${width}-${theme}.png`));
        if (mobile) {
          await page.click('.navbar__toggle');
          await page.waitForTimeout(300);
          await keepScreenshot(page, artifact(`drawer-${width}-${theme}.png`));
        }
        await page.context().close();
      }
    });
  }

  it('the navbar stays in place on scroll', async () => {
    const page = await open('/docs/v2/transaksi/transaksi-post', 996);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(200);
    const box = await page.locator('header.navbar').boundingBox();
    expect(box?.y).toBe(0);
    expect(await page.isVisible('header.navbar')).toBe(true);
    await page.context().close();
  });
});

describe('mobile drawer', () => {
  it('opens on the docs menu, traps focus, closes with Escape, button and backdrop, returns focus', async () => {
    const page = await open('/docs/deposit', 800);
    const toggle = page.locator('.navbar__toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.isVisible('#sidebar')).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.waitForSelector('#sidebar .menu', { state: 'visible' });
    expect(await page.isVisible('.sidebar-backdrop')).toBe(true);
    expect(await page.isVisible('.sidebar__primary')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('sidebar__close');
    // Focus trap: Tab many times stays inside; Shift+Tab from the first goes to the last.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('sidebar')!.contains(document.activeElement))).toBe(true);
    await page.locator('.sidebar__close').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.getElementById('sidebar')!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.waitForSelector('#sidebar', { state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('navbar__toggle');
    expect(await page.isVisible('.sidebar-backdrop')).toBe(false);
    // Close button.
    await toggle.click();
    await page.click('.sidebar__close');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('navbar__toggle');
    // Backdrop (click beside the drawer).
    await toggle.click();
    await page.mouse.click(780, 450);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('"← Back to main menu" shows the navbar links; navigation closes the drawer', async () => {
    const page = await open('/docs/deposit', 800);
    await page.click('.navbar__toggle');
    await page.click('.sidebar__back');
    expect(await page.textContent('.sidebar__back')).toBe('← Back to main menu');
    await page.waitForSelector('.sidebar__primary', { state: 'visible' });
    expect(await page.isVisible('#sidebar nav.menu')).toBe(false);
    expect(await page.textContent('.sidebar__primary')).toContain('Dokumentasi API');
    await page.click('.sidebar__close');
    // Opens on the docs menu again.
    await page.click('.navbar__toggle');
    await page.waitForSelector('#sidebar nav.menu', { state: 'visible' });
    await page.click('#sidebar a[data-route="/docs/info-akun"]');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/info-akun');
    expect(await page.getAttribute('.navbar__toggle', 'aria-expanded')).toBe('false');
    await page.waitForSelector('#sidebar', { state: 'hidden' });
    await page.context().close();
  });

  it('works on pages without a docs sidebar (navbar links)', async () => {
    const page = await open('/', 800);
    await page.click('.navbar__toggle');
    await page.waitForSelector('.sidebar__primary', { state: 'visible' });
    await keepScreenshot(page, artifact('drawer-home-800.png'));
    await page.keyboard.press('Escape');
    await page.waitForSelector('#sidebar', { state: 'hidden' });
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('every page is readable and every link works; the mobile sidebar follows the content', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    const links = new Set<string>();
    for (const route of builtPages(site.dir)) {
      const res = await page.goto(site.url + route);
      expect(res?.status(), route).toBe(200);
      if (readFileSync(join(site.dir, route, 'index.html'), 'utf8').includes('http-equiv="refresh"')) {
        // A redirect page (/docs): it moves on by itself without JavaScript.
        await page.waitForURL((u) => u.pathname !== route);
        await page.waitForLoadState();
      }
      expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false);
      expect((await page.textContent('main'))!.trim().length, route).toBeGreaterThan(20);
      for (const href of await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))) {
        const u = new URL(href);
        if (u.origin === site.url) links.add(u.pathname);
      }
      if (route === '/docs/deposit') {
        // Sidebar shown statically below the content; tabs show every panel under its label.
        expect(await page.isVisible('#sidebar nav.menu')).toBe(true);
        const [mainBox, sideBox] = await Promise.all([page.locator('main').boundingBox(), page.locator('#sidebar').boundingBox()]);
        expect(sideBox!.y).toBeGreaterThanOrEqual(mainBox!.y + mainBox!.height - 1);
        expect(await page.isVisible('.navbar__toggle')).toBe(false);
        expect(await page.isVisible('.tabs__list')).toBe(false);
        const panels = await page.locator('#main .tabs').first().locator('.tabs__panel').count();
        expect(await page.locator('#main .tabs').first().locator('.tabs__panel:visible').count()).toBe(panels);
        expect(await page.locator('#main .tabs').first().locator('.tabs__panel-label:visible').count()).toBe(panels);
        await keepScreenshot(page, artifact('nojs-doc-800.png'), { fullPage: true });
      }
    }
    for (const path of links) {
      const res = await page.request.get(site.url + path);
      expect(res.status(), path).toBe(200);
    }
    expect(links.size).toBeGreaterThan(25);
    await context.close();
  });
});
