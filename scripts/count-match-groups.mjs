/**
 * How many capturing groups a regular expression (a RegExp or its source) has, read from its
 * source. highlight.js counts them by compiling `new RegExp(source + '|')` and matching the
 * empty string, once per rule of every mode of a grammar: 2–3% of a small site's cold build.
 * The engine bundle puts this function in its place (see the highlight.js patch in
 * compile.mjs); test/engine/bundle.test.ts checks it against V8's count for every regular
 * expression of every highlight.js grammar.
 */
export function countMatchGroups(re) {
  const source = re instanceof RegExp ? re.source : String(re);
  let groups = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      // A class ends at the first unescaped `]`, even right after `[` or `[^` (`[]`, `[^]`).
      i++;
      if (source[i] === '^') i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    } else if (c === '(') {
      // `(x)` and `(?<name>x)` capture; `(?:x)`, `(?=x)`, `(?!x)`, `(?<=x)`, `(?<!x)` do not.
      if (source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!')) groups++;
    }
  }
  return groups;
}
