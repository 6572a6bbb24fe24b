/**
 * The files of the site's `mermaid` package that draw its diagrams in the browser: mermaid's
 * own minified ES modules (`dist/mermaid.esm.min.mjs` and the chunks it imports), copied under
 * `assets/mermaid-<version>/`. Mermaid splits its code by kind of diagram, so a page fetches the
 * core and the parts its diagrams use, and only when it has a diagram; the versioned folder can
 * be cached for good. The package comes from the site (a migrated site has it through
 * `@docusaurus/theme-mermaid`), else from docsgen's own dependencies.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../diagnostics.js';
import { pinnedUrl } from '../modules/bundle-module.js';

const ENTRY = 'mermaid.esm.min.mjs';
const CHUNKS = join('chunks', 'mermaid.esm.min');

/** The files to copy (`path` below the output folder) and the module pages import. */
export interface MermaidFiles {
  /** Path of mermaid's module below the base URL (`assets/mermaid-11.4.1/mermaid.esm.min.mjs`). */
  entry: string;
  files: Array<{ path: string; source: string }>;
}

/** Mermaid's files, or an error that says how to install it. */
export function mermaidFiles(siteDir: string, configFile: string | undefined): { files?: MermaidFiles; diagnostics: Diagnostic[] } {
  const where = { file: configFile ?? join(siteDir, 'docsgen.config.ts') };
  const manifest = pinnedUrl('mermaid/package.json', siteDir);
  if (!manifest.startsWith('file:')) {
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'config/mermaid',
          message: `markdown.mermaid is on, but the mermaid package is not found from ${siteDir}: install it in the site (npm install mermaid), or turn markdown.mermaid off to show diagrams as code`,
          ...where,
        },
      ],
    };
  }
  const dir = join(dirname(fileURLToPath(manifest)), 'dist');
  const { version } = JSON.parse(readFileSync(fileURLToPath(manifest), 'utf8')) as { version?: string };
  if (!existsSync(join(dir, ENTRY)) || !existsSync(join(dir, CHUNKS))) {
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'config/mermaid',
          message: `markdown.mermaid is on, but the installed mermaid ${version ?? ''} (${dirname(dir)}) has no dist/${ENTRY}: docsgen draws diagrams with mermaid 10 or later; upgrade it (npm install mermaid@latest)`,
          ...where,
        },
      ],
    };
  }
  const folder = `assets/mermaid-${(version ?? 'unknown').replace(/[^\w.-]/g, '_')}`;
  const chunks = readdirSync(join(dir, CHUNKS))
    .filter((name) => name.endsWith('.mjs'))
    .sort();
  return {
    files: {
      entry: `${folder}/${ENTRY}`,
      files: [
        { path: `${folder}/${ENTRY}`, source: join(dir, ENTRY) },
        ...chunks.map((name) => ({ path: `${folder}/chunks/mermaid.esm.min/${name}`, source: join(dir, CHUNKS, name) })),
      ],
    },
    diagnostics: [],
  };
}
