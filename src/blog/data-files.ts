/**
 * The blog's data files, read by discovery: the authors file (`authors.yml`, or the
 * `authorsMapPath` option) and the tags file (`tags.yml`, or the `tags` option), validated and
 * normalised the way Docusaurus does it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import type { BlogOptions } from '../config/plugin-options.js';
import { formatSchemaIssues } from '../config/format-issues.js';
import { keyLine, parseDataFile } from '../discover/data-file.js';
import { joinRoute } from '../discover/route-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import { readTagsFile, type TagDefinition } from '../tags/tags-file.js';
import { kebabCase } from './kebab-case.js';
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

/** What the blog's data files hold. */
export interface BlogDataFiles {
  /** Authors by key, in the file's order; absent when there is no authors file (or it is empty). */
  authors?: Map<string, Author>;
  authorsFile?: string;
  /** Tags by key; absent when the blog has no tags file. */
  tags?: Map<string, TagDefinition>;
  /** The tags file as messages name it. */
  tagsFileName?: string;
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

/** Reads the authors file of a blog, if it has one: the first of `dirs` that holds it. */
function readAuthors(options: BlogOptions, dirs: string[], routeBase: string, out: BlogDataFiles, read: ReadText): void {
  const candidates = dirs.map((dir) => join(dir, options.authorsMapPath));
  const file = candidates.find((f) => existsSync(f));
  // One added later is seen by watch mode.
  if (!file) {
    out.inputs.push(...candidates);
    return;
  }
  out.inputs.push(file);
  const text = read(file);
  if (text === undefined) return;
  const parsed = parseDataFile(file, text, 'authors file', 'blog/data-file');
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

/** Reads a file's text, or gives undefined after reporting why it cannot be read. */
export type ReadText = (file: string) => string | undefined;

/**
 * Reads the authors and tags files of the blog whose pages live below `routeBase`, each from
 * the first of `dirs` that holds it (a locale's translated folder, then the blog's folder, as
 * Docusaurus looks for them), through `read`, discovery's safe reader.
 */
export function readBlogDataFiles(options: BlogOptions, dirs: string[], routeBase: string, read: ReadText, configFile?: string): BlogDataFiles {
  const out: BlogDataFiles = { inputs: [], diagnostics: [] };
  readAuthors(options, dirs, routeBase, out, read);
  const tags = readTagsFile({ option: options.tags, dirs, owner: 'the blog', prefix: 'blog', read, configFile });
  out.inputs.push(...tags.inputs);
  out.diagnostics.push(...tags.diagnostics);
  if (tags.tags) {
    out.tags = tags.tags;
    out.tagsFileName = tags.name!;
  }
  return out;
}
