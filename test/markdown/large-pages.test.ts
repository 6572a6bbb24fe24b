// Pages over 64 KB are parsed as one document, like any other: the constructs that a section
// splitter once cut through (CRLF code blocks, fences in list items, indented fence-like lines,
// definitions in quotes and lists, nested `:::` blocks, a fence left open in a list item) render
// as the reference pipeline renders them, however far from each other they are.
import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { renderDocsgen, renderReference } from './helpers/render.js';
import { normalizeHtml } from './helpers/normalize-html.js';

/**
 * About `bytes` of paragraphs, every line ending with `eol`. No headings: the lines that look
 * like headings are those of the blocks under test (in code, say), where a splitter would cut.
 */
function prose(bytes: number, eol = '\n'): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += `Some prose with *emphasis*, \`code\` and a [link](https://example.com/${i}).${eol}${eol}`;
  return out;
}

/** A page of about `bytes` where `block` comes back every 6 KB of prose. */
function page(block: string, bytes = 100 * 1024, eol = '\n'): string {
  let out = `# Large page${eol}${eol}`;
  while (out.length < bytes) out += prose(6 * 1024, eol) + block;
  return out;
}

function expectLikeReference(markdown: string): void {
  expect(markdown.length).toBeGreaterThan(64 * 1024);
  const ours = normalizeHtml(renderDocsgen(markdown).html);
  const reference = normalizeHtml(renderReference(markdown));
  if (ours !== reference) {
    // Show where they part, not two 100 KB strings.
    let at = 0;
    while (ours[at] === reference[at]) at++;
    expect(ours.slice(Math.max(0, at - 200), at + 200)).toBe(reference.slice(Math.max(0, at - 200), at + 200));
  }
}

describe('pages over 64 KB', () => {
  it('with CRLF line endings keep "# comment" lines after a blank line inside code', () => {
    const block = '```bash\r\n# install\r\n\r\n# run it\r\nmake run\r\n```\r\n\r\n';
    expectLikeReference(page(block, 100 * 1024, '\r\n'));
  });

  it('keep fences opened on a list item line, closed at column 0, left open in an item, or inside <details> and <div>', () => {
    const block = [
      '1. ```bash',
      '   # in the item',
      '',
      '   # still code',
      '   ```',
      '',
      '- ```',
      '  code',
      '```',
      '',
      '# a heading after the item',
      '',
      '- ```js',
      '  left open',
      '',
      '<details>',
      '```',
      '',
      '# heading in details',
      '</details>',
      '',
      '<div>',
      '~~~',
      '</div>',
      '',
      '```sh',
      '',
      '# a comment in code',
      '```',
      '',
      '',
    ].join('\n');
    expectLikeReference(page(block));
  });

  it('do not take indented lines that look like fences for fences (CommonMark 133)', () => {
    const block = ['    ```', '    aaa', '', '```', '', '# comment in code', '```', '', ''].join('\n');
    expectLikeReference(page(block));
  });

  it('resolve references to definitions written in quotes, list items, with \\] or over several lines, anywhere on the page', () => {
    const uses = 'See [quoted], [listed], [a\\]b], [several lines] and a note[^quoted-note] and[^listed-note].\n\n';
    const definitions = [
      '> [quoted]: https://example.com/quoted',
      '',
      '- [listed]: https://example.com/listed',
      '',
      '[a\\]b]: https://example.com/escaped',
      '',
      '[several',
      'lines]: https://example.com/several',
      '',
      '> [^quoted-note]: A note in a quote.',
      '',
      '- [^listed-note]: A note in a list.',
      '',
    ].join('\n');
    const markdown = `${uses}${page(uses)}${definitions}`;
    expectLikeReference(markdown);
    const html = renderDocsgen(markdown).html;
    expect(html).toContain('<a href="https://example.com/several" target="_blank" rel="noopener noreferrer">several lines</a>');
    expect(html).toContain('<a href="https://example.com/escaped" target="_blank" rel="noopener noreferrer">a]b</a>');
  });

  it('keep a ::: line inside a ::::note in the note, up to its own closing line', () => {
    const inner = `::::note\n\nA note.\n\n:::\n\n${prose(40 * 1024)}## Still in the note\n\n::::\n\n## After the note\n`;
    const markdown = page('', 70 * 1024) + inner;
    const { parsed } = renderDocsgen(markdown);
    const admonitions: Element[] = [];
    const find = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'docsgen-admonition') admonitions.push(child);
        else find(child);
      }
    };
    find(parsed.hast);
    expect(admonitions).toHaveLength(1);
    expect(JSON.stringify(admonitions[0])).toContain('Still in the note');
    expect(JSON.stringify(admonitions[0])).not.toContain('After the note');
  });

  it('end a code block left open in a list item where the item ends, with no line added', () => {
    const block = ['- item', '', '  ```js', '  const a = 1;', '', '', '## Next part', '', ''].join('\n');
    expectLikeReference(page(block));
  });
});
