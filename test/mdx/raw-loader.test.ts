// `import source from '!!raw-loader!./file'`, the webpack form Docusaurus's docs use to show a
// file's source in a <CodeBlock>: the module is the file's text, and a rebuild follows the file.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const page = [
  "import CodeBlock from '@theme/CodeBlock';",
  "import snippet from '!!raw-loader!./snippet.ts';",
  "import styles from 'raw-loader!@site/src/theme.css';",
  '',
  '# Sources',
  '',
  '<CodeBlock language="ts" title="snippet.ts">{snippet}</CodeBlock>',
  '',
  '<CodeBlock language="css">{styles}</CodeBlock>',
  '',
].join('\n');

/** The text of a page's code blocks, tags and entities removed. */
const codeText = (html: string): string =>
  [...html.matchAll(/<pre[\s\S]*?<\/pre>/g)]
    .map((m) => m[0].replace(/<[^>]*>/g, ''))
    .join('\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe('raw-loader imports', () => {
  it("give the file's text, from a relative path or @site/, and a rebuild shows the changed file", async () => {
    const files = {
      ...minimalSite,
      'docs/sources.mdx': page,
      'docs/snippet.ts': "export const answer: number = 42; // 'quoted'\n",
      'src/theme.css': '.box { color: red; }\n',
    };
    const first = await buildSite(files);
    try {
      expect(first.errors).toEqual([]);
      const code = codeText(await first.read('docs/sources/index.html'));
      expect(code).toContain("export const answer: number = 42; // 'quoted'");
      expect(code).toContain('.box { color: red; }');

      const again = await buildSite({ 'docs/snippet.ts': 'export const answer = 43;\n' }, first.siteDir);
      expect(again.errors).toEqual([]);
      expect(codeText(await again.read('docs/sources/index.html'))).toContain('export const answer = 43;');
    } finally {
      await first.cleanup();
    }
  });

  it('reports a file that does not exist where the import is written', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/missing.mdx': "import gone from '!!raw-loader!./gone.ts';\n\n# Missing\n\n{gone}\n" });
    try {
      expect(site.errors).toHaveLength(1);
      expect(site.errors[0]).toMatch(/^docs\/missing\.mdx:1:\d+ .*gone\.ts/);
    } finally {
      await site.cleanup();
    }
  });
});
