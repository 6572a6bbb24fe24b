/**
 * `docsgen/site-locale` as theme code sees it outside a build (type checks, unit tests): English,
 * no messages. In a build the engine resolves the import to the site's language and messages
 * (`src/theme/site-locale.ts`).
 */
/** The interface language, a BCP 47 tag (`lang` in the config). */
export const lang: string = 'en';
/** The writing direction of `lang`: `rtl` for Arabic, Hebrew, Persian… */
export const dir: 'ltr' | 'rtl' = 'ltr';
/** Messages by id (`theme.docs.paginator.next`): Docusaurus's translations of its theme into `lang`, then the site's. */
export const messages: Readonly<Record<string, string>> = {};
