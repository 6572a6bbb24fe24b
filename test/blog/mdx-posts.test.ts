/**
 * MDX blog posts on list pages: the excerpt is the post up to its truncate marker
 * (`{/* truncate *\/}` in MDX, `<!-- truncate -->` in a `.md` post read as MDX), compiled as MDX
 * (components rendered, imports gone), cut exactly where a Markdown post's is cut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

const body = (marker: string): string =>
  `Shared intro with **bold** and a [link](/docs/intro).\n\n- one\n- two\n\n${marker}\n\nShared rest, after the marker.\n`;

let site: FixtureBuild;
beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docsgen.config.ts': `export default { title: 'Fixture', url: 'https://example.com', blog: [{ path: 'blog', onUntruncatedBlogPosts: 'ignore' }] };\n`,
    'src/components/Badge.jsx': `export default function Badge({ children }) { return <span className="badge-x">{children}</span>; }\n`,
    // The same text as Markdown and as MDX: the lists must show the same excerpt.
    'blog/2024-01-01-markdown.md': `---\ntitle: Markdown post\n---\n\n${body('<!-- truncate -->')}`,
    'blog/2024-01-02-mdx.mdx': `---\ntitle: MDX post\n---\n\n${body('{/* truncate */}')}`,
    // MDX with a component before the marker and one after.
    'blog/2024-01-03-component.mdx': `---\ntitle: Component post\n---\n\nimport Badge from '@site/src/components/Badge';\n\nIntro with <Badge>new</Badge>.\n\n{/* truncate */}\n\nRest with <Badge>later</Badge>.\n`,
    // A .md post that is MDX (it imports), cut with an HTML comment.
    'blog/2024-01-04-md-as-mdx.md': `---\ntitle: MD as MDX\n---\n\nimport Badge from '@site/src/components/Badge';\n\nMD intro <Badge>md</Badge>.\n\n<!-- truncate -->\n\nMD rest.\n`,
    // No marker: the list shows it whole, without "Read more".
    'blog/2024-01-05-whole.mdx': `---\ntitle: Whole post\n---\n\nimport Badge from '@site/src/components/Badge';\n\nAll of it <Badge>whole</Badge>.\n\nSecond paragraph.\n`,
  });
  expect(site.errors).toEqual([]);
});
afterAll(() => site?.cleanup());

/** Each post of the list page: its title and the HTML between its header and its end. */
async function excerpts(): Promise<Map<string, string>> {
  const html = (await site.read('blog/index.html')).replace(/\n/g, ' ');
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<article class="post post--summary">.*?<h2 class="post__title"[^>]*><a [^>]*>([^<]+)<\/a>.*?<\/header>(.*?)<\/article>/g)) {
    out.set(m[1]!, m[2]!);
  }
  return out;
}

describe('MDX blog posts in lists', () => {
  it('cut an .mdx post at {/* truncate */} exactly as a Markdown post is cut at <!-- truncate -->', async () => {
    const list = await excerpts();
    const markdown = list.get('Markdown post')!;
    expect(markdown).toContain('Shared intro with <strong>bold</strong>');
    expect(markdown).not.toContain('Shared rest');
    expect(markdown).toContain('Read more');
    // The link's target differs (its post), the rest is the same HTML.
    const sameBut = (html: string): string => html.replace(/\/blog\/\d{4}\/\d\d\/\d\d\/[a-z-]+/g, 'POST').replace(/about [A-Za-z ]+ post/, 'about X');
    expect(sameBut(list.get('MDX post')!)).toBe(sameBut(markdown));
  });

  it('render the components of the excerpt and leave out what follows the marker', async () => {
    const list = await excerpts();
    const component = list.get('Component post')!;
    expect(component).toContain('<p>Intro with <span class="badge-x">new</span>.</p>');
    expect(component).not.toContain('import');
    expect(component).not.toContain('later');
    expect(component).toContain('Read more');
    const mdAsMdx = list.get('MD as MDX')!;
    expect(mdAsMdx).toContain('<p>MD intro <span class="badge-x">md</span>.</p>');
    expect(mdAsMdx).not.toContain('MD rest');
    expect(mdAsMdx).not.toContain('truncate');
    const whole = list.get('Whole post')!;
    expect(whole).toContain('<span class="badge-x">whole</span>');
    expect(whole).toContain('Second paragraph.');
    expect(whole).not.toContain('Read more');
  });

  it('show the whole post on its own page, without the marker', async () => {
    const page = (await site.read('blog/2024/01/03/component/index.html')).replace(/\n/g, ' ');
    expect(page).toContain('<span class="badge-x">new</span>');
    expect(page).toContain('Rest with <span class="badge-x">later</span>.');
    expect(page).not.toContain('truncate');
    const md = await site.read('blog/2024/01/04/md-as-mdx/index.html');
    expect(md).toContain('MD rest.');
    expect(md).not.toContain('truncate');
  });

  it('report a marker inside a JSX element, which leaves an excerpt that does not compile', async () => {
    const broken = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', url: 'https://example.com', blog: [{ path: 'blog' }] };\n`,
      'blog/2024-01-01-inside.mdx': `---\ntitle: Inside\n---\n\n<div>\n\nIntro.\n\n{/* truncate */}\n\nRest.\n\n</div>\n`,
    });
    try {
      expect(broken.errors).toHaveLength(1);
      expect(broken.errors[0]).toMatch(/^blog\/2024-01-01-inside\.mdx:5:1 .*closing tag for `<div>`.*truncate marker.*outside any JSX element$/);
      // What fixes the whole post is not what fixes its summary: that hint is left out.
      expect(broken.errors[0]).not.toContain('Close it with');
    } finally {
      await broken.cleanup();
    }
  });
});
