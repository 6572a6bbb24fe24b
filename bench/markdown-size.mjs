// How Markdown parse time grows with the size of a page full of containers (lists and block
// quotes), with and without the micromark-util-edit-map patch (patches/), and what cutting such
// a page into 32 KB pieces would gain on top of it; then the real pages of ../shared/corpus
// with and without the patch. The parser is bundled by esbuild as scripts/compile.mjs bundles
// it (with the patches or without), and each pathological run is a fresh process.
// Usage: node bench/markdown-size.mjs [--sizes 64,128,256,512] [--patched-sizes 1024,2048] [--corpus-runs 6]
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { arg, ROOT, WORK, listFiles, stats, fmt } from './lib.mjs';
import { patchPlugin } from '../scripts/patches.mjs';

const sizes = arg('--sizes', '64,128,256,512').split(',').filter(Boolean).map(Number);
const patchedSizes = arg('--patched-sizes', '1024,2048').split(',').filter(Boolean).map(Number);
const corpusRuns = Number(arg('--corpus-runs', '6'));
const dir = join(WORK, 'markdown-size');
mkdirSync(dir, { recursive: true });

/** The parser bundled with or without the patches. */
async function bundle(name, patched) {
  const patches = patchPlugin(ROOT);
  await build({
    stdin: { contents: `export { parseDocument } from './src/markdown/parse-markdown.ts';`, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: join(dir, `${name}.mjs`),
    logLevel: 'warning',
    plugins: patched ? [patches.plugin] : [],
  });
  if (patched) patches.assertApplied();
  return join(dir, `${name}.mjs`);
}

const bundles = { unpatched: await bundle('unpatched', false), patched: await bundle('patched', true) };

// One run in a fresh process: parse a page of `kb` KB whole, or in `piece` KB pieces.
const runner = join(dir, 'run.mjs');
writeFileSync(
  runner,
  `const { parseDocument } = await import(process.argv[2]);
const kb = Number(process.argv[3]); const piece = Number(process.argv[4]);
const block = '- item one\\n- item two\\n  - nested\\n\\n> quote\\n> - in quote\\n\\nText para.\\n\\n';
parseDocument(block.repeat(40));
const pieces = piece ? Math.round(kb / piece) : 1;
const text = block.repeat(Math.ceil(((piece || kb) * 1024) / block.length));
const t = performance.now(); const c = process.cpuUsage();
for (let i = 0; i < pieces; i++) parseDocument(text);
const u = process.cpuUsage(c);
console.log(JSON.stringify({ wall: performance.now() - t, cpu: (u.user + u.system) / 1000 }));
`,
);
const once = (variant, kb, piece = 0) =>
  JSON.parse(execFileSync(process.execPath, [runner, bundles[variant], String(kb), String(piece)], { encoding: 'utf8' }));

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
const BLOCK = '- item one\n- item two\n  - nested\n\n> quote\n> - in quote\n\nText para.\n\n';
console.log(`\nA page of lists and block quotes (${JSON.stringify(BLOCK)} repeated), parseDocument, one fresh process per cell; CPU time (wall time):\n`);
console.log('| size | unpatched | patched | patched, in 32 KB pieces |\n| ---: | ---: | ---: | ---: |');
const cell = (r) => `${(r.cpu / 1000).toFixed(1)} s (${(r.wall / 1000).toFixed(1)} s)`;
for (const kb of [...sizes, ...patchedSizes]) {
  const unpatched = sizes.includes(kb) ? cell(once('unpatched', kb)) : '–';
  console.log(`| ${kb} KB | ${unpatched} | ${cell(once('patched', kb))} | ${kb >= 64 ? cell(once('patched', kb, 32)) : '–'} |`);
}

// The corpus: every Markdown page of the four sites, parsed whole, both bundles alternating in
// one process after a warm-up round.
const corpus = join(ROOT, '..', 'shared', 'corpus');
const pages = listFiles(corpus)
  .filter((f) => /\.mdx?$/.test(f.path))
  .map((f) => readFileSync(join(corpus, f.path), 'utf8'));
const largest = Math.max(...pages.map((p) => Buffer.byteLength(p)));
const total = pages.reduce((n, p) => n + Buffer.byteLength(p), 0);
const loaded = { unpatched: await import(bundles.unpatched), patched: await import(bundles.patched) };
const times = { unpatched: [], patched: [] };
for (let run = -1; run < corpusRuns; run++) {
  for (const variant of run % 2 ? ['unpatched', 'patched'] : ['patched', 'unpatched']) {
    const c = process.cpuUsage();
    for (const page of pages) loaded[variant].parseDocument(page);
    const u = process.cpuUsage(c);
    if (run >= 0) times[variant].push((u.user + u.system) / 1000);
  }
}
console.log(
  `\nThe corpus: ${pages.length} pages, ${(total / 1024 / 1024).toFixed(1)} MB, largest ${(largest / 1024).toFixed(0)} KB (${pages.filter((p) => Buffer.byteLength(p) > 64 * 1024).length} over 64 KB); CPU time of parseDocument on every page, median (min–max) of ${corpusRuns} alternating runs in one process:\n`,
);
console.log(`| unpatched | patched |\n| ---: | ---: |\n| ${fmt(stats(times.unpatched), 0)} ms | ${fmt(stats(times.patched), 0)} ms |`);
console.log(
  `\nload average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
