#!/usr/bin/env node
// Lighthouse (npm `lighthouse` 12, default mobile preset with simulated throttling, Debian
// Chromium) on `/`, `/docs/intro` and the longest doc page of docsgen's build of content/,
// served by docsgen's static server. Prints the four category scores, LCP, TBT and CLS (median
// of the runs, min and max beside it) and every audit below 100 in the accessibility,
// best-practices and SEO categories. When bench/docusaurus-compare.mjs has left builds of the
// synthetic site, their /docs/intro is measured too, for comparison.
//
// Usage: node bench/lighthouse.mjs [--runs 5] [--compare-runs 3]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { arg, DOCSGEN, ROOT, WORK, cleanEnv, fmt, listFiles, serveFolder, stats, table, timed } from './lib.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts Chromium with a DevTools port; resolves with the port and a kill function. */
export function launchChrome() {
  const profile = mkdtempSync(join(tmpdir(), 'docsgen-lh-'));
  const child = spawn(CHROME, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 20000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve({
          port: Number(m[1]),
          kill: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(profile, { recursive: true, force: true });
                done();
              });
              child.kill();
            }),
        });
      }
    });
    child.on('error', reject);
  });
}

/** One Lighthouse run; returns scores (0–100), metrics and the failing audits. */
export async function runLighthouse(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c].auditRefs) {
      const a = lhr.audits[ref.id];
      if (
        ref.weight === 0 ||
        a.score === null ||
        a.score >= 1 ||
        a.scoreDisplayMode === 'notApplicable' ||
        a.scoreDisplayMode === 'informative' ||
        a.scoreDisplayMode === 'manual'
      )
        continue;
      const items = (a.details?.items ?? []).slice(0, 5).map((it) => {
        const node = it.node ?? it;
        return [node.selector, node.snippet, node.explanation ?? it.description, it.sourceLocation?.url ?? it.source?.url ?? it.url]
          .filter((x) => typeof x === 'string' && x)
          .join(' — ');
      });
      failing.push({ category: c, id: ref.id, title: a.title, score: a.score, displayValue: a.displayValue, items });
    }
  }
  return {
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    failing,
    runWarnings: lhr.runWarnings,
  };
}

/** The doc page of a build with the largest HTML file, as a route. */
export function longestDocRoute(outDir) {
  const docs = listFiles(outDir).filter((f) => /^docs\/.+\/index\.html$/.test(f.path));
  const largest = docs.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return '/' + largest.path.replace(/\/index\.html$/, '');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(arg('--runs', 5));
  const compareRuns = Number(arg('--compare-runs', 3));

  const contentOut = join(WORK, 'lh-content');
  rmSync(contentOut, { recursive: true, force: true });
  timed(process.execPath, [DOCSGEN, 'build', join(ROOT, 'content'), '--out', contentOut], { env: cleanEnv({ NO_COLOR: '1' }) });
  const targets = [];
  const servers = [];
  const serve = async (dir) => {
    const s = await serveFolder(dir);
    servers.push(s);
    return s.url;
  };
  const contentUrl = await serve(contentOut);
  const longest = longestDocRoute(contentOut);
  for (const path of ['/', '/docs/intro', longest]) targets.push({ site: 'docsgen, content/', path, url: contentUrl + path, runs });
  for (const [site, dir] of [
    ['docsgen, synthetic', join(WORK, 'compare-docsgen-out')],
    ['Docusaurus, synthetic', join(WORK, 'docusaurus/build')],
  ]) {
    if (compareRuns > 0 && existsSync(join(dir, 'docs/intro')))
      targets.push({ site, path: '/docs/intro', url: (await serve(dir)) + '/docs/intro', runs: compareRuns });
  }

  const chrome = await launchChrome();
  const rows = [];
  const failures = new Map();
  try {
    for (const t of targets) {
      const list = [];
      for (let i = 0; i < t.runs; i++) {
        const r = await runLighthouse(t.url, chrome.port);
        list.push(r);
        process.stderr.write(
          `  ${t.site} ${t.path} run ${i + 1}/${t.runs}: ${CATEGORIES.map((c) => r.scores[c]).join('/')} LCP ${r.lcp.toFixed(0)} TBT ${r.tbt.toFixed(0)} CLS ${r.cls.toFixed(3)}\n`,
        );
        for (const f of r.failing) failures.set(`${t.site} ${t.path} ${f.category} ${f.id}`, { ...f, where: `${t.site} ${t.path}` });
      }
      rows.push({ ...t, list });
    }
  } finally {
    await chrome.kill();
    await Promise.all(servers.map((s) => s.close()));
  }

  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated throttling), median (min–max) of the runs\n`,
  );
  table(
    ['site', 'page', 'runs', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS'],
    rows.map((r) => [
      r.site,
      '`' + r.path + '`',
      r.runs,
      ...CATEGORIES.map((c) => fmt(stats(r.list.map((x) => x.scores[c])), 0)),
      fmt(stats(r.list.map((x) => x.lcp)), 0),
      fmt(stats(r.list.map((x) => x.tbt)), 0),
      fmt(stats(r.list.map((x) => x.cls)), 3),
    ]),
  );
  console.log('\nAudits below 100 (any run):\n');
  if (failures.size === 0) console.log('- none');
  for (const f of failures.values()) {
    console.log(`- ${f.where} · ${f.category} · \`${f.id}\` (${f.title}; score ${f.score}${f.displayValue ? `, ${f.displayValue}` : ''})`);
    for (const it of f.items) console.log(`  - ${it.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
}
