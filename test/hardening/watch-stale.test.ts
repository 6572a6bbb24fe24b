// After an edit in `serve --watch`, nothing the browser fetched before the edit is shown again:
// a page whose chunk was prefetched shows its new text when navigated to. The page's name ends
// in a date, which the server once took for a content hash (the chunk was then cached for a
// year, and the browser's HTTP cache kept answering with the old text).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { minimalSite, writeSite } from '../helpers/fixture.js';
import { startWatchServer, type WatchServer } from '../helpers/watch-server.js';

let browser: Browser;
let siteDir: string;
let watcher: WatchServer;

beforeAll(async () => {
  siteDir = await writeSite({
    ...minimalSite,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nGo to [the release notes](./release-20240101.md).\n',
    'docs/release-20240101.md': '---\ntitle: Release\n---\n\nOld text of the release notes.\n',
  });
  watcher = await startWatchServer(siteDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await watcher?.stop();
});

describe('live reload and what the browser holds', () => {
  it('shows the new text of a page whose chunk was prefetched before the edit', async () => {
    const page = await browser.newPage();
    // The chunk is prefetched when the link is hovered, or earlier, once the page is idle.
    const prefetched = page.waitForResponse((r) => r.url().endsWith('/_chunks/docs/release-20240101.json') && r.status() === 200);
    await page.goto(`${watcher.server.url}/docs/intro`);
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.evaluate(() => window.addEventListener('docsgen:refresh', () => ((window as unknown as { refreshed: number }).refreshed = 1)));
    const link = page.locator('article a[href="/docs/release-20240101"]');
    await link.hover();
    expect(await (await prefetched).text()).toContain('Old text');

    await writeFile(join(siteDir, 'docs/release-20240101.md'), '---\ntitle: Release\n---\n\nNew text of the release notes.\n');
    await page.waitForFunction(() => (window as unknown as { refreshed?: number }).refreshed === 1, null, { timeout: 30_000 });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await link.click();
    await page.waitForURL('**/docs/release-20240101');
    await expect.poll(() => page.locator('article').textContent(), { timeout: 10_000 }).toContain('New text of the release notes.');
    // Client-side navigation, not a full load, showed it.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.close();
  });
});
