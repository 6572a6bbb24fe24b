// Theme components real sites import besides the MDX ones: `@theme/DocCard` (a site laying out
// its own cards from a sidebar category) and `@theme/IdealImage` (Docusaurus's ideal-image
// plugin), in the built-in theme. `@theme/SearchBar` is tested in a browser (test/search/dialog.test.ts).
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

// The pattern sites copy from Docusaurus's docs: the current category's items, one DocCard each, in their own grid.
const ownCards = `import { useCurrentSidebarCategory, filterDocCardListItems } from '@docusaurus/plugin-content-docs/client';
import DocCard from '@theme/DocCard';
export default function OwnCards() {
  const items = filterDocCardListItems(useCurrentSidebarCategory().items);
  return <section className="row own-cards">{items.map((item, i) => <div key={i} className="col col--6"><DocCard item={item} /></div>)}</section>;
}
`;

describe('theme components beyond MDX’s', () => {
  it('gives DocCard one card per sidebar item, a category’s leading to its page or its first one', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/guide/index.mdx': "import OwnCards from '@site/src/components/OwnCards';\n\n# Guide\n\n<OwnCards />\n",
      'docs/guide/first.md': '---\nsidebar_position: 1\ndescription: Where to start.\n---\n\n# First step\n',
      'docs/guide/more/_category_.json': '{"label":"More steps","position":2}\n',
      'docs/guide/more/third.md': '# Third step\n',
      'docs/guide/more/fourth.md': '# Fourth step\n',
      'src/components/OwnCards.jsx': ownCards,
    });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/guide/index.html');
      const cards = /<section class="row own-cards">(.*?)<\/section>/s.exec(html)?.[1];
      expect(cards).toBe(
        '<div class="col col--6"><article class="card"><a href="/docs/guide/first">First step</a><p>Where to start.</p></article></div>' +
          '<div class="col col--6"><article class="card"><a href="/docs/guide/more/fourth">More steps</a><p>2 items</p></article></div>',
      );
    } finally {
      await site.cleanup();
    }
  });

  it('draws IdealImage as a lazily loaded image, from an import, a require or a URL', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/pictures.mdx': [
        "import Image from '@theme/IdealImage';",
        "import diagram from './diagram.png';",
        '',
        '# Pictures',
        '',
        '<Image img={diagram} alt="Imported" />',
        '',
        '<Image img={require(\'./diagram.png\')} alt="Required" className="wide" threshold={500} />',
        '',
        '<Image img="https://example.org/photo.jpg" alt="Remote" width={320} />',
        '',
      ].join('\n'),
      'docs/diagram.png': Buffer.from('89504e470d0a1a0a', 'hex').toString('latin1'),
    });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/pictures/index.html');
      const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
      expect(images).toEqual([
        expect.stringMatching(/^<img loading="lazy" src="\/assets\/images\/diagram-[0-9a-f]+\.png" alt="Imported"\/?>$/),
        expect.stringMatching(/^<img loading="lazy" src="\/assets\/images\/diagram-[0-9a-f]+\.png" alt="Required" class="wide"\/?>$/),
        expect.stringMatching(/^<img loading="lazy" src="https:\/\/example\.org\/photo\.jpg" alt="Remote" width="320"\/?>$/),
      ]);
    } finally {
      await site.cleanup();
    }
  });

  it("gives ThemeClassNames' nested names and name makers, as Docusaurus 3 has them", async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/names.mdx': [
        "import { ThemeClassNames } from '@docusaurus/theme-common';",
        '',
        '# Names',
        '',
        '<p className="names">{[ThemeClassNames.layout.navbar.container, ThemeClassNames.docs.docSidebarItemLinkLevel(2), ThemeClassNames.common.admonitionType("tip"), ThemeClassNames.blog.blogFooterTagsRow].join(" ")}</p>',
        '',
      ].join('\n'),
    });
    try {
      expect(site.errors).toEqual([]);
      expect(await site.read('docs/names/index.html')).toContain(
        '<p class="names">theme-layout-navbar theme-doc-sidebar-item-link-level-2 theme-admonition-tip theme-blog-footer-tags-row</p>',
      );
    } finally {
      await site.cleanup();
    }
  });

  it('gives @generated/docusaurus.config, read when the module loads, as useDocusaurusContext gives it', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', url: 'https://example.com', baseUrl: '/base/', customFields: { apiHost: 'https://api.example.com' } };\n`,
      // As analytics and API helpers do: at the module's top, outside any component.
      'src/lib/api.js':
        "import siteConfig from '@generated/docusaurus.config';\nexport const apiHost = siteConfig.customFields.apiHost;\nexport const where = siteConfig.url + siteConfig.baseUrl;\n",
      'docs/api.mdx': 'import { apiHost, where } from \'@site/src/lib/api\';\n\n# API\n\n<p className="api">{apiHost} {where}</p>\n',
    });
    try {
      expect(site.errors).toEqual([]);
      expect(await site.read('docs/api/index.html')).toContain('<p class="api">https://api.example.com https://example.com/base/</p>');
    } finally {
      await site.cleanup();
    }
  });

  it('says what to use instead of another @generated module, at its import', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/data.mdx': "import globalData from '@generated/globalData';\n\n# Data\n\n{Object.keys(globalData).length}\n",
    });
    try {
      expect(site.errors).toEqual([
        expect.stringMatching(
          /^docs\/data\.mdx:1:\d+ Could not resolve "@generated\/globalData"; Docusaurus's build writes @generated\/ modules .* @generated\/docusaurus\.config, and the plugins' data through @docusaurus\/useGlobalData$/,
        ),
      ]);
    } finally {
      await site.cleanup();
    }
  });
});
