// An MDX page of `pages/` lays itself out: its frontmatter title is its document title only, with
// no heading above its content, as Docusaurus's MDX pages; a Markdown page gets the heading.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

describe('the title of a page of pages/', () => {
  it('is no heading of an MDX page, and is one of a Markdown page', async () => {
    const site = await buildSite({
      ...minimalSite,
      'pages/landing.mdx': '---\ntitle: Landing\n---\n\n<div className="hero">\n  <h1>Our own hero</h1>\n</div>\n\nBody text.\n',
      'pages/plain.md': '---\ntitle: Plain\n---\n\nBody text.\n',
    });
    try {
      expect(site.errors).toEqual([]);
      const landing = await site.read('landing/index.html');
      expect(landing).toContain('<title>Landing | Fixture</title>');
      expect(landing.match(/<h1[ >]/g)).toHaveLength(1);
      expect(landing).toContain('<h1>Our own hero</h1>');
      const plain = await site.read('plain/index.html');
      expect(plain).toMatch(/<h1[^>]*>Plain<\/h1>/);
    } finally {
      await site.cleanup();
    }
  });
});
