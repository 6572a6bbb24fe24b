// Markdown images in MDX load lazily, as on Markdown pages and as Docusaurus's MDX `img` does;
// an author's `loading` and JSX <img> elements stay as written.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../helpers/fixture.js';

describe('Markdown images in MDX', () => {
  it('load lazily, inside JSX elements too; JSX images and an author’s loading are kept', async () => {
    const site = await buildSite({
      'docsgen.config.ts': "export default { title: 'S', url: 'https://example.com', markdown: { format: 'mdx' } };\n",
      'static/img/a.png': '',
      'docs/page.mdx': [
        '# Page',
        '',
        '![alt a](/img/a.png)',
        '',
        '<div className="frame">',
        '',
        '![alt b](/img/a.png)',
        '',
        '</div>',
        '',
        '<img src="/img/a.png" alt="jsx" />',
        '',
        '<img src="/img/a.png" alt="eager" loading="eager" />',
        '',
      ].join('\n'),
    });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/page/index.html');
      expect(html).toContain('<img src="/img/a.png" alt="alt a" loading="lazy"/>');
      expect(html).toContain('<div class="frame"><p><img src="/img/a.png" alt="alt b" loading="lazy"/></p></div>');
      expect(html).toContain('<img src="/img/a.png" alt="jsx"/>');
      expect(html).toContain('<img src="/img/a.png" alt="eager" loading="eager"/>');
    } finally {
      await site.cleanup();
    }
  });
});
