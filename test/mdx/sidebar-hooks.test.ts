// Docusaurus's sidebar hooks in a site's components: `useDocsSidebar()` (also from
// `@docusaurus/theme-common/internal`, where older Docusaurus 3 sites import it),
// `useCurrentSidebarCategory()` and `filterDocCardListItems`, and `<DocCardList />`.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const overview = `import { useDocsSidebar } from '@docusaurus/theme-common/internal';
import { filterDocCardListItems } from '@docusaurus/theme-common';
export default function Overview() {
  const sidebar = useDocsSidebar();
  if (!sidebar) return <p className="overview">no sidebar</p>;
  const line = (i) => i.type + ':' + i.label + ':' + (i.href ?? '') + (i.type === 'category' ? '[' + i.items.map(line).join(',') + ']' : '');
  return <p className="overview" data-name={sidebar.name}>{filterDocCardListItems(sidebar.items).map(line).join(' ')}</p>;
}
`;

const current = `import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
export default function Current() {
  return <p className="current">{useCurrentSidebarCategory().items.map((i) => i.label).join(', ')}</p>;
}
`;

describe("Docusaurus's sidebar hooks", () => {
  it('give a component the page’s sidebar and its category, and nothing off the docs', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nHello.\n',
      'docs/guide/index.mdx': [
        "import DocCardList from '@theme/DocCardList';",
        "import Overview from '@site/src/components/Overview';",
        "import Current from '@site/src/components/Current';",
        '',
        '# Guide',
        '',
        '<DocCardList />',
        '',
        '<Overview />',
        '',
        '<Current />',
        '',
      ].join('\n'),
      'docs/guide/first.md': '---\nsidebar_position: 1\n---\n\n# First step\n\nThe first one.\n',
      'docs/guide/second.md': '---\nsidebar_position: 2\n---\n\n# Second step\n\nThe second one.\n',
      'docs/guide/more/_category_.json': '{"label":"More steps","position":3,"link":{"type":"generated-index"}}\n',
      'docs/guide/more/third.md': '# Third step\n',
      'docs/guide/more/fourth.md': '# Fourth step\n',
      'src/components/Overview.jsx': overview,
      'src/components/Current.jsx': current,
      'pages/elsewhere.mdx': "import Overview from '@site/src/components/Overview';\n\n# Elsewhere\n\n<Overview />\n",
    });
    try {
      expect(site.errors).toEqual([]);
      const guide = await site.read('docs/guide/index.html');
      expect(guide).toContain(
        '<p class="overview" data-name="defaultSidebar">link:Intro:/docs/intro category:Guide:/docs/guide/[link:First step:/docs/guide/first,link:Second step:/docs/guide/second,category:More steps:/docs/category/more-steps[link:Fourth step:/docs/guide/more/fourth,link:Third step:/docs/guide/more/third]]</p>',
      );
      expect(guide).toContain('<p class="current">First step, Second step, More steps</p>');
      expect(guide).toMatch(/<a href="\/docs\/guide\/first">First step<\/a><p>The first one\.<\/p>/);
      // A category's card says how many entries it holds, on the page and on its parent's generated index alike.
      expect(guide).toContain('<a href="/docs/category/more-steps">More steps</a><p>2 items</p>');
      expect(await site.read('elsewhere/index.html')).toContain('<p class="overview">no sidebar</p>');
    } finally {
      await site.cleanup();
    }
  });
});
