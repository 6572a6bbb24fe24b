/** Writes a config object as the source of a readable `docsgen.config.ts`. */
import type { UserConfig } from '../config/schema.js';

const WIDTH = 100;
const IDENT = /^[A-Za-z_$][\w$]*$/;

/** `s` escaped to stand as it is between the backticks of a template literal. */
const templateText = (s: string): string => s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

function quote(s: string): string {
  // Text on several lines (HTML of a footer) stays readable as a template literal.
  if (s.includes('\n') && !/[\u2028\u2029\r]/.test(s)) return `\`${templateText(s)}\``;
  return `'${s
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

/** Source code written as it is in place of a value (an expression the config evaluates on every build). */
export class Expression {
  constructor(readonly source: string) {}
}

/**
 * A value the config imports: the default export (`name` is `'default'`) or a named export of
 * `from` (a package, or a file as the config imports it: `./src/remark/plugin.js`), then the
 * properties `members` of it. A default export is imported under `hint` (the function's own
 * name) when given.
 */
export class Imported {
  constructor(
    readonly from: string,
    readonly name: string,
    readonly members: readonly string[] = [],
    readonly hint?: string,
  ) {}
}

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package ' +
    'private protected public await arguments eval undefined NaN Infinity defineConfig'
  ).split(' '),
);

/** A readable name for an import: the named export, else the package's or file's name in camelCase (`remark-math` → `remarkMath`). */
function importName(imported: Imported): string {
  const own = imported.name === 'default' ? imported.hint : imported.name;
  if (own && IDENT.test(own) && !RESERVED.has(own) && !own.startsWith('__')) return own;
  const parts = imported.from
    .replace(/\.[cm]?[jt]sx?$/, '')
    .split('/')
    .filter((p) => p && p !== '.' && p !== '..' && !p.startsWith('@'));
  const last = parts.length > 1 && parts[parts.length - 1] === 'index' ? parts[parts.length - 2]! : (parts[parts.length - 1] ?? 'plugin');
  const words = (imported.name === 'default' ? last : imported.name).split(/[^A-Za-z0-9_$]+/).filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('') || 'plugin';
  return /^[0-9]/.test(name) || RESERVED.has(name) ? `_${name}` : name;
}

/** The import lines for every {@link Imported} in `value`, and `value` with each written as the name it is imported under. */
function withImports(value: unknown): { value: unknown; lines: string[] } {
  const modules = new Map<string, { default?: string; named: Map<string, string> }>();
  const taken = new Set<string>();
  const nameOf = (imported: Imported): string => {
    const module = modules.get(imported.from) ?? { named: new Map<string, string>() };
    modules.set(imported.from, module);
    const known = imported.name === 'default' ? module.default : module.named.get(imported.name);
    if (known) return known;
    const base = importName(imported);
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    taken.add(name);
    if (imported.name === 'default') module.default = name;
    else module.named.set(imported.name, name);
    return name;
  };
  const walk = (v: unknown): unknown => {
    if (v instanceof Imported) return new Expression(nameOf(v) + v.members.map((m) => (IDENT.test(m) ? `.${m}` : `[${quote(m)}]`)).join(''));
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object' && !(v instanceof Expression))
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const written = walk(value);
  const lines = [...modules].map(([from, module]) => {
    const named = [...module.named].map(([name, local]) => (name === local ? name : `${IDENT.test(name) ? name : quote(name)} as ${local}`));
    const what = [module.default, named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean).join(', ');
    return `import ${what} from ${quote(from)};\n`;
  });
  return { value: written, lines };
}

/** `text` as a template literal in which every `year` is the year the config is loaded in. */
export function withLiveYear(text: string, year: string): Expression {
  return new Expression(`\`${templateText(text).split(year).join('${new Date().getFullYear()}')}\``);
}

function inline(value: unknown): string {
  if (value instanceof Expression) return value.source;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  return `{ ${entries.map(([k, v]) => `${IDENT.test(k) ? k : quote(k)}: ${inline(v)}`).join(', ')} }`;
}

/** Inline when it fits on the line; otherwise one entry per line. */
function format(value: unknown, indent: string, used: number, multiline = false): string {
  const one = inline(value);
  if (
    value === null ||
    typeof value !== 'object' ||
    value instanceof Expression ||
    (!multiline && !one.includes('\n') && indent.length + used + one.length + 1 <= WIDTH)
  )
    return one;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => `${inner}${format(v, inner, 1)},\n`).join('')}${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{\n${entries
    .map(([k, v]) => {
      const key = IDENT.test(k) ? k : quote(k);
      return `${inner}${key}: ${format(v, inner, key.length + 3)},\n`;
    })
    .join('')}${indent}}`;
}

/** The `docsgen.config.ts` source for `config`. */
export function configSource(config: UserConfig | Record<string, unknown>, header?: string): string {
  const { value, lines } = withImports(config);
  const body = format(value, '', 'export default defineConfig('.length, true);
  return `${header ? `${header}\n` : ''}import { defineConfig } from 'docsgen';\n${lines.join('')}\nexport default defineConfig(${body});\n`;
}
