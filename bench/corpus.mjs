#!/usr/bin/env node
// Real sites side by side: Docusaurus 3 building a site of the corpus (../shared/corpus from
// the repository's root: Docusaurus sites as their repositories hold them) as published, and
// docsgen building the same site after `docsgen migrate`, alternating the systems run by run
// (the order rotates each round), cold each time. Prints per system: median (min–max) wall
// time, CPU time (user + system) and peak RSS, pages per second and ms per KB of the Markdown
// the site builds (from the median wall time), the HTML files written, and the time ratio to
// docsgen's.
//
// Usage: node bench/corpus.mjs [--sites fluentvalidation,prettier,metro] [--runs 3] [--corpus DIR]
//
// Docusaurus: each site is copied to bench/.work/corpus/<site>/docusaurus/ and its own
// dependencies are installed there with npm, from its website's package.json (kept between
// runs of the script; reinstalled when the corpus's package.json changes):
// - fluentvalidation: `npm ci` from its package-lock.json (Docusaurus 3.7.0, React 18,
//   webpack), then `npm install --no-save @docusaurus/faster@3.7.0` for the second variant,
//   which builds with a config that imports the site's own and adds
//   `future.experimental_faster: true` (the flag's name in 3.7).
// - prettier: `npm install` from its package.json (direct dependencies pinned exactly:
//   Docusaurus 3.10.2 with @docusaurus/faster, which its config turns on through
//   `future.v4.fasterByDefault`; React 19), its yarn.lock (Yarn 4) removed: indirect
//   dependencies are the registry's current ones, and the script prints the versions it got.
//   Only `docusaurus build` is timed: the site's `build` script first builds its playground
//   with Vite, which is no part of the docs.
// - metro: `npm install` from its package.json, its yarn.lock removed as for prettier, then
//   `npm install --no-save @docusaurus/faster` at the installed Docusaurus's version for the
//   second variant (`future.faster: true`, with the v4 flag removeLegacyPostBuildHeadAttribute,
//   which faster's SSG worker threads require). Its config loads Facebook's preset
//   `docusaurus-plugin-internaldocs-fb`, which is public on npm, so Docusaurus builds the site
//   as published.
// - jellyfin is not set up (it builds with a local search plugin and mermaid); naming it
//   prints the reason.
// Cold: `.docusaurus/`, `node_modules/.cache/` and build/ removed before each build; the build
// goes to build/ and is moved to the run's folder afterwards (metro's preset writes into build/
// whatever --out-dir says).
// The copies are not Git repositories, so `showLastUpdateTime` (fluentvalidation) finds no
// dates; the corpus keeps images over 64 KB as empty files, about which both systems warn.
//
// docsgen: a fresh copy of the site in bench/.work/corpus/<site>/docsgen/ with a link to the
// Docusaurus copy's node_modules (migrate evaluates the site's config, which may load its
// dependencies, as it would where the site's owner runs it), `docsgen migrate` on its website
// folder (writes docsgen.config.ts; not timed), then `docsgen build <website> --out <dir>`.
// docsgen cannot build every Docusaurus site unchanged yet: when migrate or the build fails,
// the table says so, and the script prints the exit status, the number of diagnostics and the
// errors among them first, then times Docusaurus alone (a failed build is not run again; a
// failed Docusaurus build is reported the same way, with its last lines).
//
// Builds go through `/usr/bin/time -f '%e %M'` (`timed()` in bench/lib.mjs) with `cleanEnv`;
// each writes to a folder of its own, removed after the site's series (the last run's stay in
// bench/.work/corpus/<site>/last-<system>/). Skips with a message when the corpus is absent.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import {
  arg,
  DOCSGEN,
  ROOT,
  WORK,
  cleanEnv,
  docsgenVersion,
  envNote,
  fmt,
  installedVersion,
  listFiles,
  loadAverage,
  markdownBytes,
  stats,
  table,
  timed,
} from './lib.mjs';

const CORPUS = resolve(arg('--corpus', join(ROOT, '../shared/corpus')));
const NAMES = arg('--sites', 'fluentvalidation,prettier,metro').split(',');
const RUNS = Number(arg('--runs', 3));
const ENV = cleanEnv({ NO_COLOR: '1', DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' });

/**
 * What each site builds: its website folder (the one holding docusaurus.config.*), the folders
 * of Markdown its config builds (relative to the site), how its dependencies install, and
 * whether the published config already turns @docusaurus/faster on.
 */
const SITES = {
  fluentvalidation: { website: 'website', content: ['docs'], lockfile: true, faster: 'add' },
  prettier: { website: 'website', content: ['docs', 'website/versioned_docs', 'website/blog'], lockfile: false, faster: 'published' },
  metro: { website: 'website', content: ['docs'], lockfile: false, faster: 'add' },
  jellyfin: { skip: 'not set up: it builds with a local search plugin (@easyops-cn/docusaurus-search-local) and mermaid' },
};

function docusaurusCopy(name, site) {
  const base = join(WORK, 'corpus', name, 'docusaurus');
  const website = join(base, site.website);
  const modules = join(website, 'node_modules');
  const kept = join(WORK, 'corpus', name, 'node_modules.kept');
  const pkg = readFileSync(join(CORPUS, name, site.website, 'package.json'), 'utf8');
  const installed = existsSync(join(website, '.bench-installed')) && readFileSync(join(website, '.bench-installed'), 'utf8') === pkg;
  // A fresh copy of the site each time; its node_modules survive it when the package.json is the same.
  rmSync(kept, { recursive: true, force: true });
  if (installed) renameSync(modules, kept);
  rmSync(base, { recursive: true, force: true });
  cpSync(join(CORPUS, name), base, { recursive: true });
  if (installed) {
    renameSync(kept, modules);
    writeFileSync(join(website, '.bench-installed'), pkg);
  } else {
    console.error(`installing ${name}'s dependencies into ${website} (a few minutes)…`);
    const npm = (args) => {
      const r = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: website, stdio: ['ignore', 2, 2] });
      if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${website}`);
    };
    if (site.lockfile) npm(['ci']);
    else {
      rmSync(join(website, 'yarn.lock'), { force: true });
      npm(['install']);
    }
    if (site.faster === 'add') npm(['install', '--no-save', `@docusaurus/faster@${installedVersion(website, '@docusaurus/core')}`]);
    writeFileSync(join(website, '.bench-installed'), pkg);
  }
  const core = installedVersion(website, '@docusaurus/core');
  const variants = [];
  if (site.faster === 'published') variants.push({ id: 'published', label: `Docusaurus ${core}, as published (with @docusaurus/faster)` });
  else {
    variants.push({ id: 'published', label: `Docusaurus ${core}, as published (webpack)` });
    const [major, minor] = core.split('.').map(Number);
    const flag = major === 3 && minor < 8 ? 'experimental_faster' : 'faster';
    const config = ['ts', 'mjs', 'js'].map((e) => `docusaurus.config.${e}`).find((f) => existsSync(join(website, f)));
    // From 3.8 on, faster's SSG worker threads need the v4 flag removeLegacyPostBuildHeadAttribute.
    const v4 = flag === 'faster' ? `, v4: config.future?.v4 === true ? true : { ...config.future?.v4, removeLegacyPostBuildHeadAttribute: true }` : '';
    writeFileSync(
      join(website, 'docusaurus.bench-faster.config.mjs'),
      `// Written by bench/corpus.mjs: the site's own config with @docusaurus/faster turned on.\nimport config from './${config}';\n\nexport default { ...config, future: { ...config.future${v4}, ${flag}: true } };\n`,
    );
    variants.push({
      id: 'faster',
      label: `Docusaurus ${core} + @docusaurus/faster (\`future.${flag}\`)`,
      args: ['--config', 'docusaurus.bench-faster.config.mjs'],
    });
  }
  const versions = ['@docusaurus/core', '@docusaurus/faster', '@rspack/core', 'webpack', 'react']
    .map((p) => {
      try {
        return `${p} ${installedVersion(website, p)}`;
      } catch {
        return '';
      }
    })
    .filter(Boolean)
    .join(', ');
  return { website, variants, versions };
}

function buildDocusaurus(website, variant, out) {
  for (const p of ['.docusaurus', 'build', 'node_modules/.cache']) rmSync(join(website, p), { recursive: true, force: true });
  const bin = join(website, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  // Into its default build/, moved afterwards: metro's preset writes to build/ whatever --out-dir says.
  const r = timed(process.execPath, [bin, 'build', ...(variant.args ?? [])], { cwd: website, env: ENV, allowFailure: true });
  if (r.status === 0) renameSync(join(website, 'build'), out);
  return r;
}

/** docsgen's diagnostics in its output: how many, the summary line, the errors first, then the first warnings. */
function diagnostics(text) {
  const lines = text.split('\n').filter((l) => l.trim());
  const summary = lines.find((l) => /failed with \d+ errors?|migration failed/.test(l));
  const body = lines.filter((l) => l !== summary && !/^(wrote|build it with|note:)/.test(l));
  const warnings = body.filter((l) => /\bwarning:/.test(l));
  const errors = body.filter((l) => !/\bwarning:/.test(l));
  return { count: body.length, errors, warnings, summary, first: [...errors.slice(0, 6), ...warnings.slice(0, Math.max(2, 8 - errors.length))] };
}

function report(what, r) {
  const d = diagnostics(`${r.stdout}\n${r.stderr}`);
  console.log(
    `docsgen ${what} failed (exit ${r.status}) after ${r.seconds.toFixed(2)} s: ${d.count} diagnostics, ${d.errors.length} of them not warnings${d.summary ? `; its last line: "${d.summary.trim()}"` : ''}. The errors first, then the first warnings:\n`,
  );
  console.log('```text');
  for (const l of d.first) console.log(l.length > 220 ? `${l.slice(0, 220)}…` : l);
  console.log('```\n');
  return d;
}

if (!existsSync(CORPUS)) {
  console.log(`Skipped: no corpus at ${CORPUS} (pass --corpus DIR).`);
  process.exit(0);
}
if (!existsSync(DOCSGEN)) throw new Error('run `node scripts/compile.mjs` first');

console.log(`Real sites side by side, measured ${new Date().toISOString()}, ${cpus().length} CPUs, Node ${process.version}, docsgen ${docsgenVersion()}`);
console.log(envNote());
console.log(`Load average (1/5/15 min) at start: ${loadAverage()}\n`);

for (const name of NAMES) {
  const site = SITES[name];
  if (!site) throw new Error(`unknown site ${name} (known: ${Object.keys(SITES).join(', ')})`);
  if (site.skip) {
    console.log(`### ${name}\n\nSkipped: ${site.skip}.\n`);
    continue;
  }
  if (!existsSync(join(CORPUS, name))) {
    console.log(`### ${name}\n\nSkipped: not in ${CORPUS}.\n`);
    continue;
  }
  const work = join(WORK, 'corpus', name);
  const md = site.content.map((c) => join(CORPUS, name, c));
  const kb = md.reduce((a, d) => a + markdownBytes(d), 0) / 1024;
  const pages = md.reduce((a, d) => a + listFiles(d).filter((f) => /\.mdx?$/.test(f.path)).length, 0);
  const { website, variants, versions } = docusaurusCopy(name, site);

  // docsgen: migrate a fresh copy; a failure is reported and not timed again.
  const dgBase = join(work, 'docsgen');
  rmSync(dgBase, { recursive: true, force: true });
  cpSync(join(CORPUS, name), dgBase, { recursive: true });
  const dgWebsite = join(dgBase, site.website);
  // The site's dependencies, as where its owner runs migrate: its config may load them.
  symlinkSync(join(website, 'node_modules'), join(dgWebsite, 'node_modules'));
  console.log(`### ${name} (${pages} Markdown files, ${kb.toFixed(0)} KB, in ${site.content.join(', ')})\n`);
  console.log(`Docusaurus: ${versions}. Load average at start: ${loadAverage()}\n`);
  const docsgen = { id: 'docsgen', label: `docsgen ${docsgenVersion().split(' ')[0]} (after migrate)`, state: 'ok' };
  const migrate = timed(process.execPath, [DOCSGEN, 'migrate', dgWebsite], { env: ENV, allowFailure: true });
  if (migrate.status !== 0) {
    report('migrate', migrate);
    docsgen.state = `migrate failed (exit ${migrate.status})`;
  }

  const outs = join(work, 'out');
  rmSync(outs, { recursive: true, force: true });
  mkdirSync(outs, { recursive: true });
  const systems = [docsgen, ...variants.map((v) => ({ ...v, state: 'ok' }))];
  const results = new Map(systems.map((s) => [s.id, []]));
  for (let run = 0; run < RUNS; run++) {
    // A system that failed is not run again; the others rotate.
    const order = systems.filter((s) => s.state === 'ok');
    const rotated = order.map((_, i) => order[(i + run) % order.length]);
    const line = [];
    for (const s of rotated) {
      const out = join(outs, `${s.id}-${run + 1}`);
      const r =
        s === docsgen
          ? timed(process.execPath, [DOCSGEN, 'build', dgWebsite, '--out', out, '--no-cache'], { env: ENV, allowFailure: true })
          : buildDocusaurus(website, s, out);
      if (r.status !== 0) {
        if (s === docsgen) report('build', r);
        else {
          console.log(
            `${s.label} failed (exit ${r.status}) after ${r.seconds.toFixed(2)} s. Its last lines:\n\n\`\`\`text\n${r.stderr.trim().split('\n').slice(-8).join('\n')}\n\`\`\`\n`,
          );
        }
        s.state = `build failed (exit ${r.status}) after ${r.seconds.toFixed(2)} s, ${r.mb.toFixed(0)} MB`;
        line.push(`${s.id} failed`);
        continue;
      }
      results.get(s.id).push({ ...r, html: listFiles(out).filter((f) => f.path.endsWith('.html')).length });
      line.push(`${s.id} ${r.seconds.toFixed(2)} s (CPU ${r.cpu.toFixed(2)} s) ${r.mb.toFixed(0)} MB`);
    }
    process.stderr.write(`  ${name}, run ${run + 1}/${RUNS}: ${line.join(' | ')}\n`);
  }
  for (const s of systems) {
    const last = join(outs, `${s.id}-${RUNS}`);
    rmSync(join(work, `last-${s.id}`), { recursive: true, force: true });
    if (existsSync(last)) renameSync(last, join(work, `last-${s.id}`));
  }
  rmSync(outs, { recursive: true, force: true });

  const base = results.get('docsgen');
  const rows = systems.map((s) => {
    const list = results.get(s.id);
    if (s.state !== 'ok') return [s.label, s.state, '–', '–', '–', '–', '–', '–', '–'];
    const t = stats(list.map((r) => r.seconds));
    const m = stats(list.map((r) => r.mb));
    const ratio =
      docsgen.state === 'ok' && s !== docsgen ? `${fmt(stats(list.map((r, i) => r.seconds / base[i].seconds)), 1).replace(/^([\d.]+)/, '$1x')}` : '–';
    return [
      s.label,
      list.length,
      fmt(t),
      fmt(stats(list.map((r) => r.cpu))),
      fmt(m, 0),
      (pages / t.median).toFixed(1),
      ((t.median * 1000) / kb).toFixed(1),
      list.at(-1).html,
      ratio,
    ];
  });
  table(['system', 'builds', 'wall time (s)', 'CPU time (s)', 'peak RSS (MB)', 'pages/s', 'ms per KB', 'HTML files', 'time vs docsgen'], rows);
  console.log(`\nLoad average after ${name}: ${loadAverage()}\n`);
}
