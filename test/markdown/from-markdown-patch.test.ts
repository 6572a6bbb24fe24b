// The mdast-util-from-markdown patch (patches/, PATCHES.md) hands every event's handler one
// context object instead of a fresh copy per event. The suite runs the patched package (it
// loads through Vite, see vitest.config.ts); here its trees are compared with the original's,
// loaded from an unpatched copy, on the specifications' examples, random documents and MDX.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfmSyntax, gfmTree } from '../../src/markdown/gfm.js';
import { containerDirectiveSyntax } from '../../src/markdown/directives.js';
import { commonMarkExamples, gfmExamples, hasGfmSpec } from './helpers/spec-examples.js';

const root = process.cwd();
// Inside node_modules, so that the copy's own imports resolve as the package's do.
const dir = join(root, 'node_modules', '.cache', `docsgen-from-markdown-original-${process.pid}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'index.mjs'), readFileSync(join(root, 'node_modules/mdast-util-from-markdown/lib/index.js'), 'utf8'));
const original = ((await import(join(dir, 'index.mjs'))) as { fromMarkdown: typeof fromMarkdown }).fromMarkdown;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** docsgen's Markdown syntax: GFM and container directives. */
const markdownOptions = (text: string): Options => ({
  extensions: [gfmSyntax(text), containerDirectiveSyntax],
  mdastExtensions: [...gfmTree, directiveFromMarkdown()],
});

const sameTree = (text: string, options: Options): void => {
  expect(fromMarkdown(text, options)).toEqual(original(text, options));
};

describe('the mdast-util-from-markdown patch', () => {
  it('is what the suite runs: every handler gets the same context', () => {
    const contexts = new Set<unknown>();
    const record = function (this: unknown): void {
      contexts.add(this);
    };
    fromMarkdown('a *b*\n\n- c\n- d\n', { mdastExtensions: [{ afterExit: record }] });
    expect(contexts.size).toBe(1);
    contexts.clear();
    original('a *b*\n\n- c\n- d\n', { mdastExtensions: [{ afterExit: record }] });
    expect(contexts.size).toBeGreaterThan(10);
  });

  it('gives the trees the original gives for the specifications’ examples', () => {
    const examples = [
      ...commonMarkExamples(),
      ...(hasGfmSpec ? [...gfmExamples('gfm-spec'), ...gfmExamples('gfm-extensions'), ...gfmExamples('gfm-regression')] : []),
    ];
    expect(examples.length).toBeGreaterThanOrEqual(652);
    for (const example of examples) sameTree(example.markdown, markdownOptions(example.markdown));
  });

  it('gives the trees the original gives for random documents and content/', () => {
    const line = fc.constantFrom(
      '- a',
      '  - [x] b',
      '1. c',
      '> d',
      '> - e',
      '>',
      '',
      'text *em* `code`',
      '```js',
      '    code',
      '| a | b |',
      '| - | - |',
      '[x]: /y',
      'See [x] and https://example.com.',
      ':::note[**t**]',
      ':::',
      '# h',
      'a\\',
      '<div>',
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const text = lines.join('\n');
        sameTree(text, markdownOptions(text));
      }),
      { seed: 20261129, numRuns: 400 },
    );
    const docs = join(root, 'content', 'docs');
    const files = readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const text = readFileSync(join(docs, f), 'utf8');
      sameTree(text, markdownOptions(text));
    }
  });

  it('gives the trees the original gives for MDX', () => {
    const options: Options = { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] };
    for (const text of [
      'import Tabs from \'@theme/Tabs\';\n\nexport const x = 1;\n\n# Hi {x}\n\n<Tabs a="b" {...c}>\n\n- **d**\n\n</Tabs>\n',
      '<div className="x">text {1 + 1} <b>bold</b></div>\n\n{/* comment */}\n',
    ])
      sameTree(text, options);
  });
});
