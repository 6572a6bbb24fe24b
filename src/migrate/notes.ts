/**
 * The values of an evaluated Docusaurus config as the mapping sees them, and the notes it
 * prints: one line for each value it left out or changed, naming the key as the Docusaurus
 * config writes it (`presets[0].docs.editUrl`).
 */
import { isStub, stubPackage } from './load-module.js';

export type Obj = Record<string, unknown>;

/** A plain object of the config (not a list, not a value from a stubbed package). */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !isStub(v);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A short description of a value for a note: its text, its size, or where it comes from. */
export function describe(v: unknown): string {
  const pkg = stubPackage(v);
  if (pkg) return `a value from ${pkg}`;
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);
  if (Array.isArray(v)) {
    const shown = JSON.stringify(v);
    if (v.every((x) => typeof x === 'string') && shown.length <= 60) return shown;
    return `${v.length} item${v.length === 1 ? '' : 's'}`;
  }
  if (typeof v === 'function') return v.name ? `the function ${v.name}` : 'a function';
  if (v instanceof RegExp) return `the pattern ${String(v)}`;
  if (isObj(v)) return `{ ${Object.keys(v).join(', ')} }`;
  return String(v);
}

/** True for values a config file can write as data: JSON values without functions or package values. */
export function isData(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(isData);
  if (!isObj(v) || (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null)) return false;
  return Object.values(v).every((x) => x === undefined || isData(x));
}

/** Why a value could not be carried over, when it is not data. */
export function notData(v: unknown): string | undefined {
  if (stubPackage(v)) return `it comes from the package ${stubPackage(v)}, which migrate does not run`;
  if (typeof v === 'function') return 'a function cannot be carried over';
  return undefined;
}

/** The reason given for keys docsgen has no option for. */
export const NOT_SUPPORTED = 'not supported by docsgen';

/** The notes of one migration. */
export class Notes {
  readonly lines: string[] = [];

  /**
   * `key` was left out, for `reason`; the value is described after it. For a key docsgen has
   * no option for, a function or a package's value says so instead.
   */
  leftOut(key: string, reason: string = NOT_SUPPORTED, value?: unknown): void {
    const why = reason === NOT_SUPPORTED ? notData(value) : undefined;
    const shown = value === undefined || why ? '' : ` (${describe(value)})`;
    this.lines.push(`${key}: ${why ?? reason}${shown}; left out`);
  }

  /** A line that is not about a left-out value: a changed value, something to do by hand. */
  add(line: string): void {
    this.lines.push(line);
  }
}
