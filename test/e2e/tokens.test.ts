/**
 * Design tokens: the theme reads Infima's custom properties, so a Docusaurus site's custom.css,
 * named in the config's `customCss`, changes its brand colour, fonts and spacing unedited.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { builtSecurityHeaders } from '../../src/security/content-security-policy.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { artifact, launch, ROOT, startSite, type Served } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';

let browser: Browser;
let site: Served;
let custom: StaticServer;
let tmp: string;
const violations: string[] = [];

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
  --ifm-code-font-size: 80%;
}
[data-theme='dark'] {
  --ifm-color-primary: #f27aa9;
}
`;

beforeAll(async () => {
  // The APIGames site as it is, plus the custom.css above named in its config.
  tmp = mkdtempSync(join(tmpdir(), 'docsgen-tokens-'));
  const siteDir = join(tmp, 'content');
  cpSync(join(ROOT, 'content'), siteDir, { recursive: true });
  const config = join(siteDir, 'docsgen.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace('defineConfig({', "defineConfig({\n  customCss: ['src/css/custom.css'],"));
  mkdirSync(join(siteDir, 'src', 'css'), { recursive: true });
  writeFileSync(join(siteDir, 'src', 'css', 'custom.css'), CUSTOM_CSS);
  const outDir = join(tmp, 'site');
  await build({ siteDir, outDir, cacheDir: join(tmp, 'cache') });
  [browser, site, custom] = await Promise.all([
    launch(),
    startSite(),
    startStaticServer({ root: outDir, host: '127.0.0.1', port: 0, headers: builtSecurityHeaders(outDir) }),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await custom?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function open(path: string, theme: 'light' | 'dark', withCustomCss: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto((withCustomCss ? custom.url : site.url) + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
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
      code: ((c) => (c ? Number.parseFloat(getComputedStyle(c).fontSize) : null))(document.querySelector('#main article p code')),
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
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
    expect(before.code).toBeGreaterThan(13);
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
        // 80% of the 16 px body text.
        code: 12.8,
        navbar: 80,
        // The theme's rules and the site's in one file, allowed by the CSP's style-src 'self'.
        stylesheets: 1,
      });
      expect(violations).toEqual([]);
      await keepScreenshot(page, artifact(`custom-css-doc-${theme}.png`));
      await page.context().close();

      const home = await open('/', theme, true);
      expect((await looks(home)).button).toBe(primary);
      await keepScreenshot(home, artifact(`custom-css-home-${theme}.png`));
      await home.context().close();
    });
  }
});
