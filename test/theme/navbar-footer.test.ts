// The navbar's and the footer's items as a Docusaurus config writes them (themeConfig.navbar
// and themeConfig.footer): links on the left and on the right, dropdowns, HTML items; footer
// columns or one row of links, the footer logo; as the HTML says and as a reader sees them on
// a wide screen and in the drawer of a narrow one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, minimalSite, writeSite, type FixtureBuild } from '../helpers/fixture.js';
import { build } from '../../src/build.js';
import { BuildError } from '../../src/diagnostics.js';
import { rm } from 'node:fs/promises';
import { launchBrowser } from '../helpers/browser.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';

const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#2e8555"/></svg>\n';

const navbar = `navbar: { items: [
  { label: 'Docs', to: '/docs/intro' },
  { type: 'dropdown', label: 'More', items: [{ label: 'Intro again', to: '/docs/intro' }, { label: 'Elsewhere', href: 'https://example.org' }] },
  { type: 'html', value: '<span class="nav-note">Beta</span>', position: 'right' },
  { label: 'GitHub', href: 'https://github.com/example/kit', position: 'right' },
] }`;

const columns = `footer: { style: 'dark', copyright: '<p>Copyright Kit</p><div class="build">Build 1</div>',
  logo: { src: 'img/logo.svg', alt: 'Kit logo', href: 'https://example.org', width: 40 },
  links: [
    { title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] },
    { title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.org' }, { html: '<b class="footer-note">Be kind</b>' }] },
  ] }`;

let browser: Browser;
let site: FixtureBuild;
let server: StaticServer;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', ${navbar}, ${columns} };\n`,
    'static/img/logo.svg': logo,
    'docs/alone.md': '---\ntitle: Alone\ndisplayed_sidebar: null\n---\n\nBy itself.\n\n## A part\n\nText.\n',
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

/** The arrow that marks a link to another site, at the size it has there. */
const icon = (size = 13.5): string =>
  `<svg class="icon-external" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round" d="M14 3.5h6.5V10M20.5 3.5l-9.5 9.5M17.5 14v5.5a1 1 0 0 1-1 1h-12a1 1 0 0 1-1-1v-12a1 1 0 0 1 1-1H10"></path></svg>`;

describe('navbar items', () => {
  it('puts links, dropdowns and HTML on their side', async () => {
    const html = await site.read('docs/intro/index.html');
    expect(html).toContain(
      `<ul class="navbar__items"><li><a class="navbar__link navbar__item navbar__link--active" aria-current="page" href="/docs/intro" data-nav-path="">Docs</a></li><li class="navbar__dropdown"><details><summary class="navbar__link navbar__link--active">More</summary><ul class="navbar__dropdown-list"><li><a class="navbar__dropdown-link dropdown__link--active" aria-current="page" href="/docs/intro" data-nav-path="">Intro again</a></li><li><a class="navbar__dropdown-link" href="https://example.org" rel="noopener noreferrer" target="_blank">Elsewhere${icon(12)}</a></li></ul></details></li></ul>`,
    );
    expect(html).toContain(
      `<ul class="navbar__items navbar__items--right"><li class="navbar__html navbar__item"><span class="nav-note">Beta</span></li><li><a class="navbar__link navbar__item" href="https://github.com/example/kit" rel="noopener noreferrer" target="_blank">GitHub${icon()}</a></li></ul>`,
    );
    // In the drawer too, with Docusaurus's class names (navbar__item, menu__list-item) for sites' CSS.
    expect(html).toContain('<li class="menu__item menu__html menu__list-item"><span class="nav-note">Beta</span></li>');
  });

  it("keep a link's class and accessible name; an icon-only link (no label) gets no arrow, as on Docusaurus", async () => {
    const icons = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com',
        navbar: { items: [{ href: 'https://github.com/example/kit', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' }, { href: 'https://hub.example.org', html: '<span class="pill">Builder <b>Hub</b></span><img src=x onerror=alert(1)>' }] },
        footer: { links: [{ title: 'Community', items: [{ label: 'Discord', href: 'https://discord.gg/kit', className: 'discord-link', 'aria-label': 'Our Discord' }] }] } };\n`,
    });
    try {
      expect(icons.errors).toEqual([]);
      const html = await icons.read('docs/intro/index.html');
      expect(html).toContain(
        '<a class="navbar__link navbar__item header-github-link" href="https://github.com/example/kit" rel="noopener noreferrer" target="_blank" aria-label="GitHub repository"></a>',
      );
      // A link's html is its content, sanitised.
      expect(html).toContain(
        '<a class="navbar__link navbar__item" href="https://hub.example.org" rel="noopener noreferrer" target="_blank"><span class="pill">Builder <b>Hub</b></span><img src="x"></a>',
      );
      expect(html).toContain(
        `<a class="footer__link footer__link-item discord-link" href="https://discord.gg/kit" rel="noopener noreferrer" target="_blank" aria-label="Our Discord">Discord${icon()}</a>`,
      );
    } finally {
      await icons.cleanup();
    }
  });

  it('draws the arrow only on an href to another site, as Docusaurus does: a to naming another site opens in a new tab without it', async () => {
    const given = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com',
        navbar: { items: [{ to: 'https://example.org/to', label: 'Given as to' }, { href: 'https://example.org/href', label: 'Given as href' }, { type: 'dropdown', label: 'More', items: [{ to: 'https://example.org/deep', label: 'Deep to' }] }] },
        footer: { links: [{ title: 'More', items: [{ label: 'Blog (to)', to: 'https://example.org/blog' }, { label: 'GitHub (href)', href: 'https://github.com/x' }] }] } };\n`,
    });
    try {
      expect(given.errors).toEqual([]);
      const html = await given.read('docs/intro/index.html');
      expect(html).toContain('<a class="navbar__link navbar__item" href="https://example.org/to" rel="noopener noreferrer" target="_blank">Given as to</a>');
      expect(html).toContain(
        `<a class="navbar__link navbar__item" href="https://example.org/href" rel="noopener noreferrer" target="_blank">Given as href${icon()}</a>`,
      );
      expect(html).toContain('<a class="navbar__dropdown-link" href="https://example.org/deep" rel="noopener noreferrer" target="_blank">Deep to</a>');
      expect(html).toContain('<a class="menu__link" href="https://example.org/to" rel="noopener noreferrer" target="_blank">Given as to</a>');
      expect(html).toContain(
        '<a class="footer__link footer__link-item" href="https://example.org/blog" rel="noopener noreferrer" target="_blank">Blog (to)</a>',
      );
      expect(html).toContain(
        `<a class="footer__link footer__link-item" href="https://github.com/x" rel="noopener noreferrer" target="_blank">GitHub (href)${icon()}</a>`,
      );
    } finally {
      await given.cleanup();
    }
  });

  it('leads a link that gives both href and to by its href, never marked active, as Docusaurus does', async () => {
    const both = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com',
        navbar: { items: [{ to: '/docs/intro', href: 'https://example.org/both', label: 'Both' }] },
        footer: { links: [{ label: 'Both too', to: '/docs/intro', href: 'https://example.org/footer' }] } };\n`,
    });
    try {
      expect(both.errors).toEqual([]);
      const html = await both.read('docs/intro/index.html');
      expect(html).toContain(
        `<a class="navbar__link navbar__item" href="https://example.org/both" rel="noopener noreferrer" target="_blank">Both${icon()}</a>`,
      );
      expect(html).toContain(`href="https://example.org/footer" rel="noopener noreferrer" target="_blank">Both too${icon()}</a>`);
      expect(html).not.toContain('navbar__link--active');
    } finally {
      await both.cleanup();
    }
  });

  it('on a wide screen: right items on the right, a dropdown that opens on a click and closes as menus do', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/docs/intro`);
    const github = await page.locator('.navbar a', { hasText: 'GitHub' }).boundingBox();
    const docs = await page.locator('.navbar a', { hasText: 'Docs' }).boundingBox();
    expect(docs!.x).toBeLessThan(400);
    expect(github!.x).toBeGreaterThan(800);
    const inner = page.locator('.navbar a', { hasText: 'Intro again' });
    expect(await inner.isVisible()).toBe(false);
    await page.locator('.navbar__dropdown summary').click();
    expect(await inner.isVisible()).toBe(true);
    // It closes as menus do: on a click elsewhere, on Escape, when one of its links is followed.
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    await page.locator('h1').click();
    expect(await inner.isVisible()).toBe(false);
    await page.locator('.navbar__dropdown summary').click();
    await page.keyboard.press('Escape');
    expect(await inner.isVisible()).toBe(false);
    await page.locator('.navbar__dropdown summary').click();
    await inner.click();
    await page.waitForURL(/\/docs\/intro$/);
    expect(await inner.isVisible()).toBe(false);
    await page.close();
  });

  it('in the drawer of a narrow screen: every item, the dropdown as its label over its links', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${server.url}/docs/intro`);
    await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
    expect(await page.locator('.navbar__items').first().isVisible()).toBe(false);
    await page.locator('.navbar__toggle').click();
    await page.locator('.sidebar__back').click();
    const primary = page.locator('.sidebar__primary');
    for (const text of ['Docs', 'More', 'Intro again', 'Elsewhere', 'Beta', 'GitHub'])
      expect(await primary.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    await page.close();
  });
});

describe('the footer', () => {
  it('shows columns of links, the logo with its link, and the copyright in a block, which may hold paragraphs', async () => {
    const html = await site.read('docs/intro/index.html');
    expect(html).toContain(
      `<footer class="footer footer--dark"><div class="footer__columns"><div class="footer__col"><p class="footer__title">Docs</p><ul class="footer__items"><li class="footer__item"><a class="footer__link footer__link-item" href="/docs/intro">Intro</a></li></ul></div><div class="footer__col"><p class="footer__title">Community</p><ul class="footer__items"><li class="footer__item"><a class="footer__link footer__link-item" href="https://forum.example.org" rel="noopener noreferrer" target="_blank">Forum${icon()}</a></li><li class="footer__item"><b class="footer-note">Be kind</b></li></ul></div></div><p class="footer__logo"><a href="https://example.org"><img src="/img/logo.svg" alt="Kit logo" width="40"/></a></p><div class="footer__copyright"><p>Copyright Kit</p><div class="build">Build 1</div></div></footer>`,
    );
  });

  it('is left out when the config gives it nothing, as on Docusaurus', async () => {
    const bare = await buildSite({ ...minimalSite, 'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com' };\n` });
    try {
      expect(bare.errors).toEqual([]);
      expect(await bare.read('docs/intro/index.html')).not.toContain('<footer');
    } finally {
      await bare.cleanup();
    }
  });

  it('lays the columns side by side on a wide screen and one above the other on a narrow one', async () => {
    for (const [width, sideBySide] of [
      [1280, true],
      [390, false],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.url}/docs/intro`);
      const [first, second] = await page.locator('.footer__col').evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().top));
      expect(first === second, `${width} px`).toBe(sideBySide);
      expect(await page.locator('.footer__logo img').isVisible()).toBe(true);
      await page.close();
    }
  });

  it('shows one row of links when the config gives links without columns, with the base URL applied (pathname:// links too)', async () => {
    const row = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', baseUrl: '/kit/', footer: { links: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Status', href: 'https://status.example.org' }, { label: 'App', href: 'pathname:///app/' }] } };\n`,
    });
    try {
      expect(row.errors).toEqual([]);
      expect(await row.read('docs/intro/index.html')).toContain(
        `<footer class="footer footer--light"><ul class="footer__row"><li class="footer__item"><a class="footer__link footer__link-item" href="/kit/docs/intro">Intro</a></li><li class="footer__item"><a class="footer__link footer__link-item" href="https://status.example.org" rel="noopener noreferrer" target="_blank">Status${icon()}</a></li><li class="footer__item"><a class="footer__link footer__link-item" href="/kit/app/" rel="noopener noreferrer" target="_blank">App${icon()}</a></li></ul><div class="footer__copyright"></div></footer>`,
      );
    } finally {
      await row.cleanup();
    }
  });

  it('reports a footer logo whose image is missing, and a footer link to no page', async () => {
    const broken = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', footer: { logo: { src: 'img/missing.svg', alt: 'Kit' }, links: [{ title: 'Docs', items: [{ label: 'Gone', to: '/docs/gone' }] }] } };\n`,
    });
    try {
      expect(broken.errors).toEqual([
        'docsgen.config.ts broken link to /docs/gone in the footer',
        'docsgen.config.ts broken link to /img/missing.svg in the footer',
      ]);
    } finally {
      await broken.cleanup();
    }
  });

  it('takes a logo given inline as a data: image URL, which has nothing to check', async () => {
    const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const inline = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', navbar: { logo: { src: '${gif}', alt: 'Kit' }, items: [] }, footer: { logo: { src: '${gif}', alt: 'Kit' } } };\n`,
    });
    try {
      expect(inline.errors).toEqual([]);
      const html = await inline.read('docs/intro/index.html');
      expect(html).toContain(`<span class="navbar__logo"><img src="${gif}" alt="Kit"/></span>`);
      expect(html).toContain(`<p class="footer__logo"><img src="${gif}" alt="Kit"/></p>`);
    } finally {
      await inline.cleanup();
    }
  });
});

describe('a doc without a sidebar', () => {
  it('sits in the middle of a wide screen, as Docusaurus centres it, with its table of contents', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${server.url}/docs/alone`);
      expect(await page.isVisible('#sidebar')).toBe(false);
      const doc = (await page.locator('.doc').boundingBox())!;
      expect(doc.width).toBeLessThan(1200);
      expect(Math.abs(doc.x - (1280 - doc.x - doc.width))).toBeLessThan(2);
      expect(await page.isVisible('.doc__toc')).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('a failed build', () => {
  const failure = async (navbarLink: string): Promise<string> => {
    const dir = await writeSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Kit', url: 'https://example.com', navbar: { items: [{ label: 'X', href: '${navbarLink}' }] } };\n`,
    });
    try {
      await build({ siteDir: dir });
      return 'built';
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      return error.message;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('suggests the onBroken* settings for broken links, and not for an unsafe URL they cannot allow', async () => {
    expect(await failure('/docs/nowhere')).toBe(
      'build failed with 1 error (set onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks or onBrokenMarkdownImages to "warn" in the config to report broken links without failing)',
    );
    expect(await failure('javascript:alert(1)')).toBe('build failed with 1 error');
  });
});
