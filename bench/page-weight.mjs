#!/usr/bin/env node
// Page weight: serves a build with docsgen's static server (gzip/brotli, as a static host
// would), loads /docs/intro in Chromium (playwright-core, cold cache) and sums the bytes of the
// HTML, CSS and JS of the first load, then clicks a link to another page and counts what the
// client-side navigation transfers, against the target page's full HTML.
//
// Usage: node bench/page-weight.mjs
// Sites measured (each when its build exists):
//   docsgen, content/             built here into bench/.work/pw-content
//   docsgen, synthetic site       bench/.work/compare-docsgen-out   (from bench/docusaurus-compare.mjs)
//   Docusaurus, synthetic site    bench/.work/docusaurus/build      (from bench/docusaurus-compare.mjs)
// "transferred" is the encoded body size on the wire (brotli when the server picks it);
// "gzip" is each body gzipped at level 6, the measure of the budgets.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { DOCSGEN, ROOT, WORK, cleanEnv, serveFolder, table, timed } from './lib.mjs';

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (n) => (n / 1024).toFixed(1);

function kindOf(request) {
  const t = request.resourceType();
  if (t === 'document') return 'html';
  if (t === 'stylesheet') return 'css';
  if (t === 'script') return 'js';
  return 'other';
}

/** Waits until no request has been in flight for `quietMs`. */
async function settle(tracker, quietMs = 600, maxMs = 15000) {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    const last = tracker.lastActivity;
    await new Promise((r) => setTimeout(r, quietMs));
    if (tracker.inFlight === 0 && tracker.lastActivity === last) return;
  }
}

function track(page) {
  const tracker = { inFlight: 0, lastActivity: Date.now(), entries: [] };
  page.on('request', () => {
    tracker.inFlight++;
    tracker.lastActivity = Date.now();
  });
  const done = async (request, failed) => {
    tracker.inFlight--;
    tracker.lastActivity = Date.now();
    if (failed) return;
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    const body = await response.body().catch(() => Buffer.alloc(0));
    tracker.entries.push({
      url: request.url(),
      kind: kindOf(request),
      transferred: sizes.responseBodySize,
      bytes: body.length,
      gzip: body.length ? gzipSync(body).length : 0,
      encoding: response.headers()['content-encoding'] ?? 'identity',
      at: Date.now(),
    });
  };
  page.on('requestfinished', (r) => done(r, false));
  page.on('requestfailed', (r) => done(r, true));
  return tracker;
}

const sum = (list, key) => list.reduce((a, e) => a + e[key], 0);

/**
 * Measures one site. `link` is the href of the page to navigate to from /docs/intro; the first
 * visible link to it in the sidebar (else in the page content) is clicked.
 */
export async function measureSite(browser, { name, dir, link }) {
  const server = await serveFolder(dir);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const tracker = track(page);
    await page.goto(server.url + '/docs/intro', { waitUntil: 'load' });
    await settle(tracker);
    const first = tracker.entries.slice();
    const firstLoad = first.filter((e) => e.kind !== 'other');
    const prefetched = first.filter((e) => e.kind === 'other');
    const byKind = (k) => firstLoad.filter((e) => e.kind === k);

    await context.close();

    // Client-side navigation, in a fresh context without IntersectionObserver, so neither system
    // prefetches links in view (before the click, or on the new page afterwards): everything
    // requested from the click (hover prefetch included) until the network is quiet, images and
    // fonts aside, is the navigation's cost.
    const navContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await navContext.addInitScript('delete window.IntersectionObserver');
    const navPage = await navContext.newPage();
    const navTracker = track(navPage);
    await navPage.goto(server.url + '/docs/intro', { waitUntil: 'load' });
    await settle(navTracker);
    const candidates = [`nav.menu a[href="${link}"]`, `.menu a[href="${link}"]`, `main a[href="${link}"]`, `article a[href="${link}"]`];
    for (const sel of candidates) {
      const loc = navPage.locator(sel).first();
      if (!(await loc.count()) || !(await loc.isVisible())) continue;
      const before = navTracker.entries.length;
      await loc.hover();
      await loc.click();
      await navPage.waitForURL((u) => u.pathname.replace(/\/$/, '') === link, { timeout: 10000 });
      await settle(navTracker);
      const navEntries = navTracker.entries.slice(before).filter((e) => !/\.(svg|png|ico|jpe?g|webp|woff2?)(\?|$)/.test(new URL(e.url).pathname));
      const documentLoaded = navEntries.some((e) => e.kind === 'html');
      const targetFile = [join(dir, link, 'index.html'), join(dir, link + '.html')].find(existsSync);
      const targetHtml = readFileSync(targetFile);
      await navContext.close();
      return {
        name,
        link,
        clicked: sel,
        documentLoaded,
        firstLoad: { transferred: sum(firstLoad, 'transferred'), gzip: sum(firstLoad, 'gzip'), bytes: sum(firstLoad, 'bytes'), requests: firstLoad.length },
        html: { transferred: sum(byKind('html'), 'transferred'), gzip: sum(byKind('html'), 'gzip') },
        css: { transferred: sum(byKind('css'), 'transferred'), gzip: sum(byKind('css'), 'gzip'), files: byKind('css').length },
        js: { transferred: sum(byKind('js'), 'transferred'), gzip: sum(byKind('js'), 'gzip'), files: byKind('js').length },
        prefetched: { transferred: sum(prefetched, 'transferred'), gzip: sum(prefetched, 'gzip'), requests: prefetched.length },
        encoding: [...new Set(firstLoad.map((e) => e.encoding))].join('/'),
        nav: {
          transferred: sum(navEntries, 'transferred'),
          gzip: sum(navEntries, 'gzip'),
          bytes: sum(navEntries, 'bytes'),
          requests: navEntries.length,
          urls: navEntries.map((e) => new URL(e.url).pathname),
        },
        target: { bytes: targetHtml.length, gzip: gzipSync(targetHtml).length },
      };
    }
    await navContext.close();
    throw new Error(`${name}: no visible link to ${link} on /docs/intro`);
  } finally {
    await server.close();
  }
}

/** The sites to measure: content/ (built now) and the synthetic site's two builds if present. */
export function sites() {
  const list = [];
  const contentOut = join(WORK, 'pw-content');
  rmSync(contentOut, { recursive: true, force: true });
  timed(process.execPath, [DOCSGEN, 'build', join(ROOT, 'content'), '--out', contentOut], { env: cleanEnv({ NO_COLOR: '1' }) });
  list.push({ name: 'docsgen, content/', dir: contentOut, link: '/docs/deposit' });
  const introMd = join(WORK, 'compare-site/docs/intro.md');
  const synthLink = existsSync(introMd) ? readFileSync(introMd, 'utf8').match(/Start with \[[^\]]*\]\(([^)#]+)\)/)?.[1] : undefined;
  if (synthLink && existsSync(join(WORK, 'compare-docsgen-out/docs/intro')))
    list.push({ name: 'docsgen, synthetic', dir: join(WORK, 'compare-docsgen-out'), link: synthLink });
  if (synthLink && existsSync(join(WORK, 'docusaurus/build/docs/intro')))
    list.push({ name: 'Docusaurus, synthetic', dir: join(WORK, 'docusaurus/build'), link: synthLink });
  return list;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  const results = [];
  try {
    for (const site of sites()) results.push(await measureSite(browser, site));
  } finally {
    await browser.close();
  }
  console.log(
    `First load of /docs/intro (cold cache; KB; transferred = on the wire, encoding ${[...new Set(results.map((r) => r.encoding))].join(', ')}; gzip = bodies gzipped)\n`,
  );
  table(
    [
      'site',
      'requests',
      'HTML+CSS+JS transferred',
      'HTML+CSS+JS gzip',
      'HTML gzip',
      'CSS gzip (files)',
      'JS gzip (files)',
      'uncompressed',
      'prefetched after load (gzip)',
    ],
    results.map((r) => [
      r.name,
      r.firstLoad.requests,
      kb(r.firstLoad.transferred),
      kb(r.firstLoad.gzip),
      kb(r.html.gzip),
      `${kb(r.css.gzip)} (${r.css.files})`,
      `${kb(r.js.gzip)} (${r.js.files})`,
      kb(r.firstLoad.bytes),
      `${kb(r.prefetched.gzip)} (${r.prefetched.requests} req.)`,
    ]),
  );
  console.log('\nClient-side navigation from /docs/intro (KB)\n');
  table(
    [
      'site',
      'target',
      'link clicked',
      'full page reload?',
      'requests',
      'transferred',
      'gzip',
      'target full HTML (gzip)',
      'nav gzip / HTML gzip',
      'nav gzip / HTML uncompressed',
    ],
    results.map((r) => [
      r.name,
      '`' + r.link + '`',
      '`' + r.clicked + '`',
      r.documentLoaded ? 'yes' : 'no',
      r.nav.requests,
      kb(r.nav.transferred),
      kb(r.nav.gzip),
      `${kb(r.target.bytes)} (${kb(r.target.gzip)})`,
      (r.nav.gzip / r.target.gzip).toFixed(2),
      (r.nav.gzip / r.target.bytes).toFixed(2),
    ]),
  );
  const dg = results.find((r) => r.name === 'docsgen, synthetic');
  const du = results.find((r) => r.name === 'Docusaurus, synthetic');
  if (dg && du)
    console.log(
      `\nSame page, same Markdown: docsgen's first load is ${(dg.firstLoad.gzip / du.firstLoad.gzip).toFixed(3)} of Docusaurus's (gzip; goal ≤ 1/6 = 0.167)`,
    );
  for (const r of results) console.log(`- ${r.name}: navigation fetched ${r.nav.urls.join(', ') || 'nothing'}`);
}
