// A content instance's remark and rehype plugins (Docusaurus's four lists) on .md and .mdx pages.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, listFiles, minimalSite, writeSite } from '../helpers/fixture.js';

const mathConfig = (katexOptions = '') => `import { defineConfig } from 'docsgen';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
export default defineConfig({ title: 'Math', docs: { remarkPlugins: [remarkMath], rehypePlugins: [${katexOptions ? `[rehypeKatex, ${katexOptions}]` : 'rehypeKatex'}] } });
`;

const mathPages = {
  'docs/intro.md': '# Intro\n\nInline $x^2 + y^2$ here.\n\n$$\n\\frac{a}{n}\n$$\n',
  'docs/other.mdx': '# Other\n\nIn MDX, $e^{i}$ too:\n\n$$\n\\frac{a}{n}\n$$\n',
};

describe('remark and rehype plugins', () => {
  it('render math in .md and .mdx pages with remark-math and rehype-katex, styled from the site, indexed as TeX', async () => {
    const site = await buildSite({ 'docsgen.config.ts': mathConfig(), ...mathPages });
    try {
      expect(site.errors).toEqual([]);
      for (const page of ['docs/intro/index.html', 'docs/other/index.html']) {
        const html = await site.read(page);
        expect(html).toContain('<span class="katex-display">');
        expect(html).toContain('<annotation encoding="application/x-tex">\\frac{a}{n}</annotation>');
        expect(html).not.toContain('$$');
      }
      // KaTeX's stylesheet and fonts are the site's own; its inline styles are allowed, nothing else.
      const css = (await listFiles(site.outDir)).filter((f) => /^assets\/style\.[\da-f]+\.css$/.test(f));
      expect(await site.read(css[0]!)).toContain('.katex-display');
      expect((await listFiles(site.outDir)).some((f) => /KaTeX_Main-Regular.*\.woff2$/.test(f))).toBe(true);
      expect(await site.read('_headers')).toContain("style-src 'self'; style-src-attr 'unsafe-inline'; img-src");
      // The index holds each formula's TeX once, not KaTeX's two renderings.
      const search = await readdir(join(site.outDir, '_search'));
      const text = await site.read(`_search/${search.find((f) => f.startsWith('text-'))!}`);
      expect(text).toContain('Inline x^2 + y^2 here. \\\\frac{a}{n}');
      expect(text).toContain('In MDX, e^{i} too: \\\\frac{a}{n}');
    } finally {
      await site.cleanup();
    }
  });

  it('run "before default" plugins before docsgen\'s transforms and the others after, in both formats', async () => {
    const config = `import { defineConfig } from 'docsgen';
const note = (label) => () => (tree) => {
  let url = '';
  const find = (node) => { if (node.type === 'link' && !url) url = node.url; (node.children ?? []).forEach(find); };
  find(tree);
  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: label + ': ' + url }] });
};
const raw = (label) => () => (tree) => {
  let count = 0;
  const find = (node) => { if (node.type === 'raw') count++; (node.children ?? []).forEach(find); };
  find(tree);
  tree.children.push({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: label + ' raw nodes: ' + count }] });
};
const lists = { beforeDefaultRemarkPlugins: [note('before')], remarkPlugins: [note('after')], beforeDefaultRehypePlugins: [raw('before')], rehypePlugins: [raw('after')] };
export default defineConfig({ title: 'Order', docs: lists });
`;
    const page = '# Page\n\nSee [the other](./other.md) and <b>bold</b>.\n';
    const site = await buildSite({ 'docsgen.config.ts': config, 'docs/page.md': page, 'docs/mdx.mdx': page, 'docs/other.md': '# Other\n' });
    try {
      expect(site.errors).toEqual([]);
      const md = await site.read('docs/page/index.html');
      expect(md).toContain('before: ./other.md');
      expect(md).toContain('after: /docs/other');
      expect(md).toContain('before raw nodes: 2');
      expect(md).toContain('after raw nodes: 0');
      const mdx = await site.read('docs/mdx/index.html');
      expect(mdx).toContain('before: ./other.md');
      expect(mdx).toContain('after: /docs/other');
    } finally {
      await site.cleanup();
    }
  });

  it('render the same on worker threads as on the main thread', async () => {
    const files: Record<string, string> = { 'docsgen.config.ts': mathConfig(), ...mathPages };
    for (let i = 0; i < 30; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\n${`Text with $a_${i}^2$ and more words.\n\n`.repeat(40)}`;
    const dir = await writeSite(files);
    const bin = join(process.cwd(), 'dist/bin/docsgen.js');
    const run = (threads: string, out: string): string => {
      const r = spawnSync(process.execPath, [bin, 'build', dir, '--out', join(dir, out), '--no-cache', '--verbose'], {
        env: { ...process.env, NODE_ENV: 'production', DOCSGEN_THREADS: threads },
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      return r.stderr;
    };
    try {
      expect(run('0', 'single')).toMatch(/^ {2}pages on the main thread$/m);
      expect(run('2', 'threads')).toMatch(/^ {2}pages on the main thread and 2 worker threads$/m);
      const names = await listFiles(join(dir, 'single'));
      expect(await listFiles(join(dir, 'threads'))).toEqual(names);
      for (const f of names) expect(await readFile(join(dir, 'threads', f), 'utf8'), f).toBe(await readFile(join(dir, 'single', f), 'utf8'));
      expect(await readFile(join(dir, 'threads', 'docs/page-29/index.html'), 'utf8')).toContain('class="katex"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("render the pages again when the plugins' options change (the build cache keys on them)", async () => {
    const first = await buildSite({ 'docsgen.config.ts': mathConfig(), ...mathPages });
    try {
      expect(first.errors).toEqual([]);
      expect(await first.read('docs/intro/index.html')).toContain('class="katex-html"');
      const second = await buildSite({ 'docsgen.config.ts': mathConfig("{ output: 'mathml' }") }, first.siteDir);
      expect(second.errors).toEqual([]);
      expect(await second.read('docs/intro/index.html')).not.toContain('class="katex-html"');
      expect(await second.read('docs/other/index.html')).not.toContain('class="katex-html"');
    } finally {
      await first.cleanup();
    }
  });

  it('report a plugin that fails at the place its error names, with the plugin, and keep the previous output', async () => {
    const ok = await buildSite({ ...minimalSite, 'docs/intro.md': '# Intro\n\nText.\n' });
    try {
      expect(ok.errors).toEqual([]);
      const config = `import { defineConfig } from 'docsgen';
function noTables() { return (tree, file) => { const walk = (n) => { if (n.type === 'table') file.fail('tables are not allowed here', n); (n.children ?? []).forEach(walk); }; walk(tree); }; }
function broken() { return () => { throw new Error('boom'); }; }
export default defineConfig({ title: 'Fixture', docs: { remarkPlugins: [noTables], rehypePlugins: [null, broken] } });
`;
      const failed = await buildSite(
        { 'docsgen.config.ts': config, 'docs/intro.md': '# Intro\n\nText.\n\n| a |\n| - |\n| 1 |\n', 'docs/mdx.mdx': '# MDX\n\nText.\n' },
        ok.siteDir,
      );
      expect(failed.errors).toEqual([
        "docs/intro.md:5:1 docs.remarkPlugins[0] (noTables) failed: tables are not allowed here; fix what the plugin complains about, its options, or take it out of the config's docs.remarkPlugins",
        "docs/mdx.mdx docs.rehypePlugins[1] (broken) failed: boom; fix what the plugin complains about, its options, or take it out of the config's docs.rehypePlugins",
      ]);
      expect(await ok.read('docs/intro/index.html')).toContain('Text.');
    } finally {
      await ok.cleanup();
    }
  });
});
