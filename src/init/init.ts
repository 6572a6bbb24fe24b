/**
 * `docsgen init [dir]`: writes a small site that builds and serves as it is: the config, a
 * home page (its data file), a doc, and a category of docs with a generated index page. It
 * never replaces a file: a folder that already holds one of them, a docsgen config or a
 * Docusaurus config is refused with what to do instead.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { CONFIG_FILES, DOCUSAURUS_CONFIG_FILES } from '../config/load-config.js';
import { BuildError } from '../diagnostics.js';

/** What {@link initSite} wrote. */
export interface InitResult {
  siteDir: string;
  /** The files written, relative to the site folder. */
  files: string[];
}

/** `my-docs` → `My docs`. */
function titleFrom(folder: string): string {
  const words = folder.replace(/[-_.]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Documentation';
}

/** The files of a new site, by path relative to it. */
function starterFiles(title: string, year: number): Record<string, string> {
  const quoted = JSON.stringify(title).slice(1, -1).replace(/'/g, "\\'");
  return {
    'docsgen.config.ts': `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: '${quoted}',
  tagline: 'Documentation built with docsgen',
  // The public address of the site, for canonical links and the sitemap.
  url: 'https://example.com',
  favicon: 'img/favicon.svg',
  homeData: 'home.json',
  navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] },
  footer: { style: 'light', copyright: 'Copyright © ${year} ${quoted}' },
  // No blog yet: remove this line and add posts to blog/ to start one.
  blog: false,
});
`,
    'home.json': `${JSON.stringify(
      {
        tagline: 'Everything you need to know, in one place.',
        cta: { label: 'Read the docs', href: '/docs/intro' },
        featuresTitle: 'What is here',
        features: [
          { title: 'Start here', body: 'The introduction says what the project does and how to begin.' },
          { title: 'Guides', body: 'Step-by-step pages for the tasks people do most.' },
        ],
        quickLinksTitle: 'Quick links',
        quickLinks: [
          { label: 'Introduction', href: '/docs/intro' },
          { label: 'Write a page', href: '/docs/guides/write-a-page' },
        ],
      },
      null,
      2,
    )}\n`,
    'docs/intro.md': `---
sidebar_position: 1
---

# Introduction

Welcome! This page is \`docs/intro.md\`. Every Markdown file in \`docs/\` becomes a page, and
the sidebar lists them in the order of their \`sidebar_position\`.

:::tip

Run \`npx docsgen serve --watch\` and edit this file: the open page updates as you save.

:::

Next, read [how to write a page](./guides/write-a-page.md).
`,
    'docs/guides/_category_.json': `${JSON.stringify(
      {
        label: 'Guides',
        position: 2,
        link: { type: 'generated-index', description: 'Step-by-step pages for the tasks people do most.' },
      },
      null,
      2,
    )}\n`,
    'docs/guides/write-a-page.md': `---
sidebar_position: 1
description: Add a page to the docs, link to it and show code.
---

# Write a page

Create a \`.md\` file in \`docs/\`; its path is its address: \`docs/guides/write-a-page.md\` is
served at \`/docs/guides/write-a-page\`. A folder is a category of the sidebar, and its
\`_category_.json\` sets the category's label and place.

Link to another page by its file: [the introduction](../intro.md). Show code with a fence:

\`\`\`js title="hello.js"
console.log('Hello');
\`\`\`

| Frontmatter key    | What it does                 |
| ------------------ | ---------------------------- |
| \`title\`            | the page title               |
| \`sidebar_position\` | the page's place in the list |
`,
    'static/img/favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e8555"/><path d="M9 8h8a7 7 0 0 1 0 14h-4v4H9z" fill="#fff"/></svg>\n`,
    '.gitignore': 'build/\nnode_modules/\n',
  };
}

function refuse(code: string, message: string, file?: string): never {
  throw new BuildError([{ severity: 'error', code, message, ...(file ? { file } : {}) }], 'init failed');
}

/** Writes a new site into `dir` (created when missing). Throws {@link BuildError} instead of replacing anything. */
export async function initSite(dir: string, now = new Date()): Promise<InitResult> {
  const siteDir = resolve(dir);
  const shown = relative(process.cwd(), siteDir) || '.';
  const config = CONFIG_FILES.find((f) => existsSync(join(siteDir, f)));
  if (config) refuse('init/exists', `${shown} already holds a docsgen site; build it with "docsgen build ${shown}"`, join(siteDir, config));
  const docusaurus = DOCUSAURUS_CONFIG_FILES.find((f) => existsSync(join(siteDir, f)));
  if (docusaurus)
    refuse(
      'init/docusaurus-site',
      `${shown} is a Docusaurus site; run "docsgen migrate ${shown}" to write its docsgen config instead`,
      join(siteDir, docusaurus),
    );
  const files = starterFiles(titleFrom(basename(siteDir)), now.getFullYear());
  const taken = Object.keys(files).filter((f) => f !== '.gitignore' && existsSync(join(siteDir, f)));
  if (taken.length)
    refuse(
      'init/file-exists',
      `${shown} already has ${taken.join(', ')}; init writes a new site and replaces nothing: choose an empty folder`,
      join(siteDir, taken[0]!),
    );
  const written: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const target = join(siteDir, path);
    // A project's own .gitignore is kept as it is.
    if (existsSync(target)) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    written.push(path);
  }
  return { siteDir, files: written };
}
