// A sidebar category with a page of its own, in a browser: its label is the link to the page,
// the caret beside it opens and closes its entries (by mouse and keyboard, and without the
// page's script), and arriving on the category's page marks the link and opens its entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fixtureInBrowser, openPage, type Served } from './helpers.js';

let browser: Browser;
let served: Served;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, served, close } = await fixtureInBrowser({
    'docsgen.config.ts': `export default { title: 'S', url: 'https://example.com', docs: { sidebarPath: './sidebars.js' } };\n`,
    'sidebars.js':
      "module.exports = { s: ['intro', { type: 'category', label: 'Guide', collapsed: true, link: { type: 'doc', id: 'guide/overview' }, items: ['guide/step'] }] };\n",
    'docs/intro.md': '# Intro\n',
    'docs/guide/overview.md': '# Guide overview\n',
    'docs/guide/step.md': '# Step\n',
  }));
}, 60_000);
afterAll(() => close?.());

describe('a sidebar category with its own page', () => {
  it('opens and closes its entries from the caret, by mouse and keyboard', async () => {
    const page = await openPage(browser, served.url + '/docs/intro');
    const details = page.locator('#sidebar .menu__item--linked > details');
    const step = page.locator('#sidebar a[data-route="/docs/guide/step"]');
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await step.isVisible()).toBe(false);
    await page.click('#sidebar .menu__caret');
    expect(await step.isVisible()).toBe(true);
    await page.locator('#sidebar .menu__link--category').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu__caret');
    await page.keyboard.press('Enter');
    expect(await step.isVisible()).toBe(false);
    expect(await page.locator('#sidebar .menu__caret').getAttribute('aria-label')).toBe('Entries of Guide');
    await page.context().close();
  });

  it("leads to the category's page from its label, which is then marked, its entries open", async () => {
    const page = await openPage(browser, served.url + '/docs/intro');
    await page.click('#sidebar .menu__link--category');
    await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/guide/overview');
    const link = page.locator('#sidebar .menu__link--category');
    expect(await link.getAttribute('aria-current')).toBe('page');
    // Docusaurus's class for the current link follows client-side navigation, for sites' CSS.
    expect(await link.getAttribute('class')).toContain('menu__link--active');
    expect(await page.locator('#sidebar a[data-route="/docs/intro"]').getAttribute('class')).toBe('menu__link');
    expect(await page.locator('#sidebar a[data-route="/docs/guide/step"]').isVisible()).toBe(true);
    // Loaded whole, too.
    await page.goto(served.url + '/docs/guide/overview');
    expect(await page.locator('#sidebar a[data-route="/docs/guide/step"]').isVisible()).toBe(true);
    await page.context().close();
  });
});
