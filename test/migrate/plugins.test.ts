// `docsgen migrate` writes the remark and rehype plugins of the docs, blog and pages instances
// as imports in docsgen.config.ts. The sites that build run the command in plain Node, as a
// user does: the written config is then loaded the way Node loads it, not through Vitest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrate } from '../../src/migrate/migrate.js';
import { Imported, configSource } from '../../src/migrate/to-source.js';

const bin = join(process.cwd(), 'dist/bin/docsgen.js');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docsgen-migrate-plugins-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A Docusaurus site made of `files` (path → text) in a fresh folder. */
async function site(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(work, name);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** Runs the CLI in its own Node process; fails the test with its output when it fails. */
function cli(...args: string[]): string {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

const mathPage = '# Sums\n\nInline $x^2$ and a block:\n\n$$\n\\frac{a}{n}\n$$\n';

describe('a CommonJS config that requires remark-math and rehype-katex', () => {
  it('is written as their imports, and the site builds with the math rendered by KaTeX', async () => {
    const dir = await site('cjs-math', {
      'docusaurus.config.js': [
        "const math = require('remark-math');",
        "const katex = require('rehype-katex');",
        "module.exports = { title: 'Math', url: 'https://math.example.com', baseUrl: '/',",
        "  presets: [['classic', { docs: { remarkPlugins: [math], rehypePlugins: [[katex, { strict: false }]] }, blog: false }]] };",
        '',
      ].join('\n'),
      'docs/sums.mdx': mathPage,
    });
    const stdout = cli('migrate', dir);
    expect(stdout).not.toContain('Plugins');
    const source = await readFile(join(dir, 'docsgen.config.ts'), 'utf8');
    expect(source).toContain(
      [
        "import { defineConfig } from 'docsgen';",
        "import remarkMath from 'remark-math';",
        "import rehypeKatex from 'rehype-katex';",
        '',
        'export default defineConfig({',
      ].join('\n'),
    );
    expect(source).toContain('docs: { remarkPlugins: [remarkMath], rehypePlugins: [[rehypeKatex, { strict: false }]] },');
    const out = join(work, 'cjs-math-out');
    cli('build', dir, '--out', out);
    const html = await readFile(join(out, 'docs/sums/index.html'), 'utf8');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<span class="katex-display">');
    expect(html).not.toContain('$$');
  });
});

describe('an ES module config', () => {
  it('writes default imports as default imports and named imports as named ones', async () => {
    const dir = await site('esm', {
      'docusaurus.config.mjs': [
        "import remarkMath from 'remark-math';",
        "import rehypeKatex from 'rehype-katex';",
        "import { remarkDirectiveRehype as directives } from 'remark-directive-rehype';",
        "import * as slug from 'rehype-slug';",
        "export default { title: 'ESM', url: 'https://esm.example.com', baseUrl: '/',",
        '  presets: [["classic", { docs: { beforeDefaultRemarkPlugins: [directives], remarkPlugins: [remarkMath] },',
        '    blog: { rehypePlugins: [slug.default, rehypeKatex] } }]] };',
        '',
      ].join('\n'),
      'blog/2025-01-01-hello.md': '# Hello\n',
    });
    const { configFile, notes } = await migrate({ siteDir: dir });
    const source = await readFile(configFile, 'utf8');
    expect(source).toContain(
      [
        "import { remarkDirectiveRehype } from 'remark-directive-rehype';",
        "import remarkMath from 'remark-math';",
        "import rehypeSlug from 'rehype-slug';",
        "import rehypeKatex from 'rehype-katex';",
      ].join('\n'),
    );
    expect(source).toContain('docs: { beforeDefaultRemarkPlugins: [remarkDirectiveRehype], remarkPlugins: [remarkMath] },');
    expect(source).toContain('blog: { rehypePlugins: [rehypeSlug, rehypeKatex] },');
    expect(notes.filter((n) => n.includes('Plugins'))).toEqual([]);
  });
});

describe('an async config function that imports its plugins, and a local plugin file, written elsewhere (--out)', () => {
  it('writes the packages, and the file relative to the written config, and the site builds with both', async () => {
    const dir = await site('async-local', {
      'docusaurus.config.js': [
        'module.exports = async function createConfig() {',
        "  const math = (await import('remark-math')).default;",
        "  const { default: katex } = await import('rehype-katex');",
        "  const stamp = require('./src/remark/stamp');",
        "  return { title: 'Async', url: 'https://async.example.com', baseUrl: '/',",
        "    presets: [['classic', { docs: { remarkPlugins: [math, [stamp, { text: 'Stamped by the local plugin' }]], rehypePlugins: [katex] }, blog: false }]] };",
        '};',
        '',
      ].join('\n'),
      'src/remark/stamp.js': [
        '// Adds a paragraph with the text it is given at the end of each page.',
        'module.exports = function stamp(options) {',
        "  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.text }] }); };",
        '};',
        '',
      ].join('\n'),
      'docs/sums.mdx': mathPage,
    });
    const out = join(work, 'async-local-config');
    const stdout = cli('migrate', dir, '--out', out);
    expect(stdout).toContain(
      'presets[0].docs: docsgen.config.ts imports remark-math, rehype-katex, which are found from its own folder (and the folders above it); install them there',
    );
    const source = await readFile(join(out, 'docsgen.config.ts'), 'utf8');
    expect(source).toContain(
      ["import remarkMath from 'remark-math';", "import stamp from '../async-local/src/remark/stamp.js';", "import rehypeKatex from 'rehype-katex';"].join(
        '\n',
      ),
    );
    expect(source).toContain("remarkPlugins: [remarkMath, [stamp, { text: 'Stamped by the local plugin' }]],");
    const built = join(work, 'async-local-out');
    cli('build', out, '--out', built);
    const html = await readFile(join(built, 'docs/sums/index.html'), 'utf8');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<p>Stamped by the local plugin</p>');
  });

  it('writes an ES module plugin file with its export names, and a TypeScript one as the .js an import of it names', async () => {
    const dir = await site('local-esm', {
      'docusaurus.config.ts': [
        "import shout, { whisper } from './plugins/voice.mjs';",
        "import { mark } from './src/rehype/index';",
        "export default { title: 'Local', url: 'https://local.example.com', baseUrl: '/',",
        "  presets: [['classic', { pages: { remarkPlugins: [shout, whisper], rehypePlugins: [mark] } }]] };",
        '',
      ].join('\n'),
      'plugins/voice.mjs': 'export default function shout() {}\nexport const whisper = () => undefined;\n',
      'src/rehype/index.ts': 'export function mark(): void {}\n',
    });
    const { configFile } = await migrate({ siteDir: dir });
    const source = await readFile(configFile, 'utf8');
    expect(source).toContain("import shout, { whisper } from './plugins/voice.mjs';\nimport { mark } from './src/rehype/index.js';\n");
    expect(source).toContain("pages: { path: 'src/pages', remarkPlugins: [shout, whisper], rehypePlugins: [mark] },");
  });
});

describe('plugins migrate cannot write', () => {
  it('notes each such entry and still writes the others of its list', async () => {
    const dir = await site('not-written', {
      'docusaurus.config.js': [
        "const math = require('remark-math');",
        "const katex = require('rehype-katex');",
        "const admonitions = require('remark-admonitions');",
        'function inline() { return () => {}; }',
        "const helpers = require('./src/remark/helpers');",
        "module.exports = { title: 'Notes', url: 'https://notes.example.com', baseUrl: '/',",
        '  presets: [["classic", { docs: {',
        '    remarkPlugins: [math, inline, admonitions({ tag: ":::" }), null, helpers],',
        '    rehypePlugins: [[katex, { strict: false, trust: (context) => context.command === "\\\\url" }], [katex, { macros: { "\\\\RR": "\\\\mathbb{R}" } }]],',
        '  } }]] };',
        '',
      ].join('\n'),
      'src/remark/helpers.js': 'module.exports = { heading: () => () => {} };\n',
    });
    const { configFile, notes } = await migrate({ siteDir: dir });
    const source = await readFile(configFile, 'utf8');
    expect(source).toContain("import remarkMath from 'remark-math';\nimport rehypeKatex from 'rehype-katex';\n\n");
    expect(source).toContain(
      ['  docs: {', '    remarkPlugins: [remarkMath],', "    rehypePlugins: [[rehypeKatex, { macros: { '\\\\RR': '\\\\mathbb{R}' } }]],", '  },'].join('\n'),
    );
    expect(notes.filter((n) => n.includes('Plugins'))).toEqual([
      'presets[0].docs.remarkPlugins[1] (the function inline): the plugin is written in the Docusaurus config itself, and migrate writes only plugins imported from a package or a file; move it into a file of its own and import it from there before migrating, or add it to docsgen.config.ts (docs.remarkPlugins) by hand; left out',
      'presets[0].docs.remarkPlugins[2] (remark-admonitions): the plugin is what a function of remark-admonitions returned, and migrate does not run packages; add it to docsgen.config.ts (docs.remarkPlugins) by hand; left out',
      'presets[0].docs.remarkPlugins[4]: expected a remark or rehype plugin (a function), or [plugin, options] ({ heading }); left out',
      'presets[0].docs.rehypePlugins[0] (rehype-katex): its options hold trust: the function trust, which cannot be written as data; add it to docsgen.config.ts (docs.rehypePlugins) by hand; left out',
    ]);
  });
});

describe('the imports the writer names', () => {
  it('gives each module one line, each value one name, and names that do not collide', () => {
    const source = configSource({
      docs: {
        remarkPlugins: [
          new Imported('@acme/remark-notes', 'default'),
          new Imported('remark-notes', 'default'),
          new Imported('./plugins/index.js', 'default'),
          new Imported('./plugins/index.js', 'extra', ['inner', 'two-words']),
          new Imported('remark-tools', 'default', ['default']),
          [new Imported('remark-notes', 'default'), { x: 1 }],
        ],
        rehypePlugins: [new Imported('rehype-x', 'class'), new Imported('./local.mjs', 'default', [], 'defineConfig')],
      },
    });
    expect(source).toBe(
      [
        "import { defineConfig } from 'docsgen';",
        "import remarkNotes from '@acme/remark-notes';",
        "import remarkNotes2 from 'remark-notes';",
        "import plugins, { extra } from './plugins/index.js';",
        "import remarkTools from 'remark-tools';",
        "import { class as _class } from 'rehype-x';",
        "import local from './local.mjs';",
        '',
        'export default defineConfig({',
        '  docs: {',
        '    remarkPlugins: [',
        '      remarkNotes,',
        '      remarkNotes2,',
        '      plugins,',
        "      extra.inner['two-words'],",
        '      remarkTools.default,',
        '      [remarkNotes2, { x: 1 }],',
        '    ],',
        '    rehypePlugins: [_class, local],',
        '  },',
        '});',
        '',
      ].join('\n'),
    );
  });
});
