/**
 * Bundled modules kept between builds (the theme): a record beside the bundle lists the files
 * esbuild read, each with a hash of its contents, and the bare imports it pinned. A later build
 * whose files hash the same and whose imports still resolve to the same packages imports that
 * bundle without bundling again. Contents, never modification times; the engine that wrote the
 * record (its version and code, which includes its esbuild) is part of it.
 */
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { hashText } from '../hash.js';
import { bundleModule, pinnedUrl, writeModule, type Pin } from '../modules/bundle-module.js';
import { engineIdentity } from './engine-identity.js';
import { hashInputs, inputsUnchanged, type InputHash } from './input-hashes.js';

const FORMAT = 'docsgen-module-cache/1';

interface ModuleRecord {
  format: string;
  engine: string;
  entry: string;
  /** The bundle's file name in the module folder. */
  module: string;
  /** Every file in the bundle and the hash of its contents. */
  inputs: InputHash[];
  pins: Pin[];
}

/** A module bundled (or found bundled) in the module folder. */
export interface CachedModule {
  /** File URL of the bundle. */
  url: string;
  /** Absolute paths of every local file in it. */
  inputs: string[];
  /** Whether the bundle of an earlier build was reused. */
  reused: boolean;
  /** The bare imports it pinned. */
  pins: Pin[];
}

/**
 * Bundles `entry` into `moduleDir` as `<name>-<hash>.mjs`, or returns the bundle an earlier
 * build made of the same files. Errors of esbuild are thrown as by `bundleModule`.
 */
export async function bundleModuleCached(entry: string, plugins: Plugin[], moduleDir: string, name: string): Promise<CachedModule> {
  const recordFile = join(moduleDir, `${name}-${hashText(entry).slice(0, 16)}.json`);
  const engine = engineIdentity();
  const reused = reusable(recordFile, entry, engine, moduleDir);
  if (reused) return { url: pathToFileURL(join(moduleDir, reused.module)).href, inputs: reused.inputs.map(([file]) => file), reused: true, pins: reused.pins };

  const started = Date.now();
  const bundled = await bundleModule(entry, plugins);
  const url = writeModule(bundled.code, moduleDir, name);
  try {
    const inputs = hashInputs(bundled.inputs, started, [], resolve(moduleDir));
    if (inputs) {
      const record: ModuleRecord = { format: FORMAT, engine, entry, module: fileURLToPath(url).slice(moduleDir.length + 1), inputs, pins: bundled.pins };
      mkdirSync(moduleDir, { recursive: true });
      writeFileSync(`${recordFile}.${process.pid}.part`, JSON.stringify(record));
      renameSync(`${recordFile}.${process.pid}.part`, recordFile);
    }
  } catch {
    // Not recorded: the next build bundles again.
  }
  return { url, inputs: bundled.inputs, reused: false, pins: bundled.pins };
}

/** The record of a bundle still made of the same files and packages, else undefined. */
function reusable(recordFile: string, entry: string, engine: string, moduleDir: string): ModuleRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as ModuleRecord;
    if (record.format !== FORMAT || record.engine !== engine || record.entry !== entry || !existsSync(join(moduleDir, record.module))) return undefined;
    if (!inputsUnchanged(record.inputs)) return undefined;
    for (const [specifier, resolveDir, url] of record.pins) if (pinnedUrl(specifier, resolveDir) !== url) return undefined;
    return record;
  } catch {
    return undefined;
  }
}
