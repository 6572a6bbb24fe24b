// An admonition's title with Markdown in it (`:::tip[Since [v2](/docs/intro) use **this**]`)
// keeps its link and emphasis, in Markdown and MDX pages, as Docusaurus renders it; the link is
// checked, and the search index has the title's text once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { openBuiltSearch } from '../search/helpers.js';

const body = ':::tip[Since [v2](/docs/intro) use **zebrafish**]\n\nThe body.\n\n:::\n\n:::note[Plain title]\n\nAnother.\n\n:::\n';

/** The admonitions' title lines, without the icon. */
const titles = (html: string): string[] =>
  [...html.matchAll(/<p class="admonition__title"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]!.replace(/<svg[\s\S]*?<\/svg>/g, ''));

describe('admonition titles with Markdown', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({ ...minimalSite, 'docs/tips.md': `# Tips\n\n${body}`, 'docs/more.mdx': `# More\n\n${body}` });
  }, 60_000);
  afterAll(() => site.cleanup());

  it('keep their link and emphasis in the title line, and a plain title stays as it was', async () => {
    for (const page of ['docs/tips/index.html', 'docs/more/index.html']) {
      const [rich, plain] = titles(await site.read(page));
      expect(rich).toBe('Since <a href="/docs/intro">v2</a> use <strong>zebrafish</strong>');
      expect(plain).toBe('Plain title');
      expect(await site.read(page)).toContain('<div class="admonition__body"><p>The body.</p></div>');
    }
  });

  it('have their links checked, and their text indexed once', async () => {
    expect(site.errors).toEqual([]);
    const broken = await buildSite({ 'docs/broken.md': '# Broken\n\n:::tip[See [this](/docs/nowhere)]\n\nx\n\n:::\n' }, site.siteDir);
    expect(broken.errors).toEqual([expect.stringMatching(/^docs\/broken\.md:3:\d+ .*\/docs\/nowhere/)]);
    const hits = (await openBuiltSearch(site.outDir).search('zebrafish'))!;
    expect(hits.map((h) => h.href).sort()).toEqual(['/docs/more', '/docs/tips']);
  });
});

describe('a block of a type no one renders', () => {
  it('is shown as its content with a warning at its line, as Docusaurus builds it', async () => {
    const unknown = '# Page\n\n:::warn[Careful]\n\nInside **it**.\n\n:::\n\n:::tpi\n\nA typo.\n\n:::\n';
    const site = await buildSite({ ...minimalSite, 'docs/a.md': unknown, 'docs/b.mdx': unknown });
    try {
      expect(site.errors).toEqual([]);
      const warnings = site.result!.diagnostics.map((d) => `${d.file!.slice(site.siteDir.length + 1)}:${d.line} ${d.severity} ${d.message}`);
      expect(warnings).toEqual(
        ['docs/a.md', 'docs/b.mdx'].flatMap((file) => [
          `${file}:3 warning unknown block ":::warn", shown as its content alone in a plain block; use one of note, tip, info, caution, warning, danger or tabs`,
          `${file}:9 warning unknown block ":::tpi", shown as its content alone in a plain block; did you mean ":::tip"?`,
        ]),
      );
      for (const page of ['docs/a/index.html', 'docs/b/index.html']) {
        const html = await site.read(page);
        expect(html).toContain('<div><p>Careful</p><p>Inside <strong>it</strong>.</p></div>');
        expect(html).toContain('<div><p>A typo.</p></div>');
      }
    } finally {
      await site.cleanup();
    }
  });
});
