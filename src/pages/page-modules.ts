/**
 * React pages (`src/pages/*.tsx`): bundled with the site's code, where every thread imports
 * them, and imported once here for their `title` and `description` exports.
 */
import type { ComponentType } from 'react';
import type { ComponentSource } from '../discover/discover.js';
import type { Diagnostic } from '../diagnostics.js';

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
  /** Its name in the bundle, which changes with its code (the build cache's key). */
  moduleId: string;
  title?: string;
  description?: string;
  inputs: string[];
}

/** Imports every React page from the site bundle (`src/mdx/bundle-site.ts`) for its exports; problems become diagnostics. */
export async function loadPageModules(
  components: readonly ComponentSource[],
  bundle: { modules: ReadonlyMap<string, string>; moduleIds: ReadonlyMap<string, string>; inputsOf: ReadonlyMap<string, string[]> },
): Promise<{ modules: Map<string, PageModule>; diagnostics: Diagnostic[] }> {
  const modules = new Map<string, PageModule>();
  const diagnostics: Diagnostic[] = [];
  for (const c of components) {
    const file = c.file;
    const url = bundle.modules.get(file);
    // Not bundled: the bundle failed, with diagnostics.
    if (!url) continue;
    try {
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
        moduleId: bundle.moduleIds.get(file) ?? url,
        ...(typeof exports.title === 'string' ? { title: exports.title } : {}),
        ...(typeof exports.description === 'string' ? { description: exports.description } : {}),
        inputs: bundle.inputsOf.get(file) ?? [file],
      });
    } catch (error) {
      diagnostics.push({
        severity: 'error',
        code: 'page/load',
        message: `page component threw while loading: ${(error as Error).message}; code at the top level of a page module runs at build time, with no browser`,
        file,
      });
    }
  }
  return { modules, diagnostics };
}
