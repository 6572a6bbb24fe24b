/**
 * The search button's and dialog's text in English, by message id (see `messages.ts`). Kept
 * apart from the theme's other text so the dialog's lazily loaded script carries only these.
 */
export const searchEnglish = {
  'theme.SearchBar.label': 'Search',
  'docsgen.search.dialog': 'Search the documentation',
  'docsgen.search.placeholder': 'Search the docs',
  'docsgen.search.close': 'Close search',
  'docsgen.search.cancel': 'Cancel',
  'docsgen.search.results': 'Search results',
  'docsgen.search.recent': 'Recent',
  'docsgen.search.noRecent': 'Type to search: page titles, headings, text and code names like ref_id.',
  'docsgen.search.loading': 'Loading search…',
  'docsgen.search.count': '1 page found|{count} pages found',
  'docsgen.search.noResults': 'No results for “{query}”.',
  'docsgen.search.noResultsHint': 'Check the spelling, use fewer words, or try a word from a heading.',
  'docsgen.search.failed': 'Search could not load. Check your connection, then type again.',
  'docsgen.search.toChoose': 'to choose',
  'docsgen.search.toOpen': 'to open',
  'docsgen.search.toClose': 'to close',
};

/** The shortcut the button shows; the browser script shows the Apple one on Apple devices. */
export const searchKeys = { keys: 'Ctrl K', appleKeys: '⌘ K', closeKey: 'Esc' };
