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
});
