// Names written in content (classes, ids, names) cannot take the theme's or the document's:
// those of raw HTML carry the user-content- prefix, and so do heading ids the theme reserves
// (the others are plain, as Docusaurus writes them); the links the build writes follow them,
// #anchors from elsewhere and old #user-content- links still land, and the browser runtime
// survives elements named like document methods.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { headingElementIds } from '../../src/markdown/headings.js';
import { theme } from '../../templates/index.js';
import { launch } from './browser.js';

const ctx = {
  baseUrl: '/',
  routeOfFile: new Map([['/site/docs/a.md', '/docs/a']]),
  linkRoots: ['/site/docs'],
  headingId: headingElementIds(theme.reservedIds),
};
const html = (body: string): string => JSON.stringify(parseMarkdown(body, '/site/docs/a.md', ctx).hast);
const parsed = (body: string) => parseMarkdown(body, '/site/docs/a.md', ctx);

describe('names written in content, at build time', () => {
  it('prefixes classes written in raw HTML, so content cannot take the theme’s look or behaviour', () => {
    const tree = html('<a href="https://evil.example"><span class="sidebar-backdrop navbar"></span></a>\n');
    expect(tree).toContain('"className":["user-content-sidebar-backdrop","user-content-navbar"]');
    expect(tree).not.toMatch(/"className":\["sidebar-backdrop/);
  });

  it('prefixes ids and names written in raw HTML, and the references between them', () => {
    const tree = html(
      [
        '<div id="main"><img name="querySelector" src="/x.png" alt=""> <img name="getElementById" src="/y.png" alt="" usemap="#m"></div>',
        '<a href="#main">to main</a> <a href="/docs/a#main">other</a>',
        '<svg viewBox="0 0 10 10"><defs><marker id="arrow"></marker></defs><line x1="0" y1="0" x2="5" y2="5" marker-end="url(#arrow)"></line><use href="#arrow"></use></svg>',
        '',
      ].join('\n'),
    );
    expect(tree).toContain('"id":"user-content-main"');
    expect(tree).toContain('"name":"user-content-querySelector"');
    expect(tree).toContain('"name":"user-content-getElementById"');
    expect(tree).toContain('"useMap":"#user-content-m"');
    expect(tree).toContain('"href":"#user-content-main"');
    expect(tree).toContain('"id":"user-content-arrow"');
    expect(tree).toContain('"markerEnd":"url(#user-content-arrow)"');
    expect(tree).toContain('"href":"#user-content-arrow"');
    expect(tree).not.toMatch(/"(id|name)":"(main|querySelector|getElementById|m|arrow)"/);
  });

  it('points a Markdown link on the page at an anchor only raw HTML gives, so it lands without the script; a heading keeps its link', () => {
    const tree = html(
      ['[note](#note) [old](#old) [both](#both) [nowhere](#nowhere)', '', '<a id="note"></a><a name="old"></a><span id="both"></span>', '', '## Both', ''].join(
        '\n',
      ),
    );
    expect(tree).toContain('"href":"#user-content-note"');
    expect(tree).toContain('"href":"#user-content-old"');
    // A heading has the id as written: the link leads there.
    expect(tree).toContain('"href":"#both"');
    expect(tree).toContain('"href":"#nowhere"');
  });

  const HEADINGS =
    '## Main\n\n## Sidebar {#sidebar}\n\n## Announcement {#announcement}\n\n## Tabs {#docsgen-tabs-r1-tab-npm}\n\n## Old {#user-content-old}\n\n## Proto {#__proto__}\n\n## Install\n\n[a](#install) [b](#__proto__) [c](/docs/a#main) [d](#sidebar)\n';

  it('gives the prefix to heading ids the theme reserves, and to those in the prefix’s own namespace, and only to them; links follow', () => {
    const page = parsed(HEADINGS);
    const tree = JSON.stringify(page.hast);
    for (const id of ['main', 'sidebar', 'announcement', 'docsgen-tabs-r1-tab-npm', 'user-content-old']) expect(tree).toContain(`"id":"user-content-${id}"`);
    for (const id of ['__proto__', 'install']) expect(tree).toContain(`"id":"${id}"`);
    expect(page.headings.map((h) => h.id)).toEqual(['main', 'sidebar', 'announcement', 'docsgen-tabs-r1-tab-npm', 'user-content-old', '__proto__', 'install']);
    expect(tree).toContain('"href":"#install"');
    expect(tree).toContain('"href":"#__proto__"');
    expect(tree).toContain('"href":"/docs/a#user-content-main"');
    expect(tree).toContain('"href":"#user-content-sidebar"');
  });

  it('gives every heading id the prefix for a theme that reserves no ids', () => {
    const { headingId: _, ...undeclared } = ctx;
    const page = parseMarkdown(HEADINGS, '/site/docs/a.md', undeclared);
    const tree = JSON.stringify(page.hast);
    for (const id of ['main', 'sidebar', '__proto__', 'install']) expect(tree).toContain(`"id":"user-content-${id}"`);
    expect(tree).toContain('"href":"#user-content-install"');
    expect(tree).toContain('"href":"/docs/a#user-content-main"');
  });

  it('leaves the classes Markdown makes alone on a page with raw HTML', () => {
    const tree = html('<span class="x">raw</span>\n\n- [ ] task\n\n```js\nconst a = 1;\n```\n');
    expect(tree).toContain('"user-content-x"');
    expect(tree).toContain('"contains-task-list"');
    expect(tree).toContain('"task-list-item"');
    expect(tree).not.toContain('user-content-contains-task-list');
    expect(tree).not.toContain('user-content-hljs');
  });

  it('cannot be given the mark of Markdown-made elements by raw HTML', () => {
    const tree = html('<span class="sidebar-backdrop" data-docsgen-own="anything">x</span>\n');
    expect(tree).toContain('"user-content-sidebar-backdrop"');
    expect(tree).not.toContain('docsgen-own');
    expect(tree).not.toContain('dataDocsgenOwn');
  });
});

const PAYLOAD_PAGE = [
  '---',
  'title: Payloads',
  '---',
  '',
  '<a href="https://evil.example/"><span class="sidebar-backdrop"></span></a>',
  '',
  '<a class="button button--primary margin-right--md" href="/docs/intro">Start</a> <span class="stampFont">own class</span> <div class="tabs navbar__toggle">fake</div>',
  '',
  '<img name="querySelector" src="/img/dot.svg" alt=""> <img name="getElementById" src="/img/dot.svg" alt=""> <img name="querySelectorAll" src="/img/dot.svg" alt=""> <img name="createElement" src="/img/dot.svg" alt=""> <img name="body" src="/img/dot.svg" alt="">',
  '',
  '## Main {#main}',
  '',
  '## Sidebar {#sidebar}',
  '',
  '## Proto {#__proto__}',
  '',
  '::::tabs',
  ':::tab[One]',
  'First panel.',
  ':::',
  ':::tab[Two]',
  'Second panel.',
  ':::',
  '::::',
  '',
  '[Back to intro](./intro.md) [Go to install](#install)',
  '',
  ...Array.from({ length: 60 }, (_, i) => `Filler paragraph ${i}.\n`),
  '## Install',
  '',
  'Install text.',
  '',
].join('\n');

describe('names written in content, in the browser', () => {
  let site: FixtureBuild;
  let server: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildSite({
      ...minimalSite,
      'docs/intro.md': '---\ntitle: Intro\n---\n\nHello. [Payloads](./payloads.md)\n',
      'docs/payloads.md': PAYLOAD_PAGE,
      'static/img/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      // The site's own stylesheet styles its own class: that class stays usable in raw HTML.
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', customCss: ['src/custom.css'],"),
      'src/custom.css': '.stampFont { font-weight: 700; }\n',
    });
    expect(site.errors).toEqual([]);
    server = await startStaticServer({ root: site.outDir, port: 0 });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.cleanup();
  });

  it('prefixes the theme’s classes in authored HTML, and keeps the classes meant for content and the site’s own', async () => {
    const page = await site.read('docs/payloads/index.html');
    expect(page).toContain('<span class="user-content-sidebar-backdrop">');
    expect(page).toContain('<div class="user-content-tabs user-content-navbar__toggle">fake</div>');
    expect(page).toContain('<a class="button button--primary margin-right--md" href="/docs/intro">Start</a>');
    expect(page).toContain('<span class="stampFont">own class</span>');
    expect(page).not.toMatch(/class="sidebar-backdrop"[^>]*><\/span><\/a>/);
  });

  it('a tap anywhere on a phone does not follow a link that wraps a theme class', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/payloads`);
    // Where a reader taps: the navbar, the title, the bottom of the screen.
    for (const [x, y] of [
      [195, 30],
      [195, 120],
      [50, 800],
    ] as const) {
      const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('a')?.getAttribute('href') ?? null, [x, y] as const);
      expect(hit).not.toBe('https://evil.example/');
    }
    await context.close();
  });

  it('has one element with each theme id, and the runtime works on a page with elements named like document methods', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/docs/payloads`);
    for (const id of ['main', 'sidebar']) expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
    expect(await page.locator('[id="user-content-main"]').count()).toBe(1);
    expect(await page.locator('[id="__proto__"]').count()).toBe(1);
    // Theme toggle.
    const before = await page.getAttribute('html', 'data-theme');
    await page.click('.theme-toggle');
    expect(await page.getAttribute('html', 'data-theme')).not.toBe(before);
    // Tabs.
    await page.click('.tabs__tab[data-value="two"]');
    expect(await page.locator('.tabs__panel[data-value="two"]').isVisible()).toBe(true);
    expect(await page.locator('.tabs__panel[data-value="one"]').isVisible()).toBe(false);
    // Client-side navigation away and back into the page, then clicks still work.
    await page.click('article a[href="/docs/intro"]');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-route') === '/docs/intro');
    await page.click('article a[href="/docs/payloads"]');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-route') === '/docs/payloads');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.click('.tabs__tab[data-value="two"]');
    expect(await page.locator('.tabs__panel[data-value="two"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps working when elements shadow document methods anyway (the runtime does not trust document.*)', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Named elements put in before the runtime starts, unprefixed, as if the sanitiser had let them through.
    await page.route('**/docs/payloads', async (route) => {
      const response = await route.fetch();
      const text = (await response.text()).replace(
        '<body',
        '<body data-x="1"><img name="querySelector" alt=""><img name="querySelectorAll" alt=""><img name="getElementById" alt=""><img name="createElement" alt=""><form name="body"></form><img name="title" alt=""',
      );
      await route.fulfill({ response, body: text });
    });
    await page.goto(`${server.url}/docs/payloads`);
    expect(await page.evaluate(() => typeof (document as unknown as Record<string, unknown>).querySelector)).toBe('object');
    const before = await page.getAttribute('html', 'data-theme');
    await page.click('.theme-toggle');
    expect(await page.getAttribute('html', 'data-theme')).not.toBe(before);
    await page.click('.tabs__tab[data-value="two"]');
    expect(await page.locator('.tabs__panel[data-value="two"]').isVisible()).toBe(true);
    await page.click('article a[href="/docs/intro"]');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-route') === '/docs/intro');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lands on a heading from its #anchor and from an old #user-content- link; the TOC links a reserved one by its prefixed id', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 600 } });
    const landed = async (url: string, id: string): Promise<void> => {
      await page.goto('about:blank');
      await page.goto(url);
      await page.waitForFunction(() => window.scrollY > 0);
      const top = await page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
      expect(top, url).toBeGreaterThanOrEqual(0);
      expect(top, url).toBeLessThan(300);
    };
    await landed(`${server.url}/docs/payloads#install`, 'install');
    // A bookmark from when every heading id carried the prefix: the script finds the heading.
    await landed(`${server.url}/docs/payloads#user-content-install`, 'install');
    // The table of contents points at the plain id, and at the prefixed one of a reserved heading.
    expect(await page.getAttribute('.toc__link[href$="install"]', 'href')).toBe('#install');
    expect(await page.getAttribute('.toc__link[href$="sidebar"]', 'href')).toBe('#user-content-sidebar');
    await page.close();
  });

  it('a TOC click puts the plain #anchor in the address bar and scrolls to the heading; a reserved one its prefixed id', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${server.url}/docs/payloads`);
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    const clicked = async (href: string, id: string): Promise<void> => {
      await page.click(`.toc .toc__link[href="${href}"]`);
      await page.waitForFunction((h) => location.hash === h, href);
      await page.waitForFunction((target) => {
        const top = document.getElementById(target)!.getBoundingClientRect().top;
        return top >= 0 && top < 300;
      }, id);
    };
    await clicked('#install', 'install');
    await clicked('#user-content-sidebar', 'user-content-sidebar');
    // The heading's own # link says the same.
    expect(await page.getAttribute('#install .hash-link', 'href')).toBe('#install');
    expect(await page.getAttribute('[id="user-content-main"] .hash-link', 'href')).toBe('#user-content-main');
    // The theme's elements keep their ids: one each, and not the headings.
    expect(await page.evaluate(() => document.getElementById('sidebar')!.tagName)).toBe('ASIDE');
    expect(await page.evaluate(() => document.getElementById('main')!.tagName)).toBe('MAIN');
    await page.close();
  });

  it('lands on a heading without JavaScript through the links the build writes', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1200, height: 600 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/payloads`);
    await page.click('article a[href="#install"]');
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.evaluate(() => document.getElementById('install')!.getBoundingClientRect().top)).toBeLessThan(300);
    await context.close();
  });
});
