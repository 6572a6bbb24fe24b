/**
 * `docsgen migrate`: reads a Docusaurus site's config and writes the equivalent
 * `docsgen.config.ts`, so the site's docs/ builds with `docsgen build`.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { configSchema } from '../config/schema.js';
import { BuildError, at, type Diagnostic } from '../diagnostics.js';
import { indexDocs } from './docs-index.js';
import { loadModule, ModuleLoadError } from './load-module.js';
import { mapDocusaurusConfig } from './map-config.js';
import { configSource } from './to-source.js';

/** Docusaurus config file names, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];
const SIDEBAR_FILES = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs'];

/** Options of {@link migrate}. */
export interface MigrateOptions {
  /** The Docusaurus site (holds docusaurus.config.js). */
  siteDir: string;
  /** Folder to write docsgen.config.ts to; defaults to the site folder. */
  outDir?: string;
  /** Replace an existing docsgen.config.ts. */
  force?: boolean;
}

/** What {@link migrate} did. */
export interface MigrateResult {
  /** Absolute path of the written docsgen.config.ts. */
  configFile: string;
  /** The Docusaurus config it read. */
  source: string;
  /** One line per value that was left out or changed. */
  notes: string[];
}

function fail(code: string, message: string, file?: string, line?: number, column?: number): never {
  const d: Diagnostic = { severity: 'error', code, message, ...(file ? { file } : {}), ...at(line, column) };
  throw new BuildError([d], 'migration failed');
}

async function load(file: string): Promise<unknown> {
  try {
    return (await loadModule(file)).value;
  } catch (error) {
    if (error instanceof ModuleLoadError) fail('migrate/load', `${basename(file)} ${error.message}`, error.file, error.line, error.column);
    throw error;
  }
}

const posix = (p: string): string => p.split(sep).join('/');

/** Migrates the Docusaurus site in `options.siteDir`. Throws {@link BuildError} when its config is missing or broken. */
export async function migrate(options: MigrateOptions): Promise<MigrateResult> {
  const siteDir = resolve(options.siteDir);
  const outDir = resolve(options.outDir ?? siteDir);
  if (!existsSync(siteDir)) fail('migrate/no-site', `folder ${siteDir} does not exist; pass the folder that holds docusaurus.config.js`);
  const name = DOCUSAURUS_CONFIG_FILES.find((f) => existsSync(join(siteDir, f)));
  if (!name) fail('migrate/no-config', `no Docusaurus config in ${siteDir} (looked for ${DOCUSAURUS_CONFIG_FILES.join(', ')})`);
  const source = join(siteDir, name);
  const target = join(outDir, 'docsgen.config.ts');
  if (existsSync(target) && !options.force) fail('migrate/exists', `${target} already exists; pass --force to replace it`);

  const input = await load(source);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    fail('migrate/shape', `${name} must export the config object (module.exports = config or export default config)`, source);
  }

  // The sidebars file: the preset's sidebarPath, else Docusaurus' default file name.
  const presets = (input as { presets?: unknown }).presets;
  const classic: unknown = Array.isArray(presets) ? presets.find((p) => Array.isArray(p) && /(^classic$|preset-classic)/.test(String(p[0]))) : undefined;
  const docsOptions = Array.isArray(classic) ? (classic[1] as { docs?: { sidebarPath?: unknown } } | undefined)?.docs : undefined;
  const sidebarPath = docsOptions?.sidebarPath;
  let sidebars: unknown;
  if (typeof sidebarPath === 'string') {
    const file = isAbsolute(sidebarPath) ? sidebarPath : join(siteDir, sidebarPath);
    if (!existsSync(file)) fail('migrate/no-sidebars', `sidebarPath ${sidebarPath} does not exist`, source);
    sidebars = await load(file);
  } else if (sidebarPath === undefined) {
    const file = SIDEBAR_FILES.map((f) => join(siteDir, f)).find((f) => existsSync(f));
    if (file) sidebars = await load(file);
  }

  const relocate = (path: string): string => {
    const rel = posix(relative(outDir, resolve(siteDir, path)));
    return rel === '' ? '.' : rel;
  };
  let mapped;
  try {
    mapped = mapDocusaurusConfig(input, {
      ...(sidebars !== undefined ? { sidebars } : {}),
      relocate,
      exists: (path) => existsSync(resolve(siteDir, path)),
      indexDocs: (docs) => indexDocs({ docs }, outDir),
    });
  } catch (error) {
    fail('migrate/shape', `${name}: ${(error as Error).message}`, source);
  }
  // The result must be a valid docsgen config; anything else is a bug in the mapping.
  const checked = configSchema.safeParse(mapped.config);
  if (!checked.success) throw new Error(`migrated config is invalid: ${checked.error.message}`);

  await mkdir(outDir, { recursive: true });
  await writeFile(target, configSource(mapped.config, `// Migrated from ${name} by \`docsgen migrate\`.`));
  return { configFile: target, source, notes: mapped.notes };
}
