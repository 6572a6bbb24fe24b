// Pathological sizes build quietly. How time grows with size is measured in
// bench/pathological.mjs and bench/markdown-size.mjs, not here; test/markdown/large-pages.test.ts
// checks the growth of the parse with the size of a list-heavy page.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const cases: Record<string, string> = {
  '10,000 headings': `# Many\n\n${Array.from({ length: 10_000 }, (_, i) => `## Heading ${i % 100}\n\nText ${i}.\n`).join('\n')}`,
  '50 levels of nested lists': `# Deep\n\n${Array.from({ length: 50 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n`,
  'a 2,000-row table': `# Table\n\n| a | b | c |\n| --- | --- | --- |\n${Array.from({ length: 2000 }, (_, i) => `| ${i} | \`x${i}\` | [l](/docs/intro) |`).join('\n')}\n`,
};

describe('pathological sizes', () => {
  it.each(Object.keys(cases))('%s builds without a diagnostic', { timeout: 180_000 }, async (name) => {
    const site = await buildSite({ ...minimalSite, 'docs/big.md': cases[name]! });
    try {
      expect(site.errors).toEqual([]);
      expect(site.result?.diagnostics).toEqual([]);
      const html = await site.read('docs/big/index.html');
      expect(html).toContain('</html>');
    } finally {
      await site.cleanup();
    }
  });
});
