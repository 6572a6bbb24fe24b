/** Turns schema issues into diagnostics a writer can act on: `key.path: expected string, got number`. */
import type * as z from 'zod';
import { closest, type Diagnostic } from '../diagnostics.js';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** Known keys of the object schema at `path`, for "did you mean" hints. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let cur: unknown = schema;
  for (const key of [...path, null]) {
    // Unwrap defaults and optionals to reach the object shape.
    for (let i = 0; i < 5; i++) {
      const def = (cur as { def?: { innerType?: unknown; element?: unknown } }).def;
      if (def?.innerType) cur = def.innerType;
      else break;
    }
    if (key === null) break;
    const shape = (cur as { shape?: Record<string, unknown> }).shape;
    const element = (cur as { def?: { element?: unknown } }).def?.element;
    if (typeof key === 'number' && element) cur = element;
    else if (shape && typeof key === 'string' && shape[key]) cur = shape[key];
    else return [];
  }
  const shape = (cur as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Converts zod issues for `input` into diagnostics located at `file`. */
export function formatSchemaIssues(options: {
  schema: z.ZodType;
  issues: readonly z.core.$ZodIssue[];
  input: unknown;
  file: string;
  line?: number;
  /** Hints for keys that were renamed or belong elsewhere. */
  renamed?: Record<string, string>;
}): Diagnostic[] {
  const { schema, issues, input, file, line } = options;
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    const where = issue.path.map(String).join('.');
    const prefix = where ? `${where}: ` : '';
    let message: string;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const full = [...issue.path.map(String), key].join('.');
        const hint = options.renamed?.[key] ?? closest(key, knownKeys(schema, issue.path));
        const suggestion = hint ? `; did you mean "${hint}"?` : '';
        out.push({ severity: 'error', code: 'config/unknown-key', message: `${full}: unknown key${suggestion}`, file, ...(line ? { line } : {}) });
      }
      continue;
    } else if (issue.code === 'invalid_type') {
      const got = describe(valueAt(input, issue.path));
      message = got === 'undefined' ? `${prefix}required ${issue.expected} is missing` : `${prefix}expected ${issue.expected}, got ${got}`;
    } else if (issue.code === 'invalid_value') {
      message = `${prefix}expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(valueAt(input, issue.path))}`;
    } else {
      message = `${prefix}${issue.message}`;
    }
    out.push({ severity: 'error', code: 'config/invalid', message, file, ...(line ? { line } : {}) });
  }
  return out;
}
