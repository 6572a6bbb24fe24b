// Helpers shared by the benchmark scripts.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
export const WORK = join(ROOT, 'bench/.work');
export const DOCSGEN = join(ROOT, 'dist/bin/docsgen.js');

/** The value after `name` on the command line (`--runs 5`), or `fallback`. */
export function arg(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

/**
 * Serves a built folder (docsgen's or another system's) with `docsgen serve --no-build`, the
 * way a static host would; resolves to its URL and a function that stops it.
 */
export function serveFolder(dir) {
  const child = spawn(process.execPath, [DOCSGEN, 'serve', ROOT, '--out', dir, '--no-build', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      err += chunk;
      const m = /serving .* at (http:\/\/\S+?)\/?$/m.exec(err);
      if (m) resolve({ url: m[1], close: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) });
    });
    child.once('exit', (code) => reject(new Error(`docsgen serve exited (${code}):\n${err}`)));
  });
}

/**
 * Runs a command under `/usr/bin/time -f '%e %M %U %S'`: wall seconds, peak RSS of the process
 * tree's largest process, and CPU seconds (user + system, of the processes waited for).
 * Throws when the command fails, unless `allowFailure`: then `status` tells (and `stderr` ends before time's line).
 */
export function timed(cmd, args, { cwd = ROOT, env = process.env, allowFailure = false } = {}) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', cmd, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const lines = r.stderr.trimEnd().split('\n');
  const [seconds, kb, user, system] = (lines.at(-1) ?? '').split(' ').map(Number);
  if ((r.status !== 0 && !allowFailure) || !Number.isFinite(seconds)) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout.slice(-4000)}\n${r.stderr.slice(-4000)}`);
  }
  // On failure, time(1) prints "Command exited with non-zero status N" before its own line.
  const own = r.status !== 0 && /^Command exited with/.test(lines.at(-2) ?? '') ? 2 : 1;
  return {
    seconds,
    mb: kb / 1024,
    cpu: user + system,
    user,
    system,
    status: r.status,
    stdout: r.stdout,
    stderr: r.status === 0 ? r.stderr : lines.slice(0, -own).join('\n'),
  };
}

/**
 * Variables the timed builds run without:
 * - NODE_OPTIONS, so no benchmark gets a larger heap by accident;
 * - NODE_EXTRA_CA_CERTS, extra certificates for TLS, which no build uses: Node reads and parses
 *   the file when every process starts, before any of its code runs. The virtual machine these
 *   benchmarks ran on sets it to the system's whole bundle, which made `node -e 0` take 75 ms
 *   instead of 27 ms. A fresh Debian machine does not set it. Both systems run without it.
 * BENCH_KEEP_ENV (names separated by commas) keeps some of them, to measure with them:
 * `BENCH_KEEP_ENV=NODE_EXTRA_CA_CERTS node bench/docusaurus-compare.mjs`.
 */
const REMOVABLE_ENV = ['NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS'];
const keep = new Set((process.env.BENCH_KEEP_ENV ?? '').split(','));
const KEPT_ENV = REMOVABLE_ENV.filter((name) => keep.has(name));
const REMOVED_ENV = REMOVABLE_ENV.filter((name) => !keep.has(name));

/** One line saying which variables the timed builds run without, and which they keep. */
export function envNote(subject = 'Timed builds') {
  const kept = KEPT_ENV.map((name) => `${name}${process.env[name] === undefined ? ' (unset here)' : ''}`);
  const without = REMOVED_ENV.length ? `run without ${REMOVED_ENV.join(' and ')}` : 'run with the environment as it is';
  return `${subject} ${without}${kept.length ? `, keeping ${kept.join(' and ')}` : ''} (see bench/lib.mjs).`;
}

/** The environment of a timed build: this process's, without {@link REMOVED_ENV}, plus `extra`. */
export function cleanEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  for (const name of REMOVED_ENV) delete env[name];
  return env;
}

/** Median, min and max of a list of numbers. */
export function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { median: mid, min: s[0], max: s.at(-1), n: s.length };
}

/** `median (min–max)` with `digits` decimals. */
export function fmt(st, digits = 2) {
  if (st.n === 1) return st.median.toFixed(digits);
  return `${st.median.toFixed(digits)} (${st.min.toFixed(digits)}–${st.max.toFixed(digits)})`;
}

/** Every file below `dir` with its size. */
export function listFiles(dir, base = dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) listFiles(p, base, out);
    else out.push({ path: p.slice(base.length + 1), bytes: st.size });
  }
  return out;
}

/** Prints a Markdown table. */
export function table(header, rows) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

/** Parses docsgen's `--verbose` stage lines (`  parse   123.4 ms`). */
export function stageTimes(output) {
  const out = {};
  for (const m of output.matchAll(/^\s+(\w+)\s+([\d.]+) ms$/gm)) out[m[1]] = Number(m[2]);
  return out;
}

/** `docsgen --version` plus the time, to say which state of the engine a table reflects. */
export function docsgenVersion() {
  const r = spawnSync(process.execPath, [DOCSGEN, '--version'], { encoding: 'utf8' });
  return `${r.stdout.trim()} (dist compiled ${statSync(DOCSGEN).mtime.toISOString()})`;
}

/** Starts `docsgen serve` with `args` as a child process; resolves with its URL and the process. */
export async function startServe(args) {
  const server = spawn(process.execPath, [DOCSGEN, 'serve', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    server.stderr.on('data', (d) => {
      text += d;
      const m = /at (http:\/\/\S+?)\/?\n/.exec(text);
      if (m) resolve(m[1]);
    });
    server.on('exit', () => reject(new Error(text)));
  });
  return { url, server };
}

/** The 1, 5 and 15 minute load averages, as `a / b / c`. */
export function loadAverage() {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/** Total bytes of the `.md` and `.mdx` files below `dir`. */
export function markdownBytes(dir) {
  return listFiles(dir)
    .filter((f) => /\.mdx?$/.test(f.path))
    .reduce((sum, f) => sum + f.bytes, 0);
}

/**
 * Installs a system pinned in `bench/peers/<name>/` (its package.json and package-lock.json)
 * into `bench/.work/<name>/` with `npm ci`, unless the same files are installed there already.
 * Returns that folder. Nothing of it enters docsgen's own dependencies.
 */
export function installPeer(name) {
  const pinned = join(ROOT, 'bench/peers', name);
  const dir = join(WORK, name);
  mkdirSync(dir, { recursive: true });
  const files = ['package.json', 'package-lock.json'];
  const same = files.every((f) => existsSync(join(dir, f)) && readFileSync(join(dir, f), 'utf8') === readFileSync(join(pinned, f), 'utf8'));
  if (same && existsSync(join(dir, 'node_modules/.package-lock.json'))) return dir;
  for (const f of files) copyFileSync(join(pinned, f), join(dir, f));
  console.error(`installing ${name} into bench/.work/${name} (npm ci)…`);
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) throw new Error(`npm ci of ${name} failed`);
  return dir;
}

/** The `version` field of an installed package below `dir`. */
export function installedVersion(dir, pkg) {
  return JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** The Markdown of the corpus sites' docs and of `content/docs` that {@link makeRealContentSite} copies. */
const REAL_CONTENT = [
  ['fluentvalidation', 'fluentvalidation/docs'],
  ['jellyfin', 'jellyfin/docs'],
  ['metro', 'metro/docs'],
  ['prettier', 'prettier/docs'],
  ['prettier-blog', 'prettier/website/blog'],
];

/**
 * A site, in a new temporary folder outside the repository, holding the `.md` files of the
 * corpus sites' docs (`corpus`, normally ../shared/corpus), prettier's blog posts and
 * content/docs, `copies` times over; broken links are ignored, since the files link to pages
 * of their own sites. Returns its folder.
 */
export function makeRealContentSite(corpus, copies = 1) {
  const site = mkdtempSync(join(tmpdir(), 'docsgen-real-content-'));
  const copyMarkdown = (from, to) => cpSync(from, to, { recursive: true, filter: (src) => !/\.[^/]+$/.test(src) || src.endsWith('.md') });
  for (let c = 0; c < copies; c++) {
    const base = join(site, 'docs', copies > 1 ? `copy-${c}` : '');
    for (const [name, dir] of REAL_CONTENT) copyMarkdown(join(corpus, dir), join(base, name));
    copyMarkdown(join(ROOT, 'content', 'docs'), join(base, 'apigames'));
  }
  writeFileSync(
    join(site, 'docsgen.config.ts'),
    `export default { title: 'Real content', url: 'https://example.com', onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore', navbar: { items: [] } };\n`,
  );
  return site;
}
