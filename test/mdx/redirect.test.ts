// `<Redirect to>` of `@docusaurus/router` in a React page (a Docusaurus site's home page that
// sends readers to its docs): the page becomes a redirect page, and the target is link-checked.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const redirecting = (to: string): string =>
  `import { Redirect } from '@docusaurus/router';\nexport default function Go() { return <Redirect to={${to}} />; }\n`;

describe('<Redirect> in a React page', () => {
  it('makes the page send the reader on as it loads, with no canonical URL, chunk or search entry', async () => {
    const site = await buildSite({
      ...minimalSite,
      'pages/go.tsx': redirecting("'/docs/intro'"),
      'pages/object.tsx': redirecting("{ pathname: '/docs/intro', search: '?from=object' }"),
    });
    try {
      expect(site.errors).toEqual([]);
      const go = await site.read('go/index.html');
      expect(go).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
      expect(go).toContain('<a href="/docs/intro">/docs/intro</a>');
      expect(go).not.toContain('rel="canonical"');
      expect(existsSync(join(site.outDir, '_chunks', 'go.json'))).toBe(false);
      expect(await site.read('_search/manifest.json')).not.toContain('/go');
      // Marked noindex, and so not in the sitemap either.
      expect(go).toContain('<meta name="robots" content="noindex">');
      const sitemap = await site.read('sitemap.xml');
      expect(sitemap).not.toContain('/go<');
      expect(sitemap).toContain('<loc>https://example.com/docs/intro</loc>');
      expect(await site.read('object/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro?from=object">');
    } finally {
      await site.cleanup();
    }
  });

  it('reports a target that is no page of the site', async () => {
    const site = await buildSite({ ...minimalSite, 'pages/go.tsx': redirecting("'/docs/gone'") });
    try {
      expect(site.errors).toEqual([expect.stringMatching(/^pages\/go\.tsx.* broken link to \/docs\/gone/)]);
    } finally {
      await site.cleanup();
    }
  });
});
