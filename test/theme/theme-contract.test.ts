// A theme of a site's own, unlike the built-in one (test/fixtures/theme-ledger), builds,
// navigates with page chunks and live-reloads: the engine relies on the contract of
// src/theme-api.ts alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { PageChunk } from '../../src/chunk-format.js';
import { build } from '../../src/build.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { startWatchServer, type WatchServer } from '../helpers/watch-server.js';

const FIXTURE = join(import.meta.dirname, '../fixtures/theme-ledger');

let site: string;
let out: string;
let browser: Browser;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'docsgen-ledger-'));
  await cp(FIXTURE, site, { recursive: true });
  out = join(site, 'build');
  await build({ siteDir: site, outDir: out, cacheDir: join(site, '.cache') });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await rm(site, { recursive: true, force: true });
});

const read = (path: string): Promise<string> => readFile(join(out, path), 'utf8');

describe("a theme of the site's own", () => {
  it('renders every page with its own markup and components, none of the built-in theme', async () => {
    const html = await read('docs/intro/index.html');
    expect(html).toContain('<div class="ledger">');
    expect(html).toContain('<article><div id="ledger-main" data-docsgen-region="main">');
    expect(html).toMatch(/<section class="ledger-toc" data-docsgen-region="sidebar" data-docsgen-key="[0-9a-f]{12}">/);
    expect(html).toContain('<aside class="ledger-callout ledger-callout--tip">');
    expect(html).not.toMatch(/class="(navbar|menu|theme-toggle|sidebar)/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/style\.[0-9a-f]{10}\.css">/);
    expect(html).toContain('data-shell="ledger"');
  });

  it('writes chunks with its regions and one shared copy of the sidebar', async () => {
    const chunk = JSON.parse(await read('_chunks/docs/guide/start.json')) as PageChunk;
    expect(chunk.shell).toBe('ledger');
    expect(chunk.regions.main).toContain('The guide begins here.');
    const key = chunk.shared.sidebar!;
    const shared = JSON.parse(await read(`_chunks/_shared/sidebar.${key}.json`)) as { html: string };
    // The shared copy marks no entry; each page's own HTML marks its entry.
    expect(shared.html).not.toContain('is-here');
    expect(await read('docs/guide/start/index.html')).toMatch(/<a href="\/docs\/guide\/start" data-ledger-route="\/docs\/guide\/start" class="is-here">/);
    expect(JSON.parse(await read('_chunks/docs/intro.json')).shared.sidebar).toBe(key);
  });

  describe('in the browser', () => {
    let server: StaticServer;
    beforeAll(async () => {
      server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('navigates with chunks through its own browser code', async () => {
      const page = await browser.newPage();
      await page.goto(`${server.url}/docs/intro`);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.click('text=the start of the guide');
      await page.waitForURL(`${server.url}/docs/guide/start`);
      await page.waitForFunction(() => document.querySelector('#ledger-main')?.textContent?.includes('The guide begins here.'));
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { ledgerNavigations: number }).ledgerNavigations)).toBe(1);
      expect(await page.title()).toBe('Start | Ledger');
      expect(await page.getAttribute('[data-ledger-route="/docs/guide/start"]', 'class')).toBe('is-here');
      expect(await page.getAttribute('[data-ledger-route="/docs/intro"]', 'class')).toBe('');
      await page.close();
    });
  });

  describe('in serve --watch', () => {
    let watched: string;
    let watcher: WatchServer;
    beforeAll(async () => {
      watched = await mkdtemp(join(tmpdir(), 'docsgen-ledger-watch-'));
      await cp(FIXTURE, watched, { recursive: true });
      watcher = await startWatchServer(watched);
    });
    afterAll(async () => {
      await watcher?.stop();
      await rm(watched, { recursive: true, force: true });
    });

    it('shows an edit in the open page without reloading it', async () => {
      const page = await browser.newPage();
      await page.goto(`${watcher.server.url}/docs/guide/reference`);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await writeFile(join(watched, 'docs/guide/reference.md'), '# Reference\n\n## Columns\n\nEdited columns.\n');
      await page.waitForFunction(() => document.querySelector('#ledger-main')?.textContent?.includes('Edited columns.'), null, { timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(existsSync(join(watched, 'build/docs/guide/reference/index.html'))).toBe(true);
      await page.close();
    });
  });
});
