// Docusaurus client modules a site's components import that read the page or wrap it:
// `@docusaurus/ErrorBoundary`, and `useActiveVersion()` / `useActivePlugin()` of
// `@docusaurus/plugin-content-docs/client`, on a site with two docs versions.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../helpers/fixture.js';

// A link made version-aware the way sites write it: `/docs/x` becomes `<version path>/x`.
const versionLink = `import Link from '@docusaurus/Link';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
export default function VersionLink({ to, children }) {
  const version = useActiveVersion();
  const plugin = useActivePlugin();
  const target = version ? version.path + to.slice('/docs'.length) : to;
  const about = version ? [plugin.pluginId, version.name, version.label, version.isLast, version.mainDocId].join('|') : 'off the docs';
  return <Link className="version-link" data-about={about} to={target}>{children}</Link>;
}
`;

const guarded = `import ErrorBoundary from '@docusaurus/ErrorBoundary';
export default function Guarded({ children }) {
  return <ErrorBoundary fallback={({ error, tryAgain }) => <button onClick={tryAgain}>{error.message}</button>}><div className="guarded">{children}</div></ErrorBoundary>;
}
`;

const page = (title: string) =>
  [
    "import VersionLink from '@site/src/components/VersionLink';",
    "import Guarded from '@site/src/components/Guarded';",
    '',
    `# ${title}`,
    '',
    '<VersionLink to="/docs/setup">Set up</VersionLink>',
    '',
    '<Guarded>Inside the boundary.</Guarded>',
    '',
  ].join('\n');

describe('Docusaurus client modules that read the page', () => {
  it("give a component the docs version of its page, and show an error boundary's children", async () => {
    const site = await buildSite({
      'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', baseUrl: '/base/', docs: { versions: { current: { label: 'Next 🚧' } } } });\n`,
      'versions.json': '["1.0"]\n',
      'docs/intro.mdx': page('Intro (next)'),
      'docs/setup.md': '# Setup (next)\n',
      'versioned_docs/version-1.0/intro.mdx': page('Intro (1.0)'),
      'versioned_docs/version-1.0/setup.md': '# Setup (1.0)\n',
      'src/components/VersionLink.jsx': versionLink,
      'src/components/Guarded.jsx': guarded,
      'pages/elsewhere.mdx': page('Elsewhere'),
    });
    try {
      expect(site.errors).toEqual([]);
      const link = (html: string) => /<a [^>]*class="version-link"[^>]*>Set up<\/a>/.exec(html)?.[0];
      expect(link(await site.read('docs/next/intro/index.html'))).toBe(
        '<a class="version-link" data-about="default|current|Next 🚧|false|intro" href="/base/docs/next/setup">Set up</a>',
      );
      expect(link(await site.read('docs/intro/index.html'))).toBe(
        '<a class="version-link" data-about="default|1.0|1.0|true|intro" href="/base/docs/setup">Set up</a>',
      );
      const elsewhere = await site.read('elsewhere/index.html');
      expect(link(elsewhere)).toBe('<a class="version-link" data-about="off the docs" href="/base/docs/setup">Set up</a>');
      expect(elsewhere).toContain('<div class="guarded">Inside the boundary.</div>');
    } finally {
      await site.cleanup();
    }
  });
});
