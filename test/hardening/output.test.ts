// The output folder: never the site's sources or a folder docsgen did not write, always a
// complete build (old or new) whatever happens during the swap, one build at a time, and
// every name that cannot be written or served reported at its source.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { build } from '../../src/build.js';
import { BuildError, formatDiagnostic } from '../../src/diagnostics.js';
import { OutputWriter } from '../../src/output/writer.js';
import { lockOutput } from '../../src/output/lock.js';
import { minimalSite, writeSite, type SiteFiles } from '../helpers/fixture.js';
import { bin, canDropPrivileges, giveToNobody, runCli } from './run-cli.js';

const cacheDir = join(tmpdir(), `docsgen-test-cache-${process.pid}`);
const dirs: string[] = [cacheDir];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function site(files: SiteFiles = minimalSite): Promise<string> {
  const dir = await writeSite(files);
  dirs.push(dir);
  return dir;
}

/** Builds `siteDir`; the printed diagnostics on failure, [] on success. */
async function tryBuild(siteDir: string, outDir?: string, force = false): Promise<string[]> {
  try {
    await build({ siteDir, ...(outDir !== undefined ? { outDir } : {}), force, cacheDir });
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.diagnostics.map((d) => formatDiagnostic(d, siteDir));
  }
}

const withConfig = (extra: string): SiteFiles => ({
  ...minimalSite,
  'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'F', url: 'https://example.com', ${extra} });\n`,
});

describe('the output folder is never the site or its sources', () => {
  it.each([
    ["outDir: '.'", "outDir: '.'", 'is the site folder'],
    ["outDir: '..'", "outDir: '..'", 'holds the site folder'],
    ["outDir: 'docs'", "outDir: 'docs'", 'is the source folder'],
    ["outDir: 'docs/build'", "outDir: 'docs/build'", 'lies inside the source folder'],
    ["outDir: 'static'", "outDir: 'static'", 'is the source folder'],
  ])('refuses %s and leaves every file in place', async (_name, extra, how) => {
    // The site sits one level down in a folder of the test's own, so that even a docsgen that
    // replaces ".." only ever touches that folder.
    const sandbox = await mkdtemp(join(tmpdir(), 'docsgen-sandbox-'));
    dirs.push(sandbox);
    const dir = join(sandbox, 'site');
    for (const [path, text] of Object.entries({ ...withConfig(extra), 'static/logo.txt': 'logo' })) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const sibling = join(sandbox, 'sibling');
    mkdirSync(sibling);
    writeFileSync(join(sibling, 'keep.txt'), 'keep');
    const errors = await tryBuild(dir);
    expect(errors).toEqual([expect.stringContaining(how)]);
    expect(errors[0]).toMatch(
      /^docsgen\.config\.ts the output folder .+ every build replaces the output folder as a whole; set outDir in the config \(or --out\) to a folder of its own, such as "build"$/,
    );
    expect(readFileSync(join(dir, 'docs/intro.md'), 'utf8')).toContain('Hello');
    expect(readFileSync(join(dir, 'static/logo.txt'), 'utf8')).toBe('logo');
    expect(readFileSync(join(dir, 'docsgen.config.ts'), 'utf8')).toContain('defineConfig');
    expect(readFileSync(join(sibling, 'keep.txt'), 'utf8')).toBe('keep');
  });

  it('refuses --out naming the site folder, with exit 1 and the reason', async () => {
    const dir = await site();
    const run = await runCli(['build', dir, '--out', dir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`the output folder ${dir} is the site folder`);
    expect(run.stderr).not.toContain('Internal error');
    expect(existsSync(join(dir, 'docs/intro.md'))).toBe(true);
  });

  it('refuses an output path that is a file, and keeps the file', async () => {
    const dir = await site({ ...minimalSite, 'out.txt': 'mine' });
    const errors = await tryBuild(dir, join(dir, 'out.txt'));
    expect(errors).toEqual([expect.stringContaining(`the output path ${join(dir, 'out.txt')} is a file, not a folder`)]);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('mine');
  });

  it('refuses an output folder that is a symbolic link', async () => {
    const dir = await site();
    mkdirSync(join(dir, 'real-out'));
    symlinkSync('real-out', join(dir, 'out'));
    const errors = await tryBuild(dir, join(dir, 'out'));
    expect(errors).toEqual([expect.stringContaining('is a symbolic link; set outDir (or --out) to the folder it points to')]);
  });
});

describe('the output folder is replaced only when docsgen wrote it', () => {
  it('refuses a folder with files docsgen did not write, unless --force or emptyOutDir', async () => {
    const dir = await site();
    const out = join(dir, 'public');
    mkdirSync(out);
    writeFileSync(join(out, 'keep.txt'), 'keep');
    expect(await tryBuild(dir, out)).toEqual([
      `the output folder ${out} holds files docsgen did not write (it has no .docsgen-output marker), and a build would replace them; move them away, set outDir in the config (or --out) to a folder of its own, such as "build", or pass --force (emptyOutDir: true in the config) to replace the folder`,
    ]);
    expect(readFileSync(join(out, 'keep.txt'), 'utf8')).toBe('keep');
    expect(await tryBuild(dir, out, true)).toEqual([]);
    expect(existsSync(join(out, 'keep.txt'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('replaces a folder with emptyOutDir: true', async () => {
    const dir = await site(withConfig("outDir: 'public', emptyOutDir: true"));
    mkdirSync(join(dir, 'public'));
    writeFileSync(join(dir, 'public/old.txt'), 'old');
    expect(await tryBuild(dir)).toEqual([]);
    expect(existsSync(join(dir, 'public/old.txt'))).toBe(false);
  });

  it('marks its output and replaces its own output, an empty folder, or a build from before the marker', async () => {
    const dir = await site();
    const out = join(dir, 'build');
    mkdirSync(out);
    expect(await tryBuild(dir, out)).toEqual([]);
    expect(readFileSync(join(out, '.docsgen-output'), 'utf8')).toContain('written by docsgen');
    expect(await tryBuild(dir, out)).toEqual([]);
    // A build of an earlier docsgen: no marker, but its _chunks, 404 page and _headers.
    await rm(join(out, '.docsgen-output'));
    expect(await tryBuild(dir, out)).toEqual([]);
  });
});

describe('the swap', () => {
  it('puts the previous build back when a build was stopped between its two renames', async () => {
    const dir = await site();
    const out = join(dir, 'build');
    expect(await tryBuild(dir, out)).toEqual([]);
    // What a build killed between the renames leaves: the old output moved aside, the new one staged.
    const { renameSync } = await import('node:fs');
    renameSync(out, join(dir, '.build.docsgen-old-4242-1700000000000'));
    mkdirSync(join(dir, '.build.docsgen-staging-4242-1700000000000/docs'), { recursive: true });
    // The next build fails on a broken link: the previous output must be there, and nothing else.
    writeFileSync(join(dir, 'docs/broken.md'), '# Broken\n\n[x](/docs/nowhere)\n');
    expect(await tryBuild(dir, out)).toEqual(['docs/broken.md:3:1 broken link to /docs/nowhere']);
    expect(readFileSync(join(out, 'docs/intro/index.html'), 'utf8')).toContain('Hello');
    expect(readdirSync(dir).filter((n) => n.includes('docsgen-'))).toEqual([]);
  });

  it('removes temporary folders left by killed builds', async () => {
    const dir = await site();
    for (const name of ['.build.docsgen-staging-1-1', '.build.docsgen-old-2-2', '.build.docsgen-tmp-3-3']) mkdirSync(join(dir, name, 'x'), { recursive: true });
    expect(await tryBuild(dir, join(dir, 'build'))).toEqual([]);
    expect(readdirSync(dir).filter((n) => n.includes('docsgen-'))).toEqual([]);
  });

  it('refuses a second build of the same output while one runs, and the first completes', async () => {
    const dir = await site({
      ...minimalSite,
      ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`docs/p${i}.md`, `# Page ${i}\n\n${'Text. '.repeat(200)}\n`])),
    });
    const out = join(dir, 'build');
    const lock = join(dir, '.build.docsgen-lock');
    const first = spawn(process.execPath, [bin, 'build', dir, '--out', out], { env: { ...process.env, DOCSGEN_THREADS: '0', NO_COLOR: '1' } });
    let firstErr = '';
    first.stderr.on('data', (d: Buffer) => (firstErr += d.toString()));
    const firstDone = new Promise<number | null>((resolve) => first.on('close', resolve));
    while (!existsSync(lock)) await new Promise((r) => setTimeout(r, 20));
    const second = await runCli(['build', dir, '--out', out]);
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(
      new RegExp(
        `another docsgen build \\(process ${first.pid} on .+, since .+\\) is writing ${out}; wait for it to finish, or stop it\\. If no build is running, delete ${lock}`,
      ),
    );
    expect(second.stderr).not.toContain('Internal error');
    expect(await firstDone, firstErr).toBe(0);
    expect(existsSync(join(out, 'docs/p299/index.html'))).toBe(true);
    expect(readdirSync(dir).filter((n) => n.includes('docsgen-'))).toEqual([]);
  });

  it('a build while another build of this process holds the lock is refused, nothing is left behind', async () => {
    const dir = await site();
    const out = join(dir, 'build');
    // Held the way a running build holds it (two builds started at once overlap only by chance).
    const unlock = lockOutput(out);
    try {
      expect(await tryBuild(dir, out)).toEqual([expect.stringContaining(`is writing ${out}; wait for it to finish`)]);
    } finally {
      unlock();
    }
    expect(existsSync(out)).toBe(false);
    expect(await tryBuild(dir, out)).toEqual([]);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(readdirSync(dir).filter((n) => n.includes('docsgen-'))).toEqual([]);
  });

  it('takes over the lock of a build that was killed', async () => {
    const dir = await site();
    writeFileSync(join(dir, '.build.docsgen-lock'), JSON.stringify({ pid: 2 ** 22 + 1, host: (await import('node:os')).hostname(), started: 'then' }));
    expect(await tryBuild(dir, join(dir, 'build'))).toEqual([]);
    expect(existsSync(join(dir, '.build.docsgen-lock'))).toBe(false);
  });
});

describe('output names', () => {
  const slugPage = (slug: string): string => `---\nslug: ${JSON.stringify(slug)}\n---\n\n# Page\n`;

  it.each([
    ['404.html', '/404.html'],
    ['sitemap.xml', '/sitemap.xml'],
    ['_headers', '/_headers'],
  ])('reports a page whose slug takes %s, naming its source', async (_name, slug) => {
    const dir = await site({ ...minimalSite, 'pages/x.md': slugPage(slug) });
    const errors = await tryBuild(dir, join(dir, 'build'));
    // A slug ending in .html is written as that file, as Docusaurus does; others as a folder.
    expect(errors).toEqual([
      slug === '/404.html'
        ? 'pages/x.md the 404 page and the page /404.html would both write the same output file 404.html; rename or move one of them, or give the page another slug'
        : `pages/x.md docsgen's ${slug.slice(1)} and the page ${slug} both need ${slug.slice(1)}, one as a file and the other as a folder; rename or move one of them, or give the page another slug`,
    ]);
  });

  it('reports a page whose slug is a static file, and a static folder where the build writes a file', async () => {
    const dir = await site({ ...minimalSite, 'pages/x.md': slugPage('/logo.png'), 'static/logo.png': 'png', 'static/sitemap.xml/a.txt': 'a' });
    const errors = await tryBuild(dir, join(dir, 'build'));
    expect(errors).toEqual([
      'pages/x.md the page /logo.png and the static file logo.png both need logo.png, one as a file and the other as a folder; rename or move one of them, or give the page another slug',
      "static/sitemap.xml/a.txt docsgen's sitemap.xml and the static file sitemap.xml/a.txt both need sitemap.xml, one as a file and the other as a folder; rename or move one of them",
    ]);
  });

  it('reports a slug that is too long, or holds a NUL character', async () => {
    const dir = await site({ ...minimalSite, 'docs/long.md': slugPage(`/${'a'.repeat(300)}`), 'docs/nul.md': '---\nslug: "/a\\0b"\n---\n\n# Nul\n' });
    const errors = await tryBuild(dir, join(dir, 'build'));
    expect(errors.some((e) => /^docs\/long\.md the page \/docs\/a{300} would be written to .+, which has a part longer than 255 bytes/.test(e))).toBe(true);
    expect(
      errors.some((e) =>
        /^docs\/nul\.md the page \/docs\/a\\u0000b would be written to .+, which holds a NUL character; rename the source file, or give the page a slug in its frontmatter$/.test(
          e,
        ),
      ),
    ).toBe(true);
    expect(errors.join('\n')).not.toContain('Internal error');
  });

  it('refuses file names with a backslash or a drive letter, which hosts cannot serve', async () => {
    const dir = await site({ ...minimalSite, 'docs/a\\b.md': '# Back\n', 'docs/C:x.md': '# Drive\n', 'static/D:logo.png': 'x' });
    const errors = await tryBuild(dir, join(dir, 'build'));
    expect(errors).toEqual([
      expect.stringMatching(
        /^docs\/C:x\.md the page \/docs\/C:x would be written to .+, which has a part starting with a drive letter \(C:\), which Windows and web servers refuse; rename the source file, or give the page a slug in its frontmatter$/,
      ),
      expect.stringMatching(/^docs\/a\\b\.md the page .+ which holds a backslash/),
      expect.stringMatching(
        /^static\/D:logo\.png the static file D:logo\.png would be written to "D:logo\.png", which has a part starting with a drive letter \(D:\)/,
      ),
    ]);
  });

  it('reports a static file deleted while the build copies it', async () => {
    const dir = await site();
    const writer = await OutputWriter.open({ outDir: join(dir, 'build'), protect: { siteDir: dir, sources: [] }, force: false });
    writer.copy('gone.png', join(dir, 'static/gone.png'), { what: 'the static file gone.png', file: join(dir, 'static/gone.png') });
    await writer.flush();
    expect(writer.diagnostics.map((d) => formatDiagnostic(d, dir))).toEqual([
      'static/gone.png the static file gone.png was deleted or moved while the build copied it; build again',
    ]);
    await writer.abort();
  });
});

describe.runIf(canDropPrivileges())('an output folder the build may not write (as an unprivileged user)', () => {
  it('says which folder to make writable, exit 1, never an internal error', async () => {
    const dir = await site();
    giveToNobody(dir);
    const locked = await mkdtemp(join(tmpdir(), 'docsgen-readonly-'));
    dirs.push(locked);
    await chmod(locked, 0o755);
    const run = await runCli(['build', dir, '--out', join(locked, 'out')], { asNobody: true, env: { TMPDIR: dir } });
    expect(run.stderr).not.toContain('Internal error');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `cannot write the output folder ${join(locked, 'out')}: permission denied in ${locked}, where docsgen prepares the new build beside the old one; make that folder writable, or choose another outDir`,
    );
    expect(lstatSync(locked).isDirectory()).toBe(true);
  });
});
