/** MDX pages in the browser: tabs from <Tabs> sync, are remembered and follow the address; chunk navigation in and out; the JavaScript budget. */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { copyMdxSite } from '../helpers/mdx-site.js';
import { launch, serveTiny, type Served } from './helpers.js';

let browser: Browser;
let site: Served;
let siteDir: string;
let outDir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  siteDir = await copyMdxSite();
  [browser, { outDir }] = await Promise.all([launch(), build({ siteDir })]);
  site = await serveTiny(outDir, '/base/');
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await site?.close();
  await rm(siteDir, { recursive: true, force: true });
});

async function open(path: string, context?: BrowserContext): Promise<Page> {
  const ctx = context ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  if (!context) contexts.push(ctx);
  const page = await ctx.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  return page;
}

const selected = (page: Page, n: number) => page.getAttribute(`#main .tabs >> nth=${n} >> .tabs__tab[aria-selected="true"]`, 'data-value');
const visiblePanel = (page: Page, n: number) => page.locator('#main .tabs').nth(n).locator('.tabs__panel:visible').getAttribute('data-value');

describe('tabs from <Tabs>', () => {
  it('switch in sync across a groupId, are remembered, and follow and set the query parameter', async () => {
    const page = await open('/base/docs/tabs');
    // The TabItem marked default is selected first.
    expect(await selected(page, 0)).toBe('yarn');
    await page.locator('#main .tabs').nth(0).locator('.tabs__tab[data-value="npm"]').click();
    expect(await selected(page, 0)).toBe('npm');
    expect(await selected(page, 1)).toBe('npm');
    expect(await visiblePanel(page, 1)).toBe('npm');
    expect(await page.evaluate(() => localStorage.getItem('docsgen.tabs.package-manager'))).toBe('npm');
    // Keyboard: the arrow key moves to the next tab and selects it, in the tabs with a query parameter.
    await page.locator('#main .tabs').nth(1).locator('.tabs__tab[data-value="npm"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected(page, 0)).toBe('yarn');
    expect(new URL(page.url()).searchParams.get('package-manager')).toBe('yarn');

    // Remembered on the next visit.
    const again = await open('/base/docs/tabs', page.context());
    expect(await selected(again, 0)).toBe('yarn');
    expect(await selected(again, 1)).toBe('yarn');
    // The query parameter wins over the remembered choice.
    const asked = await open('/base/docs/tabs?package-manager=npm', page.context());
    expect(await selected(asked, 1)).toBe('npm');
  });
});

describe('client-side navigation', () => {
  it('goes into an MDX page and out of it from page chunks, and its tabs work after it', async () => {
    const page = await open('/base/docs/intro');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.click('#main a[href="/base/docs/tabs#pick-a-package-manager"]');
    await page.waitForURL('**/docs/tabs#pick-a-package-manager');
    await page.waitForSelector('#main .tabs');
    expect(await page.title()).toBe('Installing | MDX Fixture');
    await page.locator('#main .tabs').nth(1).locator('.tabs__tab[data-value="npm"]').click();
    expect(await selected(page, 0)).toBe('npm');
    // Out of it, to the next MDX page and on to a Markdown one.
    await page.click('#main a.pagination__link--next');
    await page.waitForURL('**/docs/components');
    await page.waitForSelector('#main .greeting');
    expect(await page.title()).toBe('Components, from Head');
    await page.click('#main a.pagination__link--prev');
    await page.waitForURL('**/docs/tabs');
    await page.click('#main a.pagination__link--prev');
    await page.waitForURL('**/docs/intro');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  });
});

describe('budget', () => {
  it('an MDX page with components loads no more JavaScript than a Markdown page: ≤ 10 KB gzip, no React', () => {
    for (const path of ['docs/tabs/index.html', 'docs/components/index.html', 'react/index.html']) {
      const html = readFileSync(join(outDir, path), 'utf8');
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
      const srcs = [...html.matchAll(/<script[^>]*\bsrc="\/base\/([^"]+)"/g)].map((m) => m[1]!);
      expect(srcs).toHaveLength(1);
      const bundle = readFileSync(join(outDir, srcs[0]!));
      expect(bundle.toString()).not.toMatch(/react/i);
      const total = gzipSync(inline, { level: 9 }).length + gzipSync(bundle, { level: 9 }).length;
      expect(total).toBeLessThanOrEqual(10 * 1024);
    }
  });
});
