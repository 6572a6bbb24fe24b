/**
 * The hooks of `@docusaurus/plugin-content-docs/client` that read the docs plugin's global data:
 * every docs instance, its versions and their docs (site/docs-data.ts makes it). As on
 * Docusaurus, the active instance, version and doc are the ones whose path holds the page's
 * URL. Pages render once, at build time, where no reader has chosen a version yet: the preferred
 * version is none, as in Docusaurus's server render.
 */
import { renderContext, type DocsData, type DocsDocData, type DocsVersionData, type VersionDoc } from './render-context.js';
import { useDocsVersion } from './theme-common.js';
import { useLocation } from './router.js';
import { withoutTrailingSlash } from './urls.js';

/** The docs plugin's name, under which global data holds its instances. */
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const DEFAULT_ID = 'default';

/** Whether the URL `path` is `base` or below it. */
function isUnder(path: string, base: string): boolean {
  const b = withoutTrailingSlash(base);
  const p = withoutTrailingSlash(path);
  return b === '/' || p === b || p.startsWith(`${b}/`);
}

/** Every docs instance by id; none on a site without docs (Docusaurus's theme reads this on every page). */
export function useAllDocsData(): Record<string, DocsData> {
  return renderContext().docsData ?? {};
}

/** The docs instance `pluginId` (`default` when not given); an error when the site has none of that id. */
export function useDocsData(pluginId: string = DEFAULT_ID): DocsData {
  const all = useAllDocsData();
  const data = all[pluginId];
  if (!data) {
    const ids = Object.keys(all);
    throw new Error(`no docs instance has the id "${pluginId}"; the site's docs instances: ${ids.length ? ids.join(', ') : 'none'}`);
  }
  return data;
}

/** The docs instance whose path holds the page, most specific first; `failfast` makes its absence an error. */
export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: DocsData } | undefined {
  const all = useAllDocsData();
  const { pathname } = useLocation();
  const found = Object.entries(all)
    .sort(([, a], [, b]) => b.path.length - a.path.length)
    .find(([, data]) => isUnder(pathname, data.path));
  if (found) return { pluginId: found[0], pluginData: found[1] };
  if (options.failfast) {
    throw new Error(
      `no docs instance holds the page ${pathname}: this hook is for docs pages (the docs are under ${Object.values(all)
        .map((d) => d.path)
        .join(', ')})`,
    );
  }
  return undefined;
}

function activeVersionOf(data: DocsData, pathname: string): DocsVersionData | undefined {
  // The longest path first, the version at the site root last: `/docs/next` before `/docs`.
  const ordered = [...data.versions].sort((a, b) => (a.path === '/' ? 1 : b.path === '/' ? -1 : b.path.length - a.path.length));
  return ordered.find((v) => isUnder(pathname, v.path));
}

function activeDocContextOf(
  data: DocsData,
  pathname: string,
): { activeVersion?: DocsVersionData; activeDoc?: DocsDocData; alternateDocVersions: Record<string, DocsDocData> } {
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeVersion?.docs.find((d) => withoutTrailingSlash(d.path) === withoutTrailingSlash(pathname));
  const alternateDocVersions: Record<string, DocsDocData> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((d) => d.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { ...(activeVersion ? { activeVersion } : {}), ...(activeDoc ? { activeDoc } : {}), alternateDocVersions };
}

/** The active docs instance and, when the page is in one, its version. */
export function useActivePluginAndVersion(
  options: { failfast?: boolean } = {},
): { activePlugin: { pluginId: string; pluginData: DocsData }; activeVersion?: DocsVersionData } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  if (!activePlugin) return undefined;
  const activeVersion = activeVersionOf(activePlugin.pluginData, pathname);
  return { activePlugin, ...(activeVersion ? { activeVersion } : {}) };
}

/** The versions of a docs instance, current first. */
export function useVersions(pluginId?: string): DocsVersionData[] {
  return useDocsData(pluginId).versions;
}

/** The version at the docs root (the last released one, or the current). */
export function useLatestVersion(pluginId?: string): DocsVersionData {
  const { versions } = useDocsData(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** The version of a docs instance the page is in; undefined on a page outside it. */
export function useActiveVersion(pluginId?: string): DocsVersionData | undefined {
  return activeVersionOf(useDocsData(pluginId), useLocation().pathname);
}

/** The page's version and doc in a docs instance, and the same doc in each version that has it. */
export function useActiveDocContext(pluginId?: string): ReturnType<typeof activeDocContextOf> {
  return activeDocContextOf(useDocsData(pluginId), useLocation().pathname);
}

/** What a banner on an old version suggests: the same doc in the latest version, and that version. */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: DocsDocData; latestVersionSuggestion: DocsVersionData } {
  const latest = useLatestVersion(pluginId);
  const doc = useActiveDocContext(pluginId).alternateDocVersions[latest.name];
  return { ...(doc ? { latestDocSuggestion: doc } : {}), latestVersionSuggestion: latest };
}

/** The version the reader chose last: none at build time; saving one does nothing there. */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_ID): {
  preferredVersion: DocsVersionData | null;
  savePreferredVersionName: (name: string) => void;
} {
  useDocsData(pluginId);
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/** Each docs instance's preferred version: none at build time. */
export function useDocsPreferredVersionByPluginId(): Record<string, DocsVersionData | null> {
  return Object.fromEntries(Object.keys(useAllDocsData()).map((id) => [id, null]));
}

/** The versions a navbar item looks for a doc in, in order: the page's, then the latest. */
export function useDocsVersionCandidates(pluginId?: string): DocsVersionData[] {
  const active = useActiveVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return active && active !== latest ? [active, latest] : [latest];
}

/** The doc `docId` in the first candidate version that has it; null when none does, an error when no version has it. */
export function useLayoutDoc(docId: string | undefined, pluginId?: string): DocsDocData | null {
  const candidates = useDocsVersionCandidates(pluginId);
  const versions = useVersions(pluginId);
  if (docId === undefined) return null;
  for (const version of candidates) {
    const doc = version.docs.find((d) => d.id === docId);
    if (doc) return doc;
  }
  if (versions.some((v) => v.draftIds.includes(docId) || v.docs.some((d) => d.id === docId))) return null;
  throw new Error(`no doc has the id "${docId}" in any version of the docs`);
}

/** A doc of the page's version (`id`, `title`, `description`, `sidebar`), as a swizzled `DocCard` reads it; undefined without an id, an error when the version has no such doc. */
export function useDocById(id: string | undefined): VersionDoc | undefined {
  const docs = useDocsVersion().docs as Record<string, VersionDoc>;
  if (id === undefined) return undefined;
  const doc = docs[id];
  if (!doc) throw new Error(`the docs version of this page has no doc with the id "${id}"`);
  return doc;
}
