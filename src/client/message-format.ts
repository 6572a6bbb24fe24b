/**
 * Docusaurus's message format, for the theme's text on the server and in the browser: `{name}`
 * placeholders, and for counts plural forms separated by `|` (`One post|{count} posts`) in the
 * order of the language's plural categories; and which locale's translation serves a language.
 */

/**
 * `text` split at its `{name}` placeholders, each one named in `values` replaced by its value
 * (of any kind: a React element, for a message with a link inside); others stay as written.
 */
export function fillParts<T>(text: string, values: Record<string, T>): Array<string | T> {
  return text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name]! : part;
  });
}

/** `text` with its `{name}` placeholders filled in from `values` (others are left as they are). */
export function fill(text: string, values: Record<string, string | number>): string {
  return fillParts(text, values).join('');
}

/**
 * The locales to look for a translation of `lang` in, nearest first, as Docusaurus picks its
 * theme's: the tag itself, then its language with the likeliest region, with the likeliest
 * script, and alone (`pt` → `pt-BR`; `zh-TW` → `zh-Hant`).
 */
export function localesToTry(lang: string): string[] {
  const likely = new Intl.Locale(lang).maximize();
  const candidates = [lang, `${likely.language}-${likely.region ?? ''}`, `${likely.language}-${likely.script ?? ''}`, likely.language];
  return [...new Set(candidates.filter((c) => !c.endsWith('-')))];
}

/** Plural categories in the order of a message's `|`-separated forms. */
const CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a plural message for `count` in `locale`: the forms follow the language's
 * categories in CLDR order (English: one, other); a message with fewer forms than the
 * language has categories uses its last form for the rest.
 */
export function pluralForm(text: string, count: number, locale: string): string {
  const forms = text.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(locale);
  const categories = CATEGORIES.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const index = categories.indexOf(rules.select(count));
  return forms[index < 0 ? forms.length - 1 : Math.min(index, forms.length - 1)]!;
}
