/**
 * A blog post's URL and date, read from its path below the blog folder and its frontmatter the
 * way Docusaurus reads them: `2024-01-15-name.md`, `2024-01-15-name/index.md`,
 * `2024/01/15/name.md`, `2024/01-15-name/index.mdx`, a folder before the date
 * (`releases/2024-01-15-v1.md`), or no date at all (`notes.md`).
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { joinRoute } from '../discover/route-paths.js';

/**
 * Any folder, then a date (4-digit year, 1–2-digit month and day, each after `-` or `/`), an
 * optional separator, the name, an optional `/index`, the extension. The folder part is greedy:
 * with two dates in a path, the last one counts, as in Docusaurus.
 */
const DATED_PATH = /^(.*)(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** What a post's path says. */
export interface PostPath {
  /** The date written in the path, at midnight UTC. */
  date?: Date;
  /** The name part (`hello`, `releases/v1`); the title of a post that has no other. */
  text: string;
  /** URL part below the blog's route: `/2021/01/05/hello`, `/notes`. */
  slug: string;
  /** The date in the path is not a day of the calendar (`2021-02-30`). */
  badDate?: string;
}

/** Reads the date, name and slug from `relPath` (below the blog folder, `/`-separated). */
export function parsePostPath(relPath: string): PostPath {
  const m = DATED_PATH.exec(relPath);
  if (!m) {
    const text = relPath.replace(/(?:\/index)?\.mdx?$/i, '');
    return { text, slug: `/${text}` };
  }
  const [, folder = '', written = '', text = ''] = m;
  const slug = `/${written.replace(/-/g, '/')}/${folder}${text}`;
  const [year, month, day] = written.split(/[-/]/).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { text, slug, badDate: written };
  return { date, text, slug };
}

/**
 * A frontmatter `date`: YAML turns `2021-01-05` into a Date already; other strings are read as
 * UTC unless they name their own time zone (`2021-01-05T10:00:00+02:00`).
 */
export function parseFrontmatterDate(value: string | Date): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const utc = new Date(`${value.trim()}Z`);
  if (!Number.isNaN(utc.getTime())) return utc;
  const zoned = new Date(value.trim());
  return Number.isNaN(zoned.getTime()) ? undefined : zoned;
}

/**
 * When a post without a date in its frontmatter or path was written: the commit that added the
 * file (following renames), else the file's creation time, as Docusaurus falls back.
 */
export function fileCreationDate(file: string): Date {
  try {
    const out = execFileSync('git', ['log', '--follow', '--diff-filter=A', '--format=%ct', '--', basename(file)], {
      cwd: dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    const seconds = Number(out.trim().split('\n').at(-1));
    if (seconds > 0) return new Date(seconds * 1000);
  } catch {
    // Not in a repository, or no git: the file system has the answer.
  }
  const stat = statSync(file);
  return stat.birthtimeMs > 0 ? stat.birthtime : stat.mtime;
}

/** A post's route, date and fallback title. */
export interface PostLocation {
  route: string;
  date: Date;
  /** The name part of the path, the title of a post without one. */
  text: string;
  /** A date that could not be read, and where it was written. */
  problem?: { message: string; key?: 'date' };
}

/**
 * The route of a post: frontmatter `slug` below the blog's route (`slug: welcome` and
 * `slug: /welcome` both give `/blog/welcome`), else the slug from the path. Its date:
 * frontmatter `date`, else the path's, else when the file was created.
 */
export function locatePost(options: { routeBase: string; relPath: string; file: string; slug?: string; date?: string | Date }): PostLocation {
  const path = parsePostPath(options.relPath);
  const route = joinRoute(options.routeBase, options.slug ?? path.slug);
  if (options.date !== undefined) {
    const date = parseFrontmatterDate(options.date);
    if (date) return { route, date, text: path.text };
    return {
      route,
      date: path.date ?? fileCreationDate(options.file),
      text: path.text,
      problem: { message: `date "${String(options.date)}" is not a date; write it as YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SS)`, key: 'date' },
    };
  }
  if (path.badDate !== undefined) {
    return {
      route,
      date: fileCreationDate(options.file),
      text: path.text,
      problem: { message: `the date ${path.badDate} in the file's path is not a day of the calendar; rename the file or set date in the frontmatter` },
    };
  }
  return { route, date: path.date ?? fileCreationDate(options.file), text: path.text };
}
