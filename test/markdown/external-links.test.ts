// Markdown links to other sites open in a new tab, as Docusaurus's Link opens them: in .md and
// .mdx pages, written inline, as autolinks or by reference, also beside raw HTML (which goes
// through the sanitiser). Links to the site, anchors and raw HTML links stay as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docs/page.md': [
      '# Page',
      '',
      'See [docs](https://example.com/a), <https://example.org>, www.example.net and [mail](mailto:a@example.com).',
      '',
      'A [reference] link, [this page](/docs/page), [a heading](#page), [an app](pathname:///app/), <kbd>raw</kbd> and [beside raw HTML](https://beside.example).',
      '',
      '<a href="https://raw.example">raw</a>',
      '',
      '[reference]: https://reference.example',
      '[Twice]: /docs/page',
      '[twice]: https://second.example',
      '',
      'The first definition wins: [twice].',
      '',
    ].join('\n'),
    'docs/component.mdx': [
      '# Component',
      '',
      'See [docs](https://example.com/m), [reference] and {1 + 1}.',
      '',
      '<a href="https://jsx.example">jsx</a>',
      '',
      '[reference]: https://reference.example/m',
      '',
    ].join('\n'),
  });
});

afterAll(() => site.cleanup());

/** The opening tags of the page's links in its article, by href. */
async function links(path: string): Promise<Map<string, string>> {
  const html = await site.read(path);
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return new Map([...article.matchAll(/<a [^>]*?href="([^"]*)"[^>]*>/g)].map((m) => [m[1]!, m[0]]));
}

const NEW_TAB = /target="_blank" rel="noopener noreferrer"/;

describe('Markdown links to other sites', () => {
  it('open in a new tab in a .md page: inline, autolinks, mailto, by reference, beside raw HTML', async () => {
    expect(site.errors).toEqual([]);
    const a = await links('docs/page/index.html');
    for (const href of [
      'https://example.com/a',
      'https://example.org',
      'http://www.example.net',
      'mailto:a@example.com',
      'https://reference.example',
      'https://beside.example',
    ])
      expect(a.get(href), href).toMatch(NEW_TAB);
    expect(a.has('https://second.example')).toBe(false);
    for (const href of ['/docs/page', '#page', '/app/', 'https://raw.example']) {
      expect(a.get(href), href).toBeDefined();
      expect(a.get(href), href).not.toMatch(/target=/);
    }
  });

  it('open in a new tab in an .mdx page; a JSX <a> stays as written', async () => {
    const a = await links('docs/component/index.html');
    expect(a.get('https://example.com/m')).toMatch(NEW_TAB);
    expect(a.get('https://reference.example/m')).toMatch(NEW_TAB);
    expect(a.get('https://jsx.example')).toBeDefined();
    expect(a.get('https://jsx.example')).not.toMatch(/target=/);
  });
});
