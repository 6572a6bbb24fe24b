// How Markdown parse time grows with page size (should be linear): pages of ordinary docs
// (headings, prose, lists, code) and of prose only, at doubling sizes.
// Run after `node scripts/compile.mjs`: node bench/pathological.mjs
import { loadEngine } from './lib.mjs';

const { parseMarkdown } = await loadEngine();

const ctx = { baseUrl: '/', routeOfFile: new Map(), contentRoot: '/x' };
const kinds = {
  docs: '## Section\n\nSome text with `code`, a [link](/docs/intro) and **bold** words in a paragraph that goes on.\n\n- item one\n- item two\n\n```js\nconst x = 1;\n```\n\n',
  prose: '## Section\n\nSome text with `code`, a [link](/docs/intro) and **bold** words in a paragraph that goes on.\n\n',
  headings: '## Heading\n\nText.\n\n',
};
const sizes = (process.argv[2] ?? '64,128,256,512').split(',').map(Number);
for (const [kind, block] of Object.entries(kinds)) {
  let prev;
  for (const kb of sizes) {
    const text = `# Big\n\n${block.repeat(Math.ceil((kb * 1024) / block.length))}`;
    const started = performance.now();
    parseMarkdown(text, '/x/a.md', ctx);
    const ms = performance.now() - started;
    console.log(`${kind.padEnd(8)} ${String(kb).padStart(5)} KB ${ms.toFixed(0).padStart(7)} ms${prev ? `  x${(ms / prev).toFixed(1)} for x2 size` : ''}`);
    prev = ms;
  }
}
