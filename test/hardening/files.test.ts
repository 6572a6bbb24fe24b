// What the build reads: only regular files inside the site (or a folder the config allows),
// links followed once, loops, dangling links, special files, unreadable files and oversized
// pages reported as diagnostics with the file and a fix, never as an internal error.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, minimalSite, writeSite, type FixtureBuild } from '../helpers/fixture.js';
import { canDropPrivileges, giveToNobody, runCli } from './run-cli.js';

const sites: string[] = [];
afterAll(async () => {
  for (const dir of sites) await rm(dir, { recursive: true, force: true });
});

/** Writes a site, lets `prepare` add links and special files, then builds it. */
async function buildWith(files: Record<string, string>, prepare: (siteDir: string) => void): Promise<FixtureBuild> {
  const siteDir = await writeSite(files);
  sites.push(siteDir);
  prepare(siteDir);
  return buildSite({}, siteDir);
}

const config = (extra: string): string =>
  `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'F', url: 'https://example.com', ${extra} });\n`;

describe('symbolic links', () => {
  it('refuses a page that links to the process environment, and prints none of it', async () => {
    const site = await buildWith(minimalSite, (dir) => symlinkSync('/proc/self/environ', join(dir, 'docs/env.md')));
    expect(site.errors).toEqual([
      expect.stringMatching(
        /^docs\/env\.md this symbolic link points outside the site folder \(to \/proc\/\d+\/environ\); docsgen reads only files inside the site: copy the file into the site, or add its folder to allowSymlinksTo in the config$/,
      ),
    ]);
    expect(site.errors.join('\n')).not.toContain(process.env.PATH);
  });

  it('refuses a static file that links outside the site, and never copies a link', async () => {
    const site = await buildWith({ ...minimalSite, 'static/inside.txt': 'inside' }, (dir) => {
      symlinkSync('/etc/passwd', join(dir, 'static/x'));
    });
    expect(site.errors).toEqual([expect.stringMatching(/^static\/x this symbolic link points outside the site folder \(to \/etc\/passwd\)/)]);
  });

  it('follows links inside the site once and copies what they point at as regular files', async () => {
    const site = await buildWith({ ...minimalSite, 'shared/note.md': '# Shared note\n\nShared.\n', 'assets/logo.txt': 'logo' }, (dir) => {
      symlinkSync('../shared/note.md', join(dir, 'docs/note.md'));
      mkdirSync(join(dir, 'static'));
      symlinkSync('../assets', join(dir, 'static/assets'));
    });
    expect(site.errors).toEqual([]);
    expect(await site.read('docs/note/index.html')).toContain('Shared note');
    expect(lstatSync(join(site.outDir, 'assets/logo.txt')).isFile()).toBe(true);
    expect(lstatSync(join(site.outDir, 'assets')).isDirectory()).toBe(true);
  });

  it('follows links into a folder the config allows with allowSymlinksTo', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'docsgen-outside-'));
    sites.push(outside);
    writeFileSync(join(outside, 'guide.md'), '# Outside guide\n\nText.\n');
    const files = { ...minimalSite, 'docsgen.config.ts': config(`allowSymlinksTo: [${JSON.stringify(outside)}]`) };
    const site = await buildWith(files, (dir) => symlinkSync(join(outside, 'guide.md'), join(dir, 'docs/guide.md')));
    expect(site.errors).toEqual([]);
    expect(await site.read('docs/guide/index.html')).toContain('Outside guide');
  });

  it('refuses a content folder replaced by a link out of the site', async () => {
    const site = await buildWith({ 'docsgen.config.ts': config('') }, (dir) => symlinkSync('/etc', join(dir, 'docs')));
    expect(site.errors).toEqual([expect.stringMatching(/^docs this folder is a link to \/etc, outside the site folder/)]);
  });

  it('reports a loop of folders once, at the link', async () => {
    const site = await buildWith(minimalSite, (dir) => symlinkSync('.', join(dir, 'docs/loop')));
    expect(site.errors).toEqual(['docs/loop this symbolic link points back to docs, a folder that contains it (a loop); remove the link']);
  });

  it('reports a link to itself and a dangling link', async () => {
    const site = await buildWith(minimalSite, (dir) => {
      symlinkSync('self.md', join(dir, 'docs/self.md'));
      symlinkSync('nowhere.md', join(dir, 'docs/gone.md'));
    });
    expect(site.errors).toEqual([
      'docs/gone.md this symbolic link points at a file that does not exist; fix the link or remove it',
      'docs/self.md this symbolic link points back to itself through other links (a loop); remove it or point it at a file',
    ]);
  });
});

describe('special and oversized files', () => {
  it('does not block on a FIFO named like a page', async () => {
    const site = await buildWith(minimalSite, (dir) => execFileSync('mkfifo', [join(dir, 'docs/fifo.md')]));
    expect(site.errors).toEqual([
      'docs/fifo.md this is a FIFO (named pipe), not a regular file; docsgen reads only regular files: remove it or move it out of the site folder',
    ]);
  });

  it('does not read a device named like a page, inside the site or through a link', async () => {
    const site = await buildWith(minimalSite, (dir) => {
      execFileSync('mknod', [join(dir, 'docs/zero.md'), 'c', '1', '5']);
      symlinkSync('/dev/zero', join(dir, 'docs/linked.md'));
    });
    expect(site.errors).toEqual([
      'docs/linked.md this symbolic link points outside the site folder (to /dev/zero); docsgen reads only files inside the site: copy the file into the site, or add its folder to allowSymlinksTo in the config',
      'docs/zero.md this is a device, not a regular file; docsgen reads only regular files: remove it or move it out of the site folder',
    ]);
  });

  it('refuses a page over maxPageBytes, with its size and the option', async () => {
    const files = { ...minimalSite, 'docsgen.config.ts': config('maxPageBytes: 2048'), 'docs/big.md': `# Big\n\n${'word '.repeat(1000)}\n` };
    const site = await buildSite(files);
    sites.push(site.siteDir);
    expect(site.errors).toEqual([
      'docs/big.md this file is 5 KB, more than the limit of 2 KB; split it into smaller pages, or raise maxPageBytes in the config',
    ]);
  });

  it('accepts pages of several megabytes by default', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/big.md': `# Big\n\n${'word '.repeat(600_000)}\n` });
    sites.push(site.siteDir);
    expect(site.errors).toEqual([]);
  });
});

describe('text that is not UTF-8 Markdown', () => {
  it('warns at the line and column of a NUL byte or of bytes that are not UTF-8', async () => {
    const siteDir = await writeSite(minimalSite);
    sites.push(siteDir);
    writeFileSync(join(siteDir, 'docs/binary.md'), Buffer.concat([Buffer.from('# Binary\n\nab'), Buffer.from([0, 1, 2]), Buffer.from('\n')]));
    writeFileSync(join(siteDir, 'docs/latin1.md'), Buffer.concat([Buffer.from('# Latin\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait\n')]));
    const site = await buildSite({}, siteDir);
    expect(site.errors).toEqual([]);
    const warnings = site.result!.diagnostics.map((d) => `${d.file!.slice(siteDir.length + 1)}:${d.line}:${d.column} ${d.code}`);
    expect(warnings).toEqual(['docs/binary.md:3:3 files/binary', 'docs/latin1.md:3:4 files/encoding']);
  });
});

describe.runIf(canDropPrivileges())('files the build may not read (as an unprivileged user)', () => {
  it('reports each unreadable file and folder with the fix, exit 1, never an internal error', async () => {
    const siteDir = await writeSite({
      ...minimalSite,
      'docs/secret.md': '# Secret\n',
      'docs/locked/page.md': '# Locked\n',
      'docs/cat/_category_.json': '{ "label": "Cat" }',
      'docs/cat/page.md': '# In cat\n',
      'static/key.txt': 'key',
    });
    sites.push(siteDir);
    giveToNobody(siteDir);
    chmodSync(siteDir, 0o755);
    for (const file of ['docs/secret.md', 'docs/cat/_category_.json', 'static/key.txt']) chmodSync(join(siteDir, file), 0o000);
    chmodSync(join(siteDir, 'docs/locked'), 0o000);
    const run = await runCli(['build', siteDir], { asNobody: true, cwd: siteDir, env: { TMPDIR: siteDir } });
    expect(run.stderr).not.toContain('Internal error');
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.includes('permission denied'));
    expect(lines).toEqual([
      'docs/cat/_category_.json cannot read this file: permission denied; make it readable (chmod a+r) or move it out of the site folder',
      'docs/locked cannot read this folder: permission denied; make it readable (chmod a+rx) or move it out of the site folder',
      'docs/secret.md cannot read this file: permission denied; make it readable (chmod a+r) or move it out of the site folder',
      'static/key.txt cannot read this file: permission denied; make it readable (chmod a+r) or move it out of the site folder',
    ]);
    expect(readFileSync(join(siteDir, 'docs/intro.md'), 'utf8')).toContain('Hello');
  });
});
