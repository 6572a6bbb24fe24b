// MDX pages against Markdown pages of the same size: three sites of N docs with the same text,
// (1) `.md` files (the Markdown path), (2) the same text as `.mdx` (compiled as MDX, bundled,
// rendered by React), (3) `.mdx` files that also import `@theme/Tabs` and a component of the
// site. Each site is built `runs` times with `docsgen build --verbose --no-cache`; the table gives the
// whole build and the stages MDX adds or changes. With `--baseline <docsgen.js>` (an engine
// built before MDX support), the Markdown site is also built with it: a site without MDX must
// build as fast as before.
// Usage: node bench/mdx-vs-markdown.mjs [--pages 300] [--runs 5] [--baseline /path/to/dist/bin/docsgen.js]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arg, DOCSGEN, WORK, cleanEnv, envNote, fmt, stageTimes, stats, table, timed } from './lib.mjs';

const pages = Number(arg('--pages', '300'));
const runs = Number(arg('--runs', '5'));
const baseline = arg('--baseline', undefined);

const section = (i, j) => `## Section ${j} of page ${i}

Some prose with **bold**, _emphasis_, \`inline code\` and [a link](./page-${(i + 1) % pages}.md).
A second sentence makes the paragraph as long as a real one usually is, give or take a few words.

- a list item
- another item with \`code\`

\`\`\`js title="example.js" {2}
const answer = 42;
console.log(answer);
\`\`\`

:::note

An admonition in section ${j}.

:::
`;

const body = (i) => `# Page ${i}\n\n${Array.from({ length: 8 }, (_, j) => section(i, j)).join('\n')}`;

const tabs = `
<Tabs groupId="pm">
  <TabItem value="npm">

\`\`\`bash
npm install
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn">Yarn text</TabItem>
</Tabs>

<Badge label="component" />
`;

function site(name, ext, components) {
  const dir = join(WORK, 'mdx-vs-markdown', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  mkdirSync(join(dir, 'src', 'components'), { recursive: true });
  writeFileSync(join(dir, 'docsgen.config.ts'), `export default { title: 'Bench', url: 'https://bench.example.com' };\n`);
  writeFileSync(join(dir, 'src', 'components', 'Badge.jsx'), `export default function Badge({ label }) { return <span className="badge">{label}</span>; }\n`);
  const imports = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Badge from '@site/src/components/Badge';\n\n`;
  for (let i = 0; i < pages; i++) {
    // Links point at the same file name in every site.
    const text = body(i).replaceAll('.md)', `.${ext})`);
    writeFileSync(join(dir, 'docs', `page-${i}.${ext}`), components ? `${imports}${text}\n${tabs}` : text);
  }
  return dir;
}

const sites = [
  ['Markdown (.md)', site('md', 'md', false), DOCSGEN],
  ['same text as MDX (.mdx)', site('mdx', 'mdx', false), DOCSGEN],
  ['MDX with Tabs and a component', site('mdx-components', 'mdx', true), DOCSGEN],
];
if (baseline) sites.push(['Markdown (.md), engine before MDX', join(WORK, 'mdx-vs-markdown', 'md'), baseline]);

const rows = [];
const results = new Map();
for (const [label, dir, engine] of sites) {
  const totals = [];
  const bundle = [];
  const render = [];
  // Cold builds: without --no-cache every run after the first would take its pages from the build cache.
  const noCache = engine === DOCSGEN ? ['--no-cache'] : [];
  timed(process.execPath, [engine, 'build', dir, ...noCache], { env: cleanEnv() }); // warm the file cache
  for (let r = 0; r < runs; r++) {
    const out = timed(process.execPath, [engine, 'build', dir, '--verbose', ...noCache], { env: cleanEnv() });
    totals.push(out.seconds);
    const stages = stageTimes(out.stdout + out.stderr);
    bundle.push((stages.bundleSiteCode ?? 0) / 1000);
    render.push((stages.render ?? 0) / 1000);
  }
  results.set(label, stats(totals).median);
  rows.push([label, fmt(stats(totals)), fmt(stats(bundle)), fmt(stats(render))]);
}
table(['site', 'build, s', 'bundleSiteCode, s', 'render, s'], rows);
const md = results.get('Markdown (.md)');
console.log(
  `\nMDX / Markdown: ${(results.get('same text as MDX (.mdx)') / md).toFixed(2)}x (same text), ${(results.get('MDX with Tabs and a component') / md).toFixed(2)}x (with components).` +
    (baseline ? ` Markdown site, this engine / engine before MDX: ${(md / results.get('Markdown (.md), engine before MDX')).toFixed(2)}x.` : ''),
);
console.log(`\n${pages} docs per site, ${runs} runs each (median, min–max). ${envNote()}`);
