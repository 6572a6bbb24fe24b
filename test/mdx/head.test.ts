/**
 * `@docusaurus/Head` in MDX and React pages: what it puts in the output's `<head>`, how its tags
 * replace the theme's, and what it leaves out under the Content-Security-Policy (with a warning).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;

const headPage = `---
title: Page title
description: The frontmatter description.
---

import Head from '@docusaurus/Head';

<Head>
  <title>Title from Head</title>
  <meta name="description" content="Description from Head" />
  <meta property="og:image" content="https://example.com/card.png" />
  <meta name="keywords" content="alpha, beta" />
  <meta name="twitter:card" content="summary_large_image" />
  <link rel="canonical" href="https://example.com/elsewhere" />
  <link rel="alternate" hrefLang="id" href="https://example.com/id/docs/head" />
  <link rel="preconnect" href="https://fonts.example.com" crossOrigin="anonymous" />
  <link rel="stylesheet" href="/extra.css" />
  <html lang="id" className="page-special" />
  <body className="body-special" />
  <script type="application/ld+json">{JSON.stringify({ '@context': 'https://schema.org', '@type': 'TechArticle', headline: 'A </script> inside' })}</script>
</Head>

Body text.
`;

const refusedPage = `---
title: Refused
---

import Head from '@docusaurus/Head';

Text.

<Head>
  <script src="https://analytics.example.com/a.js" />
  <link rel="stylesheet" href="https://cdn.example.com/x.css" />
  <style>{'body { color: red }'}</style>
</Head>
`;

/** The `<head>` of a built page, one tag per line. */
async function head(path: string): Promise<string[]> {
  const html = await site.read(path);
  return /<head>\n([\s\S]*?)\n<\/head>/.exec(html)![1]!.split('\n');
}

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'static/extra.css': 'p { margin: 0; }\n',
    'docs/head.mdx': headPage,
    'docs/refused.mdx': refusedPage,
    'docs/plain.mdx': `---\ntitle: Plain\ndescription: Plain description.\n---\n\nimport Head from '@docusaurus/Head';\n\n<Head><meta name="author" content="Ana" /></Head>\n\nNo title change.\n`,
    'pages/react-head.tsx': `import Head from '@docusaurus/Head';\nimport Layout from '@theme/Layout';\nexport default function Page() {\n  return (<Layout title="React page"><Head><meta property="og:type" content="profile" /></Head><p>React.</p></Layout>);\n}\n`,
  });
  expect(site.errors).toEqual([]);
});
afterAll(() => site?.cleanup());

describe('@docusaurus/Head', () => {
  it('sets the title and description, and its tags replace the theme’s of the same name, property or rel', async () => {
    const tags = await head('docs/head/index.html');
    expect(tags.filter((t) => t.startsWith('<title'))).toEqual(['<title>Title from Head</title>']);
    expect(tags.filter((t) => /name="description"|property="og:description"/.test(t))).toEqual([
      '<meta name="description" content="Description from Head">',
      '<meta property="og:description" content="Description from Head">',
    ]);
    expect(tags.filter((t) => t.includes('canonical'))).toEqual(['<link rel="canonical" href="https://example.com/elsewhere">']);
    expect(tags.filter((t) => t.includes('og:image'))).toEqual(['<meta property="og:image" content="https://example.com/card.png">']);
    expect(tags.filter((t) => t.includes('twitter:card'))).toEqual(['<meta name="twitter:card" content="summary_large_image">']);
    expect(tags).toContain('<meta name="keywords" content="alpha, beta">');
    expect(tags).toContain('<link rel="alternate" hreflang="id" href="https://example.com/id/docs/head">');
    expect(tags).toContain('<link rel="preconnect" href="https://fonts.example.com" crossorigin="anonymous">');
    expect(tags).toContain('<link rel="stylesheet" href="/extra.css">');
    // The theme's own tags that the page did not replace stay, once.
    expect(tags.filter((t) => t.includes('og:site_name'))).toHaveLength(1);
    // A site in one language says which, as Docusaurus does.
    expect(tags).toContain('<meta property="og:locale" content="en">');
    // The chunk (client-side navigation) carries the page's title, description and canonical too.
    const chunk = JSON.parse(await site.read('_chunks/docs/head.json')) as { title: string; description: string; canonical: string };
    expect([chunk.title, chunk.description, chunk.canonical]).toEqual(['Title from Head', 'Description from Head', 'https://example.com/elsewhere']);
  });

  it('carries JSON-LD as data that cannot end its element', async () => {
    const [script] = (await head('docs/head/index.html')).filter((t) => t.includes('application/ld+json'));
    expect(script).toBe(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"TechArticle","headline":"A \\u003c/script> inside"}</script>',
    );
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(script!)![1]!;
    expect(JSON.parse(json).headline).toBe('A </script> inside');
  });

  it('sets <html lang> and classes of <html> and <body>, and a page with them is loaded whole by client-side navigation', async () => {
    const html = await site.read('docs/head/index.html');
    const open = /<html[^>]*>/.exec(html)![0];
    expect(open).toContain(' lang="id"');
    expect(open).toMatch(/ class="[^"]*\bpage-special\b/);
    expect(html).toContain('<body class="body-special">');
    const shell = / data-shell="([^"]+)"/.exec(open)![1]!;
    const chunk = JSON.parse(await site.read('_chunks/docs/head.json')) as { shell: string };
    expect(chunk.shell).toBe(shell);
    const plainShell = JSON.parse(await site.read('_chunks/docs/plain.json')) as { shell: string };
    expect(plainShell.shell).not.toBe(shell);
    expect(await site.read('docs/plain/index.html')).toContain('<body>');
  });

  it('keeps the theme’s title and description when Head sets neither, and works in React pages', async () => {
    const plain = await head('docs/plain/index.html');
    expect(plain).toContain('<title>Plain | Fixture</title>');
    expect(plain).toContain('<meta name="description" content="Plain description.">');
    expect(plain).toContain('<meta name="author" content="Ana">');
    const react = await head('react-head/index.html');
    expect(react.filter((t) => t.includes('og:type'))).toEqual(['<meta property="og:type" content="profile">']);
  });

  it('leaves out scripts, inline styles and stylesheets of other origins, with a warning saying why', async () => {
    const tags = await head('docs/refused/index.html');
    expect(tags.join('\n')).not.toMatch(/analytics|cdn\.example|color: red/);
    const warnings = site.result!.diagnostics.filter((d) => d.code === 'mdx/head').map((d) => formatDiagnostic(d, site.siteDir));
    expect(warnings).toHaveLength(3);
    for (const w of warnings) expect(w).toMatch(/^docs\/refused\.mdx:9:1 /);
    expect(warnings.join('\n')).toMatch(
      /<script src="https:\/\/analytics\.example\.com\/a\.js"> is left out: .*Content-Security-Policy.*application\/ld\+json/,
    );
    expect(warnings.join('\n')).toMatch(/stylesheet.*cdn\.example\.com.*style-src 'self'.*static\//);
    expect(warnings.join('\n')).toMatch(/<style> in <Head> is left out/);
  });
});

describe("theme-common's PageMetadata and HtmlClassNameProvider", () => {
  it('set the title (with the site’s), description, keywords, absolute image and a class on <html>, through Head', async () => {
    const metaSite = await buildSite({
      ...minimalSite,
      'pages/landing.jsx': [
        "import { PageMetadata, HtmlClassNameProvider } from '@docusaurus/theme-common';",
        'export default function Landing() {',
        '  return (',
        '    <HtmlClassNameProvider className="landing-page">',
        '      <PageMetadata title="Landing" description="All about it." keywords={["alpha", "beta"]} image="/img/card.png" />',
        '      <main><p>Hello.</p></main>',
        '    </HtmlClassNameProvider>',
        '  );',
        '}',
      ].join('\n'),
      'static/img/card.png': 'png',
    });
    try {
      expect(metaSite.errors).toEqual([]);
      const html = await metaSite.read('landing/index.html');
      expect(html).toContain('<title>Landing | Fixture</title>');
      expect(html).toContain('<meta property="og:title" content="Landing | Fixture">');
      expect(html).toContain('<meta name="description" content="All about it.">');
      expect(html).toContain('<meta property="og:description" content="All about it.">');
      expect(html).toContain('<meta name="keywords" content="alpha,beta">');
      expect(html).toContain('<meta property="og:image" content="https://example.com/img/card.png">');
      expect(html).toContain('<meta name="twitter:image" content="https://example.com/img/card.png">');
      expect(html).toMatch(/<html [^>]*class="[^"]*landing-page/);
      expect(html).toContain('<p>Hello.</p>');
    } finally {
      await metaSite.cleanup();
    }
  });
});
