/**
 * `<Tabs lazy>` in the browser: the panels that are not selected are not made (their images are
 * not requested) until their tab is chosen; switching, syncing by groupId and remembering still
 * work; without JavaScript every panel shows under its label; search indexes every panel.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { minimalSite, writeSite } from '../helpers/fixture.js';
import { launch, serveTiny, type Served } from './helpers.js';

// A 1×1 PNG; each copy gets its own name, so each request tells which panel asked for it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64').toString('latin1');

const lazyPage = `---
title: Lazy
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="os" lazy>
  <TabItem value="linux" label="Linux" default>

![Linux logo](./img/linux.png)

Linux words.

  </TabItem>
  <TabItem value="mac" label="macOS">

![Mac logo](./img/mac.png)

Mac words.

  </TabItem>
  <TabItem value="win" label="Windows">

![Windows logo](./img/win.png)

Windows only words.

  </TabItem>
</Tabs>

<Tabs groupId="os">
  <TabItem value="linux" label="Linux">Plain Linux.</TabItem>
  <TabItem value="mac" label="macOS">Plain Mac.</TabItem>
  <TabItem value="win" label="Windows">Plain Windows.</TabItem>
</Tabs>
`;

/** The browser, the served output and the site folder, made once for the file. */
const state: { browser?: Browser; site?: Served; siteDir?: string; outDir?: string; contexts: BrowserContext[] } = { contexts: [] };

beforeAll(async () => {
  const siteDir = (state.siteDir = await writeSite({
    ...minimalSite,
    'docsgen.config.ts': `export default { title: 'Fixture', url: 'https://example.com', search: true, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
    'docs/lazy.mdx': lazyPage,
  }));
  await mkdir(join(siteDir, 'docs/img'), { recursive: true });
  for (const name of ['linux', 'mac', 'win']) await writeFile(join(siteDir, `docs/img/${name}.png`), PNG, 'latin1');
  const [browser, built] = await Promise.all([launch(), build({ siteDir, cacheDir: join(siteDir, '.cache') })]);
  Object.assign(state, { browser, outDir: built.outDir, site: await serveTiny(built.outDir) });
}, 60_000);

afterAll(async () => {
  await Promise.all(state.contexts.map((c) => c.close()));
  await Promise.all([state.browser?.close(), state.site?.close()]);
  if (state.siteDir) await rm(state.siteDir, { recursive: true, force: true });
});

/** Opens the page in a context of its own (or `context`), recording the images it requests. */
async function open(options: { javaScriptEnabled?: boolean; context?: BrowserContext } = {}): Promise<{ page: Page; images: string[] }> {
  let ctx = options.context;
  if (!ctx) {
    ctx = await state.browser!.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
    state.contexts.push(ctx);
  }
  const page = await ctx.newPage();
  const images: string[] = [];
  page.on('request', (r) => {
    const name = /\/(linux|mac|win)[^/]*\.png$/.exec(new URL(r.url()).pathname)?.[1];
    if (name) images.push(name);
  });
  await page.goto(`${state.site!.url}/docs/lazy`);
  if (options.javaScriptEnabled !== false) await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  await page.waitForLoadState('networkidle');
  return { page, images };
}

const tabs = (page: Page, n: number) => page.locator('#main .tabs').nth(n);
const visibleText = (page: Page, n: number) => tabs(page, n).locator('.tabs__panel:visible').innerText();

describe('<Tabs lazy>', () => {
  it('requests the images of the selected panel only, and those of another panel when its tab is chosen', async () => {
    const { page, images } = await open();
    expect(images).toEqual(['linux']);
    expect(await visibleText(page, 0)).toContain('Linux words.');
    // The other panels hold no elements yet.
    expect(await tabs(page, 0).locator('.tabs__panel[data-value="win"] img').count()).toBe(0);

    // The page was idle before the click, so waiting for an idle network would return at once:
    // wait for the request itself, then for the image to be shown and decoded.
    const winImage = tabs(page, 0).locator('.tabs__panel[data-value="win"] img');
    await Promise.all([page.waitForRequest(/\/win[^/]*\.png$/), tabs(page, 0).locator('.tabs__tab[data-value="win"]').click()]);
    await winImage.waitFor({ state: 'visible' });
    expect(await winImage.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1);
    expect(images).toEqual(['linux', 'win']);
    expect(await visibleText(page, 0)).toContain('Windows only words.');
    // Synced with the other tabs of the group, and back: a made panel stays made.
    expect(await visibleText(page, 1)).toBe('Plain Windows.');
    await tabs(page, 1).locator('.tabs__tab[data-value="linux"]').click();
    expect(await visibleText(page, 0)).toContain('Linux words.');
    await tabs(page, 1).locator('.tabs__tab[data-value="win"]').click();
    expect(await visibleText(page, 0)).toContain('Windows only words.');
    expect(await tabs(page, 0).locator('.tabs__panel[data-value="win"] img').count()).toBe(1);
    expect(images).toEqual(['linux', 'win']);
  });

  it('remembers the choice: on the next visit the remembered panel is made at once, the others stay deferred', async () => {
    const first = await open();
    await tabs(first.page, 1).locator('.tabs__tab[data-value="mac"]').click();
    const { page, images } = await open({ context: first.page.context() });
    expect(await visibleText(page, 0)).toContain('Mac words.');
    expect(images).toContain('mac');
    expect(images).not.toContain('win');
  });

  it('shows every panel under its label without JavaScript', async () => {
    const { page, images } = await open({ javaScriptEnabled: false });
    expect(images.sort()).toEqual(['linux', 'mac', 'win']);
    const text = await tabs(page, 0).innerText();
    for (const words of ['Linux words.', 'Mac words.', 'Windows only words.']) expect(text).toContain(words);
  });

  it('keeps the deferred panels in the page and in the search index', async () => {
    const html = await readFile(join(state.outDir!, 'docs/lazy/index.html'), 'utf8');
    expect(html.match(/<noscript class="tabs__deferred">/g)).toHaveLength(2);
    const searchDir = join(state.outDir!, '_search');
    const texts = await Promise.all((await readdir(searchDir)).map((f) => readFile(join(searchDir, f), 'utf8')));
    expect(texts.join('\n')).toContain('Windows only words.');
  });
});
