/**
 * Imports of names a module does not export. webpack, which Docusaurus bundles with, warns and
 * leaves such an import `undefined`; esbuild stops the build. A site whose `MDXComponents`
 * imports a component its file no longer exports builds on Docusaurus, so the site bundle does
 * the same: the build that failed on them is run again with each such import leading to a copy
 * of the module's exports that adds the missing names as `undefined`, and each is a warning.
 */
import { relative, resolve } from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { whereInFile, type Diagnostic } from '../diagnostics.js';
import { docusaurusModuleExports } from './site-modules.js';

/** The files that import missing names, and each imported file's names that it does not export. */
export interface MissingExports {
  importers: Set<string>;
  /** Imported file → the names imported from it that it does not export (from every importer: esbuild loads a module once). */
  targets: Map<string, Set<string>>;
}

export const noMissingExports = (): MissingExports => ({ importers: new Set(), targets: new Map() });

const NAMESPACE = 'docsgen-missing-export';
const MESSAGE = /^No matching export in "([^"]+)" for import "([^"]+)"$/;

/**
 * Adds the missing import an esbuild error names to `plan`, with a warning at the import.
 * False when the error is of another kind (or names a module that is not a file), which the
 * caller reports as it is.
 */
export function planMissingExport(message: Message, plan: MissingExports, diagnostics: Diagnostic[], workingDir: string, siteDir: string): boolean {
  const found = MESSAGE.exec(message.text);
  const location = message.location;
  if (!found || !location || /^[a-z-]+:/.test(found[1]!) || /^[a-z-]+:/.test(location.file)) return false;
  const importer = resolve(workingDir, location.file);
  const target = resolve(workingDir, found[1]!);
  const name = found[2]!;
  let names = plan.targets.get(target);
  if (!names) plan.targets.set(target, (names = new Set()));
  if (names.has(name) && plan.importers.has(importer)) return false;
  names.add(name);
  plan.importers.add(importer);
  // In an MDX file, esbuild's position is one of the compiled code: point at the name, or the module, in the file instead.
  const specifier = /from\s*["']([^"']+)["']/.exec(location.lineText)?.[1];
  const inMdx = /\.mdx?$/i.test(importer);
  const where = !inMdx
    ? { line: location.line, column: location.column + 1 }
    : name !== 'default'
      ? whereInFile(importer, name)
      : specifier
        ? whereInFile(importer, specifier)
        : {};
  diagnostics.push({
    severity: 'warning',
    code: 'mdx/missing-export',
    message: `${relative(siteDir, target)} does not export "${name}", so it is undefined here (as webpack leaves it on Docusaurus); export it there or remove it from the import`,
    file: importer,
    ...where,
  });
  return true;
}

/** Leads the imports `plan` names to their module's exports with the missing names added as `undefined`. */
export function missingExportsPlugin(plan: MissingExports): Plugin {
  return {
    name: 'docsgen-missing-exports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (!plan.importers.has(args.importer) || args.namespace === NAMESPACE || (args.pluginData as { missingExports?: true } | undefined)?.missingExports)
          return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          namespace: args.namespace,
          pluginData: { missingExports: true },
        });
        const names = found.errors.length ? undefined : plan.targets.get(found.path);
        return names ? { path: found.path, namespace: NAMESPACE, pluginData: { names: [...names] } } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const names = (args.pluginData as { names: string[] }).names;
        const module = JSON.stringify(args.path);
        const lines = [`export * from ${module};`];
        if (names.includes('default')) lines.push('export default undefined;');
        else lines.push(`import * as all from ${module};`, 'export default all.default;');
        names
          .filter((n) => n !== 'default')
          .forEach((name, i) => lines.push(`const missing${i} = undefined;`, `export { missing${i} as ${JSON.stringify(name)} };`));
        return { contents: lines.join('\n'), loader: 'js', resolveDir: resolve(args.path, '..') };
      });
    },
  };
}

/**
 * The error for an import of a name docsgen's version of a `@docusaurus/*` module does not
 * have (a hook of Docusaurus's theme that docsgen leaves out), at the import, naming what the
 * module gives; null when the message is of another kind, undefined when the module is one
 * docsgen does not have at all (an error of its own says so).
 */
export function compatMissingExport(message: Message, workingDir: string): Diagnostic | null | undefined {
  const found = MESSAGE.exec(message.text);
  const module = found && /^docsgen-docusaurus:(.+)$/.exec(found[1]!)?.[1];
  if (!found || !module || !message.location) return null;
  const exported = docusaurusModuleExports(module);
  if (!exported) return undefined;
  const file = resolve(workingDir, message.location.file.replace(/^[a-z-]+:/, ''));
  const name = found[2]!;
  const identifier = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
  const where = /\.mdx?$/i.test(file) ? whereInFile(file, identifier) : { line: message.location.line, column: message.location.column + 1 };
  const named = exported.filter((n) => n !== 'default');
  return {
    severity: 'error',
    code: 'mdx/unknown-docusaurus-export',
    message: `@docusaurus/${module} has no "${name}" in docsgen; remove it from the import or write it in a module of your own (docsgen's @docusaurus/${module} exports ${named.length ? named.join(', ') : 'only its default'})`,
    file,
    ...where,
  };
}
