// Issue 7: very large pages are parsed section by section, with exactly the tree a whole parse
// gives, so a 5 MB page builds in time linear in its size.
import { describe, expect, it } from 'vitest';
import { parseDocument, parseTree } from '../../src/markdown/parse-markdown.js';
import { splitSections, SPLIT_ABOVE } from '../../src/markdown/split-sections.js';
import { buildSite, minimalSite } from '../helpers/fixture.js';

// Each block is built so that a wrong cut (inside a fence, an admonition, an HTML comment, or
// without a blank line before the heading) would change the tree.
const block = (i: number): string =>
  [
    `## Section ${i}`,
    '',
    `Text with \`code\`, a [link](/docs/intro) and **bold** ${i}.`,
    '',
    '- item one',
    '- item two',
    '  continued',
    '',
    '```md',
    '# not a heading',
    '',
    '## still code',
    '```',
    '',
    '```',
    '```js',
    '',
    '## code too: a fence with an info string cannot close one',
    '```',
    '',
    ':::note',
    '',
    '## inside the note',
    '',
    ':::',
    '',
    '<!--',
    '',
    '## inside a comment',
    '',
    '-->',
    '',
    '| a | b |',
    '| --- | --- |',
    `| ${i} | x |`,
    'Lazy paragraph line',
    '# heading right after a paragraph line',
    '',
    '',
  ].join('\n');

function big(bytes: number): string {
  let out = '# Big\n\n';
  for (let i = 0; out.length < bytes; i++) out += block(i);
  return out;
}

describe('section-by-section parsing', () => {
  it('leaves ordinary pages whole', () => {
    expect(splitSections('# Small\n\n## A\n\ntext\n')).toBeUndefined();
    expect(splitSections(big(SPLIT_ABOVE - 2048))).toBeUndefined();
  });

  it('cuts only at safe headings and gives the same tree, positions included, as a whole parse', () => {
    const source = big(300 * 1024);
    const sections = splitSections(source)!;
    expect(sections.length).toBeGreaterThan(4);
    for (const s of sections.slice(1)) expect(s.text.startsWith('## Section')).toBe(true);
    expect(JSON.stringify(parseTree(source))).toBe(JSON.stringify(parseDocument(source)));
  });

  it('does not split a document with reference definitions', () => {
    expect(splitSections(`${big(100 * 1024)}\n[ref]: https://example.com\n`)).toBeUndefined();
  });

  it('builds a large page in time that grows linearly with its size', { timeout: 120_000 }, async () => {
    // Timings are not compared with a fixed number: a page eight times larger must take well
    // under 64 times as long (a quadratic cost would); the 5 MB page is in bench/pathological.mjs.
    const time = async (bytes: number): Promise<number> => {
      const started = process.hrtime.bigint();
      const site = await buildSite({ ...minimalSite, 'docs/big.md': big(bytes) });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      try {
        expect(site.errors).toEqual([]);
        expect(await site.read('docs/big/index.html')).toContain('</html>');
      } finally {
        await site.cleanup();
      }
      return ms;
    };
    await time(64 * 1024);
    const small = await time(96 * 1024);
    const large = await time(768 * 1024);
    expect(large / small).toBeLessThan(24);
  });
});
