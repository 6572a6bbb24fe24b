// Random documents rendered by docsgen and by the reference unified pipeline (remark-parse,
// remark-gfm, remark-rehype) give the same HTML in the canonical form of
// helpers/normalize-html.ts. The documents mix CRLF, lists holding fences, block quotes, link
// and footnote definitions (in quotes and lists too), text that looks like directives, tables
// and emphasis. Raw HTML is left out (docsgen sanitises it on purpose: conformance.test.ts lists
// those differences), and so are `:::name` lines, which are docsgen's admonitions and tabs.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderDocsgen, renderReference } from './helpers/render.js';
import { normalizeHtml } from './helpers/normalize-html.js';

const line = fc.constantFrom(
  '- item',
  '1. ```bash',
  '- ```js',
  '  ```',
  '```',
  '~~~',
  '    ```',
  '# comment',
  '## Heading',
  '> quote',
  '> - in a quote',
  '>',
  '  - nested',
  '   # in an item',
  '[ref]: https://example.com/ref',
  '> [quoted]: https://example.com/q',
  '- [listed]: /listed',
  '[a\\]b]: /escaped',
  '[multi',
  'line]: /multi',
  '[^n]: A footnote.',
  '> [^q]: A quoted footnote.',
  'See [ref], [quoted], [listed], [a\\]b], [multi line], [^n] and [^q].',
  'key:value[**required**] and a:b[c](https://example.com/x)',
  '::leaf[text]',
  'mailto:a@b.co and ops@example.co.id',
  '![diagram:flow](/img.png)',
  '| a | b |',
  '| --- | :-: |',
  '| 1 | 2 |',
  '***',
  '---',
  '===',
  'Some *emphasis* and `code` and **strong**.',
  '[link](/docs/page) [x](https://example.com/www.y.example)',
  '',
  '',
);

/** Text without `<` (raw HTML) and without a letter after three colons (a directive). */
const words = fc.string({ unit: fc.constantFrom(...'abc XYZ*_`[]()!#>-:.\\&;'.split('')), maxLength: 12 });

const document = fc
  .tuple(fc.array(fc.oneof({ weight: 4, arbitrary: line }, { weight: 1, arbitrary: words }), { maxLength: 30 }), fc.boolean())
  .map(([lines, crlf]) => lines.join(crlf ? '\r\n' : '\n'))
  .filter((text) => !/:{3,}[a-zA-Z]/.test(text));

describe('docsgen and the reference pipeline', () => {
  it('render random documents alike', () => {
    fc.assert(
      fc.property(document, (text) => {
        expect(normalizeHtml(renderDocsgen(text).html)).toBe(normalizeHtml(renderReference(text)));
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });

  it('render random documents over 64 KB alike', () => {
    fc.assert(
      fc.property(fc.array(document, { minLength: 8, maxLength: 8 }), (parts) => {
        let text = '';
        for (let i = 0; text.length < 70 * 1024; i++)
          text += `${parts[i % parts.length]!}\n\nParagraph ${i} of filler text that makes the page long enough.\n\n`;
        expect(normalizeHtml(renderDocsgen(text).html)).toBe(normalizeHtml(renderReference(text)));
      }),
      { seed: 20261201, numRuns: 6 },
    );
  });
});
