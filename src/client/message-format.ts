/**
 * Docusaurus's message format, for the theme's text on the server and in the browser: `{name}`
 * placeholders, and for counts plural forms separated by `|` (`One post|{count} posts`) in the
 * order of the language's plural categories.
 */

/** `text` with its `{name}` placeholders filled in from `values` (others are left as they are). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
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
