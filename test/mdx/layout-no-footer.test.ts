// `<Layout noFooter>` shows a React page without the site's footer, as on Docusaurus; it has a
// shell of its own, so client-side navigation between it and other pages swaps the footer too.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

describe('<Layout noFooter>', () => {
  it('leaves the footer out of that page only', async () => {
    const site = await buildSite({
      ...minimalSite,
      'pages/bare.js':
        'import Layout from \'@theme/Layout\';\nexport default function Bare() { return <Layout title="Bare" noFooter><p>Bare page.</p></Layout>; }\n',
      'pages/framed.js':
        'import Layout from \'@theme/Layout\';\nexport default function Framed() { return <Layout title="Framed"><p>Framed page.</p></Layout>; }\n',
    });
    try {
      expect(site.errors).toEqual([]);
      const bare = await site.read('bare/index.html');
      const framed = await site.read('framed/index.html');
      expect(bare).toContain('<p>Bare page.</p>');
      expect(bare).not.toContain('Copyright © 2025 Fixture');
      expect(framed).toContain('Copyright © 2025 Fixture');
      const shell = (html: string): string => / data-shell="([^"]+)"/.exec(html)![1]!;
      expect(shell(bare)).not.toBe(shell(framed));
    } finally {
      await site.cleanup();
    }
  });
});
