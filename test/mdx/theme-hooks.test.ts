// The hooks and modules Docusaurus sites' swizzled components import: `useThemeConfig`,
// `useWindowSize` and `usePrismTheme` (`@docusaurus/theme-common`), `useDoc` and
// `useDocsVersion` (`@docusaurus/plugin-content-docs/client`, `@docusaurus/theme-common/internal`),
// `@docusaurus/useIsomorphicLayoutEffect` and `@theme/CodeInline`.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const config = `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  navbar: { title: 'Brand', items: [{ label: 'Docs', to: '/docs/intro' }] },
  footer: { copyright: 'Copyright © 2025 Fixture', style: 'dark' },
  colorMode: { defaultMode: 'dark' },
  announcementBar: { id: 'news', content: 'News!' },
  docs: { editUrl: 'https://example.com/edit/' },
});
`;

// A swizzled theme component, as sites write them.
const info = `import React from 'react';
import { useThemeConfig, useWindowSize, usePrismTheme, useColorMode } from '@docusaurus/theme-common';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import CodeInline from '@theme/CodeInline';
export default function Info() {
  const config = useThemeConfig();
  const prism = usePrismTheme();
  useIsomorphicLayoutEffect(() => { throw new Error('effects do not run at build time'); }, []);
  return (
    <ul className="info">
      <li>{config.navbar.title}|{config.navbar.items.length}|{String(config.navbar.hideOnScroll)}</li>
      <li>{config.footer.style}|{config.colorMode.defaultMode}|{useColorMode().colorMode}</li>
      <li>{config.announcementBar.id}|{config.tableOfContents.minHeadingLevel}-{config.tableOfContents.maxHeadingLevel}|{String(config.docs.sidebar.hideable)}</li>
      <li>{useWindowSize()}|{prism.plain.backgroundColor}|{prism.styles.length}|{config.prism.magicComments.length}</li>
      <li><CodeInline className="mine">x &lt; y</CodeInline></li>
    </ul>
  );
}
`;

const docInfo = `import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { useDoc as useDocInternal } from '@docusaurus/theme-common/internal';
export default function DocInfo() {
  const { metadata, frontMatter, toc, contentTitle } = useDoc();
  const version = useDocsVersion();
  return (
    <ul className="doc">
      <li>{metadata.id}|{metadata.title}|{metadata.description}|{metadata.permalink}|{metadata.slug}|{metadata.source}</li>
      <li>{metadata.editUrl}|{metadata.version}|{String(metadata.sidebarPosition)}|{frontMatter.custom}|{contentTitle}</li>
      <li>{metadata.previous ? metadata.previous.permalink : 'none'}|{metadata.next ? metadata.next.title + '@' + metadata.next.permalink : 'none'}</li>
      <li>{toc.map((t) => t.level + ':' + t.id + ':' + t.value).join(' ')}</li>
      <li>{version.pluginId}|{version.version}|{version.label}|{String(version.isLast)}|{String(version.banner)}|{version.className}</li>
      <li>{String(useDocInternal() === undefined)}</li>
    </ul>
  );
}
`;

describe("Docusaurus's theme hooks in a site's components", () => {
  it('give the theme config, the server render’s window size and prism theme, and the doc and its version', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': config,
      'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nHello.\n',
      'docs/guide.mdx': [
        '---',
        'sidebar_position: 2',
        'description: All about it',
        'custom: yes',
        '---',
        '',
        "import Info from '@theme/Info';",
        "import DocInfo from '@site/src/components/DocInfo';",
        "import Part from './_part.md';",
        '',
        '# The guide',
        '',
        '<Info />',
        '',
        '<DocInfo />',
        '',
        '## First <em>part</em>',
        '',
        '### Deeper with `code`',
        '',
        '#### Below the TOC',
        '',
        '## Main',
        '',
        '<Part />',
        '',
      ].join('\n'),
      'docs/_part.md': '## From a *Markdown* `partial`\n',
      'docs/last.md': '---\nsidebar_position: 3\n---\n\n# Last\n',
      'src/theme/Info.jsx': info,
      'src/components/DocInfo.jsx': docInfo,
    });
    try {
      expect(site.errors).toEqual([]);
      const guide = await site.read('docs/guide/index.html');
      expect(guide).toContain('<li>Brand|1|false</li>');
      expect(guide).toContain('<li>dark|dark|dark</li>');
      expect(guide).toContain('<li>news|2-3|false</li>');
      expect(guide).toContain('<li>ssr|var(--ifm-pre-background)|0|1</li>');
      expect(guide).toContain('<li><code class="mine">x &lt; y</code></li>');
      expect(guide).toContain(
        '<li>guide|The guide|All about it|/docs/guide|/guide|@site/docs/guide.mdx</li><li>https://example.com/edit/docs/guide.mdx|current|2|yes|The guide</li>',
      );
      expect(guide).toContain('<li>/docs/intro|Last@/docs/last</li>');
      // The module's own toc, as Docusaurus's: every heading from level 2 down, as HTML, with its element's id.
      expect(guide).toContain(
        '<li>2:first-part:First &lt;em&gt;part&lt;/em&gt; 3:deeper-with-code:Deeper with &lt;code&gt;code&lt;/code&gt; 4:below-the-toc:Below the TOC 2:user-content-main:Main 2:from-a-markdown-partial:From a &lt;em&gt;Markdown&lt;/em&gt; &lt;code&gt;partial&lt;/code&gt;</li>',
      );
      expect(guide).toContain('<li>default|current|Next|true|null|docs-version-current</li>');
      expect(guide).toContain('<li>false</li>');
    } finally {
      await site.cleanup();
    }
  });

  it('fail outside a doc page, as Docusaurus does, saying why', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/intro.md': '# Intro\n',
      'src/components/DocInfo.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';\nexport default function DocInfo() { return <p>{useDoc().metadata.title}</p>; }\n`,
      'src/components/VersionInfo.jsx': `import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';\nexport default function VersionInfo() { return <p>{useDocsVersion().label}</p>; }\n`,
      'pages/about.mdx': "import DocInfo from '@site/src/components/DocInfo';\n\n# About\n\n<DocInfo />\n",
      'pages/other.mdx': "import VersionInfo from '@site/src/components/VersionInfo';\n\n# Other\n\n<VersionInfo />\n",
    });
    try {
      expect(site.errors.join('\n')).toMatch(/about\.mdx.*useDoc\(\) is only for doc pages/);
      expect(site.errors.join('\n')).toMatch(/other\.mdx.*useDocsVersion\(\) is only for docs pages/);
    } finally {
      await site.cleanup();
    }
  });
});
