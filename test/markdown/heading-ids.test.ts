// Heading ids are github-slugger over the heading's text as Docusaurus reads it: the text of an
// element or tag that has none is nothing, and the space beside it stays in the id.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

describe('heading ids beside elements without text', () => {
  it('keep the space before or after a JSX element or an HTML tag, as Docusaurus slugs it; the text shown is trimmed', async () => {
    const site = await buildSite({
      ...minimalSite,
      'src/Tag.js': 'export default function Tag({ children }) { return <span className="tag">{children}</span>; }\n',
      'docs/a.mdx':
        "import Tag from '@site/src/Tag';\n\n# A\n\n## foo <Tag />\n\n## <Tag /> bar\n\n## baz <Tag>new</Tag>\n\nSee [foo](#foo-) and [bar](#-bar).\n",
      'docs/b.md': '# B\n\n## Option <span class="badge"></span>\n\n## Option <span class="badge">new</span>\n\nSee [it](#option-).\n',
    });
    try {
      expect(site.errors).toEqual([]);
      expect(site.result!.diagnostics).toEqual([]);
      const ids = (html: string) => [...html.matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1]);
      const a = await site.read('docs/a/index.html');
      expect(ids(a)).toEqual(['foo-', '-bar', 'baz-new']);
      expect(a).toContain('<a class="toc__link table-of-contents__link" href="#foo-">foo</a>');
      expect(ids(await site.read('docs/b/index.html'))).toEqual(['option-', 'option-new']);
    } finally {
      await site.cleanup();
    }
  });
});
