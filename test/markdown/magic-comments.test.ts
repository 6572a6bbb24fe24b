// Magic comments in code blocks (Docusaurus's `prism.magicComments`): the comment lines leave the
// block and mark the lines they point at; a fence with `{1,3}` keeps them as written; a site's
// own comments come from `markdown.magicComments`; `showLineNumbers=N` starts the numbering at N.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

const fence = (info: string, lines: string[]): string => ['```' + info, ...lines, '```', ''].join('\n');

const page = [
  '# Code',
  '',
  fence('js', [
    'const a = 1;',
    '// highlight-next-line',
    'const b = 2;',
    '  // highlight-start',
    'const c = 3;',
    'const d = 4;',
    '// highlight-end',
    'const e = 5;',
  ]),
  fence('bash', ['# highlight-next-line', 'npm install', 'npm test // highlight-next-line']),
  fence('jsx', ['{/* highlight-next-line */}', '<App />']),
  fence('js {1}', ['// highlight-next-line', 'const kept = true;']),
  fence('', ['// highlight-next-line', 'no language']),
  fence('python', ['// highlight-next-line', 'print(1)']),
  fence('js', ['// error-next-line', 'throw new Error();']),
  fence('js showLineNumbers=42', ['const answer = 42;', 'console.log(answer);']),
  '',
].join('\n');

/** Each code block of a page as its lines: the line's classes and its text. */
function blocks(html: string): Array<Array<{ classes: string; text: string; number?: string }>> {
  return [...html.matchAll(/<code class="hljs[^"]*">([\s\S]*?)<\/code>/g)].map((block) =>
    [...block[1]!.matchAll(/<span class="(line[^"]*)"(?: data-line="(\d+)")?>([\s\S]*?)\n<\/span>/g)].map((m) => ({
      classes: m[1]!,
      text: m[3]!
        .replace(/<[^>]*>/g, '')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
      ...(m[2] ? { number: m[2] } : {}),
    })),
  );
}

describe('magic comments', () => {
  let site: FixtureBuild;
  let custom: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({ ...minimalSite, 'docs/code.md': page });
    custom = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace(
        "title: 'Fixture',",
        "title: 'Fixture', markdown: { magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-error', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }] },",
      ),
      'docs/code.md': page,
    });
  }, 60_000);
  afterAll(async () => {
    await site.cleanup();
    await custom.cleanup();
  });

  it('leave the block and highlight the next line or the lines between start and end', async () => {
    expect(site.errors).toEqual([]);
    const [js] = blocks(await site.read('docs/code/index.html'));
    expect(js).toEqual([
      { classes: 'line', text: 'const a = 1;' },
      { classes: 'line line--hl', text: 'const b = 2;' },
      { classes: 'line line--hl', text: 'const c = 3;' },
      { classes: 'line line--hl', text: 'const d = 4;' },
      { classes: 'line', text: 'const e = 5;' },
    ]);
  });

  it("are read in the comment style of the block's language, alone on their line", async () => {
    const [, bash, jsx, , , python] = blocks(await site.read('docs/code/index.html'));
    expect(bash).toEqual([
      { classes: 'line line--hl', text: 'npm install' },
      { classes: 'line', text: 'npm test // highlight-next-line' },
    ]);
    expect(jsx).toEqual([{ classes: 'line line--hl', text: '<App />' }]);
    // `//` is no comment in Python: the line stays.
    expect(python!.map((l) => l.text)).toEqual(['// highlight-next-line', 'print(1)']);
  });

  it('are left as written in a block with line ranges or without a language', async () => {
    const [, , , ranged, plain] = blocks(await site.read('docs/code/index.html'));
    expect(ranged).toEqual([
      { classes: 'line line--hl', text: '// highlight-next-line' },
      { classes: 'line', text: 'const kept = true;' },
    ]);
    expect(plain!.map((l) => l.text)).toEqual(['// highlight-next-line', 'no language']);
  });

  it("of the site's own give their class; unknown ones stay as text", async () => {
    expect(custom.errors).toEqual([]);
    const customBlocks = blocks(await custom.read('docs/code/index.html'));
    expect(customBlocks[6]).toEqual([{ classes: 'line code-error', text: 'throw new Error();' }]);
    // The default site has no error-next-line comment.
    expect(blocks(await site.read('docs/code/index.html'))[6]!.map((l) => l.text)).toEqual(['// error-next-line', 'throw new Error();']);
    // Without a block form of highlight-next-line, highlight-start is text.
    expect(customBlocks[0]!.map((l) => l.text)).toContain('  // highlight-start');
  });

  it('number lines from the number showLineNumbers gives', async () => {
    const numbered = blocks(await site.read('docs/code/index.html'))[7];
    expect(numbered).toEqual([
      { classes: 'line', text: 'const answer = 42;', number: '42' },
      { classes: 'line', text: 'console.log(answer);', number: '43' },
    ]);
    // A plain showLineNumbers counts in CSS, with nothing written on the lines.
    expect(await site.read('docs/code/index.html')).not.toContain('data-line="1"');
  });
});
