/**
 * Navbar items, footer links and logos carried over as the Docusaurus config writes them:
 * docsgen's theme options take Docusaurus's item shapes, so an item keeps every key docsgen
 * knows; a key it does not know is dropped with a note, and an item of a type it does not
 * have is left out with a note.
 */
import * as z from 'zod';
import { footerSchema, navbarItemSchema, navbarSchema } from '../config/theme-options.js';
import { NOT_SUPPORTED, isObj, str, type Notes, type Obj } from './notes.js';
import { innerShape } from './pick-options.js';

type Shape = Record<string, z.ZodType>;

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = current._zod.def as { innerType?: z.ZodType }; def.innerType; def = current._zod.def as { innerType?: z.ZodType }) current = def.innerType;
  return current;
}
const elementOf = (schema: z.ZodType): z.ZodType => (unwrap(schema) as z.ZodArray<z.ZodType>).element;
const optionsOf = (schema: z.ZodType): z.ZodType[] => [...(unwrap(schema) as z.ZodUnion<z.ZodType[]>).options];
const shapeOf = (schema: z.ZodType): Shape => innerShape(schema)!;

const NAVBAR_ITEMS = optionsOf(navbarItemSchema).map(shapeOf);
const DROPDOWN_ITEMS = optionsOf(elementOf(NAVBAR_ITEMS.find((s) => s.type?.safeParse('dropdown').success)!.items!)).map(shapeOf);
const [FOOTER_COLUMNS, FOOTER_FLAT] = optionsOf(shapeOf(footerSchema).links!) as [z.ZodType, z.ZodType];
const FOOTER_COLUMN = shapeOf(elementOf(FOOTER_COLUMNS));
const FOOTER_LINKS = optionsOf(elementOf(FOOTER_FLAT)).map(shapeOf);
export const LOGO = shapeOf(shapeOf(navbarSchema).logo!);

const listOf = (item: Obj | undefined): Obj[] => (item ? [item] : []);

const describeIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}` : 'not a value docsgen accepts';
};

/** The keys of `raw` that `shape` takes with values it accepts; notes for the others. */
export function cleanObject(raw: Obj, shape: Shape, where: string, notes: Notes, nested: Record<string, (v: unknown, where: string) => unknown> = {}): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const schema = shape[key];
    if (!schema) {
      notes.leftOut(`${where}.${key}`, NOT_SUPPORTED, value);
      continue;
    }
    const mapped = nested[key] ? nested[key](value, `${where}.${key}`) : value;
    const parsed = schema.safeParse(mapped);
    if (parsed.success) out[key] = mapped;
    else notes.leftOut(`${where}.${key}`, describeIssue(parsed.error), value);
  }
  return out;
}

const named = (where: string, raw: Obj): string => {
  const label = str(raw.label) ?? str(raw['aria-label']) ?? str(raw.docId) ?? str(raw.sidebarId);
  return label ? `${where} (${label})` : where;
};

function mapNavbarItem(raw: unknown, where: string, variants: Shape[], notes: Notes): Obj | undefined {
  if (!isObj(raw)) {
    notes.leftOut(where, 'not an item', raw);
    return undefined;
  }
  // An item with `items` and no type is a dropdown in Docusaurus.
  const { type, ...rest } = raw;
  const item = type === undefined && Array.isArray(raw.items) ? { type: 'dropdown', ...rest } : raw;
  const shape = variants.find((s) => s.type?.safeParse(item.type).success);
  if (!shape) {
    const inDropdown = variants === DROPDOWN_ITEMS && NAVBAR_ITEMS.some((s) => s.type?.safeParse(item.type).success) ? ' in a dropdown' : '';
    notes.leftOut(named(where, raw), `${String(item.type)} items are not supported by docsgen${inDropdown}`);
    return undefined;
  }
  const items = (list: unknown, at: string): unknown =>
    Array.isArray(list) ? list.flatMap((child, i) => listOf(mapNavbarItem(child, `${at}[${i}]`, DROPDOWN_ITEMS, notes))) : list;
  const out = cleanObject(item, shape, named(where, raw), notes, { items });
  if (shape.type!.safeParse('dropdown').success && Array.isArray(out.items) && out.items.length === 0) {
    notes.leftOut(named(where, raw), 'a dropdown without items docsgen can show');
    return undefined;
  }
  const whole = z.object(shape).safeParse(out);
  if (whole.success) return out;
  notes.leftOut(named(where, raw), describeIssue(whole.error));
  return undefined;
}

/** The navbar items docsgen can show. */
export function mapNavbarItems(items: unknown, where: string, notes: Notes): Obj[] {
  if (!Array.isArray(items)) {
    if (items !== undefined) notes.leftOut(where, 'expected a list of items', items);
    return [];
  }
  return items.flatMap((raw, i) => listOf(mapNavbarItem(raw, `${where}[${i}]`, NAVBAR_ITEMS, notes)));
}

function mapFooterLink(raw: unknown, where: string, notes: Notes): Obj | undefined {
  if (!isObj(raw)) {
    notes.leftOut(where, 'not a link', raw);
    return undefined;
  }
  const shape = FOOTER_LINKS.find((s) => 'html' in raw === 'html' in s)!;
  const out = cleanObject(raw, shape, named(where, raw), notes);
  const whole = z.object(shape).safeParse(out);
  if (whole.success && (out.html !== undefined || out.to !== undefined || out.href !== undefined)) return out;
  notes.leftOut(named(where, raw), whole.success ? 'a link needs `to`, `href` or `html`' : describeIssue(whole.error));
  return undefined;
}

/** Footer links: columns of links (`[{ title, items }]`) or one row of links. */
export function mapFooterLinks(links: unknown, where: string, notes: Notes): Obj[] {
  if (!Array.isArray(links)) {
    if (links !== undefined) notes.leftOut(where, 'expected a list', links);
    return [];
  }
  const columns = links.some((l) => isObj(l) && Array.isArray(l.items));
  if (!columns) return links.flatMap((raw, i) => listOf(mapFooterLink(raw, `${where}[${i}]`, notes)));
  return links.flatMap((raw, i): Obj[] => {
    const at = `${where}[${i}]`;
    if (!isObj(raw) || !Array.isArray(raw.items)) {
      notes.leftOut(at, 'a column needs items (links are columns or one row, not both)', raw);
      return [];
    }
    const items = (list: unknown): unknown => (list as unknown[]).flatMap((link, j) => listOf(mapFooterLink(link, `${at}.items[${j}]`, notes)));
    return [cleanObject(raw, FOOTER_COLUMN, at, notes, { items })];
  });
}
