// Issue 5: serve --watch rebuilds on save, updates open pages, shows build errors as an overlay
// and keeps serving the last good build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import type { StaticServer } from '../../src/serve/static-server.js';
import { writeSite, minimalSite } from '../helpers/fixture.js';
import { startWatchServer, type WatchServer } from '../helpers/watch-server.js';

let browser: Browser;
let siteDir: string;
let server: StaticServer;
let watcher: WatchServer;
let lines: string[];

beforeAll(async () => {
  siteDir = await writeSite({
    ...minimalSite,
    'docsgen.config.ts': `export default { title: 'Fixture', customCss: ['src/css/custom.css'], navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
    // The site's own stylesheet, applied after the theme's, to watch a CSS-only change.
    'src/css/custom.css': `.navbar { outline: 1px solid rgb(1, 2, 3); }\n`,
    'docs/other.md': '# Other\n\nSecond page.\n',
  });
  watcher = await startWatchServer(siteDir);
  server = watcher.server;
  lines = watcher.lines;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await watcher?.stop();
});

describe('serve --watch', () => {
  it('shows an edit in the open page without a manual reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/intro`);
    expect(await page.locator('article').textContent()).toContain('Hello.');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await writeFile(join(siteDir, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nEdited text.\n');
    await page.waitForFunction(() => document.querySelector('article')?.textContent?.includes('Edited text.'), null, { timeout: 15_000 });
    // Patched in place: the page was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.close();
  });

  it('applies a stylesheet-only change without reloading or patching the page', async () => {
    // The previous test's edit may still be rebuilding (an editor's save can be two events); a
    // change that arrives meanwhile joins that content rebuild, which rightly refreshes the page.
    await new Promise((done) => setTimeout(done, 1500));
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/intro`);
    const outline = () => page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).outlineColor);
    expect(await outline()).toBe('rgb(1, 2, 3)');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      window.addEventListener('docsgen:refresh', () => ((window as unknown as { patched: boolean }).patched = true));
    });
    const css = join(siteDir, 'src/css/custom.css');
    await writeFile(css, (await readFile(css, 'utf8')).replace('rgb(1, 2, 3)', 'rgb(4, 5, 6)'));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.navbar')!).outlineColor === 'rgb(4, 5, 6)', null, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { patched?: boolean }).patched)).toBeUndefined();
    await page.close();
  });

  it('adds a new page to the sidebar', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await writeFile(join(siteDir, 'docs/brand-new.md'), '# Brand new\n\nFresh.\n');
    await page.waitForSelector('nav.menu a[href="/docs/brand-new"]', { timeout: 15_000 });
    await page.close();
  });

  it('shows a broken link as an overlay over the last good page, and clears it once fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/other`);
    const good = await readFile(join(siteDir, 'docs/other.md'), 'utf8');
    await writeFile(join(siteDir, 'docs/other.md'), '# Other\n\nNow [broken](/docs/missing).\n');
    const overlay = page.locator('#docsgen-error-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    const text = (await overlay.textContent()) ?? '';
    expect(text).toContain('broken link to /docs/missing');
    expect(text).toContain('other.md:3:5');
    // The last good build is still served.
    const res = await fetch(`${server.url}/docs/other`);
    expect(await res.text()).toContain('Second page.');
    await writeFile(join(siteDir, 'docs/other.md'), good);
    await overlay.waitFor({ state: 'detached', timeout: 15_000 });
    await page.close();
    expect(lines.some((l) => l.includes('broken link to /docs/missing'))).toBe(true);
  });
});
