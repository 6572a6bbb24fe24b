// Markdown at any size and its rendering: each case here rendered wrongly before (code blocks,
// directives, autolinks, admonition titles, HTML names, encoded links, headings, images,
// footnotes, raw <title>), and is checked on the body HTML docsgen renders for a page.
import { describe, expect, it } from 'vitest';
import { renderDocsgen, renderReference } from './helpers/render.js';
import { normalizeHtml } from './helpers/normalize-html.js';

const html = (markdown: string): string => renderDocsgen(markdown).html;
const errors = (markdown: string): string[] => renderDocsgen(markdown).parsed.diagnostics.map((d) => `${d.line ?? '-'}:${d.code}`);

describe('code blocks', () => {
  it('keep a trailing blank line, and an empty block has no line (CommonMark 318, 126)', () => {
    const list = normalizeHtml(html('- a\n- ```\n  b\n\n\n  ```\n- c\n'));
    expect(list).toContain('<pre><code>b\n\n\n</code></pre>');
    expect(html('```\n```\n')).toContain('<code class="hljs language-text"></code>');
  });
});

describe('text that looks like a directive', () => {
  it('renders as the Markdown it is', () => {
    expect(html('Set key:value[**required**] here.')).toContain('<p>Set key:value[<strong>required</strong>] here.</p>');
    expect(html('a:b[\\*x\\*] and c:d[&amp;]')).toContain('<p>a:b[*x*] and c:d[&amp;]</p>');
    expect(html('See foo:bar[docs](https://example.com/docs).')).toContain(
      'foo:bar<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a>',
    );
    expect(html('::leaf[**x**]\n')).toContain('<p>::leaf[<strong>x</strong>]</p>');
  });

  it('links mailto: addresses and keeps colons in alt text', () => {
    expect(html('Write to mailto:a@b.co today.')).toContain(
      '<p>Write to mailto:<a href="mailto:a@b.co" target="_blank" rel="noopener noreferrer">a@b.co</a> today.</p>',
    );
    expect(html('![diagram:flow](x.png)')).toContain('alt="diagram:flow"');
  });

  it('renders like the reference pipeline, directives aside', () => {
    for (const text of ['x:y[a *b*]', 'mailto:ops@example.co.id', 'md5(ID:KEY)[1]', '![a:b[c]](d)', 'x :y{z} :a[b]{c=d}']) {
      expect(normalizeHtml(html(text)), text).toBe(normalizeHtml(renderReference(text)));
    }
  });
});

describe('admonition titles after a space', () => {
  it('become titles where a paragraph starts with them, also inside other blocks', () => {
    // The title's text, without the icon of its type that the theme puts before it.
    const html = (markdown: string): string => renderDocsgen(markdown).html.replace(/<svg\b[\s\S]*?<\/svg>/g, '');
    expect(html(':::tip Judul lain\nSpace title.\n:::\n')).toContain(
      '<p class="admonition__title">Judul lain</p><div class="admonition__body"><p>Space title.</p>',
    );
    const nested = html('::::note Outer\n:::warning Inner\nText.\n:::\n::::\n');
    expect(nested).toContain('<p class="admonition__title">Outer</p>');
    expect(nested).toContain('<p class="admonition__title">Inner</p><div class="admonition__body"><p>Text.</p>');
    expect(html('> :::info In a quote\r\n> Quoted.\r\n> :::\r\n')).toContain('<p class="admonition__title">In a quote</p>');
  });

  it('stay as written in indented code, code in list items, <pre> and inside a paragraph', () => {
    const text = [
      '    :::note Indented code',
      '',
      '- item',
      '',
      '  ```',
      '  :::note Code in a list item',
      '  ```',
      '',
      '<pre>',
      ':::note In pre',
      '</pre>',
      '',
      'A paragraph line',
      ':::note Inside the paragraph',
      '',
    ].join('\n');
    const out = html(text);
    for (const kept of [':::note Indented code', ':::note Code in a list item', ':::note In pre', ':::note Inside the paragraph']) expect(out).toContain(kept);
    expect(out).not.toContain('admonition');
  });

  it('are not counted as nested blocks in code, and real nesting over 16 levels is an error at its line', () => {
    const inCode = [
      ...Array.from({ length: 20 }, () => '    :::note'),
      '',
      '- list',
      '',
      '  ```',
      ...Array.from({ length: 20 }, (_, i) => `  :::note Level ${i}`),
      '  ```',
    ].join('\n');
    expect(errors(inCode)).toEqual([]);
    const deep = `${Array.from({ length: 18 }, () => ':::note').join('\n')}\nText\n`;
    expect(errors(deep)).toEqual(['17:markdown/nesting']);
  });
});

describe('HTML written in capitals', () => {
  it('is HTML, not a JSX component (CommonMark 152)', () => {
    expect(errors('<DIV CLASS="foo">\n\n*Markdown*\n\n</DIV>\n')).toEqual([]);
    expect(normalizeHtml(html('<DIV CLASS="foo">\n\n*Markdown*\n\n</DIV>\n'))).toBe('<div class="foo"><p><em>Markdown</em></p></div>');
    expect(errors('<Tabs>\n</Tabs>\n')).toEqual(['1:markdown/mdx-syntax']);
  });
});

describe('site links', () => {
  it('keep what each segment encodes', () => {
    expect(html('[x](/a%2Fb) [y](/docs/a%20b#c)')).toContain('<a href="/a%2Fb">x</a> <a href="/docs/a%20b#c">y</a>');
  });
});

describe('headings', () => {
  it('leave the footnotes label hidden, with no # link', () => {
    const out = html('Text[^1].\n\n[^1]: Note.\n');
    expect(out).toContain('<h2 id="footnote-label" class="sr-only">Footnotes</h2>');
    expect(out).toContain('data-footnote-ref=""');
    expect(out).not.toContain('data-footnote-ref="true"');
  });

  it("keep a raw heading's class and title", () => {
    expect(html('<h3 class="x" title="Tip">Raw</h3>\n')).toContain('<h3 class="x" title="Tip">Raw</h3>');
    expect(html('<h2 title="Tip">Raw</h2>\n')).toContain('<h2 title="Tip">Raw</h2>');
  });

  it('inside a raw link get no link of their own', () => {
    const out = html('<a href="/x">\n\n## Inside\n\n</a>\n');
    expect(out).toMatch(/<a href="\/x">\s*<h2 id="inside">Inside<\/h2>\s*<\/a>/);
    expect(out.match(/<a /g)).toHaveLength(1);
  });

  it('keep runs of spaces in their ids, as Docusaurus (github-slugger) makes them, and not in their text', () => {
    const out = html('#### 1.  Confidentiality\n');
    expect(out).toContain('<h4 id="1--confidentiality" class="anchor">1.  Confidentiality<a class="hash-link" href="#1--confidentiality"');
  });

  it('outside links keep their # link', () => {
    expect(html('## Plain\n')).toContain('<h2 id="plain" class="anchor">Plain<a class="hash-link" href="#plain"');
  });
});

describe('images and raw HTML', () => {
  it('load lazily, so React preloads only an image its author wants loaded at once', () => {
    const out = html('![a](/a.png)\n\n![b](/b.png)\n\n<img src="/c.png" loading="eager" alt="c">\n');
    expect(out.match(/<link rel="preload"[^>]*>/g)).toEqual(['<link rel="preload" as="image" href="/c.png"/>']);
    expect(out).toContain('<img src="/a.png" alt="a" loading="lazy"/>');
    expect(out).toContain('<img src="/c.png" loading="eager" alt="c"/>');
  });

  it('keep an empty src', () => {
    expect(html('![a](<>)')).toContain('<img src="" alt="a" loading="lazy"/>');
  });

  it('drop a raw <title> instead of moving it to the top, and keep SVG titles', () => {
    const out = html('Before\n\n<title>Page</title>\n\n<svg viewBox="0 0 1 1"><title>Dot</title></svg>\n');
    expect(out.startsWith('<p>Before</p>')).toBe(true);
    expect(out).not.toContain('Page');
    expect(out).toContain('<svg viewBox="0 0 1 1"><title>Dot</title></svg>');
  });

  it('keeps table cell alignment as an attribute, which the CSP allows', () => {
    expect(html('| a |\n| :-: |\n| b |\n')).toContain('<th align="center">a</th>');
  });
});

describe('rel of a raw HTML link', () => {
  it('keeps what it says to search engines (nofollow, ugc, sponsored) beside noopener and noreferrer, and drops anything else', () => {
    expect(html('<a href="https://example.com/x" rel="nofollow noopener sponsored">x</a>')).toContain(
      '<a href="https://example.com/x" rel="nofollow noopener sponsored">x</a>',
    );
    expect(html('<a href="https://example.com/y" rel="opener ugc">y</a>')).toContain('<a href="https://example.com/y" rel="ugc">y</a>');
  });
});
