// The compiled engine (dist/engine.cjs) is built with small changes to its dependencies that
// make parsing faster (see scripts/compile.mjs). Whatever the Markdown, it must parse exactly
// as the sources do with the libraries as published.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadEngine } from '../../src/engine-loader.js';
import { splitFrontmatter } from '../../src/content/frontmatter.js';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { countMatchGroups } from '../../scripts/count-match-groups.mjs';

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

  it("counts the capturing groups of every rule of every highlight.js grammar as V8 does", () => {
    // highlight.js's core as lowlight loads it, with its group counter recording what it is asked.
    const require = createRequire(createRequire(import.meta.url).resolve('lowlight'));
    const coreFile = join(dirname(require.resolve('highlight.js/package.json')), 'lib', 'core.js');
    const counter = "function countMatchGroups(re) {\n  return (new RegExp(re.toString() + '|')).exec('').length - 1;\n}";
    const source = readFileSync(coreFile, 'utf8');
    expect(source).toContain(counter);
    const asked: unknown[] = [];
    const recording = source.replace(counter, `function countMatchGroups(re) {\n  asked.push(re);\n  return (new RegExp(re.toString() + '|')).exec('').length - 1;\n}`);
    const mod = { exports: {} as { highlight(code: string, options: { language: string }): unknown; registerLanguage(name: string, fn: unknown): void } };
    new Function('module', 'exports', 'require', 'asked', recording)(mod, mod.exports, require, asked);
    const hljs = mod.exports;
    const languages = join(dirname(coreFile), 'languages');
    const names = readdirSync(languages).filter((f) => f.endsWith('.js') && !f.endsWith('.js.js')).map((f) => f.slice(0, -3));
    for (const name of names) hljs.registerLanguage(name, require(join(languages, `${name}.js`)));
    // Matchers are built as the text needs them: a sample with a bit of everything.
    const sample = 'let x = "a\\"b" + \'c\' // d\n/* e */ # f\n<g h="i">j</g> 1.5e3 (k) [l] {m} $n @o <?php p ?>\n';
    for (const name of names) hljs.highlight(sample, { language: name });
    expect(asked.length).toBeGreaterThan(4_000);
    const v8Count = (re: unknown) => (new RegExp(String(re) + '|').exec('') as RegExpExecArray).length - 1;
    const differing = asked.filter((re) => countMatchGroups(re) !== v8Count(re));
    expect(differing).toEqual([]);
    // And the corners of the syntax, whether or not a grammar uses them today.
    for (const re of [/[]()/, /[^]()/, /[(]/, /[\]()]/, /\(()/, /(?:x)(?=y)(?!z)(?<=a)(?<!b)/, /(?<name>x)\k<name>/, /\\(x)/, /a|(b)|[)(]/]) {
      expect(countMatchGroups(re), String(re)).toBe(v8Count(re));
    }
  });
});
