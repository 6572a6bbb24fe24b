// A site's own `src/theme/MDXComponents` (Docusaurus's MDX component scope): its components are
// used by every MDX page without an import, next to the theme's; and `<CodeBlock>` whose children
// are elements shows them as they are, as Docusaurus does, instead of dropping them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

const mdxConfig = minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', markdown: { format: 'mdx' },");

describe("a site's MDXComponents", () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': mdxConfig,
      // clsx without the site having it: Docusaurus sites import it as Docusaurus's.
      'src/components/Highlight.js':
        "import clsx from 'clsx';\nexport default function Highlight({ children }) { return <mark className={clsx('site-highlight', false && 'never')}>{children}</mark>; }\n",
      'src/theme/MDXComponents.js': [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import Highlight from '@site/src/components/Highlight';",
        'export default { ...MDXComponents, Highlight, Note: (props) => <aside className="site-note">{props.children}</aside> };',
        '',
      ].join('\n'),
      'docs/intro.md':
        '# Intro\n\nThis is <Highlight>highlighted</Highlight>.\n\n<Note>A note.</Note>\n\n## Section\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n',
      'docs/page.mdx':
        "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Page\n\n<Highlight>also here</Highlight>\n\n<Tabs><TabItem value='a' label='A'>One</TabItem></Tabs>\n",
    });
  }, 60_000);
  afterAll(() => site.cleanup());

  it('are used by .md and .mdx pages without an import, beside the theme components', async () => {
    expect(site.errors).toEqual([]);
    const intro = await site.read('docs/intro/index.html');
    expect(intro).toContain('<mark class="site-highlight">highlighted</mark>');
    expect(intro).toContain('<aside class="site-note">A note.</aside>');
    // Spread from the original, the theme's headings and details still render.
    expect(intro).toMatch(/<h2[^>]*id="section"/);
    expect(intro).toMatch(/<details[^>]*>[\s\S]*More[\s\S]*Hidden\./);
    const page = await site.read('docs/page/index.html');
    expect(page).toContain('<mark class="site-highlight">also here</mark>');
    expect(page).toContain('role="tablist"');
  });

  it('are followed by the build cache: a change to them renders the pages again', async () => {
    const changed = await buildSite(
      {
        'src/theme/MDXComponents.js': [
          "import MDXComponents from '@theme-original/MDXComponents';",
          'export default { ...MDXComponents, Highlight: (props) => <em className="changed">{props.children}</em>, Note: (props) => <aside>{props.children}</aside> };',
          '',
        ].join('\n'),
      },
      site.siteDir,
    );
    expect(changed.errors).toEqual([]);
    expect(await changed.read('docs/intro/index.html')).toContain('<em class="changed">highlighted</em>');
    expect(await changed.read('docs/page/index.html')).toContain('<em class="changed">also here</em>');
  });

  it('report a component that neither they nor the page give, at the page', async () => {
    const broken = await buildSite({ 'docs/broken.mdx': '# Broken\n\n<Missing />\n' }, site.siteDir);
    expect(broken.errors).toEqual([
      "docs/broken.mdx:3:1 <Missing> is not defined: import it at the top of the file, or give it in the site's src/theme/MDXComponents",
    ]);
  });
});

describe('<CodeBlock> with elements as children', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({
      ...minimalSite,
      'docs/code.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '# Code',
        '',
        '<CodeBlock language="bash">curl https://get.example.dev | bash</CodeBlock>',
        '',
        '<CodeBlock language="js">',
        'const a = 1;',
        'console.log(a);',
        '</CodeBlock>',
        '',
        '<CodeBlock language="bash">npm install **my-pkg**</CodeBlock>',
        '',
        '<CodeBlock language="js">{"const plain = true;"}</CodeBlock>',
        '',
      ].join('\n'),
    });
  }, 60_000);
  afterAll(() => site.cleanup());

  it('shows their text and elements, unhighlighted; a string is highlighted as before', async () => {
    expect(site.errors).toEqual([]);
    const html = await site.read('docs/code/index.html');
    const codes = [...html.matchAll(/<code class="hljs[^"]*">([\s\S]*?)<\/code>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(4);
    expect(codes[0]).toContain('curl <a href="https://get.example.dev" target="_blank" rel="noopener noreferrer">https://get.example.dev</a> | bash');
    expect(codes[1]!.replace(/<[^>]*>/g, '')).toContain('const a = 1;\nconsole.log(a);');
    expect(codes[2]).toContain('npm install <strong>my-pkg</strong>');
    expect(codes[3]).toContain('<span class="hljs-keyword">const</span>');
  });
});
