/**
 * The theme's text a page carries for the browser script in `<html data-strings>`: what differs
 * from the script's English (written by the theme's `htmlAttributes`), by message id.
 */
let onPage: Record<string, string> | undefined;

/** The page's text by id, read once. */
export function pageStrings(): Record<string, string> {
  onPage ??= JSON.parse(document.documentElement.getAttribute('data-strings') || '{}') as Record<string, string>;
  return onPage;
}
