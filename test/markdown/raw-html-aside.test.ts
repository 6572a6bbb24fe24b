// Pages with raw HTML: the HTML parser and the sanitiser run only on the elements on the way to
// the raw HTML, the content of the others set aside (a code block, a table, a paragraph). The
// page must come out exactly as when both run over the whole tree: checked on hand-written
// pages that mix raw HTML with Markdown, and on every page of the real sites in
// ../shared/corpus and of content/ that holds raw HTML.
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { markdownFiles, pageText, realSiteRoots } from './helpers/real-sites.js';

const ctx = (root: string) => ({ baseUrl: '/', routeOfFile: new Map<string, string>(), linkRoots: [root], siteDir: root, asset: () => undefined });

/** The HTML and the diagnostics of a page, both ways. */
function bothWays(text: string, file: string, root: string): { aside: string; whole: string; asideDiagnostics: unknown; wholeDiagnostics: unknown } {
  const aside = parseMarkdown(text, file, ctx(root));
  const whole = parseMarkdown(text, file, ctx(root), { sanitizeWholeTree: true });
  return { aside: toHtml(aside.hast), whole: toHtml(whole.hast), asideDiagnostics: aside.diagnostics, wholeDiagnostics: whole.diagnostics };
}

const PAGES = [
  // An element opened in one raw node and closed in another, with Markdown between them.
  '<details>\n<summary>More</summary>\n\n```js\nconst a = 1; // <b>not HTML</b>\n```\n\n| a | b |\n| - | - |\n| `x` | [link](https://example.com) |\n\n</details>\n',
  // Raw HTML inside a paragraph, beside emphasis and code.
  'Text with <span class="sidebar" id="main">a span</span> and **bold** `<code>` and <a href="#usage">a link</a>.\n\n## Usage\n\nMore.\n',
  // A div around Markdown, an SVG with a title, an image with a srcset and an unsafe URL.
  '<div class="card" id="box">\n\n- one\n- two **2**\n\n> quoted `code`\n\n</div>\n\n<svg viewBox="0 0 1 1"><title>Shape</title><path d="M0 0"/></svg>\n\n<img src="a.png" srcset="javascript:x 2x">\n\n<a href="JavaScript:alert(1)">bad</a>\n',
  // Admonitions and tabs with raw HTML in one of them.
  ':::note[Title]\nPlain **note** with `code`.\n:::\n\n:::tip\n<kbd>Ctrl</kbd> + <kbd>C</kbd>\n\n```bash\necho hi\n```\n:::\n\n<p align="center">centred</p>\n\n<table><tr><td>\n\n**cell**\n\n</td></tr></table>\n',
  // A title outside SVG, and a script.
  '# Page\n\n<title>dropped</title>\n\n<script>alert(1)</script>\n\nText <br> after.\n',
];

describe('raw HTML with the content of other elements set aside', () => {
  it('gives the page that parsing and sanitising the whole tree gives, on hand-written pages', () => {
    for (const [i, text] of PAGES.entries()) {
      const r = bothWays(text, `/site/docs/page-${i}.md`, '/site');
      expect(r.aside, text).toBe(r.whole);
      expect(r.asideDiagnostics, text).toEqual(r.wholeDiagnostics);
    }
    // The hand-written pages do exercise the parser: the raw HTML was read.
    expect(bothWays(PAGES[0]!, '/site/docs/a.md', '/site').aside).toMatch(
      /<details>\s*<summary>More<\/summary>[\s\S]*hljs-keyword[\s\S]*<td><code>x<\/code><\/td>/,
    );
  });

  const roots = realSiteRoots();
  it.each(roots)(
    'gives the same pages on the real site %s',
    (root) => {
      let compared = 0;
      for (const file of markdownFiles(root)) {
        const text = pageText(file);
        if (!/<[a-zA-Z]/.test(text)) continue;
        const r = bothWays(text, file, root);
        expect(r.aside, file).toBe(r.whole);
        expect(r.asideDiagnostics, file).toEqual(r.wholeDiagnostics);
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    },
    300_000,
  );
});
