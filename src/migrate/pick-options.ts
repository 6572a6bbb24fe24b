/**
 * Carries the options of a Docusaurus plugin or item over to docsgen by docsgen's own schema:
 * an option docsgen knows, with a value its schema accepts, is kept as written; any other is
 * left out with a note. The schema stays the one place that says what docsgen takes.
 */
import * as z from 'zod';
import { NOT_SUPPORTED, isObj, notData, type Notes, type Obj } from './notes.js';

type Shape = Record<string, z.ZodType>;

/** The object schema inside `schema` (through optional, default and record), if there is one. */
export function innerShape(schema: z.ZodType | undefined): Shape | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof z.ZodObject) return current.shape;
    const def = current._zod.def as { innerType?: z.ZodType; valueType?: z.ZodType };
    current = def.innerType ?? def.valueType;
  }
  return undefined;
}

/** What {@link pickOptions} needs. */
export interface PickOptions {
  /** The options as the Docusaurus config wrote them. */
  options: Obj;
  /** docsgen's shape for them. */
  shape: Shape;
  /** Their key in the Docusaurus config, for notes (`presets[0].docs`). */
  where: string;
  notes: Notes;
  /** Keys the caller handles itself. */
  skip?: ReadonlySet<string>;
  /** Why known Docusaurus options are left out, by key. */
  reasons?: Readonly<Record<string, string>>;
  /** Keys whose nested options are picked one by one (a strict object in the shape). */
  nested?: ReadonlySet<string>;
}

const firstIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'not a value docsgen accepts';
  return `not a value docsgen accepts${issue.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue.message}`;
};

/** The options docsgen takes, in the order they were written; notes for the others. */
export function pickOptions(o: PickOptions): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(o.options)) {
    if (value === undefined || o.skip?.has(key)) continue;
    const where = `${o.where}.${key}`;
    const reason = o.reasons?.[key];
    const schema = o.shape[key];
    if (reason !== undefined || !schema) {
      o.notes.leftOut(where, reason ?? NOT_SUPPORTED, value);
      continue;
    }
    const why = notData(value);
    if (why) {
      o.notes.leftOut(where, why);
      continue;
    }
    const inner = o.nested?.has(key) ? innerShape(schema) : undefined;
    if (inner && isObj(value)) {
      const picked = pickOptions({ options: value, shape: inner, where, notes: o.notes });
      if (Object.keys(picked).length) out[key] = picked;
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) out[key] = value;
    else o.notes.leftOut(where, firstIssue(parsed.error), value);
  }
  return out;
}
