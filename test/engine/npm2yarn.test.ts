// `markdown.npm2yarn`: code blocks marked npm2yarn become tabs of package managers, as
// Docusaurus's npm2yarn remark plugin makes them, in Markdown and MDX pages alike.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const config = (markdown: string): string =>
  `export default { title: 'Fixture', url: 'https://example.com', navbar: { items: [] }${markdown ? `, markdown: ${markdown}` : ''} };\n`;

const pages = {
  'docs/intro.md':
    '# Install\n\n```bash npm2yarn\nnpm install --save-dev some-tool\n```\n\n:::tip\n\n```sh npm2yarn\nnpm run build\n```\n\n:::\n\n```bash\nnpm test\n```\n',
  'docs/mdx.mdx': "export const name = 'MDX';\n\n# In {name}\n\n```bash npm2yarn\nnpm i react\n```\n",
};

/** The labels of a page's tabs and the text of its code blocks, in order. */
function tabsOf(html: string): { labels: string[]; code: string[] } {
  const labels = [...html.matchAll(/<button [^>]*class="tabs__tab[^"]*"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]!);
  const code = [...html.matchAll(/<pre[\s\S]*?<\/pre>/g)].map((m) => m[0].replace(/<[^>]*>/g, '').trim());
  return { labels, code };
}

describe('markdown.npm2yarn', () => {
  it('turns each npm2yarn block into npm, Yarn and pnpm tabs, inside admonitions and in MDX too, and leaves other blocks alone', async () => {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config('{ npm2yarn: true }'), ...pages });
    try {
      expect(site.errors).toEqual([]);
      const intro = tabsOf(await site.read('docs/intro/index.html'));
      expect(intro.labels).toEqual(['npm', 'Yarn', 'pnpm', 'npm', 'Yarn', 'pnpm']);
      expect(intro.code).toEqual([
        'npm install --save-dev some-tool',
        'yarn add --dev some-tool',
        'pnpm add --save-dev some-tool',
        'npm run build',
        'yarn build',
        'pnpm run build',
        'npm test',
      ]);
      expect(await site.read('docs/intro/index.html')).not.toContain('data-group');
      const mdx = tabsOf(await site.read('docs/mdx/index.html'));
      expect(mdx.labels).toEqual(['npm', 'Yarn', 'pnpm']);
      expect(mdx.code).toEqual(['npm i react', 'yarn add react', 'pnpm add react']);
    } finally {
      await site.cleanup();
    }
  });

  it('keeps every block on the reader’s choice with sync, and takes the converters given', async () => {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config("{ npm2yarn: { sync: true, converters: ['bun'] } }"), ...pages });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/intro/index.html');
      expect(html).toContain('<div class="tabs" data-group="npm2yarn">');
      expect(tabsOf(html).labels).toEqual(['npm', 'bun', 'npm', 'bun']);
      expect(tabsOf(html).code[1]).toBe('bun add --dev some-tool');
    } finally {
      await site.cleanup();
    }
  });

  it('is off by default: the blocks stay code', async () => {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config(''), ...pages });
    try {
      expect(site.errors).toEqual([]);
      const intro = tabsOf(await site.read('docs/intro/index.html'));
      expect(intro.labels).toEqual([]);
      expect(intro.code).toEqual(['npm install --save-dev some-tool', 'npm run build', 'npm test']);
    } finally {
      await site.cleanup();
    }
  });
});
