/** Frontmatter: read with gray-matter, validated with its own schema (Docusaurus-compatible keys). */
import matter from 'gray-matter';
import * as z from 'zod';
import { closest, editDistance, type Diagnostic } from '../diagnostics.js';
import { formatSchemaIssues } from '../config/format-issues.js';

/** A text field: YAML numbers and dates are read as their text (`id: 2024` is "2024"), as Docusaurus does. */
const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v instanceof Date ? v.toISOString().slice(0, 10) : v), z.string());

export const frontmatterSchema = z.looseObject({
  id: text.pipe(z.string().min(1)).optional(),
  title: text.optional(),
  sidebar_label: text.optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  sidebar_key: z.string().optional(),
  displayed_sidebar: z.string().nullable().optional(),
  pagination_label: text.optional(),
  slug: text.optional(),
  description: text.optional(),
  keywords: z.array(text).optional(),
  image: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
  hide_title: z.boolean().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  date: z.union([z.string(), z.date()]).optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** `false` keeps the page out of the site's search index. */
  search: z.boolean().optional(),
  /** How this one file is read: Markdown or MDX (Docusaurus's `mdx.format`). */
  mdx: z.looseObject({ format: z.enum(['md', 'mdx', 'detect']).optional() }).optional(),
  /** The page's "Edit this page" URL; `null` for none. */
  custom_edit_url: z.string().nullable().optional(),
  /** When and by whom the page was last changed, instead of git's answer. */
  last_update: z.looseObject({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() }).optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;

/**
 * Other keys Docusaurus sites write (blog authors and tags, edit URLs, layout options). They are
 * read where docsgen supports them; any other key is kept for MDX pages (`frontMatter`).
 */
const OTHER_KNOWN_KEYS = ['tags', 'authors', 'author', 'author_title', 'author_url', 'author_image_url', 'hide_reading_time', 'wrapperClassName', 'search'];
const KNOWN_KEYS = [...Object.keys(frontmatterSchema.shape), ...OTHER_KNOWN_KEYS];

/** Result of splitting a Markdown file into frontmatter and body. */
export interface SplitSource {
  frontmatter: Frontmatter;
  /** The body, with the frontmatter replaced by blank lines so positions match the file. */
  body: string;
  diagnostics: Diagnostic[];
  /** Length of the frontmatter block (BOM excluded) when it was read: the body is the text after it. */
  headerLength?: number;
  /**
   * What discovery works out from the body, filled in as it does; the build cache keeps it with
   * the frontmatter, so a rebuild does not work it out again for a file whose text is the same.
   */
  derived?: DerivedFromBody;
}

/** Facts that depend on a file's text alone (see {@link SplitSource.derived}); null: there is none. */
export interface DerivedFromBody {
  /** Whether the body uses syntax only MDX has (`usesMdxSyntax`). */
  mdxSyntax?: boolean;
  /** Its first paragraph of prose (`excerpt`). */
  excerpt?: string | null;
  /** Its title heading (`contentTitle`). */
  title?: string | null;
}

/** Reads frontmatter and body of `raw` (the text of `file`). Never throws for bad input. */
export function splitFrontmatter(raw: string, file: string): SplitSource {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An options object turns off gray-matter's unbounded cache keyed by file content.
    parsed = matter(text, {});
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number; column: number } };
    return {
      frontmatter: {},
      body: text.replace(/^---[\s\S]*?\n---/, (m) => m.replace(/[^\n]/g, '')),
      diagnostics: [
        {
          severity: 'error',
          code: 'frontmatter/yaml',
          message: `invalid YAML frontmatter: ${e.reason ?? e.message}; check indentation, quotes and colons`,
          file,
          ...(e.mark ? { line: e.mark.line + 1, column: e.mark.column + 1 } : {}),
        },
      ],
    };
  }
  const headerLength = text.length - parsed.content.length;
  const header = text.slice(0, headerLength);
  const body = header.replace(/[^\n]/g, '') + parsed.content;
  const data = parsed.data as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const keyLine = (key: string): number | undefined => {
    const i = header.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return i >= 0 ? i + 1 : undefined;
  };
  // Keys of a site's own (used by its MDX components) are fine; a near miss of a known key is a typo.
  for (const key of Object.keys(data)) {
    if (KNOWN_KEYS.includes(key)) continue;
    // Short keys (`uid`, `tag`) are too close to everything to call them typos.
    const hint = key.length >= 5 ? closest(key, KNOWN_KEYS) : undefined;
    if (!hint || editDistance(key, hint) > 2) continue;
    const line = keyLine(key);
    diagnostics.push({
      severity: 'warning',
      code: 'frontmatter/unknown-key',
      message: `unknown frontmatter key "${key}"; did you mean "${hint}"?`,
      file,
      ...(line ? { line, column: 1 } : {}),
    });
  }
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    for (const d of formatSchemaIssues({ schema: frontmatterSchema, issues: result.error.issues, input: data, file })) {
      const key = d.message.split(/[.:]/)[0] ?? '';
      const line = keyLine(key);
      diagnostics.push({ ...d, code: 'frontmatter/invalid', message: `frontmatter ${d.message}`, ...(line ? { line, column: 1 } : {}) });
    }
    return { frontmatter: {}, body, diagnostics, headerLength };
  }
  return { frontmatter: result.data, body, diagnostics, headerLength };
}
