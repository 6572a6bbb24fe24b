// Issue 2: standalone pages (Markdown and React components); the blog's pages are tested in test/blog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'pages/about.tsx': [
      "import { useId } from 'react';",
      "export const title = 'About us';",
      "export const description = 'Who we are.';",
      'export default function About() {',
      '  const id = useId();',
      '  return <section aria-labelledby={`h${id}`}><h2 id={`h${id}`}>Made with React</h2><p>Rendered at build time.</p></section>;',
      '}',
    ].join('\n'),
    'pages/guide/index.md': '---\ntitle: Guide\n---\n\nA page in a folder.\n',
  });
  expect(site.errors).toEqual([]);
});

afterAll(() => site.cleanup());

describe('standalone pages', () => {
  it('renders a React page component at build time with its exported title and description', async () => {
    const html = await site.read('about/index.html');
    expect(html).toContain('<title>About us | Fixture</title>');
    expect(html).toContain('<meta name="description" content="Who we are.">');
    expect(html).toMatch(/<h2 id="[^"]+">Made with React<\/h2><p>Rendered at build time.<\/p>/);
    expect(html).not.toContain('<nav class="menu"');
  });

  it('serves pages/x/index.md at /x without a sidebar', async () => {
    const html = await site.read('guide/index.html');
    expect(html).toContain('<h1>Guide</h1>');
    expect(html).toContain('data-shell="plain"');
  });

  it("lays out a Markdown page at the root like the other pages, as Docusaurus lays out src/pages/index.md; the theme's home page only with home data", async () => {
    const files = { ...minimalSite, 'pages/index.mdx': '# Overview\n\nStore is a library.\n\n## Platforms\n' };
    const plain = await buildSite(files);
    try {
      expect(plain.errors).toEqual([]);
      const html = await plain.read('index.html');
      expect(html).toMatch(/<article class="markdown"[^>]*><h1[^>]*>Overview<\/h1>\s*<p>Store is a library\.<\/p>/);
      // With its table of contents, as an MDX page of Docusaurus has it.
      expect(html).toContain('<a class="toc__link table-of-contents__link" href="#platforms">Platforms</a>');
      expect(html).not.toContain('hero');
      expect(html).not.toContain('Fixture</h1>');
    } finally {
      await plain.cleanup();
    }
    const withHome = await buildSite({
      ...files,
      'home.json': '{ "tagline": "Docs for all" }',
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', homeData: 'home.json',"),
    });
    try {
      expect(withHome.errors).toEqual([]);
      const html = await withHome.read('index.html');
      expect(html).toContain('<h1 class="hero__title">Fixture</h1>');
      expect(html).toContain('Docs for all');
      expect(html).toContain('Store is a library.');
    } finally {
      await withHome.cleanup();
    }
  });
});
