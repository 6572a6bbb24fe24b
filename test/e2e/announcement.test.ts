/** The announcement bar renders its HTML content (as Docusaurus does), sanitised. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { artifact, launch } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';

const CONTENT =
  '<b>New:</b> read <a href="/docs/intro">the intro</a> or <a href="https://example.com/blog" target="_blank" rel="noopener noreferrer">the blog</a>.' +
  '<script>window.__pwned = 1</script><img src="/x.png" alt="" onerror="window.__pwned = 2"><span style="color:red" onclick="window.__pwned = 3">!</span>';

let browser: Browser;
let fixture: FixtureBuild;
let server: StaticServer;

beforeAll(async () => {
  const config = minimalSite['docsgen.config.ts']!.replace('navbar:', `announcementBar: { id: 'news-1', content: ${JSON.stringify(CONTENT)} }, navbar:`);
  [browser, fixture] = await Promise.all([launch(), buildSite({ ...minimalSite, 'docsgen.config.ts': config })]);
  expect(fixture.errors).toEqual([]);
  server = await startStaticServer({ root: fixture.outDir, port: 0 });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fixture?.cleanup();
});

describe('announcement bar', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows its HTML as links and text, with scripts, handlers and styles removed (${theme})`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
      await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url + '/docs/intro');
      await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
      const bar = await page.$eval('.announcement__content', (el) => ({
        text: el.textContent,
        links: [...el.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]),
        bold: el.querySelector('b')?.textContent,
        scripts: el.querySelectorAll('script').length,
        handlers: [...el.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((n) => n.startsWith('on') || n === 'style')),
        pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
      }));
      expect(bar).toEqual({
        text: 'New: read the intro or the blog.!',
        links: [
          ['/docs/intro', 'the intro'],
          ['https://example.com/blog', 'the blog'],
        ],
        bold: 'New:',
        scripts: 0,
        handlers: [],
        pwned: null,
      });
      expect(errors).toEqual([]);
      await keepScreenshot(page.locator('.announcement'), artifact(`announcement-${theme}.png`));
      // The link works: it leads to its page.
      await page.click('.announcement__content a[href="/docs/intro"]');
      await page.waitForURL('**/docs/intro');
      await context.close();
    });
  }

  it("takes the config's colors, and without a close button when it may not be closed shows even to a reader who closed one", async () => {
    const config = minimalSite['docsgen.config.ts']!.replace(
      'navbar:',
      "announcementBar: { id: 'news-1', content: 'Read <a href=\"/docs/intro\">this</a>.', backgroundColor: '#20232a', textColor: 'rgb(250, 250, 250)', isCloseable: false }, navbar:",
    );
    const colored = await buildSite({ ...minimalSite, 'docsgen.config.ts': config });
    expect(colored.errors).toEqual([]);
    const own = await startStaticServer({ root: colored.outDir, port: 0 });
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    try {
      // A reader who closed a bar of that id before.
      await context.addInitScript(
        "try { localStorage.setItem('docusaurus.announcement.dismiss', 'true'); localStorage.setItem('docusaurus.announcement.id', 'news-1') } catch {}",
      );
      const page = await context.newPage();
      await page.goto(own.url + '/docs/intro');
      await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
      const bar = page.locator('.announcement');
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(32, 35, 42)', 'rgb(250, 250, 250)']);
      expect(await page.locator('.announcement__close').count()).toBe(0);
      await keepScreenshot(bar, artifact('announcement-colored.png'));
    } finally {
      await context.close();
      await own.close();
      await colored.cleanup();
    }
  });
});
