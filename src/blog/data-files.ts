/**
 * The blog's data files, read by discovery: the authors file (`authors.yml`, or the
 * `authorsMapPath` option) and the tags file (`tags.yml`, or the `tags` option), validated and
 * normalised the way Docusaurus does it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import * as z from 'zod';
import type { BlogOptions } from '../config/plugin-options.js';
import { formatSchemaIssues } from '../config/format-issues.js';
import { parseJson } from '../discover/read-json.js';
import { joinRoute } from '../discover/route-paths.js';
import { at, type Diagnostic } from '../diagnostics.js';
import { capitalize, kebabCase } from './kebab-case.js';
import { normalizeSocials } from './socials.js';

/** A blog author, from the authors file or a post's frontmatter. */
export interface Author {
  /** Key in the authors file; absent for an author written out in a post ("inline"). */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  email?: string;
  /** As written; a `/path` gets the base URL when the page is planned. */
  imageURL?: string;
  description?: string;
  /** Profile URLs by platform. */
  socials?: Record<string, string>;
  /** Route of the author's own page (authors file `page: true` or `page: {permalink}`). */
  page?: string;
}

/** A tag of the tags file. */
export interface TagDefinition {
  label: string;
  description?: string;
  /** As in the file (or from the key), before the blog's tags route is put in front. */
  permalink: string;
}

/** What the blog's data files hold. */
export interface BlogDataFiles {
  /** Authors by key, in the file's order; absent when there is no authors file (or it is empty). */
  authors?: Map<string, Author>;
  authorsFile?: string;
  /** Tags by key; absent when the blog has no tags file. */
  tags?: Map<string, TagDefinition>;
  tagsFile?: string;
  /** Files read, for watch mode. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

const socialsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

const authorSchema = z
  .looseObject({
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    imageURL: z.string().optional(),
    image_url: z.string().optional(),
    email: z.string().optional(),
    description: z.string().optional(),
    page: z.union([z.boolean(), z.strictObject({ permalink: z.string().min(1) })]).optional(),
    socials: socialsSchema.optional(),
  })
  .refine((a) => a.name !== undefined || a.imageURL !== undefined || a.image_url !== undefined, {
    message: 'an author needs a name or an imageURL',
  });

const authorsFileSchema = z.record(z.string(), authorSchema);

const tagsFileSchema = z.record(
  z.string(),
  z.strictObject({ label: z.string().optional(), description: z.string().optional(), permalink: z.string().optional() }).nullable(),
);

type Parsed = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

/** Parses a data file as JSON (`.json`) or YAML (anything else); a syntax error is a diagnostic at its line. */
function parseDataFile(file: string, text: string, what: string): Parsed {
  if (file.endsWith('.json')) {
    const result = parseJson(text);
    if (result.ok) return { ok: true, value: result.value };
    return {
      ok: false,
      diagnostic: { severity: 'error', code: 'blog/data-file', message: `invalid ${what}: ${result.message}`, file, ...at(result.line, result.column) },
    };
  }
  try {
    return { ok: true, value: yaml.safeLoad(text) };
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number; column: number } };
    return {
      ok: false,
      diagnostic: {
        severity: 'error',
        code: 'blog/data-file',
        message: `invalid ${what}: ${e.reason ?? e.message.split('\n')[0]}`,
        file,
        ...(e.mark ? at(e.mark.line + 1, e.mark.column + 1) : {}),
      },
    };
  }
}

/** The line of `key:` at the start of a line of a data file's `text`, for diagnostics about one entry. */
function keyLine(text: string, key: string): { line?: number; column?: number } {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`) || l.trimStart().startsWith(`"${key}":`));
  return i >= 0 ? at(i + 1, 1) : {};
}

/** Reads the authors file of a blog, if it has one. */
function readAuthors(options: BlogOptions, dir: string, routeBase: string, out: BlogDataFiles, read: ReadText): void {
  const file = join(dir, options.authorsMapPath);
  if (!existsSync(file)) return;
  out.inputs.push(file);
  const text = read(file);
  if (text === undefined) return;
  const parsed = parseDataFile(file, text, 'authors file');
  if (!parsed.ok) {
    out.diagnostics.push(parsed.diagnostic);
    return;
  }
  if (parsed.value === null || parsed.value === undefined) return;
  const checked = authorsFileSchema.safeParse(parsed.value);
  if (!checked.success) {
    for (const d of formatSchemaIssues({ schema: authorsFileSchema, issues: checked.error.issues, input: parsed.value, file })) {
      const key = d.message.split(/[.:]/)[0] ?? '';
      out.diagnostics.push({ ...d, code: 'blog/authors-file', message: `invalid authors file: ${d.message}`, ...keyLine(text, key) });
    }
    return;
  }
  const authorsRoute = joinRoute(routeBase, options.authorsBasePath);
  const authors = new Map<string, Author>();
  const pageOwners = new Map<string, string>();
  for (const [key, entry] of Object.entries(checked.data)) {
    const { image_url, imageURL, page, socials, ...rest } = entry;
    const author: Author = { ...stringFields(rest), key };
    const image = imageURL ?? image_url;
    if (image !== undefined) author.imageURL = image;
    if (socials) {
      const normalized = normalizeSocials(socials);
      author.socials = normalized.socials;
      for (const problem of normalized.problems) {
        out.diagnostics.push({ severity: 'error', code: 'blog/authors-file', message: `author "${key}": ${problem}`, file, ...keyLine(text, key) });
      }
    }
    if (page) {
      const route = joinRoute(authorsRoute, page === true ? kebabCase(key) : page.permalink);
      const owner = pageOwners.get(route);
      if (owner !== undefined) {
        out.diagnostics.push({
          severity: 'error',
          code: 'blog/authors-file',
          message: `authors "${owner}" and "${key}" both have the page ${route}; give one of them another page.permalink`,
          file,
          ...keyLine(text, key),
        });
      } else {
        pageOwners.set(route, key);
        author.page = route;
      }
    }
    authors.set(key, author);
  }
  if (authors.size) {
    out.authors = authors;
    out.authorsFile = file;
  }
}

/** The known string fields of an author entry (other keys a site adds are kept out of the page data). */
function stringFields(entry: Record<string, unknown>): Omit<Author, 'key' | 'socials' | 'page' | 'imageURL'> {
  const out: Record<string, string> = {};
  for (const name of ['name', 'title', 'url', 'email', 'description'] as const) {
    const value = entry[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Reads the tags file of a blog: `tags.yml` when it exists, the file the `tags` option names, none with `tags: false`. */
function readTags(options: BlogOptions, dir: string, out: BlogDataFiles, read: ReadText, configFile: string | undefined): void {
  if (options.tags === false || options.tags === null) return;
  const file = join(dir, options.tags ?? 'tags.yml');
  if (!existsSync(file)) {
    if (options.tags !== undefined) {
      out.diagnostics.push({
        severity: 'error',
        code: 'blog/tags-file',
        message: `the blog's tags option names ${options.tags}, which is not in ${dir}; create it or remove the option`,
        ...(configFile ? { file: configFile } : {}),
      });
    }
    return;
  }
  out.inputs.push(file);
  const text = read(file);
  if (text === undefined) return;
  const parsed = parseDataFile(file, text, 'tags file');
  if (!parsed.ok) {
    out.diagnostics.push(parsed.diagnostic);
    return;
  }
  if (parsed.value === null || parsed.value === undefined) {
    out.diagnostics.push({
      severity: 'error',
      code: 'blog/tags-file',
      message: 'the tags file is empty; list tags as `key: { label, description, permalink }`',
      file,
    });
    return;
  }
  const checked = tagsFileSchema.safeParse(parsed.value);
  if (!checked.success) {
    for (const d of formatSchemaIssues({ schema: tagsFileSchema, issues: checked.error.issues, input: parsed.value, file })) {
      out.diagnostics.push({ ...d, code: 'blog/tags-file', message: `invalid tags file: ${d.message}` });
    }
    return;
  }
  const tags = new Map<string, TagDefinition>();
  const byPermalink = new Map<string, string>();
  for (const [key, entry] of Object.entries(checked.data)) {
    const tag: TagDefinition = {
      label: entry?.label || capitalize(key),
      permalink: entry?.permalink || `/${kebabCase(key)}`,
      ...(entry?.description ? { description: entry.description } : {}),
    };
    const twin = byPermalink.get(tag.permalink);
    if (twin !== undefined) {
      out.diagnostics.push({
        severity: 'error',
        code: 'blog/tags-file',
        message: `tags "${twin}" and "${key}" have the same permalink ${tag.permalink}; give one of them another permalink`,
        file,
        ...keyLine(text, key),
      });
      continue;
    }
    byPermalink.set(tag.permalink, key);
    tags.set(key, tag);
  }
  out.tags = tags;
  out.tagsFile = file;
}

/** Reads a file's text, or gives undefined after reporting why it cannot be read. */
export type ReadText = (file: string) => string | undefined;

/**
 * Reads the authors and tags files of the blog in `dir` (whose pages live below `routeBase`)
 * through `read`, discovery's safe reader.
 */
export function readBlogDataFiles(options: BlogOptions, dir: string, routeBase: string, read: ReadText, configFile?: string): BlogDataFiles {
  const out: BlogDataFiles = { inputs: [], diagnostics: [] };
  readAuthors(options, dir, routeBase, out, read);
  readTags(options, dir, out, read, configFile);
  return out;
}
