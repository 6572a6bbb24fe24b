#!/usr/bin/env node
// Where the page pipeline of bench/real-content.mjs spends its time, step by step: every
// Markdown page of the corpus sites and of content/ goes through parseMarkdown and the body
// renderer under V8's sampling profiler (node:inspector, in this process), after a warm-up
// round. Each sample counts for the innermost step on its stack; garbage collection, which
// has no stack, is its own line. Prints CPU ms per KB of Markdown per step (the samples' share
// of the CPU time measured around the runs).
//
// Usage: node bench/pipeline-split.mjs [--runs 3] [--corpus DIR] [--sites metro,prettier] [--top 25]
// --top N also prints the N functions with the most self time, with their file;
// --callers NAME the functions that call NAME, with the time spent in NAME below each;
// --within NAME limits --top to the samples with NAME on their stack.
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { arg, ROOT, loadAverage, table } from './lib.mjs';
import { cpu, loadPipeline, markdownSites, siteContext } from './pipeline.mjs';

const runs = Number(arg('--runs', '3'));
const corpus = arg('--corpus', join(ROOT, '..', 'shared', 'corpus'));
const top = Number(arg('--top', '0'));
const m = await loadPipeline('pipeline-split');
const renderBody = m.createBodyRenderer(m.theme.components);
const sites = markdownSites(corpus, arg('--sites', ''));
const kb = sites.reduce((n, s) => n + s.kb, 0);

// Named so that the profile shows it: the body renderer itself is an anonymous closure.
function renderStep(hast) {
  return renderBody(hast);
}
function all() {
  for (const site of sites) {
    const ctx = siteContext(site.root);
    for (const p of site.pages) renderStep(m.parseMarkdown(p.text, p.file, ctx).hast);
  }
}

/**
 * The steps, innermost first: a sample belongs to the first of them found walking up from
 * its function. Names are the functions' in src/ (kept by esbuild's bundle).
 */
const STEPS = [
  ['highlighting (codeToHast: lowlight, lines)', ['codeToHast']],
  ['sanitising raw HTML', ['sanitizeRawHtml']],
  ['mdast → hast (toHast)', ['toHast']],
  ['finishing hast', ['finishHast']],
  ['parse: micromark + GFM + directives → mdast', ['parseDocument']],
  ['transforms (directives, ids, links, checks)', ['parseMarkdown']],
  ['body HTML (hast → React → HTML)', ['renderStep']],
];

console.log(`load average at start: ${loadAverage()}`);
all(); // warm-up
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const start = cpu();
for (let run = 0; run < runs; run++) all();
const used = cpu() - start;
const { profile } = await session.post('Profiler.stop');
session.disconnect();

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stepOf = new Map();
const classify = (id) => {
  if (stepOf.has(id)) return stepOf.get(id);
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  let step;
  if (name === '(garbage collector)') step = 'garbage collection';
  else if (name === '(program)' || name === '(idle)') step = 'V8 and Node (no JavaScript stack)';
  else {
    const found = STEPS.find(([, names]) => names.includes(name));
    if (found) step = found[0];
    else step = parent.has(id) ? classify(parent.get(id)) : 'other';
  }
  stepOf.set(id, step);
  return step;
};
// Innermost-first means a step's own name must win over the steps around it: classify by
// walking up, but let a deeper step override (STEPS order only ranks frames on one stack).
const rank = new Map(STEPS.map(([label], i) => [label, i]));
const innermost = (id) => {
  let best;
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = byId.get(at).callFrame.functionName;
    const found = STEPS.find(([, names]) => names.includes(name));
    if (found && (best === undefined || rank.get(found[0]) < rank.get(best))) best = found[0];
  }
  return best ?? classify(id);
};
const counts = new Map();
const selfByFunction = new Map();
const within = arg('--within', '');
const under = (id) => {
  for (let at = id; at !== undefined; at = parent.get(at)) if (byId.get(at).callFrame.functionName === within) return true;
  return false;
};
for (const id of profile.samples) {
  const step = innermost(id);
  counts.set(step, (counts.get(step) ?? 0) + 1);
  if (within && !under(id)) continue;
  const frame = byId.get(id).callFrame;
  const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-3).join('/')}:${frame.lineNumber + 1}`;
  selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + 1);
}
const samples = profile.samples.length;
const perKb = (n) => ((used / runs / kb) * n) / samples;
console.log(`\n${sites.map((s) => s.name).join(', ')}: ${kb.toFixed(0)} KB of Markdown, ${runs} runs, ${samples} samples`);
console.log(`CPU ms per KB, whole pipeline: ${(used / runs / kb).toFixed(2)}\n`);
table(
  ['step', 'ms per KB', 'share'],
  [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([step, n]) => [step, perKb(n).toFixed(3), `${((100 * n) / samples).toFixed(1)}%`]),
);
if (top > 0) {
  console.log(`\nFunctions with the most self time:\n`);
  table(
    ['function', 'ms per KB', 'share'],
    [...selfByFunction.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([f, n]) => [f, perKb(n).toFixed(3), `${((100 * n) / samples).toFixed(1)}%`]),
  );
}
const callersOf = arg('--callers', '');
if (callersOf) {
  // Time below each call of the function, by the first frame above it that is not itself.
  const below = new Map();
  for (const id of profile.samples) {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      if (byId.get(at).callFrame.functionName !== callersOf) continue;
      let up = parent.get(at);
      while (up !== undefined && byId.get(up).callFrame.functionName === callersOf) up = parent.get(up);
      const frame = up === undefined ? undefined : byId.get(up).callFrame;
      const key = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-3).join('/')}:${frame.lineNumber + 1}` : '(root)';
      below.set(key, (below.get(key) ?? 0) + 1);
      break;
    }
  }
  console.log(`\nCallers of ${callersOf}:\n`);
  table(
    ['caller', 'ms per KB', 'share'],
    [...below.entries()].sort((a, b) => b[1] - a[1]).map(([f, n]) => [f, perKb(n).toFixed(3), `${((100 * n) / samples).toFixed(1)}%`]),
  );
}
console.log(`\nload average at end: ${loadAverage()}`);
