// Issue 2: standalone pages (Markdown and React components) and the blog archive.
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
    'blog/2024-03-05-spring.md': '---\ntitle: Spring notes\n---\n\nHello.\n',
    'blog/2023-11-20-autumn.md': '---\ntitle: Autumn notes\n---\n\nHello.\n',
    'blog/2024-07-01-summer/index.md': '---\ntitle: Summer notes\n---\n\nHello.\n',
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
});

describe('blog', () => {
  it('lists posts in the archive grouped by year, newest first', async () => {
    const html = await site.read('blog/archive/index.html');
    const years = [...html.matchAll(/<h2 id="archive-(\d{4})">/g)].map((m) => m[1]);
    expect(years).toEqual(['2024', '2023']);
    const titles = [...html.matchAll(/<a href="\/blog\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Summer notes', 'Spring notes', 'Autumn notes']);
    expect(html).toContain('<time dateTime="2024-03-05">2024-03-05</time> <a href="/blog/spring">Spring notes</a>');
  });

  it('gives each post its own page with its date', async () => {
    const html = await site.read('blog/summer/index.html');
    expect(html).toContain('<h1>Summer notes</h1>');
    expect(html).toContain('<time dateTime="2024-07-01">2024-07-01</time>');
  });
});
