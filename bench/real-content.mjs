#!/usr/bin/env node
// Real content, one core: every Markdown page of the corpus sites (../shared/corpus, skipped
// when absent) and of content/, through docsgen's page pipeline as a worker thread runs it
// (parseMarkdown: micromark + GFM + directives → mdast → hast with highlighting; then the
// body HTML through React with the built-in theme's components), and through remark-parse +
// remark-gfm alone (to mdast, nothing else) for scale, alternating in one process after a
// warm-up round. Prints per site and in total: KB of Markdown, CPU ms per KB (median of the
// runs, min–max) for each, and the share of docsgen's time spent parsing to mdast.
//
// Usage: node bench/real-content.mjs [--runs 5] [--corpus DIR] [--sites metro,prettier]
// The engine's code is bundled with esbuild as scripts/compile.mjs bundles it (patches applied).
// .mdx files are left out (docsgen builds .md here); frontmatter is blanked out as discover does.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arg, ROOT, WORK, fmt, listFiles, loadAverage, stats, table } from './lib.mjs';
import { patchPlugin } from '../scripts/patches.mjs';

const runs = Number(arg('--runs', '5'));
const corpus = arg('--corpus', join(ROOT, '..', 'shared', 'corpus'));
const only = arg('--sites', '');
const dir = join(WORK, 'real-content');
mkdirSync(dir, { recursive: true });

const patches = patchPlugin(ROOT);
const entry = join(dir, 'pipeline.mjs');
await build({
  stdin: {
    contents: [
      `export { parseMarkdown, parseDocument } from './src/markdown/parse-markdown.ts';`,
      `export { createBodyRenderer } from './src/markdown/render-body.ts';`,
      `export { theme } from './templates/index.tsx';`,
      `export { unified } from 'unified';`,
      `export { default as remarkParse } from 'remark-parse';`,
      `export { default as remarkGfm } from 'remark-gfm';`,
    ].join('\n'),
    resolveDir: ROOT,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: entry,
  // React stays the package's own (CommonJS), loaded from node_modules as the engine loads it.
  external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  logLevel: 'error',
  plugins: [patches.plugin],
});
patches.assertApplied();
process.env.NODE_ENV = 'production';
const m = await import(entry);
const renderBody = m.createBodyRenderer(m.theme.components);
const remark = m.unified().use(m.remarkParse).use(m.remarkGfm);

/** The text as discover passes it on: frontmatter lines blanked, so lines stay where they were. */
const body = (text) => text.replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));

const sites = [];
if (existsSync(corpus)) {
  for (const name of listFiles(corpus)
    .map((f) => f.path.split('/')[0])
    .filter((n, i, a) => a.indexOf(n) === i)) {
    if (name.includes('.') || (only && !only.split(',').includes(name))) continue;
    sites.push({ name, root: join(corpus, name) });
  }
} else console.log(`(no corpus at ${corpus}: real sites skipped)`);
if (!only || only.split(',').includes('content')) sites.push({ name: 'content/ (APIGames)', root: join(ROOT, 'content') });

const ctx = (root) => ({ baseUrl: '/', routeOfFile: new Map(), linkRoots: [root], siteDir: root, asset: () => undefined });
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

console.log(`load average at start: ${loadAverage()}`);
const rows = [];
const totals = { kb: 0, docsgen: [], parse: [], remark: [] };
for (const site of sites) {
  const pages = listFiles(site.root)
    .filter((f) => /\.md$/.test(f.path) && !f.path.includes('node_modules'))
    .map((f) => ({ file: join(site.root, f.path), text: body(readFileSync(join(site.root, f.path), 'utf8')) }));
  const kb = pages.reduce((n, p) => n + Buffer.byteLength(p.text), 0) / 1024;
  const times = { docsgen: [], parse: [], remark: [] };
  const systems = {
    docsgen: () => {
      for (const p of pages) renderBody(m.parseMarkdown(p.text, p.file, ctx(site.root)).hast);
    },
    parse: () => {
      for (const p of pages) m.parseDocument(p.text);
    },
    remark: () => {
      for (const p of pages) remark.runSync(remark.parse(p.text));
    },
  };
  for (let run = -1; run < runs; run++) {
    const order = Object.keys(systems);
    for (let i = 0; i < order.length; i++) {
      const name = order[(i + run + 1) % order.length];
      const start = cpu();
      systems[name]();
      if (run >= 0) times[name].push((cpu() - start) / kb);
    }
  }
  totals.kb += kb;
  for (const k of Object.keys(times)) totals[k].push(stats(times[k]).median * kb);
  rows.push([
    site.name,
    String(pages.length),
    kb.toFixed(0),
    fmt(stats(times.docsgen), 2),
    fmt(stats(times.parse), 2),
    fmt(stats(times.remark), 2),
    `${((100 * stats(times.parse).median) / stats(times.docsgen).median).toFixed(0)}%`,
  ]);
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
rows.push([
  'all',
  '',
  totals.kb.toFixed(0),
  (sum(totals.docsgen) / totals.kb).toFixed(2),
  (sum(totals.parse) / totals.kb).toFixed(2),
  (sum(totals.remark) / totals.kb).toFixed(2),
  `${((100 * sum(totals.parse)) / sum(totals.docsgen)).toFixed(0)}%`,
]);
console.log(`\nCPU ms per KB of Markdown, one core, median (min–max) of ${runs} alternating runs after a warm-up:\n`);
table(
  [
    'site',
    '.md pages',
    'KB',
    'docsgen: parse + hast + highlight + body HTML',
    'docsgen: micromark + GFM + directives to mdast',
    'remark-parse + remark-gfm to mdast',
    'parse share',
  ],
  rows,
);
console.log(`\nload average at end: ${loadAverage()}`);
