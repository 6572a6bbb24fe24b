/** `_category_.json` / `_category_.yml` files: a docs folder's label, position and link. */
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import * as z from 'zod';
import { at, type Diagnostic } from '../diagnostics.js';
import { formatSchemaIssues } from '../config/format-issues.js';
import { parseJson } from './read-json.js';

export const categorySchema = z.strictObject({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  key: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z
    .union([
      z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }),
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        keywords: z.array(z.string()).optional(),
        image: z.string().optional(),
      }),
    ])
    .nullable()
    .optional(),
});

export type CategoryMeta = z.output<typeof categorySchema>;

/** Reads and validates one category file. */
export function readCategoryFile(file: string, text = readFileSync(file, 'utf8')): { meta: CategoryMeta; diagnostics: Diagnostic[] } {
  let data: unknown;
  let failure: { message: string; line?: number | undefined; column?: number | undefined } | undefined;
  if (file.endsWith('.json')) {
    const result = parseJson(text);
    if (result.ok) data = result.value;
    else failure = result;
  } else {
    try {
      data = yaml.safeLoad(text) ?? {};
    } catch (error) {
      const e = error as { reason?: string; message: string; mark?: { line: number; column: number } };
      failure = { message: e.reason ?? e.message.split('\n')[0]!, line: e.mark ? e.mark.line + 1 : undefined, column: e.mark ? e.mark.column + 1 : undefined };
    }
  }
  if (failure) {
    return {
      meta: {},
      diagnostics: [
        {
          severity: 'error',
          code: 'category/syntax',
          message: `invalid category file: ${failure.message}`,
          file,
          ...at(failure.line, failure.column),
        },
      ],
    };
  }
  const parsed = categorySchema.safeParse(data);
  if (!parsed.success) {
    return {
      meta: {},
      diagnostics: formatSchemaIssues({ schema: categorySchema, issues: parsed.error.issues, input: data, file }).map((d) => ({
        ...d,
        code: 'category/invalid',
        message: `invalid category file: ${d.message}`,
      })),
    };
  }
  return { meta: parsed.data, diagnostics: [] };
}
