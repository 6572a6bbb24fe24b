// The navbar logo of a Docusaurus config (themeConfig.navbar.logo), as a reader sees it: the
// image for the current color mode, alone when the navbar has no title; and docs whose
// breadcrumbs are turned off show none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { launchBrowser } from '../helpers/browser.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';

const svg = (color: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${color}"/></svg>\n`;

let browser: Browser;
let site: FixtureBuild;
let server: StaticServer;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com',
      navbar: { title: '', logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' }, items: [{ label: 'Docs', to: '/docs/intro' }] },
      docs: { breadcrumbs: false } };\n`,
    'static/img/logo.svg': svg('#111'),
    'static/img/logo-dark.svg': svg('#eee'),
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

describe('the navbar logo', () => {
  it('links home, with the site title as its text when the navbar has no title', async () => {
    const html = await site.read('docs/intro/index.html');
    expect(html).toContain(
      '<a class="navbar__brand" href="/"><span class="navbar__logo"><img src="/img/logo.svg" alt="Kit" class="themed--light"/><img src="/img/logo-dark.svg" alt="Kit" class="themed--dark"/></span></a>',
    );
    expect(html).not.toContain('class="breadcrumbs"');
  });

  it('shows the image of the color mode the reader is in', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext();
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await context.newPage();
      await page.goto(`${server.url}/docs/intro`);
      const visible = await page
        .locator('.navbar .navbar__logo img')
        .evaluateAll((imgs) => imgs.filter((img) => getComputedStyle(img).display !== 'none').map((img) => (img as HTMLImageElement).getAttribute('src')));
      expect(visible).toEqual([mode === 'light' ? '/img/logo.svg' : '/img/logo-dark.svg']);
      await context.close();
    }
  });
});

describe('a logo and a link written relative to the site root with ./', () => {
  it('are the static file and the page, as Docusaurus’s base URL gives /./img/logo.svg', async () => {
    const dotted = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', baseUrl: '/kit/',
        navbar: { logo: { src: './img/logo.svg', srcDark: './img/logo-dark.svg' }, items: [{ label: 'Docs', to: './docs/intro' }] } };\n`,
      'static/img/logo.svg': svg('#111'),
      'static/img/logo-dark.svg': svg('#eee'),
    });
    try {
      expect(dotted.errors).toEqual([]);
      const html = await dotted.read('docs/intro/index.html');
      expect(html).toContain(
        '<img src="/kit/img/logo.svg" alt="Kit" class="themed--light"/><img src="/kit/img/logo-dark.svg" alt="Kit" class="themed--dark"/>',
      );
      expect(html).toMatch(/<a class="navbar__link[^"]*"[^>]* href="\/kit\/docs\/intro"[^>]*>Docs<\/a>/);
    } finally {
      await dotted.cleanup();
    }
  });
});
