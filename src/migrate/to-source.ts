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
  const body = format(config, '', 'export default defineConfig('.length, true);
  return `${header ? `${header}\n` : ''}import { defineConfig } from 'docsgen';\n\nexport default defineConfig(${body});\n`;
}
