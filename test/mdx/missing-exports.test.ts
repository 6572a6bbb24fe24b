// An import of a name its module does not export is undefined with a warning, as webpack leaves
// it on Docusaurus (a site's MDXComponents importing a component its file no longer exports
// builds there); the build went on to fail with esbuild's "No matching export".
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const mdxConfig = minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', markdown: { format: 'mdx' },");

describe('an import of a name its module does not export', () => {
  it('is undefined, with a warning at the import, and the pages build', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': mdxConfig,
      'src/components/Card.tsx': 'export function Card({ title }: { title: string }) { return <div className="site-card">{title}</div>; }\n',
      'src/theme/MDXComponents.js': [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import { Card, CardSection } from '../components/Card';",
        'export default { ...MDXComponents, Card, CardSection };',
        '',
      ].join('\n'),
      'docs/page.mdx':
        'import Gone, { Card as Named, Missing } from \'@site/src/components/Card\';\n\n# Page\n\n<Card title="Scope" />\n\n<Named title="Named" />\n\n{String(Missing)} {String(Gone)}\n',
    });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/page/index.html');
      expect(html).toContain('<div class="site-card">Scope</div>');
      expect(html).toContain('<div class="site-card">Named</div>');
      expect(html).toMatch(/<div class="site-card">Named<\/div>\s+undefined\s+undefined<\/article>/);
      const warnings = site.result!.diagnostics.map((d) => formatDiagnostic(d, site.siteDir));
      expect(warnings).toEqual(
        expect.arrayContaining([
          'src/theme/MDXComponents.js:2:16 warning: src/components/Card.tsx does not export "CardSection", so it is undefined here (as webpack leaves it on Docusaurus); export it there or remove it from the import',
          expect.stringMatching(/^docs\/page\.mdx:1:31 warning: src\/components\/Card\.tsx does not export "Missing"/),
          expect.stringMatching(/^docs\/page\.mdx:1:\d+ warning: src\/components\/Card\.tsx does not export "default"/),
        ]),
      );
    } finally {
      await site.cleanup();
    }
  });

  it('still fails the build beside another error', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': mdxConfig,
      'src/components/Card.tsx': 'export const Card = () => null;\n',
      'docs/page.mdx': "import { Missing } from '@site/src/components/Card';\nimport Nowhere from './nowhere';\n\n# Intro\n\n{String(Missing)} <Nowhere />\n",
    });
    try {
      expect(site.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^docs\/page\.mdx:2:\d+ Could not resolve "\.\/nowhere"/)]));
    } finally {
      await site.cleanup();
    }
  });

  it("of docsgen's version of a Docusaurus module is an error at the import that names what the module exports", async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': mdxConfig,
      'src/components/Size.tsx':
        "import { useColorMode, useWindowSizeOf } from '@docusaurus/theme-common';\nexport default function Size() { return <span>{String(useWindowSizeOf)}{useColorMode().colorMode}</span>; }\n",
      'docs/page.mdx':
        "import Size from '@site/src/components/Size';\nimport { useDocsPreferredVersionOf, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';\nimport Gone, { nothing } from '@docusaurus/NotThere';\n\n# Page\n\n<Size />\n",
    });
    try {
      expect(site.errors).toEqual([
        expect.stringMatching(
          /^docs\/page\.mdx:2:10 @docusaurus\/plugin-content-docs\/client has no "useDocsPreferredVersionOf" in docsgen; .* exports useCurrentSidebarCategory, /,
        ),
        expect.stringMatching(/^docs\/page\.mdx:2:37 @docusaurus\/plugin-content-docs\/client has no "useSidebarBreadcrumbs" in docsgen/),
        expect.stringMatching(/^docs\/page\.mdx:3:\d+ @docusaurus\/NotThere has no docsgen version/),
        'src/components/Size.tsx:1:24 @docusaurus/theme-common has no "useWindowSizeOf" in docsgen; remove it from the import or write it in a module of your own (docsgen\'s @docusaurus/theme-common exports useColorMode, ThemeClassNames, useCurrentSidebarCategory, filterDocCardListItems, usePluralForm, useThemeConfig, useWindowSize, usePrismTheme, PageMetadata, HtmlClassNameProvider, useAllDocsData, useDocsData, useActivePlugin, useActivePluginAndVersion, useVersions, useLatestVersion, useActiveVersion, useActiveDocContext, useDocVersionSuggestions, useDocsPreferredVersion, useDocsPreferredVersionByPluginId, useDocsVersionCandidates, useLayoutDoc, useDocById)',
      ]);
    } finally {
      await site.cleanup();
    }
  });
});
