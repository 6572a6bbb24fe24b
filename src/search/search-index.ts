/**
 * The search stage: the text of every indexed page → the files of the site's search index
 * (`_search/`), written by the build through the writer.
 */
import { byCodeUnits } from '../code-unit-order.js';
import { languageFamily } from '../client/search/analyzer/languages.js';
import type { SearchVersions } from '../client/search/format.js';
import { buildIndex, type IndexCache } from './build-index.js';
import type { SearchPage } from './page-text.js';
import { writeIndex, type IndexFile, type IndexLimits } from './write-index.js';

export type { IndexFile } from './write-index.js';

/** A docs version as the index sees it: its instance, route prefix (base URL applied) and whether it is the instance's latest. */
export interface IndexedVersion {
  instance: string;
  prefix: string;
  latest: boolean;
}

/**
 * The index files of `pages` for content in `contentLang`. Pages are taken in URL order, so
 * the files do not depend on the order (or the threads) in which pages were rendered. When an
 * instance of `versions` has more than one, the index says which version each page is in.
 */
export function searchIndexFiles(
  pages: readonly SearchPage[],
  contentLang: string,
  options: { limits?: IndexLimits; versions?: readonly IndexedVersion[]; cache?: IndexCache } = {},
): IndexFile[] {
  const ordered = [...pages].sort((a, b) => byCodeUnits(a.href, b.href));
  const lang = languageFamily(contentLang);
  const built = buildIndex(ordered, lang, options.cache);
  const versions = options.versions ?? [];
  const several = new Set(versions.filter((v, i) => versions.findIndex((w) => w.instance === v.instance) !== i).map((v) => v.instance));
  const list: SearchVersions['list'] = versions.map((v) => [v.instance, v.prefix.endsWith('/') ? v.prefix : `${v.prefix}/`, v.latest ? 1 : 0]);
  return writeIndex(built, { lang, pages: ordered, ...(options.limits ? { limits: options.limits } : {}), ...(several.size ? { versions: list } : {}) });
}
