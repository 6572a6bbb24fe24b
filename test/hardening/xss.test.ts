// The usual XSS payloads, everywhere a writer or a config can put text, build into pages on
// which nothing runs but the site's own scripts (checked in Chromium with JavaScript enabled
// and no CSP, so the escaping and the sanitiser are what is tested).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { baseUrlBannerScript, colorModeScript } from '../../templates/inline-scripts.js';

const inlineScriptBodies = (): string[] => [colorModeScript, baseUrlBannerScript];
import { launch, watchedPage } from './browser.js';

/** Text payload for plain-text places: titles, labels, descriptions. */
const TEXT = `T</script><script>window.__xss=1</script><!--<script>alert(1)</script>--> " ' & <img src=x onerror=window.__xss=1> {{constructor.constructor('alert(1)')()}} \${alert(1)} <svg/onload=alert(1)>`;
/** The same without characters a Markdown label or fence title cannot hold. */
const LABEL = `L</script><img src=x onerror=window.__xss=1><!-- " ' & {x}`;

const HTML_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r="1" onclick="window.__xss=1"/><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="10">x</text></a></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<embed src="https://example.invalid/x.swf">',
  '<details open ontoggle="window.__xss=1"><summary>s</summary>d</details>',
  '<input autofocus onfocus="window.__xss=1">',
  '<form action="https://example.invalid"><button formaction="https://example.invalid">go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></p></noscript>',
  '<style>body{background:url(https://example.invalid/x)}</style>',
  '<base href="https://example.invalid/">',
  '<meta http-equiv="refresh" content="0;url=https://example.invalid/">',
  '<link rel="stylesheet" href="https://example.invalid/x.css">',
  '<a href="https://example.invalid" onclick="window.__xss=1" style="position:fixed;inset:0">overlay</a>',
  '<div title="x&quot; onmouseover=&quot;window.__xss=1">t</div>',
  '<img src="/img/ok.svg" srcset="https://example.invalid/a.png 2x" alt="x">',
  '<video><source onerror="window.__xss=1"></video>',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<x-foo onclick="window.__xss=1">custom</x-foo>',
  '<img src=x onerror=window.__xss=1//',
];

const SITE = `S${TEXT}`;
const quoted = (s: string): string => JSON.stringify(s);

const files = {
  'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: ${quoted(SITE)}, tagline: ${quoted(TEXT)}, url: 'https://example.com', homeData: 'home.json', announcementBar: { id: ${quoted(TEXT)}, content: ${quoted(TEXT)} }, navbar: { title: ${quoted(TEXT)}, items: [{ label: ${quoted(TEXT)}, to: '/docs/intro' }] }, footer: { copyright: ${quoted(TEXT)} } });\n`,
  'home.json': JSON.stringify({
    tagline: TEXT,
    cta: { label: TEXT, href: '/docs/intro' },
    features: [{ title: TEXT, body: TEXT }],
    quickLinks: [{ label: TEXT, href: '/docs/payloads' }],
    quickLinksTitle: TEXT,
    featuresTitle: TEXT,
  }),
  'static/img/ok.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  'docs/intro.md': `---\ntitle: ${quoted(TEXT)}\ndescription: ${quoted(TEXT)}\nsidebar_label: ${quoted(TEXT)}\n---\n\nIntro. [payloads](./group/payloads.md)\n`,
  'docs/group/_category_.json': JSON.stringify({ label: TEXT }),
  'docs/group/payloads.md': [
    '---',
    `title: ${quoted(TEXT)}`,
    `description: ${quoted(TEXT)}`,
    `sidebar_label: ${quoted(LABEL)}`,
    'id: payloads',
    'slug: /payloads',
    '---',
    '',
    '# Payloads',
    '',
    ...HTML_PAYLOADS.flatMap((p) => [`Inline ${p} text.`, '', p, '']),
    `[link title](/docs/intro '" onmouseover="window.__xss=1" x="</script><img src=x onerror=window.__xss=1>')`,
    '',
    `![" onerror="window.__xss=1](/img/ok.svg '</script><!--')`,
    '',
    '`<script>window.__xss=1</script>` and ``</script><!--``',
    '',
    '```html title="</script><img src=x onerror=window.__xss=1><!--" {1}',
    ...HTML_PAYLOADS,
    '```',
    '',
    '```',
    '</script><script>window.__xss=1</script>',
    '```',
    '',
    `:::warning[${LABEL}]`,
    'Admonition body <img src=x onerror="window.__xss=1">',
    ':::',
    '',
    `:::danger ${LABEL}`,
    'Second admonition.',
    ':::',
    '',
    '::::tabs{group="g&quot; onclick=&quot;window.__xss=1"}',
    `:::tab[${LABEL}]`,
    'Tab one <svg onload="window.__xss=1"></svg>',
    ':::',
    ':::tab[Two]{value="v&quot;><img src=x onerror=window.__xss=1>"}',
    'Tab two',
    ':::',
    '::::',
    '',
    `## ${LABEL} "quoted" <img src=x onerror="window.__xss=1"> **bold**`,
    '',
    '## Custom id {#x"><img/src=x/onerror=window.__xss=1>}',
    '',
    `### ${TEXT.replace(/[<>]/g, '')}`,
    '',
    '[to custom](#x"><img/src=x/onerror=window.__xss=1>)',
    '',
  ].join('\n'),
  'pages/page.md': `---\ntitle: ${quoted(TEXT)}\ndescription: ${quoted(TEXT)}\n---\n\n${HTML_PAYLOADS.join('\n\n')}\n`,
  'blog/2025-01-01-post.md': `---\ntitle: ${quoted(TEXT)}\ndescription: ${quoted(TEXT)}\n---\n\nPost ${HTML_PAYLOADS[1]}\n`,
};

function htmlFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, rel)).sort()) {
    const p = join(dir, rel, name);
    if (statSync(p).isDirectory()) {
      if (rel === '' && (name === '_chunks' || name === 'assets')) continue;
      out.push(...htmlFiles(dir, `${rel}/${name}`));
    } else if (name.endsWith('.html')) out.push(`${rel}/${name}`);
  }
  return out;
}

let site: FixtureBuild;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildSite(files);
  if (site.errors.length) throw new Error(site.errors.join('\n'));
  server = await startStaticServer({ root: site.outDir, port: 0 });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

/** Runs in the page: everything that could execute script or leave the origin. */
function scan(known: string[]): string[] {
  const bad: string[] = [];
  const w = window as unknown as { __xss?: unknown };
  if (w.__xss !== undefined) bad.push('window.__xss was set');
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const a of Array.from(el.attributes)) {
      if (/^on/i.test(a.name)) bad.push(`${el.tagName} has ${a.name}`);
      if (a.name === 'style') bad.push(`${el.tagName} has a style attribute`);
      if (/^(href|src|action|formaction|xlink:href)$/i.test(a.name) && /^\s*(javascript|vbscript|data):/i.test(a.value))
        bad.push(`${el.tagName} ${a.name}=${a.value}`);
    }
    const tag = el.tagName.toLowerCase();
    if (['iframe', 'object', 'embed', 'base', 'form', 'style', 'template', 'noscript', 'animate', 'set'].includes(tag)) bad.push(`<${tag}> element`);
    // React preloads images it renders (<link rel=preload as=image>): same URL as the image.
    if (tag === 'link') {
      const rel = el.getAttribute('rel') ?? '';
      // The blog's feeds are linked from every page, on the site's own origin (checked below).
      const feed = rel === 'alternate' && /^application\/(rss\+xml|atom\+xml|json)$/.test(el.getAttribute('type') ?? '');
      const ok = ['stylesheet', 'icon', 'canonical'].includes(rel) || (rel === 'preload' && el.getAttribute('as') === 'image') || feed;
      if (!ok) bad.push(`<link rel=${rel}>`);
      if (rel !== 'canonical' && new URL((el as HTMLLinkElement).href).origin !== location.origin) bad.push(`<link href=${(el as HTMLLinkElement).href}>`);
    }
    if (tag === 'meta' && el.hasAttribute('http-equiv') && !document.documentElement.getAttribute('data-route')?.startsWith('/docs'))
      bad.push('<meta http-equiv>');
    if (tag === 'script') {
      const s = el as HTMLScriptElement;
      if (s.src ? new URL(s.src).origin !== location.origin : !known.includes(s.textContent ?? '')) bad.push(`script ${s.src || s.textContent?.slice(0, 60)}`);
    }
  }
  return bad;
}

describe('XSS payloads', () => {
  it('stay text in titles, descriptions and chunks', async () => {
    const chunk = JSON.parse(await site.read('_chunks/docs/payloads.json')) as { title: string; description: string; regions: { main: string } };
    expect(chunk.title).toBe(`${TEXT} | ${SITE}`);
    expect(chunk.description).toBe(TEXT);
    expect(chunk.regions.main).not.toMatch(/<(script|iframe|style|object|embed|base|form|template)\b/i);
    const html = await site.read('docs/payloads/index.html');
    // The only script elements are the site's own.
    expect(html.match(/<script/g)?.length).toBe(2);
    expect(html).not.toContain('<!--');
  });

  it('execute on no page, before or after client-side navigation', async () => {
    const known = inlineScriptBodies();
    const pages = htmlFiles(site.outDir).map((f) => f.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '') || '/');
    expect(pages).toEqual(expect.arrayContaining(['/', '/docs/payloads', '/docs/intro', '/page', '/blog/2025/01/01/post', '/blog/archive', '/404', '/docs']));
    const w = await watchedPage(browser);
    for (const route of pages) {
      await w.page.goto(`${server.url}${route}`, { waitUntil: 'load' });
      // /docs leads to the first doc of the sidebar, the payloads page (its folder sorts first).
      if (route === '/docs') await w.page.waitForURL(`${server.url}/docs/payloads`, { waitUntil: 'load' });
      await w.page.mouse.move(10, 10);
      await w.page.mouse.move(400, 400);
      expect(await w.page.evaluate(scan, known), route).toEqual([]);
    }
    await w.page.goto(`${server.url}/docs/payloads`, { waitUntil: 'load' });
    expect(await w.page.title()).toBe(`${TEXT} | ${SITE}`);
    expect(await w.page.getAttribute('meta[name="description"]', 'content')).toBe(TEXT);
    expect(await w.page.getAttribute('meta[property="og:description"]', 'content')).toBe(TEXT);
    expect(await w.page.getAttribute('meta[property="og:title"]', 'content')).toBe(`${TEXT} | ${SITE}`);
    expect(await w.page.getAttribute('meta[property="og:site_name"]', 'content')).toBe(SITE);
    const anchor = w.page.locator('h2 .hash-link').first();
    expect(await anchor.getAttribute('aria-label')).toContain('"quoted"');
    expect(await w.page.locator('[id="x\\"><img/src=x/onerror=window.__xss=1>"]').count()).toBe(1);
    expect(await w.page.locator('.menu__summary, .menu__heading').first().textContent()).toBe(TEXT);
    // Raw HTML in an admonition's [title] is HTML, sanitised as in the text (the title may hold
    // Markdown): the image stays without its handler, the rest reads as written.
    const title = w.page.locator('.admonition__title').first();
    expect(await title.locator('[onerror], script').count()).toBe(0);
    expect(await title.textContent()).toContain(`" ' & {x}`);
    expect(await w.page.locator('.tabs__tab').first().textContent()).toContain('</script><img');
    expect(await w.page.locator('.code-block__title').first().textContent()).toContain('</script><img');

    // Client-side navigation puts the chunk's HTML in with innerHTML.
    await w.page.goto(`${server.url}/docs/intro`, { waitUntil: 'load' });
    await w.page.click('article a[href="/docs/payloads"]');
    await w.page.waitForFunction(() => document.documentElement.getAttribute('data-route') === '/docs/payloads');
    expect(await w.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await w.page.waitForTimeout(200);
    expect(await w.page.evaluate(scan, known)).toEqual([]);
    expect(await w.page.title()).toBe(`${TEXT} | ${SITE}`);
    expect(w.dialogs).toEqual([]);
    expect(w.problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    expect(w.requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    await w.page.context().close();
  });
});
