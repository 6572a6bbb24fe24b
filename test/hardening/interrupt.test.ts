// Ctrl-C or SIGTERM in the middle of a build: the command says it was interrupted in one line,
// exits with the shell's status for the signal, leaves no temporary folder or lock behind, and
// the previous output is exactly as it was. Run on the compiled command, as users run it.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { generatedSite } from '../helpers/generate.js';
import { listFiles, writeSite } from '../helpers/fixture.js';
import { bin, runCli } from './run-cli.js';

const PAGES = 600;
/** Pages of the watch test's first build. */
const FEW = 20;
const LAST_PAGE = `docs/part-${Math.floor((PAGES - 1) / 10)}/page-${PAGES - 1}/index.html`;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/**
 * A site of {@link PAGES} pages whose folder holds a complete build of its first pages. An
 * interrupted build leaves it as it was, so the tests of both signals share it.
 */
let shared: Promise<string> | undefined;
const builtSite = (): Promise<string> => (shared ??= makeBuiltSite());
async function makeBuiltSite(): Promise<string> {
  const dir = await writeSite(generatedSite(20));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const first = await runCli(['build', dir], { timeoutMs: 120_000 });
  expect(first.status, first.stderr).toBe(0);
  for (const [path, text] of Object.entries(generatedSite(PAGES))) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** Every file of the output with a hash of its bytes. */
async function snapshot(out: string): Promise<Record<string, string>> {
  const files = await listFiles(out);
  return Object.fromEntries(
    await Promise.all(
      files.map(async (f) => [
        f,
        createHash('sha256')
          .update(await readFile(join(out, f)))
          .digest('hex'),
      ]),
    ),
  );
}

/** What docsgen leaves beside the output while it works: staging and old folders, the lock. */
const scratch = (dir: string): string[] => readdirSync(dir).filter((n) => n.includes('docsgen-'));

function start(args: string[]): {
  child: ChildProcessWithoutNullStreams;
  stderr: () => string;
  done: Promise<{ status: number | null; signal: NodeJS.Signals | null }>;
} {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.resume();
  const done = new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (status, signal) => resolve({ status, signal })),
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  void done.then(() => clearTimeout(timer));
  return { child, stderr: () => stderr, done };
}

/** Resolves once a staging folder beside the output holds pages: the build is rendering. */
async function midBuild(dir: string, exited: Promise<unknown>): Promise<void> {
  let over = false;
  void exited.then(() => (over = true));
  for (;;) {
    if (over) throw new Error('the command ended before its build was under way');
    const staging = readdirSync(dir).find((n) => n.includes('.docsgen-staging-'));
    if (staging && existsSync(join(dir, staging, 'docs'))) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('docsgen build interrupted', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    'on %s: exits %i with one line, removes its scratch folders and lock, keeps the previous output',
    async (signal, status) => {
      const dir = await builtSite();
      const out = join(dir, 'build');
      const before = await snapshot(out);
      const run = start(['build', dir, '--no-cache']);
      await midBuild(dir, run.done);
      run.child.kill(signal);
      const result = await run.done;
      expect(result, run.stderr()).toEqual({ status, signal: null });
      const lines = run.stderr().trim().split('\n');
      expect(lines.filter((l) => /interrupt/i.test(l))).toEqual([
        `interrupted by ${signal}: the build stopped and removed its temporary files; the output folder is as it was`,
      ]);
      expect(run.stderr()).not.toContain('Internal error');
      expect(scratch(dir)).toEqual([]);
      expect(await snapshot(out)).toEqual(before);
    },
    240_000,
  );
});

/**
 * A site whose config reads its docs from `docs-few/` ({@link FEW} pages, built), while `docs/`
 * holds {@link PAGES}: pointing the config at `docs/` starts a long rebuild with one write.
 */
async function fewPagesSite(): Promise<string> {
  const files = generatedSite(PAGES);
  for (const [path, text] of Object.entries(generatedSite(FEW))) if (path.startsWith('docs/')) files[`docs-few/${path.slice(5)}`] = text;
  files['docsgen.config.ts'] = files['docsgen.config.ts']!.replace('export default {', "export default { docs: { path: 'docs-few' },");
  const dir = await writeSite(files);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('docsgen serve --watch interrupted during a rebuild', () => {
  it('exits 130 with one line, removes the rebuild scratch folders and lock, and keeps the last complete build', async () => {
    const dir = await fewPagesSite();
    const out = join(dir, 'build');
    const run = start(['serve', dir, '--watch', '--port', '0']);
    await expect.poll(() => run.stderr(), { timeout: 180_000, interval: 50 }).toMatch(/watching for changes/);
    const before = await snapshot(out);
    expect(before[`docs/part-1/page-${FEW - 1}/index.html`]).toBeDefined();
    expect(before[LAST_PAGE]).toBeUndefined();
    // The docs of PAGES pages: a rebuild of every page, all but FEW of them new.
    const config = join(dir, 'docsgen.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("docs: { path: 'docs-few' },", ''));
    await midBuild(dir, run.done);
    run.child.kill('SIGINT');
    const result = await run.done;
    expect(result, run.stderr()).toEqual({ status: 130, signal: null });
    expect(
      run
        .stderr()
        .split('\n')
        .filter((l) => /interrupt/i.test(l)),
    ).toEqual(['interrupted by SIGINT: the build in progress stopped and removed its temporary files; the output folder holds the last complete build']);
    expect(run.stderr()).not.toContain('Internal error');
    expect(scratch(dir)).toEqual([]);
    expect(await snapshot(out)).toEqual(before);
  }, 240_000);
});
