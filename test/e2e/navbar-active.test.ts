// Navbar items marked as the current section, by Docusaurus's rules: a `docSidebar` item on
// every doc of its sidebar, a `doc` item on its doc and the docs of its sidebar, a `to` link on
// its path and below it (or by `activeBasePath` / `activeBaseRegex`), an `href` link never. The
// server marks them on the first load; the browser script again after each client-side
// navigation, since the navbar stays in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, fixtureInBrowser, openPage } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const config = `export default { title: 'Kit', url: 'https://example.com',
  docs: { sidebarPath: 'sidebars.js' },
  navbar: { items: [
    { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
    { type: 'doc', docId: 'api/start', label: 'API' },
    { to: '/blog', label: 'Blog' },
    { to: '/about', label: 'About', activeBasePath: '/abo' },
    { to: '/docs/loose', label: 'Loose', activeBaseRegex: '^/(docs/loose|help)' },
    { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'api/start', label: 'API start' }, { label: 'Home', to: '/docs/intro' }] },
    { href: '/docs/intro', label: 'Plain href', position: 'right' },
  ] } };\n`;

const files = {
  ...minimalSite,
  'docsgen.config.ts': config,
  'sidebars.js': "module.exports = { guide: ['intro', 'setup'], api: ['api/start', 'api/more'] };\n",
  'docs/setup.md': '---\ntitle: Setup\n---\n\nSet it up.\n',
  'docs/api/start.md': '---\ntitle: Start\n---\n\nThe API.\n',
  'docs/api/more.md': '---\ntitle: More\n---\n\nMore API.\n',
  'docs/loose.md': '---\ntitle: Loose\n---\n\nIn no sidebar.\n',
  'blog/2024-01-02-first.md': '---\ntitle: First post\nslug: first-post\n---\n\nHello from the blog.\n',
  'pages/about.md': '# About\n\nAbout us.\n',
};

/** The labels of the navbar's (or the drawer's) links marked active, in `html`. */
function activeIn(html: string, cls: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a ([^>]*)>([^<]*)/g)) if (new RegExp(`class="[^"]*\\b${cls}\\b`).test(m[1]!)) out.push(m[2]!);
  return out;
}

describe('navbar items marked active in the built pages', () => {
  let site: Awaited<ReturnType<typeof buildSite>>;
  beforeAll(async () => {
    site = await buildSite(files);
    expect(site.errors).toEqual([]);
  });
  afterAll(() => site?.cleanup());

  it.each([
    ['docs/intro/index.html', ['Guide', 'Home'], ['Guide', 'Home']],
    ['docs/setup/index.html', ['Guide'], ['Guide']],
    ['docs/api/more/index.html', ['API', 'API start'], ['API', 'API start']],
    ['docs/loose/index.html', ['Loose'], ['Loose']],
    ['blog/first-post/index.html', ['Blog'], ['Blog']],
    ['blog/index.html', ['Blog'], ['Blog']],
    ['about/index.html', ['About'], ['About']],
  ])('%s: %j in the navbar, %j in the drawer', async (file, navbar, drawer) => {
    const html = await site.read(file);
    const bar = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    // The drawer's copy of the navbar, before the docs sidebar (whose current entry is marked too).
    const primary = html.slice(html.indexOf('class="sidebar__primary"'));
    const menu = primary.slice(0, primary.search(/class="sidebar__secondary"|<\/aside>/));
    expect([...activeIn(bar, 'navbar__link--active'), ...activeIn(bar, 'dropdown__link--active')]).toEqual(navbar);
    expect(activeIn(menu, 'menu__link--active')).toEqual(drawer);
    // Every active link is the current page for assistive technology, as on Docusaurus.
    expect((bar.match(/aria-current="page"/g) ?? []).length).toBe(navbar.length);
    // A dropdown holding the current link is marked too (its label is no link to the page).
    expect(/<summary class="navbar__link navbar__link--active">More<\/summary>/.test(bar)).toBe(activeIn(bar, 'dropdown__link--active').length > 0);
  });

  it('rejects an activeBaseRegex that is no regular expression', async () => {
    const bad = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', navbar: { items: [{ to: '/docs/intro', label: 'X', activeBaseRegex: '(' }] } };\n`,
    });
    try {
      expect(bad.errors.join('\n')).toMatch(/activeBaseRegex is not a regular expression/);
    } finally {
      await bad.cleanup();
    }
  });
});

describe('navbar items marked active in the browser', () => {
  let env: Awaited<ReturnType<typeof fixtureInBrowser>>;
  beforeAll(async () => {
    env = await fixtureInBrowser(files);
  });
  afterAll(() => env?.close());

  const marked = (page: Page, selector: string): Promise<string[]> =>
    page.locator(selector).evaluateAll((links) => links.map((a) => `${a.textContent}${a.getAttribute('aria-current') === 'page' ? '' : ' (no aria-current)'}`));

  it('moves the mark along navigations, client-side ones included, in the navbar and the drawer', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // A marker on the window: it survives a client-side navigation and not a page load.
    const stamp = () => page.evaluate(() => ((window as { __stamp?: boolean }).__stamp = true));
    const stamped = () => page.evaluate(() => (window as { __stamp?: boolean }).__stamp === true);
    const go = async (link: string, url: RegExp, heading: string) => {
      await page.locator(link).first().click();
      await page.waitForURL(url);
      await page.locator('.main h1', { hasText: heading }).waitFor();
    };
    const both = async () => [
      await marked(page, '.navbar a.navbar__link--active, .navbar .dropdown__link--active'),
      await marked(page, '.sidebar__primary .menu__link--active'),
    ];
    const dropdownMarked = () => page.locator('.navbar__dropdown summary').evaluate((s) => s.classList.contains('navbar__link--active'));
    try {
      await page.goto(`${env.served.url}/docs/setup`);
      await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
      expect(await both()).toEqual([['Guide'], ['Guide']]);
      // From a doc to a blog post: the blog's chrome has no docs sidebar, so that page loads whole.
      await go('.navbar a:text-is("Blog")', /\/blog$/, 'Blog');
      await stamp();
      await go('.main a:text-is("First post")', /\/blog\/first-post$/, 'First post');
      expect(await stamped(), 'blog list → post is client-side').toBe(true);
      expect(await both()).toEqual([['Blog'], ['Blog']]);
      // Client-side from the post to a page: Blog loses the mark, About gets it.
      await go('.navbar a:text-is("About")', /\/about$/, 'About');
      expect(await stamped(), 'post → page is client-side').toBe(true);
      expect(await both()).toEqual([['About'], ['About']]);
      // Back to the post, then back to the doc.
      await page.goBack();
      await page.locator('.main h1', { hasText: 'First post' }).waitFor();
      expect(await stamped()).toBe(true);
      expect(await both()).toEqual([['Blog'], ['Blog']]);
      await page.goBack();
      await page.goBack();
      await page.waitForURL(/\/docs\/setup$/);
      await page.locator('.main h1', { hasText: 'Setup' }).waitFor();
      expect(await both()).toEqual([['Guide'], ['Guide']]);
      // Client-side into the other sidebar: its navbar item and the dropdown's link to the same doc.
      await stamp();
      await go('.navbar a.navbar__link:text-is("API")', /\/docs\/api\/start$/, 'Start');
      expect(await stamped(), 'doc → doc is client-side').toBe(true);
      expect(await both()).toEqual([
        ['API', 'API start'],
        ['API', 'API start'],
      ]);
      expect(await dropdownMarked()).toBe(true);
      // Client-side back to the first sidebar, by the dropdown's `to` link.
      await page.locator('.navbar__dropdown summary').click();
      await go('.navbar a:text-is("Home")', /\/docs\/intro$/, 'Intro');
      expect(await stamped(), 'doc → doc is client-side').toBe(true);
      expect(await both()).toEqual([
        ['Guide', 'Home'],
        ['Guide', 'Home'],
      ]);
      // And to a doc in no sidebar (a page of its own chrome), marked by the regex of a `to` link.
      await go('.navbar a:text-is("Loose")', /\/docs\/loose$/, 'Loose');
      expect(await both()).toEqual([['Loose'], ['Loose']]);
      expect(await dropdownMarked()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('marks the navbar of the not-found page by the address the reader asked for', async () => {
    const page = await openPage(env.browser, `${env.served.url}/blog/no-such-post`);
    try {
      expect(await page.title()).toContain('Page Not Found');
      const marked = await page.$$eval('.navbar a.navbar__link--active', (links) => links.map((a) => a.textContent));
      expect(marked).toEqual(['Blog']);
    } finally {
      await page.close();
    }
  });

  it('shows the active item in the primary colour in both modes, in the navbar and the drawer', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const page = await openPage(env.browser, `${env.served.url}/docs/setup`, { width, theme });
        try {
          if (width < 996) {
            await page.locator('.navbar__toggle').click();
            await page.locator('.sidebar__back').click();
          }
          const selector = width < 996 ? '.sidebar__primary .menu__link--active' : '.navbar .navbar__link--active';
          const colors = await page.locator(selector).evaluate((a) => {
            const probe = document.createElement('span');
            probe.style.color = 'var(--ifm-color-primary)';
            document.body.append(probe);
            const primary = getComputedStyle(probe).color;
            probe.remove();
            const other = document.querySelector(
              a.classList.contains('menu__link')
                ? '.sidebar__primary .menu__link:not(.menu__link--active)'
                : '.navbar .navbar__link:not(.navbar__link--active)',
            )!;
            return { active: getComputedStyle(a).color, primary, other: getComputedStyle(other).color };
          });
          expect(colors.active, `${theme} ${width}`).toBe(colors.primary);
          expect(colors.other, `${theme} ${width}`).not.toBe(colors.primary);
          await keepScreenshot(page, artifact(`navbar-active-${theme}-${width}.png`));
        } finally {
          await page.context().close();
        }
      }
    }
  });
});
