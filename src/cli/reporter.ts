/** Terminal output: colors only on a terminal and never with NO_COLOR or TERM=dumb. */
import type { Diagnostic } from '../diagnostics.js';

/** Writes progress, diagnostics and errors to a stream. */
export interface Reporter {
  info(line: string): void;
  error(line: string): void;
  diagnostic(d: Diagnostic, line: string): void;
}

/** A reporter for `stream`, colored when it is a terminal and NO_COLOR is not set. */
export function createReporter(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): Reporter {
  const color = Boolean(stream.isTTY) && env.NO_COLOR === undefined && env.TERM !== 'dumb';
  const paint = (code: number, s: string): string => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  return {
    info: (line) => stream.write(`${line}\n`),
    error: (line) => stream.write(`${paint(31, line)}\n`),
    diagnostic: (d, line) => stream.write(`${d.severity === 'error' ? paint(31, line) : paint(33, line)}\n`),
  };
}
