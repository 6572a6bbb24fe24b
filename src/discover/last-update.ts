/**
 * When and by whom each doc was last changed, from git: one `git log` over the docs folders,
 * newest commit first, so a file's first appearance is its last change. A site outside a git
 * repository (or without git) simply has no dates: no diagnostic, as in Docusaurus.
 */
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/** The last commit that changed a file. */
export interface LastUpdate {
  /** Commit time, seconds since the epoch. */
  timestamp: number;
  author: string;
}

function git(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((done) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, windowsHide: true }, (error, stdout) => done(error ? undefined : stdout));
  });
}

/** The last change of each of `files` (absolute paths) found in the history of `folders`. */
export async function readLastUpdates(options: { siteDir: string; folders: string[]; files: string[] }): Promise<Map<string, LastUpdate>> {
  const found = new Map<string, LastUpdate>();
  const top = (await git(['rev-parse', '--show-toplevel'], options.siteDir))?.trim();
  if (!top) return found;
  // Git names files from its top folder's real path; the site folder may be reached through a link.
  const real = (path: string): string => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  const wanted = new Map(options.files.map((f) => [real(f), f]));
  const paths = options.folders.map((f) => relative(top, real(f)).split(sep).join('/') || '.');
  // \x1e starts a commit, \x1f separates its time from its author; the files follow, one a line.
  const log = await git(['-c', 'core.quotepath=off', 'log', '--no-renames', '--format=%x1e%ct%x1f%an', '--name-only', '--', ...paths], top);
  if (!log) return found;
  for (const commit of log.split('\x1e')) {
    const [head, ...names] = commit.split('\n');
    if (!head) continue;
    const [time, author = ''] = head.split('\x1f');
    const info = { timestamp: Number(time), author };
    for (const name of names) {
      if (!name) continue;
      const file = wanted.get(resolve(top, name));
      if (file !== undefined && !found.has(file)) found.set(file, info);
    }
  }
  return found;
}
