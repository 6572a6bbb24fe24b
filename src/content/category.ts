/** `_category_.json` / `_category_.yml` files: a docs folder's label, position and link. */
import { readFileSync } from 'node:fs';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { formatSchemaIssues } from '../config/format-issues.js';

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
export function readCategoryFile(file: string): { meta: CategoryMeta; diagnostics: Diagnostic[] } {
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    if (file.endsWith('.json')) {
      data = JSON.parse(text);
    } else {
      data = parseYaml(text) ?? {};
    }
  } catch (error) {
    let line: number | undefined;
    let column: number | undefined;
    if (error instanceof YAMLParseError && error.linePos) {
      line = error.linePos[0].line;
      column = error.linePos[0].col;
    } else {
      // JSON.parse reports "at position N" (or "line L column C" on newer Node).
      const m = /position (\d+)/.exec((error as Error).message);
      if (m) {
        const before = text.slice(0, Number(m[1]));
        line = before.split('\n').length;
        column = before.length - before.lastIndexOf('\n');
      }
    }
    return {
      meta: {},
      diagnostics: [
        {
          severity: 'error',
          code: 'category/syntax',
          message: `invalid category file: ${(error as Error).message.split('\n')[0]}`,
          file,
          ...(line ? { line } : {}),
          ...(line && column ? { column } : {}),
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
