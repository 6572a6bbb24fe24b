// `npm run corpus`: runs `docsgen migrate` and `docsgen build` on a fresh copy of each real
// Docusaurus site in ../shared/corpus (copied to a temporary folder, never into the
// repository) and prints, per site, the pages built, the time each command took and every
// diagnostic. Run `node scripts/compile.mjs` first (or use `npm run corpus`, which does).
//
//   node scripts/corpus.mjs [site…] [--keep]
//
// --keep leaves the temporary copies (and their build/ folders) in place and prints where.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = resolve(root, '../shared/corpus');
const bin = join(root, 'dist/bin/docsgen.js');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const only = args.filter((a) => !a.startsWith('--'));

if (!existsSync(corpus)) {
  console.log(`corpus: skipped, ${corpus} is absent`);
  process.exit(0);
}
if (!existsSync(bin)) {
  console.error(`corpus: ${bin} is missing; run node scripts/compile.mjs first`);
  process.exit(1);
}

/** The folder of a corpus site that holds its docusaurus.config.* (the site itself or website/). */
function configFolder(site) {
  const has = (dir) => readdirSync(dir).some((f) => /^docusaurus\.config\.[cm]?[jt]s$/.test(f));
  if (has(site)) return site;
  if (existsSync(join(site, 'website')) && has(join(site, 'website'))) return join(site, 'website');
  return undefined;
}

function run(argv, cwd) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [bin, ...argv], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

const sites = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory() && (only.length === 0 || only.includes(d.name)))
  .map((d) => d.name)
  .sort();
const work = await mkdtemp(join(tmpdir(), 'docsgen-corpus-'));
let failed = 0;
try {
  for (const name of sites) {
    const copy = join(work, name);
    await cp(join(corpus, name), copy, { recursive: true });
    const siteDir = configFolder(copy);
    console.log(`\n## ${name}`);
    if (!siteDir) {
      console.log('  no docusaurus.config.* in the site or its website/ folder; skipped');
      continue;
    }
    const migrated = run(['migrate', siteDir], copy);
    const notes = migrated.stdout.split('\n').filter(Boolean);
    console.log(`  migrate: exit ${migrated.status}, ${migrated.seconds.toFixed(2)}s, ${notes.length} notes`);
    if (migrated.status !== 0) {
      failed++;
      console.log(migrated.stderr.replace(/^/gm, '    '));
      continue;
    }
    const built = run(['build', siteDir], copy);
    const lines = built.stderr.split('\n').filter(Boolean);
    const wrote = lines.find((l) => /^wrote \d+ pages/.test(l));
    const pages = wrote ? Number(/^wrote (\d+)/.exec(wrote)[1]) : 0;
    // Everything else the build printed: one diagnostic a line, then a failed build's summary.
    const printed = lines.filter((l) => l !== wrote);
    console.log(`  build: exit ${built.status}, ${built.seconds.toFixed(2)}s, ${pages} pages, ${printed.length} lines of diagnostics`);
    for (const l of printed) console.log(`    ${l.replaceAll(`${copy}/`, '')}`);
    if (built.status !== 0) failed++;
  }
} finally {
  if (keep) console.log(`\ncopies kept in ${work}`);
  else await rm(work, { recursive: true, force: true });
}
console.log(`\n${sites.length - failed} of ${sites.length} sites migrated and built`);
process.exitCode = failed ? 1 : 0;
