// The parser's GFM extensions leave out constructs a document cannot hold (email autolinks
// without `@`, tables without `|`, footnotes without `[^`, strikethrough without `~`, container
// directives without `:::`), and skip the pass over the tree that finds bare links when no text
// could hold one.
// Whatever the text, the tree must be the one remark-gfm gives.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { directiveFromMarkdown } from 'mdast-util-directive';
import type { Processor } from 'unified';
import { parseDocument } from '../../src/markdown/parse-markdown.js';
import { containerDirectiveSyntax } from '../../src/markdown/directives.js';

/** Container directives, the only ones docsgen reads (remark-directive adds text and leaf ones). */
function remarkContainerDirectives(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containerDirectiveSyntax);
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkContainerDirectives);

/** Pieces of bare links, and of what may stand before them, in several letter cases. */
const fragment = fc.oneof(
  fc.constantFrom(
    'www.',
    'WWW.',
    'Www.',
    'http://',
    'HTTPS://',
    'hTtP://',
    'https:/',
    'example.com',
    'x.co.id',
    '/path?q=1#h',
    '@',
    'a@b.co',
    'mailto:',
    'xmpp:',
    'ops',
    '`code`',
    '[l](/x)',
    '[l]',
    '![i](/i.png)',
    '<b>',
    '</b>',
    '&amp;',
    '&#32;',
    '*',
    '_',
    '~',
    '~~',
    '|',
    ' | ',
    '---',
    ':-',
    '-',
    '[^1]',
    '[^1]: ',
    '[^',
    ':::',
    ':::note',
    '(',
    ')',
    '.',
    ',',
    ':',
    '\\',
    ' ',
    '\n',
    '\n\n',
    '| a | b |\n|---|---|\n| ',
    ':::note\n',
    '\n:::\n',
    '# ',
  ),
  fc.string({ maxLength: 6 }),
);
const markdown = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));

describe('GFM plugin', () => {
  it('gives the same tree as remark-gfm, bare links included', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        expect(parseDocument(text)).toEqual(reference.parse(text));
      }),
      { seed: 20261122, numRuns: 1500 },
    );
  });

  it('links what the pass over the tree alone finds', () => {
    const tree = JSON.stringify(parseDocument('`GET`WWW.EXAMPLE.COM and [x](/y)ops@example.co.id'));
    expect(tree).toContain('"url":"http://WWW.EXAMPLE.COM"');
    expect(tree).toContain('"url":"mailto:ops@example.co.id"');
  });

  it('links an email and a www address in prose', () => {
    const tree = JSON.stringify(parseDocument('Write to ops@example.co.id or see www.example.com.'));
    expect(tree).toContain('"url":"mailto:ops@example.co.id"');
    expect(tree).toContain('"url":"http://www.example.com"');
  });
});
