/**
 * The files a cached bundle was made of, by the hash of their contents: what the module cache
 * (config and theme) and the asset cache (stylesheets and scripts) record with a bundle, and
 * check before they reuse it. Contents, never modification times; a modification time only
 * keeps a file that changed while the bundle was being made out of the record.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import { hashText } from '../hash.js';

/** A file and the hash of its contents; `''` for a path that must still not exist. */
export type InputHash = [file: string, hash: string];

/**
 * The hashes of `files`, and `absent` paths as paths that must stay missing; undefined when a
 * file changed after `started` (the bundle may hold it in either state) or cannot be read. Files
 * below `ownDir` are the engine's, written before the bundle was started and never during it,
 * often in the same millisecond: their times say nothing.
 */
export function hashInputs(files: readonly string[], started: number, absent: readonly string[] = [], ownDir?: string): InputHash[] | undefined {
  try {
    const settled = (file: string) => (ownDir !== undefined && file.startsWith(`${ownDir}${sep}`)) || statSync(file).mtimeMs < started - 1;
    if (!files.every(settled)) return undefined;
    return [...files.map((file): InputHash => [file, hashText(readFileSync(file))]), ...absent.map((path): InputHash => [path, ''])];
  } catch {
    return undefined;
  }
}

/** Whether every file still holds what it held when hashed, and every absent path is still missing. */
export function inputsUnchanged(inputs: readonly InputHash[]): boolean {
  try {
    return inputs.every(([file, hash]) => (hash === '' ? !existsSync(file) : hashText(readFileSync(file)) === hash));
  } catch {
    return false;
  }
}
