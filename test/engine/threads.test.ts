// Issue 6: pages spread over worker threads give exactly the output of a single-threaded build.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { listFiles, minimalSite, writeSite } from '../helpers/fixture.js';
import { generatedSite } from '../helpers/generate.js';
import { threadPlan } from '../../src/pages/thread-plan.js';

const bin = join(process.cwd(), 'dist/bin/docsgen.js');

/** Builds `site` into `out` with DOCSGEN_THREADS set to `threads` (unset: docsgen decides); returns what it printed. */
function buildSite(site: string, out: string, threads: string | undefined, extraEnv: NodeJS.ProcessEnv = {}): string {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...extraEnv };
  if (threads === undefined) delete env.DOCSGEN_THREADS;
  else env.DOCSGEN_THREADS = threads;
  // Without the build cache: every build here renders its pages.
  const r = spawnSync(process.execPath, [bin, 'build', site, '--out', out, '--no-cache', '--verbose'], { env, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stderr;
}

/** Checks that two output folders hold the same files, byte for byte; returns their paths. */
async function expectSameOutput(expected: string, actual: string): Promise<string[]> {
  const files = await listFiles(expected);
  expect(await listFiles(actual)).toEqual(files);
  const differing: string[] = [];
  for (const f of files) if (!(await readFile(join(actual, f))).equals(await readFile(join(expected, f)))) differing.push(f);
  expect(differing).toEqual([]);
  return files;
}

describe('worker threads', () => {
  it('produce byte-identical output to a build on the main thread alone', async () => {
    const site = await writeSite(generatedSite(80));
    try {
      expect(buildSite(site, join(site, 'single'), '0')).toMatch(/^ {2}pages on the main thread$/m);
      expect(buildSite(site, join(site, 'threads'), '2')).toMatch(/^ {2}pages on the main thread and 2 worker threads$/m);
      expect((await expectSameOutput(join(site, 'single'), join(site, 'threads'))).length).toBeGreaterThan(160);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('hand their pages to the main thread when one runs out of memory, with a note and the same output', async () => {
    const files = { ...minimalSite };
    for (let i = 0; i < 30; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\n${'Some *text* with `code`.\n\n'.repeat(40)}`;
    const site = await writeSite(files);
    try {
      buildSite(site, join(site, 'single'), '0');
      // 8 MB of old generation: too little for the engine and the theme, so the thread fails
      // as a thread whose page needs more than its limit does.
      const printed = buildSite(site, join(site, 'threads'), '1', { DOCSGEN_THREAD_HEAP_MB: '8' });
      expect(printed).toMatch(/^ {2}pages on the main thread and 1 worker thread$/m);
      expect(printed).toContain('note: a worker thread ran out of memory; the main thread renders its pages');
      expect(printed).not.toMatch(/Internal error/);
      expect((await expectSameOutput(join(site, 'single'), join(site, 'threads'))).length).toBeGreaterThan(60);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("render a site's own theme exactly as the main thread does", async () => {
    const builtIn = join(process.cwd(), 'templates');
    const files: Record<string, string> = {
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', theme: './theme/index.tsx', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
      'theme/index.tsx': [
        `import { theme as base } from ${JSON.stringify(join(builtIn, 'index.tsx'))};`,
        `const Quote = (props: { children?: unknown }) => <blockquote data-site-theme="quote">{props.children as never}</blockquote>;`,
        `export const theme = { ...base, stylesheet: 'site.css', client: ${JSON.stringify(join(builtIn, 'client', 'index.ts'))}, lazyClients: { search: ${JSON.stringify(join(builtIn, 'client', 'search', 'index.ts'))} }, components: { ...base.components, blockquote: Quote } };`,
        '',
      ].join('\n'),
      'theme/site.css': `@import ${JSON.stringify(join(builtIn, 'styles.css'))};\n`,
    };
    for (let i = 0; i < 120; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\n> Quoted on page ${i}.\n`;
    const site = await writeSite(files);
    try {
      expect(buildSite(site, join(site, 'single'), '0')).toMatch(/^ {2}pages on the main thread$/m);
      expect(buildSite(site, join(site, 'threads'), '1')).toMatch(/^ {2}pages on the main thread and 1 worker thread$/m);
      await expectSameOutput(join(site, 'single'), join(site, 'threads'));
      // About half the pages were rendered by the worker thread: all with the site's component.
      for (let i = 0; i < 120; i++)
        expect(await readFile(join(site, 'threads', `docs/page-${i}/index.html`), 'utf8')).toContain('<blockquote data-site-theme="quote">');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('share the pages of a site of many small pages as the plan decides, with the same output', async () => {
    // The plan weighs bytes, and every page costs some whatever its size: 400 small pages (about
    // 1.5 KB each, 600 KB in all) stay on the main thread on two cores, whose second core V8's
    // own threads use, and get worker threads where there are more cores.
    const files: Record<string, string> = { ...minimalSite };
    const prose = 'Every request carries a signature made from the merchant id and the secret key. '.repeat(12);
    for (let i = 0; i < 400; i++) {
      files[`docs/part-${i % 20}/page-${i}.md`] =
        `# Page ${i}\n\nSee [the next page](./page-${i + 20}.md) and [the intro](/docs/intro).\n\n${prose}\n\n\`\`\`json\n{"page": ${i}}\n\`\`\`\n`;
    }
    for (let i = 380; i < 400; i++) files[`docs/part-${i % 20}/page-${i}.md`] = `# Page ${i}\n\nThe last page of its part.\n`;
    const site = await writeSite(files);
    try {
      expect(buildSite(site, join(site, 'single'), '0')).toMatch(/^ {2}pages on the main thread$/m);
      const plan = buildSite(site, join(site, 'threads'), undefined);
      const planned = threadPlan({ weights: Object.values(files).map((text) => text.length), cores: availableParallelism() });
      expect(plan).toMatch(planned.threads ? /^ {2}pages on the main thread and \d+ worker threads?$/m : /^ {2}pages on the main thread$/m);
      const written = await expectSameOutput(join(site, 'single'), join(site, 'threads'));
      expect(written.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(400);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 120_000);

  it('started ahead of the render stage, are stopped when the build fails before it, so a program that called build() ends', async () => {
    const site = await writeSite(minimalSite);
    const out = join(site, 'out');
    try {
      // An output folder docsgen did not write: the build fails once discovery has started the thread.
      await mkdir(out);
      await writeFile(join(out, 'mine.txt'), 'not docsgen output\n');
      const program = `import { build } from ${JSON.stringify(pathToFileURL(join(process.cwd(), 'dist/index.js')).href)};
try { await build({ siteDir: ${JSON.stringify(site)}, outDir: ${JSON.stringify(out)}, cache: false }); console.log('built'); } catch (error) { console.log('failed:', error.message); }`;
      await writeFile(join(site, 'program.mjs'), program);
      const env = { ...process.env, DOCSGEN_THREADS: '1' };
      const r = spawnSync(process.execPath, [join(site, 'program.mjs')], { env, encoding: 'utf8', timeout: 60_000 });
      expect(r.signal, 'the program did not end').toBeNull();
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^failed: refusing to replace the output folder/m);
      expect(await readFile(join(out, 'mine.txt'), 'utf8')).toBe('not docsgen output\n');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 90_000);

  it('leave no staging folder behind, after a good build or a failed one', async () => {
    const site = await writeSite(minimalSite);
    const out = join(site, 'out');
    try {
      const env = { ...process.env, DOCSGEN_THREADS: '1' };
      const good = spawnSync(process.execPath, [bin, 'build', site, '--out', out], { env, encoding: 'utf8' });
      expect(good.status, good.stderr).toBe(0);
      expect((await readdir(site)).filter((f) => f.startsWith('.') && f.includes('docsgen'))).toEqual([]);
      await writeFile(join(site, 'docs/broken.md'), '# Broken\n\nSee [nowhere](/docs/nowhere).\n');
      const bad = spawnSync(process.execPath, [bin, 'build', site, '--out', out], { env, encoding: 'utf8' });
      expect(bad.status).toBe(1);
      expect((await readdir(site)).filter((f) => f.startsWith('.') && f.includes('docsgen'))).toEqual([]);
      expect(await readdir(out)).toContain('index.html');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
