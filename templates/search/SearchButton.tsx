import { message } from '../messages.js';
import { searchKeys } from './search-strings.js';

function SearchIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M15.5 15.5L21 21" />
    </svg>
  );
}

/**
 * The button that opens the search dialog: in the navbar on wide screens, in the drawer on
 * narrow ones, or in a page's content (`@theme/SearchBar`) (`place`). Shown only when JavaScript
 * runs and the site has search (see search.css); the browser script loads the dialog on the
 * first hover or focus of it.
 */
export function SearchButton({ place }: { place: 'navbar' | 'drawer' | 'page' }) {
  return (
    <button className={`search-button search-button--${place}`} type="button" data-search-open="" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /">
      <SearchIcon />
      <span className="search-button__label">{message('theme.SearchBar.label')}</span>
      <kbd className="search-button__keys">{searchKeys.keys}</kbd>
    </button>
  );
}
