// A site path written with the base URL already in front (`/docs/other` under `baseUrl: '/docs/'`)
// keeps it once, as Docusaurus's useBaseUrl and <Link> leave such a URL as written: in the navbar,
// its logo, the footer, Markdown and React pages; the link is checked as the page it names.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../helpers/fixture.js';

const config = (items: string): string =>
  `export default { title: 'T', url: 'https://example.com', baseUrl: '/docs/', onBrokenLinks: 'throw', onBrokenAnchors: 'throw', docs: { routeBasePath: '/' }, navbar: { logo: { src: 'img/logo.svg', href: '/docs/' }, items: [${items}] }, footer: { links: [{ title: 'More', items: [{ label: 'Other', to: '/docs/other' }] }] } };\n`;

describe('links written with the base URL', () => {
  it('get the base URL once, and reach the page they name', async () => {
    const site = await buildSite({
      'docsgen.config.ts': config("{ to: '/docs/other', label: 'Other' }, { href: '/docs/other#more', label: 'More' }"),
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nSee [other](/docs/other) and [home](/docs).\n',
      'docs/other.md': '# Other\n\n## More\n',
      'pages/start.tsx':
        'import Link from \'@docusaurus/Link\';\nexport default function Start() { return <main><Link to="/docs/other">Other</Link></main>; }\n',
    });
    try {
      expect(site.errors).toEqual([]);
      const home = await site.read('index.html');
      expect(home).not.toContain('/docs/docs');
      expect(home).toContain('<a class="navbar__brand" href="/docs/">');
      expect(home).toMatch(/<a class="footer__link footer__link-item" href="\/docs\/other">Other<\/a>/);
      expect(home).toContain('href="/docs/other#more"');
      expect(home).toContain('<a href="/docs/">home</a>');
      expect(await site.read('start/index.html')).toContain('href="/docs/other"');
    } finally {
      await site.cleanup();
    }
  });

  it('are still checked: a page or heading the path does not name is reported', async () => {
    const site = await buildSite({
      'docsgen.config.ts': config("{ to: '/docs/gone', label: 'Gone' }, { href: '/docs/other#none', label: 'None' }"),
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nSee [other](/docs/elsewhere).\n',
      'docs/other.md': '# Other\n',
    });
    try {
      expect(site.errors).toEqual([
        'docs/intro.md:7:5 broken link to /docs/elsewhere',
        'docsgen.config.ts broken anchor #none in /docs/other#none in the navbar: no heading with that id on /other',
        'docsgen.config.ts broken link to /docs/gone in the navbar',
      ]);
    } finally {
      await site.cleanup();
    }
  });
});
