// Search: the size of the index, the bytes a query fetches and what indexing adds to a cold build.
//
// Usage (after `node scripts/compile.mjs`):
//   node bench/search.mjs sizes [site...]        index files and the dialog script, gzipped
//   node bench/search.mjs queries <site>         bytes a query fetches, pasted and typed key by key
//   node bench/search.mjs cost <site> [runs=3]   cold builds with search on and off, interleaved
// <site> is `content` (the APIGames docs) or `gen<N>` (bench/generate-site.mjs, N pages, made in
// bench/.work the first time). Sizes are gzip at zlib's default level, per file.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { availableParallelism, loadavg } from 'node:os';
import { build as esbuild } from 'esbuild';
import { generateSite } from './generate-site.mjs';
import { DOCSGEN, ROOT, WORK, cleanEnv, envNote, fmt, stageTimes, stats, table, timed } from './lib.mjs';

const KB = 1024;
const gz = (text) => gzipSync(text).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** Queries for each kind of site: words, phrases, identifiers, paths. */
const QUERIES = {
  content: ['webhook ip', 'ref_id', 'saldo', 'pengiriman', 'mengecek', '/v2/transaksi', 'X-Apigames-Authorization', 'md5', 'tranzaksi', 'status pending'],
  gen: [
    'create voucher',
    'refund',
    'callback_url',
    'ref_id',
    'signature',
    '/v2/payments',
    'delete token',
    'sandbox balance',
    'status codes',
    'secret key',
    'list invoice',
    'update price',
    'server_id',
    'check player',
    'idempotent',
  ],
};

/** A site folder with its config; `search` false writes `search: false` into the config. */
function siteDir(name, search = true) {
  const dir = join(WORK, `search-${name}${search ? '' : '-off'}`);
  const config = join(dir, 'docsgen.config.ts');
  if (!existsSync(config)) {
    if (name === 'content') cpSync(join(ROOT, 'content'), dir, { recursive: true });
    else generateSite(dir, Number(name.replace(/^gen/, '')));
  }
  const text = readFileSync(config, 'utf8').replace(/\n\s*search: false,\n/, '\n');
  writeFileSync(config, search ? text : text.replace(/\n(\};|\}\);)\s*$/, '\n  search: false,\n$1\n'));
  return dir;
}

function buildSite(name, { search = true, verbose = false } = {}) {
  const dir = siteDir(name, search);
  const out = join(WORK, `search-${name}-out${search ? '' : '-off'}`);
  rmSync(out, { recursive: true, force: true });
  const run = timed(process.execPath, [DOCSGEN, 'build', dir, '--out', out, ...(verbose ? ['--verbose'] : [])], { env: cleanEnv({ NO_COLOR: '1' }) });
  return { out, run };
}

function sizes(names) {
  const rows = [];
  for (const name of names) {
    const { out } = buildSite(name);
    const files = readdirSync(join(out, '_search'));
    const size = (prefix) => files.filter((f) => f.startsWith(prefix)).map((f) => gz(readFileSync(join(out, '_search', f))));
    const terms = size('terms-');
    const text = size('text-');
    const manifest = size('manifest')[0];
    const script = readdirSync(join(out, 'assets')).find((f) => f.startsWith('search.'));
    const code = gz(readFileSync(join(out, 'assets', script)));
    const sum = (xs) => xs.reduce((a, b) => a + b, 0);
    const pages = JSON.parse(readFileSync(join(out, '_search/manifest.json'), 'utf8')).pages;
    rows.push([
      name,
      `${pages.length} / ${sum(pages)}`,
      kb(code),
      kb(manifest),
      `${kb(sum(terms))} (${terms.length}, max ${kb(Math.max(...terms))})`,
      `${kb(sum(text))} (${text.length}, max ${kb(Math.max(...text))})`,
      kb(code + manifest + sum(terms) + sum(text)),
    ]);
  }
  table(['site', 'pages / sections', 'dialog script', 'manifest', 'term shards (files, largest)', 'text chunks (files, largest)', 'everything'], rows);
}

/** The browser's index reader, bundled for Node. */
async function searchLibrary() {
  const file = join(WORK, 'search-client.mjs');
  mkdirSync(WORK, { recursive: true });
  await esbuild({ entryPoints: [join(ROOT, 'src/client/search/index.ts')], bundle: true, format: 'esm', platform: 'node', outfile: file, logLevel: 'error' });
  return import(file);
}

async function queries(name) {
  const { openSearch } = await searchLibrary();
  // The output of `sizes` when there is one: a 10,000-page build takes minutes.
  const built = join(WORK, `search-${name}-out`);
  const out = existsSync(join(built, '_search/manifest.json')) ? built : buildSite(name).out;
  const script = readdirSync(join(out, 'assets')).find((f) => f.startsWith('search.'));
  const code = gz(readFileSync(join(out, 'assets', script)));
  /** A reader's session with an empty cache: every file counts once. */
  const session = () => {
    const seen = new Set();
    let bytes = code;
    const search = openSearch('/_search/manifest.json', async (url) => {
      const text = readFileSync(join(out, url), 'utf8');
      if (!seen.has(url)) bytes += gz(text);
      seen.add(url);
      return { text };
    });
    return { search, bytes: () => bytes, files: () => seen.size };
  };
  const rows = [];
  const pasted = [];
  const typed = [];
  const times = [];
  for (const q of QUERIES[name === 'content' ? 'content' : 'gen']) {
    const paste = session();
    const started = performance.now();
    const hits = await paste.search.search(q);
    times.push(performance.now() - started);
    // Typed key by key, a search after every key from the second (the dialog waits 60 ms between keys, so this is the most).
    const type = session();
    for (let i = 2; i <= q.length; i++) await type.search.search(q.slice(0, i));
    pasted.push(paste.bytes());
    typed.push(type.bytes());
    rows.push([`\`${q}\``, hits.length ? hits[0].title : '(none)', `${kb(paste.bytes())} (${paste.files()})`, `${kb(type.bytes())} (${type.files()})`]);
  }
  table(['query', 'first result', 'pasted: KB gzip (files)', 'typed: KB gzip (files)'], rows);
  console.log(
    `\nPasted: median ${kb(stats(pasted).median)}, max ${kb(stats(pasted).max)}; typed: median ${kb(stats(typed).median)}, max ${kb(stats(typed).max)}. Dialog script (${kb(code)}) included.`,
  );
  console.log(`First query of a session in Node, files read from disk: ${fmt(stats(times), 0)} ms (load average ${loadavg()[0].toFixed(1)}).`);
}

/** Milliseconds to bundle the built-in theme's search dialog, as the build does for every lazy client (search on or off). */
async function dialogBundleTimes(runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await esbuild({
      entryPoints: [join(ROOT, 'templates/client/search/index.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['es2019'],
      write: false,
      logLevel: 'silent',
      legalComments: 'none',
    });
    times.push(performance.now() - started);
  }
  return times;
}

async function cost(name, runs) {
  const on = [];
  const off = [];
  const stage = [];
  const load = [];
  buildSite(name); // the first build bundles the config and theme into the cache
  for (let i = 0; i < runs; i++) {
    load.push(loadavg()[0]);
    const a = buildSite(name, { search: true, verbose: true });
    on.push(a.run.seconds);
    const times = stageTimes(a.run.stderr + a.run.stdout);
    stage.push({ search: (times.search ?? 0) / 1000, render: (times.render ?? 0) / 1000 });
    off.push(buildSite(name, { search: false }).run.seconds);
  }
  const sOn = stats(on);
  const sOff = stats(off);
  const sStage = stats(stage.map((s) => s.search));
  console.log(`${envNote()} ${availableParallelism()} cores; load average before the runs ${load.map((l) => l.toFixed(1)).join(', ')}.\n`);
  table(
    ['site', 'runs', 'search off (s)', 'search on (s)', 'on / off', '`search` stage (s)', 'stage / build without search'],
    [
      [
        name,
        runs,
        fmt(sOff),
        fmt(sOn),
        `${((sOn.median / sOff.median - 1) * 100).toFixed(1)} %`,
        fmt(sStage),
        `${((sStage.median / sOff.median) * 100).toFixed(1)} %`,
      ],
    ],
  );
  const bundle = stats(await dialogBundleTimes(runs));
  console.log(
    `\nBundling the search dialog (every build of the built-in theme, search on or off): ${fmt(bundle, 0)} ms, ${((bundle.median / 1000 / sOff.median) * 100).toFixed(1)} % of the build without search.`,
  );
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'sizes') sizes(args.length ? args : ['content', 'gen1000', 'gen10000']);
else if (mode === 'queries') await queries(args[0] ?? 'gen10000');
else if (mode === 'cost') await cost(args[0] ?? 'content', Number(args[1] ?? 3));
else {
  console.error('usage: node bench/search.mjs sizes [site...] | queries <site> | cost <site> [runs]');
  process.exitCode = 1;
}
