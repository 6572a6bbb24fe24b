/**
 * The APIGames site for readers and tools: "Copy page" copies the page's Markdown, llms.txt lists
 * every doc route of the spec, robots.txt names the sitemap, every page has a social image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, launch, startSite, type Served, openPage } from './helpers.js';
import { SPEC_DOC_ROUTES } from '../helpers/spec-routes.js';
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
  return openPage(browser, site.url + path, { width, clipboard: true });
}

const get = async (path: string) => {
  const res = await fetch(site.url + path);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('Copy page', () => {
  for (const width of [390, 1280]) {
    it(`copies the page's Markdown, and after client-side navigation the new page's (${width} px)`, async () => {
      const page = await open('/docs/deposit', width);
      const button = page.locator('#main .copy-page');
      expect(await button.textContent()).toBe('Copy page');
      await button.click();
      await page.waitForSelector('#main .copy-page--copied');
      expect(await button.textContent()).toBe('Copied');
      const copy = await get('/docs/deposit.md');
      expect(copy.status).toBe(200);
      expect(copy.text.startsWith('# Deposit Saldo\n')).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copy.text);
      if (width === 1280) await keepScreenshot(page.locator('.doc__top'), artifact('copy-page-copied.png'));
      await page.waitForSelector('#main .copy-page--copied', { state: 'detached', timeout: 3000 });
      expect(await button.textContent()).toBe('Copy page');
      // Another page, through client-side navigation.
      await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#sidebar a[data-route="/docs/info-akun"]')!.click());
      await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/info-akun');
      await page.locator('#main .copy-page').click();
      await page.waitForSelector('#main .copy-page--copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await get('/docs/info-akun.md')).text);
      await page.context().close();
    });
  }
});

describe('files for tools', () => {
  it('llms.txt links a Markdown copy of every doc page of the spec, each served as Markdown', async () => {
    const llms = await get('/llms.txt');
    expect(llms.status).toBe(200);
    expect(llms.text.startsWith('# API documentation\n\n> Dokumentasi API top up game dan voucher untuk developer.\n\n## Docs\n')).toBe(true);
    const listed = [...llms.text.matchAll(/^- \[[^\]]+\]\(https:\/\/docs\.apigames\.id(\/[^)]+)\.md\)/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...SPEC_DOC_ROUTES].sort());
    for (const route of SPEC_DOC_ROUTES) {
      const md = await get(`${route}.md`);
      expect(md.status, route).toBe(200);
      expect(md.type, route).toMatch(/^text\/markdown/);
      expect(md.text, route).toMatch(/^# /);
      expect(md.text, route).not.toMatch(/^---\n/);
    }
    const full = await get('/llms-full.txt');
    expect(full.text.match(/^Source: /gm)?.length).toBe(SPEC_DOC_ROUTES.length);
  });

  it('robots.txt names the sitemap, and every page has a social image', async () => {
    expect((await get('/robots.txt')).text).toContain('Sitemap: https://docs.apigames.id/sitemap.xml');
    for (const path of ['/', '/docs/intro', '/markdown-page']) {
      const html = (await get(path)).text;
      expect(html, path).toContain('<meta property="og:image" content="https://docs.apigames.id/img/social-card.png">');
    }
    const image = await fetch(site.url + '/img/social-card.png');
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('shows neither "Edit this page" nor "Last updated" here: the site has no public repository to point at', async () => {
    const html = (await get('/docs/intro')).text;
    expect(html).not.toContain('doc-footer');
  });
});
