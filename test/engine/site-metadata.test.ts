// The config's `metadata` (Docusaurus's themeConfig.metadata): `<meta>` tags on every page, over
// the theme's own, under a page's title, description and image and under its `<Head>`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;

const headOf = async (path: string): Promise<string[]> => {
  const html = await site.read(path);
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>')).split('\n');
};

beforeAll(async () => {
  site = await buildSite({
    'docsgen.config.ts': `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  metadata: [
    { name: 'keywords', content: 'fixture, docs' },
    { name: 'twitter:card', content: 'summary' },
    { name: 'description', content: 'The site description.' },
    { property: 'og:title', content: 'The site title' },
    { itemProp: 'name', content: 'Fixture' },
  ],
});
`,
    'docs/intro.md': '---\ndescription: The page description.\n---\n\n# Intro\n\nHello.\n',
    'docs/own.mdx': 'import Head from \'@docusaurus/Head\';\n\n# Own\n\n<Head><meta name="keywords" content="own, page" /></Head>\n\nText.\n',
    'docs/tagged.md': '---\nkeywords: [alpha, beta gamma]\n---\n\n# Tagged\n\nText.\n',
    'blog/2024-01-01-post.md': '---\ntitle: Post\nkeywords: [news]\n---\n\nA post.\n\n<!-- truncate -->\n',
    'pages/bare.tsx':
      'import Layout from \'@theme/Layout\';\nexport default function Bare() {\n  return <Layout title="Bare"><p>No description.</p></Layout>;\n}\n',
  });
  expect(site.errors).toEqual([]);
});
afterAll(() => site?.cleanup());

describe('the config’s metadata', () => {
  it('puts its tags on every page, each replacing the theme’s of the same name, once', async () => {
    const tags = await headOf('docs/intro/index.html');
    expect(tags).toContain('<meta name="keywords" content="fixture, docs">');
    expect(tags).toContain('<meta itemprop="name" content="Fixture">');
    expect(tags.filter((t) => t.includes('twitter:card'))).toEqual(['<meta name="twitter:card" content="summary">']);
  });

  it('leaves a page its own title and description, and its Head wins over the metadata', async () => {
    const intro = await headOf('docs/intro/index.html');
    expect(intro.filter((t) => /name="description"|property="og:title"/.test(t))).toEqual([
      '<meta name="description" content="The page description.">',
      '<meta property="og:title" content="Intro | Fixture">',
    ]);
    const own = await headOf('docs/own/index.html');
    expect(own.filter((t) => t.includes('keywords'))).toEqual(['<meta name="keywords" content="own, page">']);
  });

  it('leaves a doc or a post its own keywords from its frontmatter, as Docusaurus’s page metadata does', async () => {
    expect((await headOf('docs/tagged/index.html')).filter((t) => t.includes('keywords'))).toEqual(['<meta name="keywords" content="alpha,beta gamma">']);
    expect((await headOf('blog/2024/01/01/post/index.html')).filter((t) => t.includes('keywords'))).toEqual(['<meta name="keywords" content="news">']);
  });

  it('gives its description to a page without one', async () => {
    const bare = await headOf('bare/index.html');
    expect(bare.filter((t) => t.includes('name="description"'))).toEqual(['<meta name="description" content="The site description.">']);
  });
});
