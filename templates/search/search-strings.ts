/**
 * The English strings of the search button and dialog. Kept apart from `ui-strings.ts` so the
 * dialog's lazily loaded script carries only these.
 */
export const buttonStrings = {
  label: 'Search',
  /** Shortcut shown on the button; the browser script shows ⌘ K on Apple devices. */
  keys: 'Ctrl K',
  appleKeys: '⌘ K',
};

export const dialogStrings = {
  dialog: 'Search the documentation',
  input: 'Search',
  placeholder: 'Search the docs',
  close: 'Close search',
  closeKey: 'Esc',
  closeWord: 'Cancel',
  results: 'Search results',
  recent: 'Recent',
  forget: (title: string) => `Remove “${title}” from recent searches`,
  noRecent: 'Type to search: page titles, headings, text and code names like ref_id.',
  loading: 'Loading search…',
  count: (n: number) => (n === 1 ? '1 page found' : `${n} pages found`),
  noResults: (query: string) => `No results for “${query}”.`,
  noResultsHint: 'Check the spelling, use fewer words, or try a word from a heading.',
  failed: 'Search could not load. Check your connection, then type again.',
  help: [
    ['↑ ↓', 'to choose'],
    ['↵', 'to open'],
    ['esc', 'to close'],
  ] as const,
};
