// The locale menu of a site in several languages, in the browser: after client-side navigation
// its links lead to the page the reader is on in each locale, fragment kept, and
// following one loads that locale's page whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fixtureInBrowser, openPage, type Served } from './helpers.js';

let browser: Browser;
let served: Served;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, served, close } = await fixtureInBrowser({
    'docsgen.config.ts':
      "export default { title: 'Kit', url: 'https://example.com', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }, { type: 'localeDropdown', position: 'right' }] } };\n",
    'docs/intro.md': '---\ntitle: Intro\n---\n\nSee [the guide](./guide.md#steps).\n',
    'docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n\n## Steps\n\nFirst this.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/guide.md': '---\ntitle: Guide FR\n---\n\nLe guide.\n\n## Steps\n\nEn français.\n',
  }));
}, 60_000);
afterAll(() => close?.());

/** The locale menu's links, by language. */
const menuLinks = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.$$eval('a[data-locale-base]', (links) => Object.fromEntries(links.map((a) => [a.getAttribute('lang'), a.getAttribute('href')])));

describe('the locale menu', () => {
  it("follows client-side navigation to the reader's page, and leads to it in the other locale", async () => {
    const page = await openPage(browser, served.url + '/docs/intro');
    expect(await menuLinks(page)).toEqual({ en: '/docs/intro', fr: '/fr/docs/intro' });
    // A link inside the docs: client-side navigation, the navbar stays.
    await page.evaluate(() => ((window as { __kept?: boolean }).__kept = true));
    await page.click('main a[href="/docs/guide#steps"]');
    await page.waitForURL('**/docs/guide#steps');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide');
    expect(await page.evaluate(() => (window as { __kept?: boolean }).__kept)).toBe(true);
    // The fragment goes along.
    expect(await menuLinks(page)).toEqual({ en: '/docs/guide#steps', fr: '/fr/docs/guide#steps' });
    // Following the French link loads the French page whole.
    await page.evaluate(() => ((window as { __kept?: boolean }).__kept = true));
    await page.locator('details:has(a[data-locale-base]) > summary').click();
    await page.click('a[data-locale-base][lang="fr"]');
    await page.waitForURL('**/fr/docs/guide#steps');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide FR');
    expect(await page.evaluate(() => (window as { __kept?: boolean }).__kept)).toBeUndefined();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.context().close();
  });
});
