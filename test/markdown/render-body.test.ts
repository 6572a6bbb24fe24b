// The body renderer writes the parts of a page that no component renders as HTML itself and
// hands them to React as inner HTML. The page must come out byte for byte as when React renders
// the whole tree: checked on hand-written pages, on random trees of elements and attributes
// (those written directly and those left to React), and on every page of the real sites in
// ../shared/corpus and of content/.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element, ElementContent, Root } from 'hast';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { createBodyRenderer, createHastToReact, prepareForReact } from '../../src/markdown/render-body.js';
import { theme } from '../../templates/index.js';
import { markdownFiles, pageText, realSiteRoots } from './helpers/real-sites.js';

const components = theme.components;
const render = createBodyRenderer(components);
const toReact = createHastToReact(components);
/** The reference: React renders the whole tree. */
const throughReact = (tree: Root): string => renderToStaticMarkup(toReact(tree));

const ctx = (root: string) => ({ baseUrl: '/', routeOfFile: new Map<string, string>(), linkRoots: [root], siteDir: root, asset: () => undefined });

/** Both renderings of a Markdown page. */
function bothWays(text: string, file = '/site/docs/page.md', root = '/site'): { direct: string; react: string } {
  const { hast } = parseMarkdown(text, file, ctx(root));
  const react = throughReact(hast);
  return { direct: render(hast), react };
}

const PAGES = [
  // Prose only: no component at all.
  'A *paragraph* with **strong**, `code`, ~~struck~~ and a [link](https://example.com "Title") & <em>raw</em> \'quotes\' "double".\n\n- one\n- two\n  1. nested\n\n> quoted\n\n---\n\nLine  \nbreak.\n',
  // Components among plain elements: headings, a code block in a list item, a table, tabs twice (useId).
  '## Heading *one*\n\nText.\n\n- item\n\n  ```js\n  const a = 1;\n  ```\n\n  after the code\n\n| a | b |\n| :- | -: |\n| `x` | [y](/y) |\n\n::::tabs\n:::tab[One]\nFirst **tab**.\n:::\n:::tab[Two]\nSecond.\n:::\n::::\n\n::::tabs\n:::tab[A]\nAgain.\n:::\n::::\n',
  // Images: lazy, eager (React preloads it), an empty src, one in a link; a heading in a link.
  '![a](/a.png "t") and [![b](/b.png)](/b)\n\n<img src="/c.png" loading="eager" alt="c">\n\n![e](<>)\n\n<a href="/x">\n\n## Linked\n\n</a>\n',
  // Task lists, footnotes, an ordered list that starts at 3, admonitions.
  '- [ ] todo\n- [x] done\n\nA note[^1].\n\n[^1]: The *footnote*.\n\n3. three\n4. four\n\n:::note[Title]\nInside **a note**.\n:::\n\n:::warning\n- list in a warning\n:::\n',
  // Raw HTML: attributes this module leaves to React, SVG, details, a table without Markdown.
  '<p align="center" data-x="1">centred <kbd>Ctrl</kbd></p>\n\n<div class="row" id="box" hidden>hidden</div>\n\n<details open><summary>More</summary>\n\nText **in** details.\n\n</details>\n\n<svg viewBox="0 0 1 1"><a href="/s"><text>t</text></a></svg>\n\n<table><tr><td>cell</td></tr></table>\n\n<ol start="2"><li>two</li></ol>\n\n<span aria-hidden="true" aria-label="x" title="a&b">s</span>\n',
];

describe('the body renderer', () => {
  it('writes what React writes, on hand-written pages', () => {
    for (const text of PAGES) {
      const { direct, react } = bothWays(text);
      expect(direct, text).toBe(react);
    }
  });

  it('writes plain parts itself and leaves components to React', () => {
    // A page without components never reaches React.
    expect(typeof prepareForReact(parseMarkdown(PAGES[0]!, '/site/a.md', ctx('/site')).hast, components)).toBe('string');
    // Beside a code block, a paragraph reaches React as one element with its inner HTML.
    const tree = prepareForReact(parseMarkdown('Some *text*.\n\n```js\nx\n```\n', '/site/a.md', ctx('/site')).hast, components);
    expect(typeof tree).toBe('object');
    const [paragraph, , code] = (tree as Root).children as Element[];
    expect(paragraph!.properties).toEqual({ dangerouslySetInnerHTML: { __html: 'Some <em>text</em>.' } });
    expect(code!.tagName).toBe('docsgen-code');
    expect(code!.children.length).toBe(1);
  });

  it('writes what React writes, on random trees', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab <>&"\'\n#:'.split('')), maxLength: 6 }).map((value): ElementContent => ({ type: 'text', value }));
    const value = fc.oneof(
      fc.constantFrom('', 'x', 'a b', '#top', 'javascript:alert(1)', ' JavaScript:x', '/p?a=1&b="2"', 'lazy', 'eager', '3'),
      fc.constantFrom(0, 2, -1, Number.NaN, true, false, null),
      fc.constantFrom(['a', 'b'], ['x'], [], ['a', ''], [1, 2]),
    );
    const property = fc.constantFrom(
      'className',
      'id',
      'title',
      'href',
      'src',
      'alt',
      'loading',
      'start',
      'width',
      'dataFootnoteRef',
      'dataX1',
      'ariaLabel',
      'ariaHidden',
      'ariaDescribedBy',
      'align',
      'hidden',
      'open',
      'tabIndex',
      'colSpan',
      'lang',
    );
    const tags = fc.constantFrom(
      'p',
      'a',
      'em',
      'code',
      'span',
      'li',
      'ul',
      'ol',
      'div',
      'h1',
      'h2',
      'h3',
      'pre',
      'td',
      'tr',
      'table',
      'details',
      'svg',
      'kbd',
      'section',
    );
    const voidTags = fc.constantFrom('img', 'br', 'hr', 'input');
    const properties = fc.array(fc.tuple(property, value), { maxLength: 4 }).map((entries) => Object.fromEntries(entries) as Element['properties']);
    const { node } = fc.letrec<{ node: ElementContent }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc.record({ type: fc.constant('element' as const), tagName: voidTags, properties, children: fc.constant<ElementContent[]>([]) }),
        fc.record({ type: fc.constant('element' as const), tagName: tags, properties, children: fc.array(tie('node'), { maxLength: 4 }) }),
        fc.record({
          type: fc.constant('element' as const),
          tagName: fc.constant('docsgen-admonition'),
          properties: fc.constant({ type: 'note' }),
          children: fc.array(tie('node'), { maxLength: 3 }),
        }),
      ),
    }));
    // React (in development, as tests run it) warns about some of these values; the warnings are not what is tested.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fc.assert(
      fc.property(fc.array(node, { maxLength: 5 }), (children) => {
        const tree: Root = { type: 'root', children };
        let react: string;
        try {
          react = throughReact(tree);
        } catch {
          return; // a tree React refuses (a table in a paragraph is fine, a void element with content is not)
        }
        expect(render(tree)).toBe(react);
      }),
      { numRuns: 3000 },
    );
    quiet.mockRestore();
  });

  const roots = realSiteRoots();
  it.each(roots)(
    'writes what React writes, on every page of %s',
    (root) => {
      let compared = 0;
      for (const file of markdownFiles(root)) {
        const text = pageText(file);
        const { direct, react } = bothWays(text, file, root);
        expect(direct, file).toBe(react);
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    },
    120_000,
  );
});
