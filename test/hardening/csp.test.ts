// Content Security Policy without 'unsafe-inline'/'unsafe-eval': every page type of the site
// loads with the policy enforced and triggers no violation; pages request nothing from other
// origins. Also in `serve --watch` mode with live reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../src/build.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { startWatchServer, type WatchServer } from '../helpers/watch-server.js';
import { builtSecurityHeaders, contentSecurityPolicy, parseHeadersFile, scriptHash } from '../../src/security/content-security-policy.js';
import { baseUrlBannerScript, colorModeScript } from '../../templates/inline-scripts.js';

const inlineScriptBodies = (): string[] => [colorModeScript, baseUrlBannerScript];
import { writeSite, minimalSite } from '../helpers/fixture.js';
import { launch, watchedPage, type Watched } from './browser.js';

const ROOT = resolve(import.meta.dirname, '../..');

function htmlRoutes(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, rel)).sort()) {
    const p = join(dir, rel, name);
    if (statSync(p).isDirectory()) {
      if (rel === '' && (name === '_chunks' || name === 'assets')) continue;
      out.push(...htmlRoutes(dir, `${rel}/${name}`));
    } else if (name === 'index.html') out.push(rel || '/');
  }
  return out;
}

function expectClean(w: Watched): void {
  expect(w.violations).toEqual([]);
  expect(w.problems).toEqual([]);
  expect(w.dialogs).toEqual([]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the policy', () => {
  it('allows exactly the inline scripts, by hash, and nothing inline or evaluated', () => {
    const csp = contentSecurityPolicy(inlineScriptBodies());
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    expect(csp).toMatch(/(^|; )script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )object-src 'none'(;|$)/);
    expect(csp).toMatch(/(^|; )base-uri 'self'(;|$)/);
    // The hash covers the script as written into the page (escaped).
    expect(scriptHash('a</script>b')).toBe(`'sha256-${createHash('sha256').update('a<\\/script>b').digest('base64')}'`);
  });
});

describe('the content/ site with the policy enforced', () => {
  let out: string;
  let server: StaticServer;
  let routes: string[];

  beforeAll(async () => {
    out = join(await mkdtemp(join(tmpdir(), 'docsgen-csp-')), 'site');
    await build({ siteDir: join(ROOT, 'content'), outDir: out });
    routes = htmlRoutes(out);
    server = await startStaticServer({ root: out, port: 0, headers: builtSecurityHeaders(out) });
  });
  afterAll(async () => {
    await server?.close();
    if (out) await rm(resolve(out, '..'), { recursive: true, force: true });
  });

  it('writes a _headers file with the CSP and the hardening headers, and serves them', async () => {
    const headers = parseHeadersFile(await readFile(join(out, '_headers'), 'utf8'));
    expect(Object.keys(headers).sort()).toEqual(['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options']);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const f of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers['Permissions-Policy']).toContain(`${f}=()`);
    // Every inline script of every page is allowed by one of the hashes.
    const html = await readFile(join(out, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBe(2);
    for (const body of inline) expect(headers['Content-Security-Policy']).toContain(scriptHash(body));
    const res = await fetch(`${server.url}/docs/intro`);
    expect(res.headers.get('content-security-policy')).toBe(headers['Content-Security-Policy']);
    expect(res.headers.get('permissions-policy')).toBe(headers['Permissions-Policy']);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('loads every page without a violation and without a request to another origin', async () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/docs', '/docs/intro', '/markdown-page', '/blog/archive']));
    // Four pages take turns through the routes: each load waits for the network to be idle for
    // half a second (prefetches and lazy scripts included), and those waits overlap.
    const watched = await Promise.all([0, 1, 2, 3].map(() => watchedPage(browser)));
    const all = [...routes, '/no-such-page'];
    await Promise.all(
      watched.map(async (v, i) => {
        for (const route of all.filter((_, j) => j % watched.length === i)) {
          const res = await v.page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
          expect(res?.headers()['content-security-policy'], route).toBeTruthy();
          // The theme script ran (it is inline, allowed by its hash).
          expect(await v.page.evaluate(() => document.documentElement.classList.contains('js')), route).toBe(true);
        }
      }),
    );
    const w = watched[0]!;
    // The detector itself works: an inline style attribute is a violation.
    const probe = await watchedPage(browser);
    await probe.page.goto(`${server.url}/docs/intro`);
    await probe.page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color:red">x</p>'));
    await expect.poll(() => probe.violations.length).toBeGreaterThan(0);
    await probe.page.context().close();
    // /docs redirected with its meta refresh.
    await w.page.goto(`${server.url}/docs`);
    await w.page.waitForURL(`${server.url}/docs/intro`);
    for (const v of watched) {
      expectClean(v);
      const foreign = v.requests.filter((u) => new URL(u).origin !== server.url);
      expect(foreign).toEqual([]);
      await v.page.context().close();
    }
  });

  it('switches pages on the client and toggles the color mode without a violation', async () => {
    const w = await watchedPage(browser);
    await w.page.goto(`${server.url}/docs/intro`, { waitUntil: 'networkidle' });
    await w.page.click('.theme-toggle');
    const theme = await w.page.getAttribute('html', 'data-theme');
    await w.page.click('#sidebar a[href="/docs/persiapan-awal"]');
    await w.page.waitForFunction(() => document.documentElement.getAttribute('data-route') === '/docs/persiapan-awal');
    expect(await w.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await w.page.reload({ waitUntil: 'networkidle' });
    expect(await w.page.getAttribute('html', 'data-theme')).toBe(theme);
    await w.page.click('.theme-toggle');
    // Tabs, copy buttons and the back-to-top button are scripted too.
    const tab = w.page.locator('.tabs__tab[aria-selected="false"]').first();
    if (await tab.count()) await tab.click();
    expectClean(w);
    expect(w.requests.filter((u) => new URL(u).origin !== server.url)).toEqual([]);
    await w.page.context().close();
  });
});

describe('serve --watch with the policy', () => {
  let siteDir: string;
  let server: StaticServer;
  let watcher: WatchServer;

  beforeAll(async () => {
    siteDir = await writeSite({
      ...minimalSite,
      'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', homeData: 'home.json', announcementBar: { id: 'news-1', content: 'News' }, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'Blog', to: '/blog/archive' }] } });\n`,
      'home.json': JSON.stringify({ tagline: 'Home', cta: { label: 'Start', href: '/docs/intro' } }),
      'docs/guide/_category_.json': JSON.stringify({ label: 'Guide', link: { type: 'generated-index', title: 'Guide' } }),
      'docs/guide/one.md': '# One\n\n:::note[Title]\nBody\n:::\n\n```js\nconsole.log(1);\n```\n',
      'blog/2025-01-02-hello.md': '---\ntitle: Hello\n---\n\nPost.\n',
      'pages/about.tsx': `export const title = 'About';\nexport default function About() { return <p>About us</p>; }\n`,
    });
    watcher = await startWatchServer(siteDir);
    server = watcher.server;
  });
  afterAll(async () => {
    await watcher?.stop();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('sends the policy and reloads, shows the error overlay and recovers without a violation', async () => {
    const w = await watchedPage(browser);
    for (const route of [
      '/',
      '/docs/intro',
      '/docs/category/guide',
      '/docs/guide/one',
      '/blog',
      '/blog/archive',
      '/blog/2025/01/02/hello',
      '/about',
      '/missing',
    ]) {
      const res = await w.page.goto(`${server.url}${route}`, { waitUntil: 'load' });
      expect(res?.headers()['content-security-policy'], route).toContain("script-src 'self' 'sha256-");
    }
    await w.page.goto(`${server.url}/docs/intro`, { waitUntil: 'networkidle' });
    await w.page.click('.announcement__close');
    await writeFile(join(siteDir, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nEdited text.\n');
    await w.page.waitForFunction(() => document.querySelector('article')?.textContent?.includes('Edited text.'), null, { timeout: 15_000 });
    await writeFile(join(siteDir, 'docs/intro.md'), '---\ntitle: Intro\n---\n\n[broken](/docs/nope)\n');
    await w.page.waitForFunction(() => document.body.innerText.includes('/docs/nope'), null, { timeout: 15_000 });
    await writeFile(join(siteDir, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nFixed.\n');
    await w.page.waitForFunction(() => document.querySelector('article')?.textContent?.includes('Fixed.'), null, { timeout: 15_000 });
    expect(await w.page.getAttribute('html', 'data-announcement-dismissed')).toBe('true');
    expectClean(w);
    expect(w.requests.filter((u) => new URL(u).origin !== server.url)).toEqual([]);
    await w.page.context().close();
  });
});
