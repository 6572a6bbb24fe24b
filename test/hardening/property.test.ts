// Broken and hostile input: whatever the text of a page, the stages that read it return
// diagnostics that name the file, never throw, and finish quickly. A fixed seed keeps runs
// reproducible; a failing case prints its counterexample.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitFrontmatter } from '../../src/discover/frontmatter.js';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { BuildError } from '../../src/diagnostics.js';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const FILE = '/site/docs/page.md';
const ctx = { baseUrl: '/', routeOfFile: new Map([['/site/docs/other.md', '/docs/other']]), linkRoots: ['/site/docs'] };
const SEED = 20251122;
/**
 * Per-case budget of CPU time (not wall time, which a loaded machine stretches): far above the
 * normal milliseconds, far below a hang or a quadratic blow-up.
 */
const CASE_CPU_MS = 2_000;

/** Markdown-ish fragments that tend to break parsers when combined. */
const fragment = fc.oneof(
  fc.constantFrom(
    '```',
    '````',
    '~~~',
    '```js title="x" {1-3}',
    ':::',
    '::::',
    ':::note',
    ':::warning[T',
    ':::tab[x]',
    '::::tabs{group="g"}',
    ':::unknown',
    '# ',
    '## ',
    '###### ',
    '#{#id}',
    '{#',
    '> ',
    '>>>>> ',
    '- ',
    '1. ',
    '* * *',
    '---',
    '===',
    '| a | b |',
    '|---|---|',
    '| - |',
    '[x](',
    '[x](./other.md#',
    '[x]: ',
    '![i](',
    '<',
    '<div>',
    '</div>',
    '<a href="',
    '<!--',
    '-->',
    '<script>',
    '<svg>',
    '&#',
    '&amp',
    '\\',
    '`',
    '**',
    '__',
    '~~',
    '[^1]',
    '[^1]: n',
    'import X from "y"',
    'export const a = 1',
    '<Tabs>',
    '<Comp />',
    '{expr}',
    '{#x}',
    '\u0000',
    '\ufeff',
    '\r\n',
    '\r',
    '\t',
    '\u2028',
    '\ud800',
    'é',
    '🙂',
    'ー',
    ' ',
    '\n',
    '\n\n',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const markdown = fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join(''));

/** Latin-1 bytes read as UTF-8, as a file saved in the wrong encoding would be. */
const latin1 = fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('utf8'));

const yamlValue = fc.oneof(
  fc.constantFrom(
    'x',
    '"q"',
    "'s'",
    '[a, b]',
    '{a: 1}',
    '&a x',
    '*a',
    '*missing',
    '!!js/function "f"',
    '!!binary aGk=',
    '|',
    '>',
    '- a',
    'null',
    '~',
    '2025-13-45',
    '1e999',
    '0x',
    ':',
    '{',
    '[',
    '"',
    '\t',
    '\ufeff',
  ),
  fc.string({ maxLength: 15 }),
);
const yamlKey = fc.constantFrom(
  'title',
  'description',
  'id',
  'slug',
  'sidebar_position',
  'sidebar_label',
  'date',
  'tags',
  'draft',
  'toc_min_heading_level',
  'x',
  '<<',
  '? ',
  '',
);
const frontmatter = fc
  .tuple(
    fc.array(fc.tuple(yamlKey, yamlValue), { maxLength: 8 }),
    fc.constantFrom('---', '---\r', '--- ', '----', ''),
    fc.constantFrom('\n', '\r\n'),
    fc.boolean(),
  )
  .map(([entries, close, nl, bom]) => `${bom ? '\ufeff' : ''}---${nl}${entries.map(([k, v]) => `${k}: ${v}`).join(nl)}${nl}${close}${nl}`);

/** Runs both stages the way discovery and the parse stage do, checking what comes out. */
function readPage(text: string): void {
  const started = process.cpuUsage();
  const split = splitFrontmatter(text, FILE);
  const parsed = parseMarkdown(split.body, FILE, ctx);
  const used = process.cpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  for (const d of [...split.diagnostics, ...parsed.diagnostics]) {
    expect(d.file).toBe(FILE);
    expect(typeof d.message).toBe('string');
    expect(d.message.length).toBeGreaterThan(0);
  }
  // Frontmatter values reach the render stage and worker messages: they must be plain data.
  expect(() => structuredClone(split.frontmatter)).not.toThrow();
  expect(ms).toBeLessThan(CASE_CPU_MS);
}

describe('hostile page text', () => {
  it('Markdown: random fragments, unclosed fences and directives, binary bytes, BOMs, CRLF', () => {
    fc.assert(
      fc.property(markdown, (text) => readPage(text)),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('frontmatter: random YAML, anchors and aliases, bad closers, CRLF, BOMs', () => {
    fc.assert(
      fc.property(frontmatter, markdown, (fm, body) => readPage(fm + body)),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('mixed encodings: Latin-1 bytes read as UTF-8', () => {
    fc.assert(
      fc.property(latin1, markdown, (bytes, text) => readPage(`---\ntitle: ${bytes}\n---\n${text}${bytes}`)),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('deep nesting and long lines', () => {
    const nesting = fc.tuple(
      fc.constantFrom('> ', '- ', '1. ', '  - ', ':::note\n', '::::tabs\n:::tab[a]\n', '<div>', '[', '*', '`'),
      fc.integer({ min: 1, max: 400 }),
    );
    fc.assert(
      fc.property(nesting, fc.integer({ min: 1, max: 200_000 }), ([open, depth], long) => readPage(`${open.repeat(depth)}x\n\n${'a'.repeat(long)}\n`)),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('a YAML alias bomb neither hangs nor blows up memory', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 12; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const bomb = `---\n${levels.join('\n')}\ntitle: *l\ndescription: *l\ntags: *l\n---\n\n# Bomb\n`;
    const heapBefore = process.memoryUsage().heapUsed;
    readPage(bomb);
    const split = splitFrontmatter(bomb, FILE);
    // An alias list is not a title: reported against the file, never expanded into text.
    expect(split.diagnostics.some((d) => d.code === 'frontmatter/invalid' && d.file === FILE)).toBe(true);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('MDX syntax in .md is text or a diagnostic, never lost', () => {
    const mdx = fc.constantFrom(
      'export const meta = {a: 1}',
      'export default function X() {}',
      'import Tabs from "@theme/Tabs"',
      '<Comp />',
      '<Comp prop={1}>x</Comp>',
      '{props.value}',
      '{1 + 1}',
      '{/* c */}',
    );
    fc.assert(
      fc.property(mdx, fc.string({ maxLength: 10 }), (line, text) => {
        const body = `Text ${text}\n\n${line}\n`;
        const parsed = parseMarkdown(body, FILE, ctx);
        const mdxErrors = parsed.diagnostics.filter((d) => d.code === 'markdown/mdx-syntax');
        const html = JSON.stringify(parsed.hast);
        if (/^<[A-Z]|^import .* from /.test(line)) expect(mdxErrors.length).toBeGreaterThan(0);
        // Braces are plain text in .md and stay visible.
        if (line.startsWith('{')) {
          expect(mdxErrors).toEqual([]);
          expect(html).toContain(JSON.stringify(line).slice(1, -1).replace(/\\"/g, '"').slice(0, 3));
        }
        for (const d of mdxErrors) {
          expect(d.file).toBe(FILE);
          expect(d.line).toBe(3);
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});

describe('hostile pages in whole builds', () => {
  it('build or fail with diagnostics that name the file, never an internal error', async () => {
    const cases = fc.sample(fc.tuple(fc.option(frontmatter, { nil: '' }), markdown, latin1), { seed: SEED, numRuns: 6 });
    for (const [fm, body, bytes] of cases) {
      const started = process.cpuUsage();
      // buildSite rethrows anything that is not a BuildError.
      const site = await buildSite({ ...minimalSite, 'docs/page.md': `${fm}${body}\n${bytes}\n` });
      try {
        for (const line of site.errors) expect(line).toMatch(/^(docs\/page\.md|docs\/intro\.md)(:\d+:\d+)? /);
        const used = process.cpuUsage(started);
        // CPU time of the build, far below a hang.
        expect((used.user + used.system) / 1000).toBeLessThan(20_000);
      } finally {
        await site.cleanup();
      }
    }
  });

  it('fails with a BuildError, not a crash, on an alias bomb in a real build', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/bomb.md':
        '---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ntags: *e\n---\n\n# Bomb\n',
    });
    try {
      expect(site.errors.every((e) => e.startsWith('docs/bomb.md'))).toBe(true);
    } finally {
      await site.cleanup();
    }
    expect(BuildError).toBeDefined();
  });
});
