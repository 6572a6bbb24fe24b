// `serve --watch`: an edit rebuilds the search index, and a dialog opened again in the same
// page (no reload) finds the new words.
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
  siteDir = await writeSite({ ...minimalSite, 'docs/other.md': '# Other\n\nA page about zebras.\n' });
  [watcher, browser] = await Promise.all([startWatchServer(siteDir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await watcher?.stop();
});

describe('search in serve --watch', () => {
  it('finds words added by an edit, without reloading the page', async () => {
    const page = await browser.newPage();
    const url = watcher.server.url;
    await page.goto(`${url}/docs/intro`);
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const search = async (query: string): Promise<string[]> => {
      await page.keyboard.press('Control+k');
      await page.locator('.search-dialog__input').fill(query);
      await page.waitForFunction(() => document.querySelector('.search-dialog__results')?.getAttribute('aria-busy') === 'false');
      const hrefs = await page.locator('.search-dialog__results [role="option"]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      await page.keyboard.press('Escape');
      return hrefs;
    };
    expect(await search('zebras')).toEqual(['/docs/other']);
    expect(await search('capybaras')).toEqual([]);

    const manifest = async (): Promise<string> => (await fetch(`${url}/_search/manifest.json`)).text();
    const before = await manifest();
    await writeFile(join(siteDir, 'docs/other.md'), '# Other\n\nA page about capybaras.\n');
    await expect.poll(manifest, { timeout: 30_000, interval: 200 }).not.toBe(before);

    expect(await search('capybaras')).toEqual(['/docs/other']);
    expect(await search('zebras')).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await page.close();
  });
});
