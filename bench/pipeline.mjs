// The page pipeline of a Markdown page as a worker thread runs it, bundled for the benchmarks
// (bench/real-content.mjs, bench/pipeline-split.mjs), and the Markdown pages they measure.
// The engine's code is bundled with esbuild as scripts/compile.mjs bundles it (patches applied).
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORK, listFiles } from './lib.mjs';
import { patchPlugin } from '../scripts/patches.mjs';

/**
 * Bundles and imports the pipeline: parseMarkdown and parseDocument, the body renderer, the
 * built-in theme (with docsgen's dependency patches, as the engine is compiled), and
 * remark-parse + remark-gfm for scale (bundled apart, as published: without the patches).
 */
export async function loadPipeline(name) {
  const dir = join(WORK, name);
  mkdirSync(dir, { recursive: true });
  const patches = patchPlugin(ROOT);
  const entry = join(dir, 'pipeline.mjs');
  const remarkEntry = join(dir, 'remark.mjs');
  await bundle(
    [
      `export { parseMarkdown, parseDocument } from './src/markdown/parse-markdown.ts';`,
      `export { createBodyRenderer } from './src/markdown/render-body.ts';`,
      `export { theme } from './templates/index.tsx';`,
    ],
    entry,
    [patches.plugin],
  );
  patches.assertApplied();
  await bundle(
    [`export { unified } from 'unified';`, `export { default as remarkParse } from 'remark-parse';`, `export { default as remarkGfm } from 'remark-gfm';`],
    remarkEntry,
    [],
  );
  process.env.NODE_ENV = 'production';
  return { ...(await import(entry)), ...(await import(remarkEntry)) };
}

/** Bundles the exports `lines` into `outfile` as the engine's compile does. */
async function bundle(lines, outfile, plugins) {
  await build({
    stdin: { contents: lines.join('\n'), resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile,
    // React stays the package's own (CommonJS), loaded from node_modules as the engine loads it.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'error',
    plugins,
  });
}

/** The text as discover passes it on: frontmatter lines blanked, so lines stay where they were. */
const body = (text) => text.replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));

/**
 * The sites measured: each corpus site (`corpus`, skipped when absent) and content/, as
 * `{ name, root, pages: [{ file, text }], kb }`; `only` (names separated by commas) picks some.
 */
export function markdownSites(corpus, only = '') {
  const picked = (name) => !only || only.split(',').includes(name);
  const sites = [];
  if (existsSync(corpus)) {
    for (const name of listFiles(corpus)
      .map((f) => f.path.split('/')[0])
      .filter((n, i, a) => a.indexOf(n) === i)) {
      if (!name.includes('.') && picked(name)) sites.push({ name, root: join(corpus, name) });
    }
  } else console.log(`(no corpus at ${corpus}: real sites skipped)`);
  if (picked('content')) sites.push({ name: 'content/ (APIGames)', root: join(ROOT, 'content') });
  for (const site of sites) {
    // .mdx files are left out (docsgen builds .md here).
    site.pages = listFiles(site.root)
      .filter((f) => /\.md$/.test(f.path) && !f.path.includes('node_modules'))
      .map((f) => ({ file: join(site.root, f.path), text: body(readFileSync(join(site.root, f.path), 'utf8')) }));
    site.kb = site.pages.reduce((n, p) => n + Buffer.byteLength(p.text), 0) / 1024;
  }
  return sites;
}

/** The parse context of a page of the site at `root`: no other pages, no assets copied. */
export const siteContext = (root) => ({ baseUrl: '/', routeOfFile: new Map(), linkRoots: [root], siteDir: root, asset: () => undefined });

/** CPU time of this process so far, in ms (user + system). */
export const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
