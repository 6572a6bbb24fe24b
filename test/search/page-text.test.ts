// The search index reads a Markdown page from its tree and an MDX page from the HTML it renders
// (through the theme's components). The same text must give the same sections either way: no
// heading's `#` link, no code block's language label, and code apart from the prose.
import { describe, expect, it } from 'vitest';
import { parseFragment } from 'parse5';
import { fromParse5 } from 'hast-util-from-parse5';
import type { Root } from 'hast';
import { buildSite, minimalSite } from '../helpers/fixture.js';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { searchSections } from '../../src/search/page-text.js';
import { headingElementIds } from '../../src/markdown/headings.js';
import { theme } from '../../templates/index.js';

const text = [
  '# Validation',
  '',
  'Rules run in order.',
  '',
  '## Examples',
  '',
  'Apply a rule:',
  '',
  '```typescript',
  "this.ruleFor('name').notEmpty();",
  '```',
  '',
  '```ts title="validator.ts"',
  'export class V {}',
  '```',
  '',
  '### When and unless',
  '',
  '- First condition',
  '- Second condition',
  '',
].join('\n');

describe('the text the search index takes from a page', () => {
  it('is the same for a Markdown page and for the HTML an MDX page renders', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/rendered.mdx': text });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/rendered/index.html');
      const article = /<article class="theme-doc-markdown markdown"[^>]*>([\s\S]*?)<\/article>/.exec(html)![1]!;
      const fromHtml = searchSections(fromParse5(parseFragment(article, { scriptingEnabled: false })) as Root);
      const fromTree = searchSections(
        parseMarkdown(text, 'page.md', { baseUrl: '/', routeOfFile: new Map(), linkRoots: [], headingId: headingElementIds(theme.reservedIds) }).hast,
      );
      expect(fromHtml).toEqual(fromTree);
      expect(fromHtml.map((s) => s.heading)).toEqual(['', 'Examples', 'When and unless']);
      expect(fromHtml[1]!.text).toBe('Apply a rule:');
      expect(fromHtml[1]!.code).toBe("this.ruleFor('name').notEmpty();\n\nvalidator.ts\nexport class V {}");
    } finally {
      await site.cleanup();
    }
  });
});
