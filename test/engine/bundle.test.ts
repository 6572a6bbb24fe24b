// The compiled engine (dist/engine.cjs) is built with small changes to its dependencies that
// make parsing faster (see scripts/compile.mjs). Whatever the Markdown, it must parse exactly
// as the sources do with the libraries as published.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine } from '../../src/engine-loader.js';
import { splitFrontmatter } from '../../src/content/frontmatter.js';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';

const engine = loadEngine(new URL('../../dist/engine.cjs', import.meta.url)) as unknown as { parseMarkdown: typeof parseMarkdown };
const FILE = '/site/docs/page.md';
const ctx = { baseUrl: '/', routeOfFile: new Map([['/site/docs/other.md', '/docs/other']]), contentRoot: '/site/docs' };

/** Block and inline constructs, including unclosed and misnested ones. */
const fragment = fc.oneof(
  fc.constantFrom(
    '```', '```js title="x" {1-3}', '~~~', ':::', '::::', ':::note', ':::warning[T]', ':::tab[x]', '::::tabs{group="g"}', ':::details',
    '# ', '## ', '###### ', ' {#id}', '> ', '- ', '  - ', '1. ', '* ', '- [ ] ', '- [x] ', '---', '===', '| a | b |', '|---|:-:|', '| - |',
    '[x](', '[x](./other.md#h)', '[x][r]', '[r]: /y', '![i](/i.png)', '<', '<div>', '</div>', '<a href="/x">', '<!--', '-->', '&amp;', '&#32;',
    '\\', '`', '``', '**', '__', '*', '_', '~~', '~', '[^1]', '[^1]: note', 'www.x.com', 'https://x.com/a', 'a@b.co', '<https://x>',
    '    ', '\t', ' ', '\n', '\n\n', 'é', '🙂',
  ),
  fc.string({ maxLength: 12 }),
);
const markdown = fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join(''));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

describe('compiled engine', () => {
  it('parses the documentation in content/ exactly as the sources do', () => {
    const files = markdownFiles(join(process.cwd(), 'content'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const { body } = splitFrontmatter(readFileSync(file, 'utf8'), file);
      expect(engine.parseMarkdown(body, file, ctx), file).toEqual(parseMarkdown(body, file, ctx));
    }
  });

  it('parses any Markdown exactly as the sources do', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        expect(engine.parseMarkdown(text, FILE, ctx)).toEqual(parseMarkdown(text, FILE, ctx));
      }),
      { seed: 20261122, numRuns: 300 },
    );
  });

  it('resolves link and footnote definitions written inside quotes and lists', () => {
    const text = '> [quoted]: /docs/other\n\n- [^listed]: A note.\n\nSee [the page][quoted] and the note[^listed].\n';
    const parsed = engine.parseMarkdown(text, FILE, ctx);
    expect(parsed).toEqual(parseMarkdown(text, FILE, ctx));
    expect(JSON.stringify(parsed.hast)).toContain('"href":"/docs/other"');
    expect(parsed.links.map((l) => l.path)).toContain('/docs/other');
  });
});
