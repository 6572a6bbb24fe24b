// The built-in theme's reservedIds must name every id its own elements have, or a heading could
// take one of them (two elements with the id `main`, a TOC link landing on the sidebar). The
// pages below show every part of the theme that carries an id, on content that has none of its
// own, so every id found in them is the theme's: the shell (announcement bar, sidebar, main),
// the home page's quick links, tabs, the search dialog with results, and the base-URL banner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { launchBrowser } from '../helpers/browser.js';
import { theme } from '../../templates/index.js';

const reserved = theme.reservedIds ?? [];
const isReserved = (id: string): boolean => reserved.some((r) => (r.endsWith('*') ? id.startsWith(r.slice(0, -1)) : id === r));

const TABS = ['::::tabs', ':::tab[npm]', 'npm install', ':::', ':::tab[Yarn]', 'yarn add', ':::', '::::'].join('\n');

let site: FixtureBuild;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace(
      "title: 'Fixture',",
      "title: 'Fixture', homeData: 'home.json', announcementBar: { id: 'news', content: 'News' },",
    ),
    'home.json': JSON.stringify({ tagline: 'Docs', quickLinks: [{ label: 'Intro', href: '/docs/intro' }] }),
    'docs/intro.md': `---\ntitle: Intro\n---\n\nInstall the package.\n\n${TABS}\n`,
    'blog/2024-01-02-hello.md': `---\ntitle: Hello\n---\n\nA first post.\n\n<!-- truncate -->\n\nMore.\n`,
    'src/pages/about.md': '# About\n\nA page.\n',
  });
  expect(site.errors).toEqual([]);
  server = await startStaticServer({ root: site.outDir, port: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

const idsIn = (page: Page): Promise<string[]> => page.$$eval('[id]', (els) => els.map((el) => el.id));

describe("the built-in theme's reserved ids", () => {
  it('name every id the theme gives its elements, on the server and in the browser', async () => {
    const seen = new Set<string>();
    const page = await browser.newPage();
    for (const path of ['/', '/docs/intro', '/blog', '/blog/2024/01/02/hello', '/about', '/missing']) {
      await page.goto(server.url + path);
      for (const id of await idsIn(page)) seen.add(id);
    }
    // The search dialog, open with results.
    await page.goto(`${server.url}/docs/intro`);
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.keyboard.press('Control+k');
    await page.locator('.search-dialog__input').fill('install');
    await page.locator('.search-dialog__results [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    for (const id of await idsIn(page)) seen.add(id);
    // The banner the home page shows when its script does not load (a wrong base URL).
    const broken = await browser.newPage();
    await broken.route('**/assets/*.js', (route) => route.abort());
    await broken.goto(`${server.url}/`);
    await broken.locator('#__docusaurus-base-url-issue-banner-container').waitFor({ state: 'attached' });
    for (const id of await idsIn(broken)) seen.add(id);
    await broken.close();
    await page.close();

    expect([...seen].filter((id) => !isReserved(id))).toEqual([]);
    // And the list names nothing the theme no longer renders.
    expect(reserved.filter((r) => ![...seen].some((id) => (r.endsWith('*') ? id.startsWith(r.slice(0, -1)) : id === r)))).toEqual([]);
  });
});
