#!/usr/bin/env node
// Real content, one core: every Markdown page of the corpus sites (../shared/corpus, skipped
// when absent) and of content/, through docsgen's page pipeline as a worker thread runs it
// (parseMarkdown: micromark + GFM + directives → mdast → hast with highlighting; then the
// body HTML through React with the built-in theme's components), and through remark-parse +
// remark-gfm alone (to mdast, nothing else; as published, without docsgen's patches) for scale, alternating in one process after a
// warm-up round. Prints per site and in total: KB of Markdown, CPU ms per KB (median of the
// runs, min–max) for each, and the share of docsgen's time spent parsing to mdast.
//
// Usage: node bench/real-content.mjs [--runs 5] [--corpus DIR] [--sites metro,prettier]
// The pipeline and the pages: bench/pipeline.mjs.
import { join } from 'node:path';
import { arg, ROOT, fmt, loadAverage, stats, table } from './lib.mjs';
import { cpu, loadPipeline, markdownSites, siteContext } from './pipeline.mjs';

const runs = Number(arg('--runs', '5'));
const corpus = arg('--corpus', join(ROOT, '..', 'shared', 'corpus'));
const only = arg('--sites', '');

const m = await loadPipeline('real-content');
const renderBody = m.createBodyRenderer(m.theme.components);
const remark = m.unified().use(m.remarkParse).use(m.remarkGfm);
const sites = markdownSites(corpus, only);

console.log(`load average at start: ${loadAverage()}`);
const rows = [];
const totals = { kb: 0, docsgen: [], parse: [], remark: [] };
for (const site of sites) {
  const { pages, kb } = site;
  const times = { docsgen: [], parse: [], remark: [] };
  const systems = {
    docsgen: () => {
      for (const p of pages) renderBody(m.parseMarkdown(p.text, p.file, siteContext(site.root)).hast);
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
