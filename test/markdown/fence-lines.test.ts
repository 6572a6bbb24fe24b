// A line of three backticks followed by text with a backtick (```` ```GET /v1``` ````) is a code
// span, not a fence: the scans that run before a page is parsed (MDX's compatibility rewrites,
// MDX detection, the description, a post's truncation) read the lines after it as the page's
// text, as the parser does.
import { describe, expect, it } from 'vitest';
import { closesFence, fenceOpening } from '../../src/markdown/fences.js';
import { buildSite } from '../helpers/fixture.js';

describe('code fences in the scans before the parse', () => {
  it('open only where CommonMark opens them, and close on a line of at least as many of the same character', () => {
    expect(fenceOpening('```js title="a.js"')).toEqual({ char: '`', length: 3 });
    expect(fenceOpening('   ~~~~ a`b')).toEqual({ char: '~', length: 4 });
    expect(fenceOpening('```GET "/v1/{name}"```')).toBeUndefined();
    expect(fenceOpening('    ```')).toBeUndefined();
    expect(fenceOpening('``')).toBeUndefined();
    expect(closesFence('````  ', { char: '`', length: 3 })).toBe(true);
    expect(closesFence('```', { char: '`', length: 4 })).toBe(false);
    expect(closesFence('~~~', { char: '`', length: 3 })).toBe(false);
    expect(closesFence('``` js', { char: '`', length: 3 })).toBe(false);
  });

  it('leave the lines after a one-line code span to MDX’s rewrites, the description and detection', async () => {
    const site = await buildSite({
      'docsgen.config.ts': "export default { title: 'S', url: 'https://example.com', markdown: { format: 'mdx' } };\n",
      'docs/topics.md': [
        '# Topics',
        '',
        '```GET "/v1/projects/{project}/topics"```',
        '',
        '## Publish {#publish}',
        '',
        '<!-- a comment -->',
        '',
        'See [publish](#publish).',
        '',
      ].join('\n'),
      'docs/first.md': ['# First', '', '```GET /v1```', '', 'The first line of prose.', ''].join('\n'),
    });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/topics/index.html');
      expect(html).toContain('<p><code>GET &quot;/v1/projects/{project}/topics&quot;</code></p>');
      expect(html).toMatch(/<h2 id="publish"[^>]*>Publish/);
      expect(html).not.toContain('a comment');
      expect(await site.read('docs/first/index.html')).toContain('<meta name="description" content="The first line of prose.">');
    } finally {
      await site.cleanup();
    }
  });
});
