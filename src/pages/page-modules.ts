/**
 * React pages (`pages/*.tsx`): each is bundled into the build's module folder, where every
 * thread imports it, and imported once here for its `title` and `description` exports.
 */
import { resolve } from 'node:path';
import type { ComponentType } from 'react';
import type { ComponentSource } from '../discover/discover.js';
import type { Diagnostic } from '../diagnostics.js';
import { bundleModule, CompileError, writeModule } from '../modules/bundle-module.js';

/** A page component module's exports. */
export interface PageModuleExports {
  default?: ComponentType;
  title?: string;
  description?: string;
}

/** A React page, bundled. */
export interface PageModule {
  /** File URL of the bundle. */
  module: string;
  title?: string;
  description?: string;
  inputs: string[];
}

/** Bundles and imports every React page; problems become diagnostics. */
export async function loadPageModules(
  components: readonly ComponentSource[],
  moduleDir: string,
): Promise<{ modules: Map<string, PageModule>; diagnostics: Diagnostic[] }> {
  const modules = new Map<string, PageModule>();
  const diagnostics: Diagnostic[] = [];
  for (const c of components) {
    const file = c.file;
    try {
      const bundled = await bundleModule(file);
      const url = writeModule(bundled.code, moduleDir, 'page');
      const exports = (await import(url)) as PageModuleExports;
      if (typeof exports.default !== 'function') {
        diagnostics.push({
          severity: 'error',
          code: 'page/no-default',
          message: 'a page component must `export default` a React component',
          file,
          line: 1,
          column: 1,
        });
        continue;
      }
      modules.set(c.route, {
        module: url,
        ...(typeof exports.title === 'string' ? { title: exports.title } : {}),
        ...(typeof exports.description === 'string' ? { description: exports.description } : {}),
        inputs: bundled.inputs,
      });
    } catch (error) {
      if (error instanceof CompileError) {
        for (const m of error.errors) {
          diagnostics.push({
            severity: 'error',
            code: 'page/syntax',
            message: `page component does not compile: ${m.text}`,
            file: m.location ? resolve(m.location.file) : file,
            ...(m.location ? { line: m.location.line, column: m.location.column + 1 } : {}),
          });
        }
      } else {
        diagnostics.push({ severity: 'error', code: 'page/load', message: `page component threw while loading: ${(error as Error).message}`, file });
      }
    }
  }
  return { modules, diagnostics };
}
