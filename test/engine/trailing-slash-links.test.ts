// A link to a route written with a trailing slash (`/docs/`, `<Link to="/docs/intro/">`) reaches
// that route, as Docusaurus's broken-link checker takes it; a page that does not exist is still reported.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

describe('links with a trailing slash', () => {
  it('reach the route without it, from Markdown, a React page and the navbar, under a base URL', async () => {
    const site = await buildSite({
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace(
        "title: 'Fixture',",
        "title: 'Fixture', baseUrl: '/base/', onBrokenLinks: 'error', navbar: { items: [{ label: 'Docs', to: '/docs/intro/' }] },",
      ).replace(", navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] }", ''),
      'docs/intro.md': '---\ntitle: Intro\n---\n\nSee [the guide](/docs/guide/) and [the root](/docs/).\n',
      'docs/guide.md': '# Guide\n\nBack to [intro](./intro/).\n\n## Setup\n',
      'pages/start.tsx':
        'import Link from \'@docusaurus/Link\';\nexport default function Start() { return <main><Link to="/docs/">Docs</Link> <Link to="/docs/guide/#setup">Guide</Link></main>; }\n',
    });
    try {
      expect(site.errors).toEqual([]);
      expect(await site.read('start/index.html')).toContain('href="/base/docs/"');
    } finally {
      await site.cleanup();
    }
  });

  it('still reports a page that does not exist', async () => {
    const site = await buildSite({
      ...minimalSite,
      'pages/start.tsx': 'import Link from \'@docusaurus/Link\';\nexport default function Start() { return <Link to="/docs/gone/">Gone</Link>; }\n',
    });
    try {
      expect(site.errors).toEqual([expect.stringMatching(/^pages\/start\.tsx.* broken link to \/docs\/gone\//)]);
    } finally {
      await site.cleanup();
    }
  });
});
