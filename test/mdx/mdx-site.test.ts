/**
 * The MDX fixture site (`test/fixtures/mdx-site`): every kind of import an MDX page or a React
 * page may have, Docusaurus's theme and client modules, partials in the TOC, and what the
 * output looks like.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { copyMdxSite } from '../helpers/mdx-site.js';

let siteDir: string;
let outDir: string;
const read = (path: string): Promise<string> => readFile(join(outDir, path), 'utf8');
/** The `<article>` of a page. */
const article = async (path: string): Promise<string> => /<article[\s\S]*?<\/article>/.exec(await read(path))?.[0] ?? '';

beforeAll(async () => {
  siteDir = await copyMdxSite();
  const result = await build({ siteDir });
  outDir = result.outDir;
  expect(result.diagnostics).toEqual([]);
}, 60_000);

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

describe('MDX pages', () => {
  it('keeps a .md file without MDX on the Markdown path and compiles one with imports as MDX', async () => {
    expect(await article('docs/intro/index.html')).toContain('<code>&lt;Tabs&gt;</code>');
    const partials = await article('docs/guide/partials/index.html');
    expect(partials).not.toContain('import Part');
    expect(partials).toContain('Plain <strong>Markdown</strong> partial text.');
  });

  it("renders <Tabs> and <TabItem> as the theme's tabs: group, query parameter, default tab, value as label", async () => {
    const html = await article('docs/tabs/index.html');
    const groups = html.match(/<div class="tabs"[^>]*>/g);
    expect(groups).toEqual(['<div class="tabs" data-group="package-manager">', '<div class="tabs" data-group="package-manager" data-query="package-manager">']);
    // The first group's default is the TabItem marked `default`; a TabItem without a label shows its value.
    expect(html).toMatch(
      /aria-selected="false" tabindex="-1" data-value="npm">npm<\/button><button[^>]*aria-selected="true" tabindex="0" data-value="yarn">Yarn<\/button>/,
    );
    expect(html).toMatch(/<div class="tabs__panel is-active"[^>]*data-value="yarn"/);
    // Every panel is in the page, under its label, so it reads without JavaScript.
    expect(html.match(/<p class="tabs__panel-label">/g)).toHaveLength(4);
  });

  it('gives MDX the Markdown features: heading ids with {#id} and {/* #id */}, admonitions with titles, code blocks with title and highlighted lines, comments, mdx-code-block', async () => {
    const html = await article('docs/tabs/index.html');
    expect(html).toContain('<h2 id="pick-a-package-manager" class="anchor">Pick a package manager<a class="hash-link" href="#pick-a-package-manager"');
    expect(html).toMatch(
      /<div class="admonition admonition--warning"><p class="admonition__title"><svg [^>]*>.*?<\/svg>Take care<\/p><div class="admonition__body"><p>An admonition <strong>inside<\/strong> MDX.<\/p><\/div><\/div>/,
    );
    expect(html).toContain('<div class="code-block__title" data-search="code">npm</div>');
    expect(html).toContain('<span class="line line--hl"><span class="hljs-keyword">const</span> b = <span class="hljs-number">2</span>;');
    expect(html).not.toContain('An HTML comment');
    expect(html).toContain('<p class="live">Live MDX from an mdx-code-block fence.</p>');
    // The id written as an MDX comment: the heading's text and its TOC entry leave the comment out.
    expect(html).toContain('<h2 id="setup" class="anchor">Set up <em>fast</em><a class="hash-link" href="#setup"');
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(await read('docs/tabs/index.html'))![0];
    expect(toc).toContain('<a class="toc__link table-of-contents__link" href="#setup">Set up <em>fast</em></a>');
  });

  it('puts the headings of MDX and Markdown partials in the TOC where the partial is used, and in TOCInline', async () => {
    const page = await read('docs/guide/partials/index.html');
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(page)![0];
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual([
      'own-heading',
      'from-the-mdx-partial',
      'from-the-markdown-partial',
      'last-heading',
    ]);
    const inline = /<nav class="toc-inline"[\s\S]*?<\/nav>/.exec(page)![0];
    expect(inline).toBe(
      '<nav class="toc-inline" aria-label="On this page"><ul class="toc-inline__list"><li><a href="#own-heading">Own heading</a></li><li><a href="#from-the-mdx-partial">From the MDX partial</a><ul><li><a href="#from-the-markdown-partial">From the Markdown partial</a></li></ul></li><li><a href="#last-heading">Last heading</a></li></ul></nav>',
    );
    // The partial's link resolves from the partial's own folder.
    expect(page).toContain('Inside the partial, a <a href="/base/docs/intro">link to intro</a>.');
  });

  it('bundles every kind of import: @site, relative js/jsx/ts, JSON, a package, CSS modules, images by import and require, SVG as a component', async () => {
    const html = await article('docs/components/index.html');
    expect(html).toContain('<p class="greeting">Selamat datang to MDX Fixture</p>');
    // State and effects render their initial state.
    expect(html).toContain('<button class="counter" type="button">Count: 3</button>');
    expect(html).toContain('<p>TYPED MODULE! and local export and from the front matter.</p>');
    expect(html).toContain('<ul class="people"><li>Ayu</li><li>Budi</li></ul>');
    expect(html).toContain('Hello from the package');
    expect(html).toMatch(/<div class="Box_box">Styled by a CSS module<\/div>/);
    const images = await readdir(join(outDir, 'assets', 'images'));
    const logo = images.find((f) => /^logo-[0-9a-f]{8}\.png$/.test(f));
    expect(logo).toBeDefined();
    expect(html).toContain(`<img class="imported" src="/base/assets/images/${logo}" alt="imported logo"/>`);
    expect(html).toContain(`<img class="required" src="/base/assets/images/${logo}" alt="required logo"/>`);
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="svg-logo"><circle cx="5" cy="5" r="4"/></svg>');
    // Named from the site folder (`@site/static/…`), imported and required, as Docusaurus's templates do.
    expect(html).toContain(`<img class="from-site" src="/base/assets/images/${logo}" alt="logo named from the site folder"/>`);
    expect(html).toContain(
      '<div class="features"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="feature-svg" role="img"><circle cx="5" cy="5" r="4"/></svg></div>',
    );
    // React's image preloads stay out of the body.
    expect(html).not.toContain('rel="preload"');
  });

  it('collects imported CSS and CSS modules into the site stylesheet, after the theme, with their url()s published', async () => {
    const page = await read('docs/components/index.html');
    const href = /<link rel="stylesheet" href="\/base\/([^"]+)"/.exec(page)![1]!;
    const css = await read(href);
    expect(css).toContain('.Box_box{border:2px dashed rebeccapurple;padding:.5rem}');
    expect(css).toMatch(/\.greeting\{color:teal;background:url\(\/base\/assets\/images\/logo-[0-9a-f]{8}\.png\) no-repeat\}/);
    expect(css.indexOf('.Box_box')).toBeGreaterThan(css.indexOf('.tabs__panel'));
  });

  it("maps Docusaurus's modules: Link, useBaseUrl, BrowserOnly, Head, CodeBlock, Heading, ThemedImage, Details, and a swizzled component", async () => {
    const page = await read('docs/components/index.html');
    const html = await article('docs/components/index.html');
    expect(page).toContain('<title>Components, from Head</title>');
    expect(html).toContain('<h1>Components</h1>');
    expect(html).toContain('<a href="/base/docs/tabs#pick-a-package-manager">Link to tabs</a>');
    expect(html).toContain('<a class="base" href="/base/img/x.png">base url</a>');
    // As Docusaurus: useBaseUrl takes a path without its leading slash from the site's root too,
    // and the base URL without its slash as the base URL; Link leaves a relative path relative.
    expect(html).toContain('<a class="base-relative" href="/base/img/x.png">relative base url</a>');
    expect(html).toContain('<a class="base-root" href="/base/">the base</a>');
    expect(html).toContain('<a class="relative" href="tabs">relative link</a>');
    expect(html).toContain('<span class="fallback">Loading…</span>');
    expect(html).toContain('<div class="code-block__title" data-search="code">api.ts</div>');
    expect(html).toContain(
      '<code class="hljs language-ts"><span class="line"><span class="hljs-keyword">const</span> <span class="hljs-attr">answer</span>: <span class="hljs-built_in">number</span>',
    );
    expect(html).toContain('<h2 id="custom-heading" class="anchor">A Heading component<a class="hash-link" href="#custom-heading"');
    expect(html).toContain(
      '<img src="/base/img/light.png" alt="themed" class="themed-image themed-image--light"/><img src="/base/img/dark.png" alt="themed" class="themed-image themed-image--dark"/>',
    );
    expect(html).toContain(
      '<div class="swizzled-details"><details class="details"><summary>More</summary><div class="details__body">Hidden detail.</div></details></div>',
    );
    expect(html).toContain('<details class="details"><summary>Markdown details</summary><div class="details__body"><p>Detail body.</p></div></details>');
  });

  it('exports frontMatter, toc, contentTitle and metadata as Docusaurus does', async () => {
    const dir = await copyMdxSite();
    await writeFile(
      join(dir, 'docs', 'exports.mdx'),
      '---\ntitle: Exports\nkeywords: [a, b]\n---\n\n# The `content` title\n\nimport Part from \'./guide/_part.mdx\';\n\n## Own *emphasis* & `code`\n\n<Part />\n\n<pre className="dump">{JSON.stringify({ frontMatter, toc, contentTitle, metadata })}</pre>\n',
    );
    const result = await build({ siteDir: dir });
    const html = await readFile(join(result.outDir, 'docs', 'exports', 'index.html'), 'utf8');
    const json = /<pre class="dump">([^<]*)<\/pre>/
      .exec(html)![1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data.frontMatter).toEqual({ title: 'Exports', keywords: ['a', 'b'] });
    expect(data.contentTitle).toBe('The content title');
    expect(data.toc).toEqual([
      { value: 'Own <em>emphasis</em> &#38; <code>code</code>', id: 'own-emphasis--code', level: 2 },
      { value: 'From the MDX partial', id: 'from-the-mdx-partial', level: 2 },
    ]);
    expect(data.metadata).toMatchObject({ id: 'exports', title: 'Exports', permalink: '/base/docs/exports' });
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('Content-Security-Policy', () => {
  it("allows the style attributes and frames the site's own components render, and nothing more", async () => {
    const html = await article('docs/components/index.html');
    expect(html).toContain('<div class="styled" style="color:rebeccapurple">Styled by a style prop</div>');
    expect(html).toContain('<iframe class="video" src="https://www.youtube-nocookie.com/embed/x" title="A video"></iframe>');
    const csp = /Content-Security-Policy: (.*)/.exec(await read('_headers'))![1]!;
    expect(csp).toContain("style-src 'self'; style-src-attr 'unsafe-inline';");
    expect(csp).toContain('frame-src https:;');
    expect(csp).toContain("script-src 'self' 'sha256-");
  });
});

describe('pages in src/pages', () => {
  it('builds a React page in @theme/Layout with its title and no extra frame, and Markdown and MDX pages', async () => {
    const react = await read('react/index.html');
    expect(react).toContain('<title>A React page | MDX Fixture</title>');
    expect(react).toContain('<meta name="description" content="Made with React"');
    expect(react).toContain(
      '<div class="page-own" lang="en"><main class="react-main"><h1>React page heading</h1><a href="/base/docs/intro">Intro</a></main></div>',
    );
    // The page's own <main> is the page's one main landmark: the theme's region around it is a box.
    expect(react.match(/<main[\s>]/g)).toHaveLength(1);
    expect(react).toContain('<div tabindex="-1" id="main" class="main" data-docsgen-region="main">');
    expect(react).toContain('data-shell="own"');
    expect(await article('hello/index.html')).toContain('<p>Hello, world.</p>');
    expect(await article('about/index.html')).toContain('<a href="/base/react">Back to the React page</a>');
  });

  it('titles the home page by its <Layout title>, before the site title, as Docusaurus does', async () => {
    const dir = await copyMdxSite();
    try {
      await writeFile(
        join(dir, 'src', 'pages', 'index.tsx'),
        'import Layout from \'@theme/Layout\';\nexport default function Home() { return <Layout title="Hello from the fixture"><main>Home</main></Layout>; }\n',
      );
      // A page in @theme/Layout without a <main> of its own gets one around it.
      await writeFile(
        join(dir, 'src', 'pages', 'plain.tsx'),
        [
          "import Layout from '@theme/Layout';",
          "import IconCopy from '@theme/Icon/Copy';",
          "import IconDarkMode from '@theme/Icon/DarkMode';",
          'export default function Plain() { return <Layout title="Plain"><p>No landmark here</p><IconCopy className="mine" width={12} height={12} /><IconDarkMode /></Layout>; }',
          '',
        ].join('\n'),
      );
      const result = await build({ siteDir: dir });
      expect(result.diagnostics).toEqual([]);
      const home = await readFile(join(result.outDir, 'index.html'), 'utf8');
      expect(home).toContain('<title>Hello from the fixture | MDX Fixture</title>');
      expect(home.match(/<main[\s>]/g)).toEqual(['<main>']);
      const plain = await readFile(join(result.outDir, 'plain', 'index.html'), 'utf8');
      expect(plain.match(/<main[\s>]/g)).toHaveLength(1);
      expect(plain).toContain('<main class="page-own" lang="en"><p>No landmark here</p><svg class="mine" viewBox="0 0 24 24" width="12" height="12"');
      // Docusaurus's icons, for a site's components: the theme's own drawings, without its classes.
      expect(plain).toMatch(/<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M20.7/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
