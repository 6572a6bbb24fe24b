/**
 * `docsgen migrate`: reads a Docusaurus site's config and writes the equivalent
 * `docsgen.config.ts`, so the site builds with `docsgen build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { DOCUSAURUS_CONFIG_FILES } from '../config/load-config.js';
import { configSchema, type UserConfig } from '../config/schema.js';
import { BuildError, at, type Diagnostic } from '../diagnostics.js';
import { loadModule, ModuleLoadError } from './load-module.js';
import { mapDocusaurusConfig, type SitePaths } from './map-config.js';
import { swizzledNotes } from './swizzled-notes.js';
import { configSource, withLiveYear } from './to-source.js';
import { pluginImports } from './map-plugins.js';

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

const posix = (p: string): string => p.split(sep).join('/');

/** The Docusaurus site's paths as the config written in `outDir` sees them. */
function sitePaths(siteDir: string, outDir: string): SitePaths {
  return {
    relocate: (path) => posix(relative(outDir, resolve(siteDir, path))) || '.',
    exists: (path) => existsSync(resolve(siteDir, path)),
    show: (path) => {
      const rel = posix(relative(siteDir, resolve(siteDir, path)));
      return rel.startsWith('../') ? posix(resolve(siteDir, path)) : rel;
    },
    versions: (prefix) => {
      const file = join(siteDir, `${prefix}versions.json`);
      if (!existsSync(file)) return undefined;
      try {
        const names: unknown = JSON.parse(readFileSync(file, 'utf8'));
        return Array.isArray(names) ? names.map(String) : undefined;
      } catch {
        return undefined;
      }
    },
    elsewhere: resolve(siteDir) !== resolve(outDir),
  };
}

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

  let input: unknown;
  try {
    input = (await loadModule(source)).value;
  } catch (error) {
    if (error instanceof ModuleLoadError) fail('migrate/load', `${basename(source)} ${error.message}`, error.file, error.line, error.column);
    throw error;
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    fail('migrate/shape', `${name} must export the config object (module.exports = config, export default config, or a function returning it)`, source);
  }

  const paths = sitePaths(siteDir, outDir);
  const mapped = mapDocusaurusConfig(input, paths);
  // The result must be a valid docsgen config; anything else is a bug in the mapping.
  const checked = configSchema.safeParse(mapped.config);
  if (!checked.success) throw new Error(`migrated config is invalid: ${checked.error.message}`);

  const written = liveValues(mapped.config, readFileSync(source, 'utf8'), name);
  written.config = pluginImports(written.config, paths);
  await mkdir(outDir, { recursive: true });
  await writeFile(target, configSource(written.config, `// Migrated from ${name} by \`docsgen migrate\`.`));
  return { configFile: target, source, notes: [...mapped.notes, ...written.notes, ...swizzledNotes(siteDir)] };
}

/**
 * What the Docusaurus config computes on every build, and `migrate` evaluated once: the year of
 * a copyright written with `new Date().getFullYear()` stays live in the new config; the
 * environment variables it reads are named in a note, since their values were written as they
 * were when migrate ran.
 */
function liveValues(config: UserConfig, text: string, name: string): { config: Record<string, unknown>; notes: string[] } {
  const notes: string[] = [];
  const year = String(new Date().getFullYear());
  const copyright = config.footer?.copyright;
  let written: Record<string, unknown> = config;
  if (/getFullYear\s*\(\s*\)/.test(text) && typeof copyright === 'string' && copyright.includes(year)) {
    written = { ...config, footer: { ...config.footer, copyright: withLiveYear(copyright, year) } };
  }
  const variables = [...new Set([...text.matchAll(/process\.env(?:\.([A-Za-z_$][\w$]*)|\[\s*['"]([^'"]+)['"]\s*\])/g)].map((m) => m[1] ?? m[2]!))];
  if (variables.length) {
    const one = variables.length === 1;
    notes.push(
      `${name} reads ${variables.map((v) => `process.env.${v}`).join(', ')}: docsgen.config.ts holds the ${one ? 'value it' : 'values they'} had when migrate ran; read ${one ? 'it' : 'them'} there (process.env works in docsgen.config.ts) if ${one ? 'it changes' : 'they change'} between builds`,
    );
  }
  return { config: written, notes };
}
