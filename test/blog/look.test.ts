// The built-in theme's blog pages in a browser: at 390 and 1280 px, in both color modes, every
// blog page fits the viewport and shows its parts; screenshots go to test-artifacts/blog/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { blogSite } from './blog-site.js';
import { keepScreenshot } from '../helpers/screenshot.js';

const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts/blog');
let site: FixtureBuild;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildSite(blogSite);
  expect(site.errors).toEqual([]);
  [server, browser] = await Promise.all([startStaticServer({ root: site.outDir, port: 0 }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

async function open(path: string, width: number, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
  const page = await context.newPage();
  await page.goto(server.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  return page;
}

const PAGES: Array<{ name: string; path: string; shows: string[] }> = [
  { name: 'list', path: '/blog', shows: ['.post--summary .post__title a', '.post__read-more', '.blog-sidebar', '.pagination'] },
  { name: 'post', path: '/blog/2024/03/05/spring-release', shows: ['h1.post__title', '.post__meta time', '.author__avatar', '.post__tags', '.pagination'] },
  { name: 'tag', path: '/blog/tags/releases', shows: ['.blog__header h1', '.blog__all', '.post--summary'] },
  { name: 'tags', path: '/blog/tags', shows: ['.tags-index .tag'] },
  { name: 'authors', path: '/blog/authors', shows: ['.authors-index__item'] },
  { name: 'author', path: '/blog/authors/ada', shows: ['h1.author__name', '.post--summary'] },
  { name: 'archive', path: '/blog/archive', shows: ['.archive__list a'] },
];

describe('blog pages in the built-in theme', () => {
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`fit ${width} px in ${theme} mode and show their parts`, async () => {
        const page = await open(PAGES[0]!.path, width, theme);
        for (const { name, path, shows } of PAGES) {
          if (path !== PAGES[0]!.path) {
            await page.goto(server.url + path);
            await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
          }
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          for (const selector of shows) expect(await page.locator(selector).first().isVisible(), `${name}: ${selector}`).toBe(true);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(0);
          // The sidebar of recent posts sits beside the posts on wide screens and after them on phones.
          if (name === 'list') {
            const main = await page.locator('.blog__main').boundingBox();
            const aside = await page.locator('.blog__sidebar').boundingBox();
            if (width === 1280) expect(aside!.x + aside!.width).toBeLessThanOrEqual(main!.x);
            else expect(aside!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
          }
          await keepScreenshot(page, join(ARTIFACTS, `${name}-${width}-${theme}.png`), { fullPage: true });
        }
        await page.context().close();
      });
    }
  }

  it('keeps the post body and the blog sidebar when navigating between posts on the client', async () => {
    const page = await open('/blog', 1280, 'light');
    await page.click('.blog-sidebar a[href="/blog/2024/07/01/summer"]');
    await page.waitForURL('**/blog/2024/07/01/summer');
    await expect.poll(() => page.textContent('h1.post__title')).toBe('Summer notes');
    expect(await page.getAttribute('.blog-sidebar a[href="/blog/2024/07/01/summer"]', 'aria-current')).toBe('page');
    await page.context().close();
  });
});
