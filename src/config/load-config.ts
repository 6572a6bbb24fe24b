/**
 * Finds, compiles and validates the site config. The config file is TypeScript, so it is
 * bundled with esbuild first; the files it imports are recorded for watch mode.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { bundleModule, CompileError, pinnedPackages, writeModule, type Pin } from '../modules/bundle-module.js';
import { bundleModuleCached } from '../cache/module-cache.js';
import { ConfigEvaluationError, configTimeLimit, evaluateConfig } from './evaluate-config.js';
import { configSchema, type SiteConfig } from './schema.js';
import { formatSchemaIssues } from './format-issues.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';

/** Config file names looked for at the site root, in order. */
export const CONFIG_FILES = ['docsgen.config.ts', 'docsgen.config.mts', 'docsgen.config.js', 'docsgen.config.mjs'];

/** Docusaurus config file names, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** The resolved config plus where it came from. */
export interface LoadedConfig {
  config: Readonly<SiteConfig>;
  siteDir: string;
  /** Absolute path of the config file, if the site has one. */
  configFile?: string;
  /** Files the config imports (itself included); a change to any of them reloads everything. */
  dependencies: string[];
  /**
   * File URL of the bundled config, which stays for the build: threads import it for the
   * functions in the config (remark and rehype plugins). Absent when it was bundled into a
   * temporary folder.
   */
  module?: string;
  /** The packages the config imports, as `name@version` (their code is not in the bundle). */
  packages: string[];
}

// Keys from Docusaurus configs that people carry over, with where they live here.
const RENAMED: Record<string, string> = {
  themeConfig: 'navbar / footer / colorMode',
  organizationName: '(not needed)',
  onBrokenMarkdownLinks: 'onBrokenLinks',
};

// `import { defineConfig } from 'docsgen'` works without the package being resolvable from
// the site folder (a site inside the docsgen repo, or one without node_modules).
const docsgenSelf: Plugin = {
  name: 'docsgen-self',
  setup(b) {
    b.onResolve({ filter: /^docsgen$/ }, () => ({ path: 'docsgen', namespace: 'docsgen-self' }));
    b.onLoad({ filter: /.*/, namespace: 'docsgen-self' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
  },
};

function esbuildDiagnostics(messages: Message[], fallbackFile: string): Diagnostic[] {
  return messages.map((m) => ({
    severity: 'error' as const,
    code: 'config/syntax',
    message: `config file does not compile: ${m.text}`,
    file: m.location ? resolve(m.location.file) : fallbackFile,
    ...(m.location ? { line: m.location.line, column: m.location.column + 1 } : {}),
  }));
}

/** Options of {@link loadConfig}. */
export interface LoadConfigOptions {
  /** How long the config may take to load; default `DOCSGEN_CONFIG_TIMEOUT` seconds, else 10 s. */
  timeLimitMs?: number;
  /**
   * The build cache's module folder: the bundled config is kept there and bundled again only
   * when a file it was made of changed. Without it, the config is bundled into a temporary
   * folder that is removed once it has loaded.
   */
  moduleDir?: string;
  /** Bundle again even when the module folder holds a bundle of the same files (`--no-cache`). @default true */
  reuse?: boolean;
}

/**
 * Loads `docsgen.config.*` from `siteDir` (defaults when there is none) and validates it. The
 * config runs on a worker thread with a time limit (see evaluate-config.ts).
 */
export async function loadConfig(siteDir: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const dir = resolve(siteDir);
  if (!existsSync(dir)) {
    throw new BuildError(
      [
        {
          severity: 'error',
          code: 'config/no-site',
          message: `site folder ${dir} does not exist; pass the folder that holds docs/ (e.g. "docsgen build content")`,
        },
      ],
      'site folder not found',
    );
  }
  const name = CONFIG_FILES.find((f) => existsSync(join(dir, f)));
  if (!name) {
    // A Docusaurus site built as it is would give an empty site; its config says what to build.
    const docusaurus = DOCUSAURUS_CONFIG_FILES.find((f) => existsSync(join(dir, f)));
    if (docusaurus) {
      throw new BuildError(
        [
          {
            severity: 'error',
            code: 'config/docusaurus-site',
            message: `this is a Docusaurus site without a docsgen config; run "docsgen migrate ${relative(process.cwd(), dir) || '.'}" to write docsgen.config.ts from ${docusaurus}, then build again`,
            file: join(dir, docusaurus),
          },
        ],
        'no docsgen config',
      );
    }
    return validate({}, dir, { dependencies: [], packages: [] });
  }

  const file = join(dir, name);
  let loaded: unknown;
  let dependencies: string[];
  let pins: Pin[];
  let module: string | undefined;
  const scratch = options.moduleDir ? undefined : mkdtempSync(join(tmpdir(), 'docsgen-config-'));
  try {
    let url: string;
    if (scratch) {
      const bundled = await bundleModule(file, [docsgenSelf]);
      ({ inputs: dependencies, pins } = bundled);
      url = writeModule(bundled.code, scratch, 'config');
    } else if (options.reuse === false) {
      const bundled = await bundleModule(file, [docsgenSelf]);
      ({ inputs: dependencies, pins } = bundled);
      url = module = writeModule(bundled.code, options.moduleDir!, 'config');
    } else {
      // Evaluated again on every build: a config may read the environment or the date.
      const bundled = await bundleModuleCached(file, [docsgenSelf], options.moduleDir!, 'config');
      ({ inputs: dependencies, pins } = bundled);
      url = module = bundled.url;
    }
    loaded = await evaluateConfig(url, options.timeLimitMs ?? configTimeLimit());
  } catch (error) {
    if (error instanceof CompileError) throw new BuildError(esbuildDiagnostics(error.errors, file), 'config file does not compile');
    if (error instanceof ConfigEvaluationError) {
      throw new BuildError([{ severity: 'error', code: error.code, message: error.message, file }], 'config file failed to load');
    }
    throw error;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
  if (loaded === undefined || loaded === null || typeof loaded !== 'object') {
    throw new BuildError(
      [{ severity: 'error', code: 'config/shape', message: 'config file must `export default defineConfig({ ... })` (an object)', file, line: 1 }],
      'invalid config',
    );
  }
  return validate(loaded, dir, { file, dependencies, packages: pinnedPackages(pins), ...(module ? { module } : {}) });
}

function validate(
  input: unknown,
  siteDir: string,
  { file, ...found }: { file?: string; dependencies: string[]; packages: string[]; module?: string },
): LoadedConfig {
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const diagnostics = formatSchemaIssues({
      schema: configSchema,
      issues: parsed.error.issues,
      input,
      file: file ?? join(siteDir, 'docsgen.config.ts'),
      renamed: RENAMED,
    });
    throw new BuildError(diagnostics, 'invalid config');
  }
  return {
    config: Object.freeze(parsed.data),
    siteDir,
    ...(file ? { configFile: file } : {}),
    ...found,
  };
}
