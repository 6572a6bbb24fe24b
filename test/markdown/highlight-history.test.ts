// A code block's highlighting depends on its language and text alone, not on what was
// highlighted before it in the same process: pages come out the same whatever thread renders
// them, in whatever order, in a cold build, a rebuild or watch mode. highlight.js needs a patch
// for this (patches/, PATCHES.md); the blocks below made its output change without it.
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Code } from 'mdast';
import { codeToHast } from '../../src/markdown/code-blocks.js';

const block = (value: string, lang = 'js'): Code => ({ type: 'code', lang, meta: null, value });
const html = (value: string, lang?: string): string => toHtml(codeToHast(block(value, lang)));

/** Blocks with constructs that make highlight.js try a rule, set it aside and resume its scan. */
const BEFORE = [
  '// note\n#{ a: 1 }\n#!/usr/bin/env node\n  b; // c\nx = <T,>(y) => y;\n',
  'get x() {}\n  b; // c\n/* ... */\n/* ... */\n  b; // c\n',
  '}\n#!/usr/bin/env node\n}\nif (a<b && c>d) {}\nget x() {}\n',
  'if (a<b && c>d) {}\nget x() {}\n#x in y;\n}\nif (a<b && c>d) {}\n',
  '    | ^\n/* ... */\n#{ a: 1 }\nx = <T,>(y) => y;\n// note\n',
  '#{ a: 1 }\nimport a from "b" with type: "json";\n#{ a: 1 }\n',
  '#x in y;\n',
  'import a from "b" with type: "json";\n#!/usr/bin/env node\nimport a from "b" with type: "json";\nget x() {}\n  b; // c\n',
  '  b; // c\n(<div/>) < 5;\n#{ a: 1 }\n',
  '/* ... */\n',
];
const PROBE = 'Promise.resolve(0)\n  .catch(function (err) {})\n  .then(function (res) {});\n';

describe('highlighting', () => {
  it('gives a block the same HTML whatever was highlighted before it', () => {
    const first = html(PROBE);
    expect(first).toContain('<span class="hljs-title function_">catch</span>');
    for (const [i, text] of BEFORE.entries()) {
      html(text);
      expect(html(PROBE), `after block ${i}`).toBe(first);
    }
    // And the other way round: the blocks themselves, highlighted again, give what they gave.
    const again = BEFORE.map((text) => html(text));
    expect(BEFORE.map((text) => html(text))).toEqual(again);
  });
});
