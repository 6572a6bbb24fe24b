/**
 * Docs versions, the Docusaurus way: `versions.json` at the site root lists released versions,
 * newest first; each lives in `versioned_docs/version-<name>/`. The newest is served at the
 * docs root, older ones under `/<routeBasePath>/<name>`, and the working copy in `docs/` under
 * `/<routeBasePath>/next`. Without `versions.json` there is one version: `docs/` at the root.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';
import { readJsonFile } from './read-json.js';

/** One version of the docs. */
export interface DocsVersion {
  /** `current` for the working copy in docs/, else the name from versions.json. */
  name: string;
  /** What readers see in the version menu. */
  label: string;
  /** Route prefix without slashes: `docs`, `docs/next`, `docs/1.0`. */
  routeBase: string;
  /** Absolute folder of its Markdown. */
  dir: string;
}

/** The docs versions of a site, the one served at the docs root first. */
export function readVersions(config: SiteConfig, siteDir: string, diagnostics: Diagnostic[]): DocsVersion[] {
  const base = config.docs.routeBasePath;
  const current: DocsVersion = { name: 'current', label: 'Next', routeBase: base, dir: join(siteDir, config.docs.path) };
  const file = join(siteDir, 'versions.json');
  if (!existsSync(file)) return [current];
  const read = readJsonFile(file, 'versions.json', 'versions/json', diagnostics);
  if (!read) return [current];
  const names = read.value;
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || !/^[\w.-]+$/.test(n)) || new Set(names).size !== names.length) {
    diagnostics.push({
      severity: 'error',
      code: 'versions/shape',
      message: 'versions.json must be an array of distinct version names (letters, digits, ".", "-", "_"), newest first, e.g. ["2.0", "1.0"]',
      file,
    });
    return [current];
  }
  const released = (names as string[]).map((name, i): DocsVersion => ({
    name,
    label: name,
    routeBase: i === 0 ? base : `${base}/${name}`,
    dir: join(siteDir, 'versioned_docs', `version-${name}`),
  }));
  for (const v of released) {
    if (!existsSync(v.dir))
      diagnostics.push({
        severity: 'error',
        code: 'versions/missing-folder',
        message: `versions.json lists "${v.name}" but versioned_docs/version-${v.name}/ does not exist`,
        file,
      });
  }
  return [...released, { ...current, routeBase: `${base}/next` }];
}
