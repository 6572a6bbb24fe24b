// What the browser script writes itself speaks the site's language too: the copy button's
// "Copied", the color toggle's name after a switch, the search dialog's input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fixtureInBrowser, openPage, type Served } from './helpers.js';

let browser: Browser;
let served: Served;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, served, close } = await fixtureInBrowser({
    'docsgen.config.ts': "export default { title: 'S', url: 'https://example.com', lang: 'fr', blog: false };\n",
    'docs/intro.md': '# Intro\n\n```sh\nnpm install\n```\n',
    // The site's own wording wins over Docusaurus's French.
    'i18n/fr/code.json': '{ "theme.CodeBlock.copied": { "message": "Copié !" } }\n',
  }));
}, 60_000);
afterAll(() => close?.());

describe('the browser script in the site language', () => {
  it('says "Copié !" on the copy button, then "Copier" again', async () => {
    const page = await openPage(browser, served.url + '/docs/intro', { clipboard: true });
    const button = page.locator('#main .code-block__copy');
    expect(await button.getAttribute('title')).toBe('Copier');
    await button.click();
    await page.waitForSelector('#main .code-block__copy--copied');
    expect(await button.getAttribute('title')).toBe('Copié !');
    await page.waitForSelector('#main .code-block__copy:not(.code-block__copy--copied)');
    expect(await button.getAttribute('aria-label')).toBe('Copier le code');
    await page.context().close();
  });

  it('names the color toggle in French after a switch', async () => {
    const page = await openPage(browser, served.url + '/docs/intro');
    const toggle = page.locator('.theme-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Basculer entre le mode sombre et clair (actuellement mode clair)');
    await toggle.click();
    expect(await toggle.getAttribute('aria-label')).toBe('Basculer entre le mode sombre et clair (actuellement mode sombre)');
    await page.context().close();
  });

  it("labels the search dialog's input in French", async () => {
    const page = await openPage(browser, served.url + '/docs/intro');
    await page.locator('.search-button--navbar').click();
    const input = page.locator('dialog.search-dialog input');
    await input.waitFor();
    expect(await input.getAttribute('aria-label')).toBe('Chercher');
    expect(await input.getAttribute('placeholder')).toBe('Rechercher dans la documentation');
    await input.fill('zzzqqq');
    await page.waitForFunction(() => document.querySelector('.search-dialog__status')?.textContent?.includes('Aucun résultat'));
    await page.context().close();
  });
});

describe('a right-to-left site in the browser', () => {
  it("puts the sidebar on the right, an admonition's bar on its right, the breadcrumbs' separator the reading way, and keeps code left to right", async () => {
    const rtl = await fixtureInBrowser({
      'docsgen.config.ts': "export default { title: 'S', url: 'https://example.com', lang: 'he', blog: false };\n",
      'docs/intro.md': '# מבוא\n\nשלום.\n\n```js\nconst a = 1;\n```\n\n:::note\n\nהערה.\n\n:::\n',
    });
    try {
      const page = await openPage(rtl.browser, rtl.served.url + '/docs/intro');
      const look = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const admonition = getComputedStyle(document.querySelector('.admonition')!);
        return {
          sidebarRight: box('#sidebar').right,
          mainRight: box('#main').right,
          width: document.documentElement.clientWidth,
          barRight: admonition.borderRightWidth,
          barLeft: admonition.borderLeftWidth,
          code: getComputedStyle(document.querySelector('.code-block__pre')!).direction,
          separator: getComputedStyle(document.querySelector('.breadcrumbs li + li')!, '::before').content,
        };
      });
      expect(look.sidebarRight).toBe(look.width);
      expect(look.mainRight).toBeLessThan(look.width / 1.2);
      expect(look.barRight).toBe('5px');
      expect(look.barLeft).not.toBe('5px');
      expect(look.code).toBe('ltr');
      expect(look.separator).toBe('"‹"');
      await page.context().close();
      // On a phone the drawer comes in from the right.
      const phone = await openPage(rtl.browser, rtl.served.url + '/docs/intro', { width: 390 });
      await phone.click('.navbar__toggle');
      await phone.waitForFunction(() => {
        const r = document.querySelector('#sidebar')!.getBoundingClientRect();
        return r.width > 0 && Math.abs(r.right - document.documentElement.clientWidth) < 1;
      });
      expect(await phone.evaluate(() => document.querySelector('#sidebar')!.getBoundingClientRect().left)).toBeGreaterThan(0);
      await phone.context().close();
    } finally {
      await rtl.close();
    }
  });
});
