/**
 * A tags file (`tags.yml`, or the file the `tags` option names): the tags a blog or a docs
 * version declares once, each with its label, description and permalink, validated and
 * normalised the way Docusaurus does it. Posts and docs name them by key.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as z from 'zod';
import { formatSchemaIssues } from '../config/format-issues.js';
import { keyLine, parseDataFile } from '../discover/data-file.js';
import type { Diagnostic } from '../diagnostics.js';
import { capitalize, kebabCase } from '../blog/kebab-case.js';

/** A tag of the tags file. */
export interface TagDefinition {
  label: string;
  description?: string;
  /** As in the file (or from the key), before the tags route is put in front. */
  permalink: string;
}

/** What reading a tags file found. */
export interface TagsFile {
  /** Tags by key; absent when there is no tags file or it is not valid. */
  tags?: Map<string, TagDefinition>;
  /** The file as messages name it: its path below the content folder, or its whole path when a locale's folder holds it. */
  name?: string;
  /** Files read, for watch mode. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

const tagsFileSchema = z.record(
  z.string(),
  z.strictObject({ label: z.string().optional(), description: z.string().optional(), permalink: z.string().optional() }).nullable(),
);

/**
 * Reads the tags file of a blog or a docs version: `tags.yml` when it exists, the file the
 * `tags` option names (an error when it does not exist), none with `tags: false` or `null`.
 * The file is looked for in each of `dirs` in turn (a locale's translated folder first).
 * `owner` names the option's owner in messages ("the blog", "the docs"); diagnostics have the
 * code `<prefix>/tags-file`.
 */
export function readTagsFile(options: {
  option: string | false | null | undefined;
  dirs: string[];
  owner: string;
  prefix: string;
  read: (file: string) => string | undefined;
  configFile?: string | undefined;
}): TagsFile {
  const { option, owner, read } = options;
  const code = `${options.prefix}/tags-file`;
  const out: TagsFile = { inputs: [], diagnostics: [] };
  if (option === false || option === null) return out;
  const candidates = options.dirs.map((dir) => join(dir, option ?? 'tags.yml'));
  const file = candidates.find((f) => existsSync(f));
  if (!file) {
    if (option !== undefined) {
      out.diagnostics.push({
        severity: 'error',
        code,
        message: `the tags option of ${owner} names ${option}, which is not in ${options.dirs.at(-1)}; create it or remove the option`,
        ...(options.configFile ? { file: options.configFile } : {}),
      });
    }
    // A tags file added later is seen by watch mode.
    out.inputs.push(...candidates);
    return out;
  }
  out.inputs.push(file);
  const text = read(file);
  if (text === undefined) return out;
  const parsed = parseDataFile(file, text, 'tags file', code);
  if (!parsed.ok) {
    out.diagnostics.push(parsed.diagnostic);
    return out;
  }
  if (parsed.value === null || parsed.value === undefined) {
    out.diagnostics.push({ severity: 'error', code, message: 'the tags file is empty; list tags as `key: { label, description, permalink }`', file });
    return out;
  }
  const checked = tagsFileSchema.safeParse(parsed.value);
  if (!checked.success) {
    for (const d of formatSchemaIssues({ schema: tagsFileSchema, issues: checked.error.issues, input: parsed.value, file })) {
      out.diagnostics.push({ ...d, code, message: `invalid tags file: ${d.message}` });
    }
    return out;
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
        code,
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
  const below = relative(options.dirs.at(-1)!, file).split(sep).join('/');
  out.name = below.startsWith('..') ? file : below;
  return out;
}
