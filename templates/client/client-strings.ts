/**
 * The theme's text that the browser script writes itself, in English. A page in another
 * language (or a site that reworded these) carries its own in `<html data-strings>` (written by
 * the theme's `htmlAttributes`), so the script holds one language only.
 */
import { pageStrings } from './page-strings.js';

export const clientEnglish = {
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'docsgen.copyPage.failed': 'Copy failed',
  'docsgen.table.scrollable': 'Table, scrolls sideways',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'docsgen.error.notLoaded': 'This page could not be loaded.',
  'docsgen.error.retry': 'Retry',
};

/** The text `id` as the page gives it, else the English. */
export function clientText(id: keyof typeof clientEnglish): string {
  return pageStrings()[id] ?? clientEnglish[id];
}
