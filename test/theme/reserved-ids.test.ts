// The built-in theme's reservedIds must name every id its own elements have, or a heading could
// take one of them (two elements with the id `main`, a TOC link landing on the sidebar). The
// pages below show every part of the theme that carries an id, on content that has none of its
// own, so every id found in them is the theme's: the shell (announcement bar, sidebar, main),
// the home page's quick links, tabs, the search dialog with results, and the base-URL banner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { minimalSite } from '../helpers/fixture.js';
import { fixtureInBrowser } from '../e2e/helpers.js';
import { theme } from '../../templates/index.js';
import { headingElementIds } from '../../src/markdown/headings.js';

const reserved = theme.reservedIds ?? [];
/** The id a heading with `anchor` gets with the built-in theme: the prefixed one when the theme reserves it. */
const headingId = headingElementIds(theme.reservedIds);
const names = (entry: string, id: string): boolean => (entry.endsWith('*') ? id.startsWith(entry.slice(0, -1)) : id === entry);

const TABS = ['::::tabs', ':::tab[npm]', 'npm install', ':::', ':::tab[Yarn]', 'yarn add', ':::', '::::'].join('\n');

let fixture: Awaited<ReturnType<typeof fixtureInBrowser>>;

beforeAll(async () => {
  fixture = await fixtureInBrowser({
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
}, 60_000);
afterAll(async () => {
  await fixture?.close();
});

const idsIn = (page: Page): Promise<string[]> => page.$$eval('[id]', (els) => els.map((el) => el.id));

describe("the built-in theme's reserved ids", () => {
  it('name every id the theme gives its elements, on the server and in the browser', async () => {
    const seen = new Set<string>();
    const { browser, served } = fixture;
    const page = await browser.newPage();
    for (const path of ['/', '/docs/intro', '/blog', '/blog/2024/01/02/hello', '/about', '/missing']) {
      await page.goto(served.url + path);
      for (const id of await idsIn(page)) seen.add(id);
    }
    // The search dialog, open with results.
    await page.goto(`${served.url}/docs/intro`);
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.keyboard.press('Control+k');
    await page.locator('.search-dialog__input').fill('install');
    await page.locator('.search-dialog__results [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    for (const id of await idsIn(page)) seen.add(id);
    // The banner the home page shows when its script does not load (a wrong base URL).
    const broken = await browser.newPage();
    await broken.route('**/assets/*.js', (route) => route.abort());
    await broken.goto(`${served.url}/`);
    await broken.locator('#__docusaurus-base-url-issue-banner-container').waitFor({ state: 'attached' });
    for (const id of await idsIn(broken)) seen.add(id);
    await broken.close();
    await page.close();

    // A heading could take none of them: each would get the prefix.
    expect([...seen].filter((id) => headingId(id) === id)).toEqual([]);
    // And the list names nothing the theme no longer renders.
    expect(reserved.filter((entry) => ![...seen].some((id) => names(entry, id)))).toEqual([]);
  });
});
