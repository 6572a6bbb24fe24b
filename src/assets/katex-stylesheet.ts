/**
 * KaTeX's stylesheet for a site that renders math with it. A Docusaurus site loads it from a CDN
 * (`stylesheets: [{ href: 'https://cdn.jsdelivr.net/npm/katex@…/katex.min.css' }]`), which the
 * pages' policy (`style-src 'self'`, `font-src 'self'`) refuses and which would make every page
 * ask another origin. docsgen bundles the installed `katex` package's stylesheet and fonts into
 * the site's own stylesheet instead, when the config imports a KaTeX package (`rehype-katex`,
 * `katex`, or another whose name says katex): same version as the HTML the plugin wrote, same
 * origin, cached with the rest.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../diagnostics.js';
import { pinnedUrl } from '../modules/bundle-module.js';

const STYLESHEET = 'katex/dist/katex.min.css';

/** The stylesheet to bundle (or a warning when it cannot be found), given the config's packages (`name@version`). */
export function katexStylesheet(packages: readonly string[], siteDir: string, configFile: string | undefined): { file?: string; diagnostics: Diagnostic[] } {
  const user = packages.find((p) => /katex/i.test(p.replace(/@[^@]*$/, '')));
  if (!user) return { diagnostics: [] };
  const url = pinnedUrl(STYLESHEET, siteDir);
  if (url.startsWith('file:')) return { file: fileURLToPath(url), diagnostics: [] };
  return {
    diagnostics: [
      {
        severity: 'warning',
        code: 'assets/katex-stylesheet',
        message: `the config imports ${user.replace(/@[^@]*$/, '')}, but ${STYLESHEET} is not found from ${siteDir}, so math shows without KaTeX's styles and fonts; install the katex package in the site (npm install katex)`,
        file: configFile ?? join(siteDir, 'docsgen.config.ts'),
      },
    ],
  };
}
