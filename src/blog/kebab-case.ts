/**
 * Word-case helpers with the results Docusaurus gets from lodash, which it uses for tag and
 * author URLs and tag labels: `Getting Started` → `getting-started`, `fooBar` → `foo-bar`,
 * `v1.0` → `v-1-0`, `C++` → `c`, `Déjà vu` → `deja-vu`.
 */

/** Letters that do not decompose into a base letter and marks, spelled in basic Latin (lodash's deburr). */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  Ħ: 'H',
  ł: 'l',
  Ł: 'L',
  ŀ: 'l',
  Ŀ: 'L',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ĳ: 'ij',
  Ĳ: 'IJ',
  ŋ: 'n',
  Ŋ: 'N',
  ſ: 's',
  ŧ: 't',
  Ŧ: 'T',
};

/** Accented letters to their base letters. */
function deburr(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g, '')
    .replace(/[ßæÆœŒøØđĐðÐħĦłŁŀĿþÞıĳĲŋŊſŧŦ]/g, (c) => LIGATURES[c] ?? c);
}

/**
 * The words of `text`: a run of capitals before a capitalised word (`XML` in `XMLHttp`), a
 * capitalised or lower-case word, a run of capitals, a number, or a run of letters of scripts
 * without case. Everything else (spaces, punctuation, symbols) separates words.
 */
const WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Mc}]+|\p{Lu}+|\p{Nd}+|[\p{Lo}\p{Lm}]+/gu;

/** The words of `text`, with accents removed and apostrophes dropped. */
export function words(text: string): string[] {
  return (
    deburr(text)
      .replace(/['\u2019]/g, '')
      .match(WORD) ?? []
  );
}

/** `Getting Started` → `getting-started`. */
export function kebabCase(text: string): string {
  return words(text)
    .map((w) => w.toLowerCase())
    .join('-');
}

/** First character upper case, the rest lower case: `fooBar` → `Foobar`. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
