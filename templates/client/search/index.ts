/**
 * The search dialog's module, loaded by `../search-trigger.ts` on the reader's first sign of
 * wanting search: the dialog and the index reader (`docsgen/client/search`, with MiniSearch).
 */
import { openSearch } from '../../../src/client/search/index.js';
import type { StartSearch } from './contract.js';
import { createSearchDialog } from './dialog.js';

export const start: StartSearch = (indexUrl) => {
  const search = openSearch(indexUrl);
  let dialog: ReturnType<typeof createSearchDialog> | undefined;
  return {
    preload() {
      // Failures show when the reader searches.
      search.preload().catch(() => undefined);
    },
    open(returnFocus, typed) {
      (dialog ??= createSearchDialog(search)).open(returnFocus, typed);
    },
  };
};
