// Issue 2: broken links and bad input fail the build with every problem reported at its source.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, minimalSite } from '../helpers/fixture.js';

describe('broken links', () => {
  it('reports every broken link and anchor at its Markdown line, with suggestions', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/install.md': '---\ntitle: Install\n---\n\n## Install steps\n\n<a name="legacy-anchor"></a>\nOld text.\n',
      'docs/x.md': [
        '---',
        'title: X',
        '---',
        '',
        'See [setup](/docs/instal) and [steps](/docs/install#instal-steps).',
        '',
        'Also [missing](./nope.md), [here](#nowhere) and ![img](/img/logo.png).',
        '',
        '## Real heading',
        '',
        'Fine: [a](./install.md#install-steps), [b](#real-heading), [c](/docs/intro), [d](https://example.com/x).',
        '',
        // Anchors raw HTML gives, here and on another page, are anchors too.
        'And [e](#raw-note), [f](./install.md#legacy-anchor).',
        '',
        '<span id="raw-note">A note.</span>',
      ].join('\n'),
    });
    expect(site.errors).toEqual([
      'docs/x.md:5:5 broken link to /docs/instal (did you mean /docs/install?)',
      'docs/x.md:5:31 broken anchor #instal-steps in /docs/install#instal-steps: no heading with that id on /docs/install (did you mean #install-steps?)',
      'docs/x.md:7:6 broken link to ./nope.md (no such Markdown file among the pages)',
      'docs/x.md:7:28 broken anchor #nowhere: no heading with that id on this page, /docs/x',
      'docs/x.md:7:49 broken image to /img/logo.png',
    ]);
    await site.cleanup();
  });

  it('judges a missing image by onBrokenMarkdownImages, apart from onBrokenLinks, as Docusaurus does', async () => {
    const page = '# X\n\n![shot](./shot.png) and [gone](/docs/gone).\n';
    const config = (policy: string): string => `export default { title: 'F', url: 'https://example.com', ${policy} };\n`;
    const warnImages = await buildSite({ 'docsgen.config.ts': config("onBrokenMarkdownImages: 'warn'"), 'docs/x.md': page });
    try {
      expect(warnImages.errors).toEqual(['docs/x.md:3:1 warning: broken image to ./shot.png', 'docs/x.md:3:25 broken link to /docs/gone']);
    } finally {
      await warnImages.cleanup();
    }
    const warnLinks = await buildSite({ 'docsgen.config.ts': config("onBrokenLinks: 'warn'"), 'docs/x.md': page });
    try {
      expect(warnLinks.errors).toEqual(['docs/x.md:3:1 broken image to ./shot.png', 'docs/x.md:3:25 warning: broken link to /docs/gone']);
    } finally {
      await warnLinks.cleanup();
    }
  });

  it('rejects javascript: and data: links', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/intro.md': '# Intro\n\n[x](javascript:alert(1)) [y](data:text/html,hi)\n' });
    expect(site.errors).toEqual([
      'docs/intro.md:3:1 unsafe javascript: URL in a link; links may only use http, https, mailto or site paths',
      'docs/intro.md:3:26 unsafe data: URL in a link; links may only use http, https, mailto or site paths',
    ]);
    await site.cleanup();
  });

  it('checks links in the config (navbar) too', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'F', navbar: { items: [{ label: 'Docs', to: '/docs/intr' }] } };\n`,
    });
    expect(site.errors).toEqual(['docsgen.config.ts broken link to /docs/intr in the navbar (did you mean /docs/intro?)']);
    await site.cleanup();
  });
});

describe('one run, every problem, once', () => {
  it('reports a broken Markdown link, a bad pagination_next, a bad navbar link and a missing favicon together', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'F', favicon: 'img/missing.svg', navbar: { items: [{ label: 'Docs', to: '/docs/nowhere' }] } };\n`,
      'docs/intro.md': '---\ntitle: Intro\npagination_next: no-such-doc\n---\n\nSee [x](/docs/missing).\n',
    });
    expect(site.errors).toEqual([
      'docs/intro.md pagination_next: no doc has the id "no-such-doc"',
      'docs/intro.md:6:5 broken link to /docs/missing',
      'docsgen.config.ts broken link to /docs/nowhere in the navbar',
      'docsgen.config.ts favicon img/missing.svg is not in a static folder (static)',
    ]);
    // Nothing is blamed on the theme.
    expect(site.errors.join('\n')).not.toContain('templates');
    await site.cleanup();
  });
});

describe('bad input', () => {
  it('reports invalid YAML frontmatter with its line', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/bad.md': '---\ntitle: [unclosed\n---\n\nText\n' });
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toMatch(/^docs\/bad\.md:3:1 invalid YAML frontmatter: .+; check indentation, quotes and colons$/);
    await site.cleanup();
  });

  it('reports a frontmatter value of the wrong type at its key', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/bad.md': '---\ntitle: Bad\nsidebar_position: first\n---\n\nText\n' });
    expect(site.errors).toEqual(['docs/bad.md:3:1 frontmatter sidebar_position: expected number, got string']);
    await site.cleanup();
  });

  it('reports two files that map to the same URL', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/a.md': '---\nslug: /same\n---\n\nA\n', 'docs/b.md': '---\nslug: /same\n---\n\nB\n' });
    expect(site.errors).toEqual([
      expect.stringMatching(/^docs\/b\.md:1:1 this file and docs\/a\.md both have the URL \/docs\/same; change the slug or id of one of them$/),
    ]);
    await site.cleanup();
  });

  it('reports two files whose names differ only in Unicode normalisation', async () => {
    const nfc = 'caf\u00e9';
    const nfd = 'cafe\u0301';
    const site = await buildSite({ ...minimalSite, [`docs/${nfc}.md`]: '# A\n', [`docs/${nfd}.md`]: '# B\n' });
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toContain('only in letter case or Unicode normalisation');
    await site.cleanup();
  });

  it('reports two files whose URLs differ only in letter case', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/Guide.md': '# G\n', 'docs/guide.md': '# g\n' });
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toContain('only in letter case');
    await site.cleanup();
  });

  it('reports an invalid _category_ file', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/g/_category_.json': '{ "label": 3, "colapsed": true }', 'docs/g/a.md': '# A\n' });
    expect(site.errors).toEqual([
      'docs/g/_category_.json invalid category file: colapsed: unknown key; did you mean "collapsed"?',
      'docs/g/_category_.json invalid category file: label: expected string, got number',
    ]);
    await site.cleanup();
  });

  it('reports a _category_ file that is not valid JSON at its line', async () => {
    const site = await buildSite({ ...minimalSite, 'docs/g/_category_.json': '{\n  "label": "G",\n}\n', 'docs/g/a.md': '# A\n' });
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toMatch(/^docs\/g\/_category_\.json:3:1 invalid category file: /);
    await site.cleanup();
  });

  it('reports a homeData file that is not valid JSON at its line', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'F', url: 'https://example.com', homeData: 'home.json' };\n`,
      'home.json': '{\n  "hero": "x"\n  "features": []\n}\n',
    });
    expect(site.errors).toEqual([
      "home.json:3:3 invalid homeData JSON: Expected ',' or '}' after property value; fix the JSON syntax there (no trailing commas or comments, keys in double quotes)",
    ]);
    await site.cleanup();
  });

  it('reports a versions.json that is not valid JSON at its line', async () => {
    const site = await buildSite({ ...minimalSite, 'versions.json': '["1.0"\n"0.9"]\n' });
    expect(site.errors).toEqual([
      "versions.json:2:1 invalid versions.json: Expected ',' or ']' after array element; fix the JSON syntax there (no trailing commas or comments, keys in double quotes)",
    ]);
    await site.cleanup();
  });

  it('reports an unknown config key with the nearest known key', async () => {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': `export default { title: 'F', baseURL: '/x/' };\n` });
    expect(site.errors).toEqual(['docsgen.config.ts baseURL: unknown key; did you mean "baseUrl"?']);
    await site.cleanup();
  });

  it('reports a config value of the wrong shape', async () => {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': `export default { title: 42, navbar: { items: 'Docs' }, baseUrl: 'x' };\n` });
    expect(site.errors).toEqual([
      'docsgen.config.ts title: expected string, got number',
      'docsgen.config.ts baseUrl: must start and end with "/", e.g. "/" or "/docs-site/"',
      'docsgen.config.ts navbar.items: expected array, got string',
    ]);
    await site.cleanup();
  });

  it('reports a config file that does not compile at its position', async () => {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': `export default {\n  title: 'F'\n  url: 'x'\n};\n` });
    expect(site.errors).toEqual(['docsgen.config.ts:3:3 config file does not compile: Expected "}" but found "url"']);
    await site.cleanup();
  });

  it('reports MDX syntax in .md files when the site reads them as Markdown (markdown.format md)', async () => {
    const config = minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', markdown: { format: 'md' },");
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': config,
      'docs/a.mdx': '# A\n\nAn .mdx file is MDX whatever the setting: {1 + 1}.\n',
      'docs/b.md': "# B\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\nx\n\n</Tabs>\n",
    });
    expect(site.errors).toEqual([
      'docs/b.md:3:1 import/export statements are MDX syntax, which .md files do not support; remove the line and use Markdown instead',
      'docs/b.md:5:1 warning: JSX component <Tabs> is MDX syntax, which .md files do not support, so it is left out; use Markdown instead (tabs: ::::tabs, admonitions: :::note), or, if it is text (a type such as List<T>), put it in `code` or write \\<',
    ]);
    await site.cleanup();
    // Text that reads as a component (a generic type) does not stop the build, as on Docusaurus.
    const generic = await buildSite({ ...minimalSite, 'docsgen.config.ts': config, 'docs/c.md': '# C\n\nA generic List<T> holds items.\n' });
    try {
      expect(generic.errors).toEqual([]);
      expect(generic.result!.diagnostics.map((d) => `${d.severity} ${d.line}:${d.column} ${d.code}`)).toEqual(['warning 3:15 markdown/mdx-syntax']);
      expect(await generic.read('docs/c/index.html')).toContain('<p>A generic List holds items.</p>');
    } finally {
      await generic.cleanup();
    }
  });

  it('reports MDX problems at their place, with what to do, and never a stack trace', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/a.mdx': '# A\n\nimport Foo from "@theme/Unknown";\nimport X from "@docusaurus/Nope";\n\n<Foo />\n\n<Missing />\n',
      'docs/b.mdx': '# B\n\nSome text {oops here\n',
      'docs/c.md': '# C\n\nimport Nothing from "./nothing.js";\n\n<Nothing />\n',
    });
    expect(site.errors).toEqual([
      "docs/a.mdx:3:18 @theme/Unknown is not a component docsgen has; write your own in src/theme/Unknown.tsx (a site's src/theme/ replaces @theme/ components), or remove the import",
      expect.stringMatching(
        /^docs\/a\.mdx:4:16 @docusaurus\/Nope has no docsgen version; remove the import or use a component of your own \(docsgen provides @docusaurus\/Link, /,
      ),
      "docs/a.mdx:8:1 <Missing> is not defined: import it at the top of the file (e.g. import Missing from '@theme/Missing' or from your own component file), or write it as Markdown",
      'docs/b.mdx:3:21 MDX does not compile: Unexpected end of file in expression, expected a corresponding closing brace for `{`. In MDX, "<" and "{" start JSX and expressions: write "\\<" and "\\{" for the characters, or put them in `code`',
      'docs/c.md:3:22 Could not resolve "./nothing.js"; check the path, or install the site\'s dependencies (npm install)',
    ]);
    await site.cleanup();
  });

  it('says how to write HTML tags of Markdown pages as JSX when MDX refuses them', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/a.mdx': '# A\n\nOne line</br>\n',
      'docs/b.mdx': '# B\n\nA picture <img src="/x.png"> here.\n',
      'docs/c.mdx': '# C\n\n<div>\n\nText.\n',
      'docs/d.mdx': '# D\n\nText\n\n</section>\n',
    });
    expect(site.errors).toEqual([
      'docs/a.mdx:3:10 MDX does not compile: Unexpected closing slash `/` in tag, expected an open tag first. </br> closes an element that has no content: write <br /> instead',
      "docs/b.mdx:3:1 MDX does not compile: Expected a closing tag for `<img>` (3:11-3:29) before the end of `paragraph`. In MDX, an element without content closes itself: write <img … /> (HTML's <img> is not JSX)",
      expect.stringMatching(
        /^docs\/c\.mdx:\d+:\d+ MDX does not compile: Expected a closing tag for `<div>` .*\. Close it with <\/div> in the same block, or write <div \/> when it has no content; In MDX/,
      ),
      'docs/d.mdx:5:2 MDX does not compile: Unexpected closing slash `/` in tag, expected an open tag first. </section> closes an element that was not opened in this block: remove it, or open <section> before it',
    ]);
    await site.cleanup();
  });

  it('reports a component that fails to render, and MDX links like Markdown links', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docs/c.mdx': '# C\n\nimport Tabs from "@theme/Tabs";\n\n<Tabs><p>x</p></Tabs>\n\n[broken](./nothing.md) and [anchor](#nope)\n',
    });
    expect(site.errors).toEqual([
      'docs/c.mdx:5:1 <Tabs> threw while rendering: every child of <Tabs> must be a <TabItem value="…">; components render once, at build time, with no browser (no window or document): check the component\'s props and imports, and see the error\'s cause in the component',
      'docs/c.mdx:7:1 broken link to ./nothing.md (no such Markdown file among the pages)',
      'docs/c.mdx:7:28 broken anchor #nope: no heading with that id on this page, /docs/c',
    ]);
    await site.cleanup();
  });
});

describe('output', () => {
  it('leaves the previous output untouched when a build fails', async () => {
    const site = await buildSite(minimalSite);
    expect(site.errors).toEqual([]);
    const before = await site.read('docs/intro/index.html');
    const again = await buildSite({ 'docs/intro.md': '# Intro\n\n[x](/nowhere)\n' }, site.siteDir);
    expect(again.errors).toEqual(['docs/intro.md:3:1 broken link to /nowhere']);
    expect(await site.read('docs/intro/index.html')).toBe(before);
    await site.cleanup();
  });

  it('produces byte-identical output for the same input', async () => {
    const files = {
      ...minimalSite,
      'docs/a.md': '# A\n\n```js title="x.js" {2}\nconst a = 1;\nconst b = 2;\n```\n\n::::tabs{group="l"}\n:::tab[One]\n1\n:::\n:::tab[Two]\n2\n:::\n::::\n',
    };
    const one = await buildSite(files);
    const two = await buildSite(files);
    const list = ['docs/a/index.html', '_chunks/docs/a.json', 'sitemap.xml', '404.html', 'index.html'];
    for (const f of list) expect(await two.read(f)).toBe(await one.read(f));
    expect(await readFile(join(two.outDir, 'docs/a/index.html'))).toEqual(await readFile(join(one.outDir, 'docs/a/index.html')));
    await one.cleanup();
    await two.cleanup();
  });

  it('honours baseUrl in every link, asset and chunk URL', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'F', url: 'https://example.com', baseUrl: '/sub/', favicon: 'f.svg', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
      'static/f.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/other.md': '# Other\n\n[intro](./intro.md) [abs](/docs/other#x)\n\n## x\n',
    });
    expect(site.errors).toEqual([]);
    const html = await site.read('docs/other/index.html');
    const urls = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!).filter((u) => !u.startsWith('#') && !u.startsWith('http'));
    expect(urls.length).toBeGreaterThan(5);
    for (const u of urls) expect(u.startsWith('/sub/')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://example.com/sub/docs/other">');
    expect(html).toContain('data-base="/sub/"');
    await site.cleanup();
  });
});
