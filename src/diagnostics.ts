/**
 * Diagnostics: content and config problems as data. Stages collect them and the build
 * reports them all at once, so a writer fixes every problem in one pass.
 */
import { byCodeUnits } from './code-unit-order.js';
import { readFileSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';

export type Severity = 'error' | 'warning';

/** One problem found in the input, pointing at the place to fix. */
export interface Diagnostic {
  severity: Severity;
  /** Stable code, e.g. `link/broken`: tests and tools tell problems apart by it. */
  code: string;
  /** What is wrong, in the writer's terms, including the fix when we know it. */
  message: string;
  /** Absolute path of the file at fault, when there is one. */
  file?: string;
  line?: number;
  column?: number;
}

/** Thrown when a build stops because of user errors; carries every diagnostic. */
export class BuildError extends Error {
  readonly diagnostics: readonly Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[], summary: string) {
    super(summary);
    this.name = 'BuildError';
    this.diagnostics = diagnostics;
  }
}

/**
 * A build stopped on request (Ctrl-C, SIGTERM, the dev server stopping): its staging folder is
 * removed, the output's lock released, and the output folder holds what it held before.
 */
export class BuildInterrupted extends Error {
  constructor(readonly signal?: NodeJS.Signals) {
    super(signal ? `interrupted by ${signal}` : 'interrupted');
    this.name = 'BuildInterrupted';
  }
}

/** A diagnostic's `line` and `column`, when known (a column only together with its line). */
export function at(line?: number, column?: number): { line?: number; column?: number } {
  if (!line) return {};
  return column ? { line, column } : { line };
}

/** Line and column of the first `needle` (text, or a pattern) in `file` (an import, an element), when it is there. */
export function whereInFile(file: string, needle: string | RegExp): { line?: number; column?: number } {
  try {
    const text = readFileSync(file, 'utf8');
    const found = typeof needle === 'string' ? text.indexOf(needle) : text.search(needle);
    if (found < 0) return {};
    const before = text.slice(0, found).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  } catch {
    return {};
  }
}

/** Where a syntax-tree node starts, as a diagnostic's `line` and `column`. */
export function nodeStart(node: { position?: { start: { line: number; column: number } } }): { line?: number; column?: number } {
  return at(node.position?.start.line, node.position?.start.column);
}

/**
 * A problem reported the way an option such as `onInlineTags` says: dropped (`ignore`), a
 * warning (`log`, `warn`) or an error (`throw`).
 */
export function reportedAs(setting: 'ignore' | 'log' | 'warn' | 'throw', problem: Omit<Diagnostic, 'severity'>): Diagnostic[] {
  if (setting === 'ignore') return [];
  return [{ ...problem, severity: setting === 'throw' ? 'error' : 'warning' }];
}

/**
 * Appends `items` to `into` one by one: `push(...items)` passes every item as an argument,
 * which overflows the stack for a few hundred thousand diagnostics.
 */
export function appendAll<T>(into: T[], items: readonly T[]): void {
  for (const item of items) into.push(item);
}

/** Shows a file path relative to `cwd` when it lies below it, else absolute. */
export function displayPath(file: string, cwd: string): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

/**
 * One line per diagnostic: `content/docs/x.md:12:5 broken link to /docs/y (did you mean /docs/z?)`.
 * Warnings say so; errors are the default and carry no prefix.
 */
export function formatDiagnostic(d: Diagnostic, cwd: string): string {
  let where = '';
  if (d.file) {
    where = displayPath(d.file, cwd);
    if (d.line !== undefined) where += `:${d.line}`;
    if (d.line !== undefined && d.column !== undefined) where += `:${d.column}`;
    where += ' ';
  }
  return `${where}${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`;
}

/** Orders diagnostics by file, then position, so reports are stable between runs. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort(
    (a, b) =>
      byCodeUnits(a.file ?? '', b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || byCodeUnits(a.message, b.message),
  );
}

/** Levenshtein distance, for "did you mean …" hints. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** The closest candidate to `input`, if it is close enough to be a plausible typo. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = editDistance(input, c);
    if (d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  const limit = Math.max(2, Math.floor(input.length / 3));
  return bestScore <= limit ? best : undefined;
}
