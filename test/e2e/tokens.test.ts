/**
 * Design tokens: the theme reads Infima's custom properties, so a Docusaurus site's custom.css,
 * loaded as a second stylesheet after the theme's, changes its brand colour, fonts and spacing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, launch, startSite, type Served } from './helpers.js';

let browser: Browser;
let site: Served;

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** What a Docusaurus site's src/css/custom.css typically says (colours of its own brand). */
const CUSTOM_CSS = `
:root {
  --ifm-color-primary: #b0245c;
  --ifm-color-primary-dark: #9f2053;
  --ifm-color-primary-darker: #961f4e;
  --ifm-color-primary-darkest: #7b1940;
  --ifm-color-primary-light: #c12865;
  --ifm-color-primary-lighter: #ca296a;
  --ifm-color-primary-lightest: #d8407d;
  --ifm-font-family-base: Georgia, 'DejaVu Serif', serif;
  --ifm-navbar-height: 5rem;
}
[data-theme='dark'] {
  --ifm-color-primary: #f27aa9;
}
`;

async function open(path: string, theme: 'light' | 'dark', custom: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
  await context.route('**/custom.css', (route) => route.fulfill({ contentType: 'text/css', body: CUSTOM_CSS }));
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  if (custom) {
    // Loaded the way a site's customCss is: a second stylesheet after the theme's.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = '/custom.css';
          link.onload = () => resolve();
          link.onerror = () => reject(new Error('custom.css did not load'));
          document.head.append(link);
        }),
    );
  }
  return page;
}

/** Computed styles of the parts that show the brand colour, the body font and the navbar height. */
function looks(page: Page) {
  return page.evaluate(() => {
    const color = (selector: string, prop: 'color' | 'backgroundColor' | 'borderBottomColor' = 'color') => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el)[prop] : null;
    };
    return {
      link: color('#main article a[href]'),
      sidebarCurrent: color('#sidebar a[aria-current="page"]'),
      breadcrumbCurrent: color('.breadcrumbs [aria-current="page"]'),
      tabActive: color('#main .tabs__tab[aria-selected="true"]', 'borderBottomColor'),
      button: color('.button--primary', 'backgroundColor'),
      font: getComputedStyle(document.body).fontFamily,
      navbar: document.querySelector('.navbar')!.getBoundingClientRect().height,
    };
  });
}

describe('design tokens with Infima names', () => {
  it('keep the APIGames green and the system font by default', async () => {
    const page = await open('/docs/deposit', 'light', false);
    const before = await looks(page);
    expect(before.link).toBe('rgb(31, 111, 74)');
    expect(before.sidebarCurrent).toBe('rgb(31, 111, 74)');
    expect(before.tabActive).toBe('rgb(31, 111, 74)');
    expect(before.font).toContain('system-ui');
    expect(before.navbar).toBe(60);
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`a custom.css loaded after the theme changes its colours, font and navbar height (${theme})`, async () => {
      const primary = theme === 'light' ? 'rgb(176, 36, 92)' : 'rgb(242, 122, 169)';
      const page = await open('/docs/deposit', theme, true);
      const after = await looks(page);
      expect(after).toEqual({
        link: primary,
        sidebarCurrent: primary,
        breadcrumbCurrent: primary,
        tabActive: primary,
        button: null,
        font: 'Georgia, "DejaVu Serif", serif',
        navbar: 80,
      });
      await page.screenshot({ path: artifact(`custom-css-doc-${theme}.png`) });
      await page.context().close();

      const home = await open('/', theme, true);
      expect((await looks(home)).button).toBe(primary);
      await home.screenshot({ path: artifact(`custom-css-home-${theme}.png`) });
      await home.context().close();
    });
  }
});
