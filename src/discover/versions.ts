/**
 * Docs versions, the Docusaurus way: `versions.json` at the site root (`<id>_versions.json`
 * for a docs instance with another id) lists released versions, newest first; each lives in
 * `versioned_docs/version-<name>/` with its sidebars in `versioned_sidebars/`. The working copy
 * in the docs folder is the version `current`. The last version (the newest release unless
 * `lastVersion` says otherwise) is served at the docs root, `current` under `next`, the others
 * under their name.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DocsOptions } from '../config/plugin-options.js';
import type { Diagnostic } from '../diagnostics.js';
import { readJsonFile } from './read-json.js';
import { joinRoute } from './route-paths.js';

/** One version of one docs instance. */
export interface DocsVersion {
  /** The docs instance (`default` unless the config names it). */
  pluginId: string;
  /** `current` for the working copy, else the name from versions.json. */
  name: string;
  /** What readers see in the version menu. */
  label: string;
  /** Route prefix of the version's pages, without slashes: `docs`, `docs/next`, `''` at the site root. */
  routeBase: string;
  /** Absolute folder of its Markdown. */
  dir: string;
  /** Served at the docs root. */
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /**
   * Sidebars of the version: a file to load, `false` for none, undefined for one sidebar
   * generated from the folders.
   */
  sidebars: string | false | undefined;
}

// Control characters are refused too (checked apart: a regular expression with them is hard to read).
const VERSION_NAME = /^(?!\.\.?$)[^/\\<>:"|?*]{1,32}$/;
const hasControlCharacter = (name: string): boolean => [...name].some((c) => c.charCodeAt(0) < 0x20);

/** The versions of the docs instance `docs` of the site in `siteDir`, in Docusaurus's order (current first). */
export function readVersions(docs: DocsOptions, siteDir: string, diagnostics: Diagnostic[]): DocsVersion[] {
  const prefix = docs.id === 'default' ? '' : `${docs.id}_`;
  const file = join(siteDir, `${prefix}versions.json`);
  let released: string[] = [];
  if (existsSync(file) && !docs.disableVersioning) {
    const read = readJsonFile(file, `${prefix}versions.json`, 'versions/json', diagnostics);
    const names = read?.value;
    if (
      read &&
      (!Array.isArray(names) ||
        names.some((n) => typeof n !== 'string' || !VERSION_NAME.test(n.trim()) || hasControlCharacter(n)) ||
        new Set(names).size !== names.length)
    ) {
      diagnostics.push({
        severity: 'error',
        code: 'versions/shape',
        message: `${prefix}versions.json must be an array of distinct version names (at most 32 characters, no slashes), newest first, e.g. ["2.0", "1.0"]`,
        file,
      });
    } else if (read) released = names as string[];
  }
  let names = [...(docs.includeCurrentVersion && !released.includes('current') ? ['current'] : []), ...released];
  if (docs.onlyIncludeVersions) {
    for (const name of docs.onlyIncludeVersions) {
      if (!names.includes(name)) {
        diagnostics.push({
          severity: 'error',
          code: 'versions/unknown',
          message: `onlyIncludeVersions names "${name}", which is not a version (known: ${names.join(', ')})`,
        });
      }
    }
    names = names.filter((n) => docs.onlyIncludeVersions!.includes(n));
  }
  for (const name of Object.keys(docs.versions)) {
    if (!names.includes(name) && name !== 'current') {
      diagnostics.push({
        severity: 'error',
        code: 'versions/unknown',
        message: `the docs option versions names "${name}", which is not a version (known: ${names.join(', ')})`,
      });
    }
  }
  if (names.length === 0) {
    diagnostics.push({
      severity: 'error',
      code: 'versions/none',
      message: 'the docs have no version to build: set includeCurrentVersion or list versions in versions.json',
    });
    return [];
  }
  const last = docs.lastVersion ?? names.find((n) => n !== 'current') ?? 'current';
  if (!names.includes(last)) {
    diagnostics.push({ severity: 'error', code: 'versions/unknown', message: `lastVersion "${last}" is not a version (known: ${names.join(', ')})` });
  }
  const lastIndex = names.indexOf(last);
  const base = docs.routeBasePath;
  const versions = names.map((name, i): DocsVersion => {
    const options = docs.versions[name] ?? {};
    const isLast = name === last;
    const pathPart = options.path ?? (isLast ? '' : name === 'current' ? 'next' : name);
    const dir = name === 'current' ? resolve(siteDir, docs.path) : join(siteDir, `${prefix}versioned_docs`, `version-${name}`);
    if (name !== 'current' && !existsSync(dir)) {
      diagnostics.push({
        severity: 'error',
        code: 'versions/missing-folder',
        message: `versions.json lists "${name}" but ${prefix}versioned_docs/version-${name}/ does not exist`,
        file,
      });
    }
    const sidebarsFile = join(siteDir, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`);
    return {
      pluginId: docs.id,
      name,
      label: options.label ?? (name === 'current' ? 'Next' : name),
      routeBase: joinRoute(base, pathPart).slice(1),
      dir,
      isLast,
      banner: options.banner ?? (isLast ? 'none' : i < lastIndex ? 'unreleased' : 'unmaintained'),
      badge: options.badge ?? names.length > 1,
      sidebars:
        name === 'current'
          ? docs.sidebarPath === false
            ? false
            : docs.sidebarPath !== undefined
              ? resolve(siteDir, docs.sidebarPath)
              : undefined
          : existsSync(sidebarsFile)
            ? sidebarsFile
            : false,
    };
  });
  // Two versions at one path would give every doc they share one URL: said once, here.
  for (const [i, v] of versions.entries()) {
    const twin = versions.slice(0, i).find((w) => w.routeBase === v.routeBase);
    if (twin) {
      diagnostics.push({
        severity: 'error',
        code: 'versions/same-path',
        message: `the versions "${twin.name}" and "${v.name}" of the docs are both at /${v.routeBase}; give one of them a path of its own (versions.${v.isLast ? twin.name : v.name}.path), or make another the lastVersion`,
        file,
      });
    }
  }
  return versions;
}
