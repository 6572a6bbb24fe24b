/**
 * Data files of content folders (a blog's authors file, a tags file): JSON or YAML, parsed with
 * syntax errors reported at their line.
 */
import yaml from 'js-yaml';
import { parseJson } from './read-json.js';
import { at, type Diagnostic } from '../diagnostics.js';

export type ParsedDataFile = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

/**
 * Parses a data file as JSON (`.json`) or YAML (anything else); a syntax error is a diagnostic
 * with `code` at its line, its message starting "invalid <what>".
 */
export function parseDataFile(file: string, text: string, what: string, code: string): ParsedDataFile {
  if (file.endsWith('.json')) {
    const result = parseJson(text);
    if (result.ok) return { ok: true, value: result.value };
    return { ok: false, diagnostic: { severity: 'error', code, message: `invalid ${what}: ${result.message}`, file, ...at(result.line, result.column) } };
  }
  try {
    return { ok: true, value: yaml.safeLoad(text) };
  } catch (error) {
    const e = error as { reason?: string; message: string; mark?: { line: number; column: number } };
    return {
      ok: false,
      diagnostic: {
        severity: 'error',
        code,
        message: `invalid ${what}: ${e.reason ?? e.message.split('\n')[0]}`,
        file,
        ...(e.mark ? at(e.mark.line + 1, e.mark.column + 1) : {}),
      },
    };
  }
}

/** The line of `key:` at the start of a line of a data file's `text`, for diagnostics about one entry. */
export function keyLine(text: string, key: string): { line?: number; column?: number } {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`) || l.trimStart().startsWith(`"${key}":`));
  return i >= 0 ? at(i + 1, 1) : {};
}
