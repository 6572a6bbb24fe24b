/**
 * A site's own `src/theme/Root`, which Docusaurus renders around every page: its markup around
 * the theme's shell, its `<Head>` tags in every page's head, its context around MDX and React
 * content; Root that throws or drops its children fails the build at Root's file; editing it
 * renders every page again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../src/build.js';
import { buildSite, listFiles, minimalSite, type FixtureBuild, type SiteFiles } from '../helpers/fixture.js';

const rootWith = (wrapper: string, extra = '') => `import React, { createContext } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
export const Brand = createContext('no provider');
export default function Root({ children }) {
  const { pathname } = useLocation();
  return (
    <Brand.Provider value="from Root">
      <Head>
        <link rel="preconnect" href="https://fonts.example.com" />
        <title>Root's title</title>
        <meta name="description" content="Root's description" />
        ${extra}
      </Head>
      <div className="${wrapper}" data-path={pathname}>{children}</div>
    </Brand.Provider>
  );
}
`;

const files: SiteFiles = {
  ...minimalSite,
  'src/theme/Root.js': rootWith('site-root'),
  'src/components/BrandName.jsx': `import React, { useContext } from 'react';\nimport { Brand } from '@site/src/theme/Root';\nexport default function BrandName() { return <strong className="brand">{useContext(Brand)}</strong>; }\n`,
  'docs/branded.mdx': `---\ntitle: Branded\n---\n\nimport BrandName from '@site/src/components/BrandName';\n\nMade by <BrandName />.\n`,
  'blog/2025-01-02-post.md': '---\ntitle: A post\n---\n\nPost text.\n\n<!-- truncate -->\n\nMore.\n',
  'pages/react.tsx': `import Layout from '@theme/Layout';\nimport BrandName from '@site/src/components/BrandName';\nexport default function Page() {\n  return (<Layout title="React page"><BrandName /></Layout>);\n}\n`,
};

let site: FixtureBuild;
beforeAll(async () => {
  site = await buildSite(files);
  expect(site.errors).toEqual([]);
});
afterAll(() => site?.cleanup());

/** The page's `<head>` lines and what `<body>` holds. */
async function page(path: string): Promise<{ head: string[]; body: string }> {
  const html = await site.read(path);
  return { head: /<head>\n([\s\S]*?)\n<\/head>/.exec(html)![1]!.split('\n'), body: /<body[^>]*>\n([\s\S]*)\n<\/body>/.exec(html)![1]! };
}

describe("the site's Root", () => {
  it('wraps the whole shell of every page, Markdown, MDX, blog, React and generated pages alike', async () => {
    for (const [path, route] of [
      ['docs/intro/index.html', '/docs/intro'],
      ['docs/branded/index.html', '/docs/branded'],
      ['blog/2025/01/02/post/index.html', '/blog/2025/01/02/post'],
      ['blog/index.html', '/blog'],
      ['react/index.html', '/react'],
      ['404.html', '/404'],
    ]) {
      const { body } = await page(path!);
      expect(body, path).toMatch(new RegExp(`^<div class="site-root" data-path="${route}[^"]*"><a class="skip-link"`));
      expect(body.endsWith('</div>'), path).toBe(true);
      expect(body.match(/class="site-root"/g), path).toHaveLength(1);
    }
  });

  it("puts its <Head> tags in every page's head; the page keeps its own title and description", async () => {
    for (const path of ['docs/intro/index.html', 'docs/branded/index.html', 'blog/2025/01/02/post/index.html', 'react/index.html']) {
      const { head } = await page(path);
      expect(head, path).toContain('<link rel="preconnect" href="https://fonts.example.com">');
      expect(head.join('\n'), path).not.toContain("Root's");
    }
    expect((await page('docs/intro/index.html')).head).toContain('<title>Intro | Fixture</title>');
  });

  it('gives its context to the components of MDX and React pages', async () => {
    expect((await page('docs/branded/index.html')).body).toContain('Made by <strong class="brand">from Root</strong>.');
    expect((await page('react/index.html')).body).toContain('<strong class="brand">from Root</strong>');
  });

  it('reloads the whole page in watch mode when it changes (it is outside what a page chunk refreshes)', () => {
    expect(site.result!.inputs.theme).toContain(join(site.siteDir, 'src/theme/Root.js'));
  });

  it('stays out of the page chunks, which hold only the regions client-side navigation swaps', async () => {
    const chunks = await listFiles(join(site.outDir, '_chunks'));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(await readFile(join(site.outDir, '_chunks', chunk), 'utf8'), chunk).not.toContain('site-root');
  });

  it('is reported once, at its file, when its <Head> asks for what the policy refuses', async () => {
    const refused = await buildSite({
      ...files,
      'src/theme/Root.js': rootWith('site-root', '<link rel="stylesheet" href="https://cdn.example.com/font.css" />'),
    });
    try {
      expect(refused.errors).toEqual([]);
      const warnings = refused.result!.diagnostics.filter((d) => d.code === 'root/head');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.file).toBe(join(refused.siteDir, 'src/theme/Root.js'));
      expect(warnings[0]!.message).toMatch(/style-src 'self'.*\(page \/ and 8 other pages\)$/);
    } finally {
      await refused.cleanup();
    }
  });
});

describe('a Root that fails', () => {
  it('fails the build at its file, once, naming a page', async () => {
    const failed = await buildSite({
      ...files,
      'src/theme/Root.js': `export const Brand = null;\nexport default function Root() {\n  throw new Error('no fonts today');\n}\n`,
    });
    try {
      expect(failed.errors, failed.errors.join('\n')).toHaveLength(1);
      expect(failed.errors[0]).toMatch(/^src\/theme\/Root\.js the site's Root failed to render: no fonts today; .*\(page \/ and 8 other pages\)$/);
    } finally {
      await failed.cleanup();
    }
  });

  it('fails the build when it does not render its children', async () => {
    const failed = await buildSite({ ...minimalSite, 'src/theme/Root/index.jsx': `export default function Root() {\n  return <div>Nothing</div>;\n}\n` });
    try {
      expect(failed.errors).toEqual([
        "src/theme/Root/index.jsx the site's Root failed to render: it must render its children exactly once ({children}), as Docusaurus renders every page inside it (page / and 4 other pages)",
      ]);
    } finally {
      await failed.cleanup();
    }
  });
});

describe('the build cache and Root', () => {
  it('renders every page again when Root changes, and none when it does not', async () => {
    const cached = await buildSite(files);
    try {
      const again = await build({ siteDir: cached.siteDir, outDir: cached.outDir, cacheDir: join(cached.siteDir, '.cache') });
      expect(again.rendered).toEqual([]);
      await writeFile(join(cached.siteDir, 'src/theme/Root.js'), rootWith('site-root-edited'));
      const edited = await build({ siteDir: cached.siteDir, outDir: cached.outDir, cacheDir: join(cached.siteDir, '.cache') });
      expect(edited.rendered.length).toBe(edited.pageCount);
      expect(await cached.read('docs/intro/index.html')).toContain('<div class="site-root-edited"');
    } finally {
      await cached.cleanup();
    }
  });
});

describe("Docusaurus's default Root (it renders its children)", () => {
  it('gives the output of a site without Root, byte for byte', async () => {
    const plain = { ...files };
    delete plain['src/theme/Root.js'];
    plain['src/components/BrandName.jsx'] = `export default function BrandName() { return <strong className="brand">from Root</strong>; }\n`;
    const [without, withDefault] = await Promise.all([
      buildSite(plain),
      buildSite({
        ...plain,
        'src/theme/Root.tsx': `import type { ReactNode } from 'react';\nexport default function Root({ children }: { children: ReactNode }) {\n  return <>{children}</>;\n}\n`,
      }),
    ]);
    try {
      expect(without.errors).toEqual([]);
      expect(withDefault.errors).toEqual([]);
      const paths = (await listFiles(without.outDir)).filter((p) => p.endsWith('.html') || p.includes('_chunks'));
      expect(await listFiles(withDefault.outDir)).toEqual(await listFiles(without.outDir));
      for (const path of paths) expect(await withDefault.read(path), path).toBe(await without.read(path));
    } finally {
      await without.cleanup();
      await withDefault.cleanup();
    }
  });
});
