/** Parses the JSON files a site holds, with the line and column of a syntax error. */
import { at, type Diagnostic } from '../diagnostics.js';
import { FileProblem, readRegularFile } from './read-files.js';

/** Data files (versions.json, the home page's data) are small; this only stops runaway reads. */
const JSON_MAX_BYTES = 20 * 1024 * 1024;

export type JsonResult = { ok: true; value: unknown } | { ok: false; message: string; line?: number; column?: number };

/**
 * Parses `text`; on a syntax error, says where when V8 does (an offset on Node 20, a line and
 * column later; none for some errors, such as an unexpected token).
 */
export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const raw = (error as Error).message;
    // The position goes into the diagnostic's line and column, and the quoted source (which
    // may span lines) out of the message.
    const message = raw.replace(/ in JSON at position \d+.*$/s, '').replace(/, ".*" is not valid JSON$/s, '');
    const lineColumn = /line (\d+) column (\d+)/.exec(raw);
    if (lineColumn) return { ok: false, message, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
    const offset = /position (\d+)/.exec(raw);
    if (!offset) return { ok: false, message };
    const before = text.slice(0, Number(offset[1]));
    return { ok: false, message, line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
  }
}

/**
 * Reads the JSON file `file`; on a syntax error pushes a diagnostic (`what` names the file's
 * role, e.g. "versions.json") at the error's line and returns undefined.
 */
export function readJsonFile(file: string, what: string, code: string, diagnostics: Diagnostic[]): { value: unknown } | undefined {
  let text: string;
  try {
    // Only a regular file, and not without end: a FIFO or /dev/zero in its place would hang the build.
    text = readRegularFile(file, JSON_MAX_BYTES).toString('utf8');
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    diagnostics.push({ severity: 'error', code: error.code, message: `${what}: ${error.message}`, file });
    return undefined;
  }
  const result = parseJson(text);
  if (result.ok) return { value: result.value };
  diagnostics.push({
    severity: 'error',
    code,
    message: `invalid ${what}: ${result.message}; fix the JSON syntax there (no trailing commas or comments, keys in double quotes)`,
    file,
    ...at(result.line, result.column),
  });
  return undefined;
}
