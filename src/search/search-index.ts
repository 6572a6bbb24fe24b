/**
 * The search stage: the text of every indexed page → the files of the site's search index
 * (`_search/`), written by the build through the writer.
 */
import { byCodeUnits } from '../code-unit-order.js';
import { languageFamily } from '../client/search/analyzer/languages.js';
import { buildIndex } from './build-index.js';
import type { SearchPage } from './page-text.js';
import { writeIndex, type IndexFile, type IndexLimits } from './write-index.js';

export type { IndexFile } from './write-index.js';

/**
 * The index files of `pages` for content in `contentLang`. Pages are taken in URL order, so
 * the files do not depend on the order (or the threads) in which pages were rendered.
 */
export function searchIndexFiles(pages: readonly SearchPage[], contentLang: string, limits?: IndexLimits): IndexFile[] {
  const ordered = [...pages].sort((a, b) => byCodeUnits(a.href, b.href));
  const lang = languageFamily(contentLang);
  const built = buildIndex(ordered, lang);
  return writeIndex(built, { lang, pages: ordered, ...(limits ? { limits } : {}) });
}
