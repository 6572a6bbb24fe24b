// How build time grows with the size of one page (it should grow linearly): a site of one
// large page, of ordinary docs (headings, prose, lists, code), of prose only, or of headings
// only, at doubling sizes, built by the docsgen command. The largest size, 5 MB by default, is
// the "very large page" a generator must not choke on; the suite checks a smaller ratio.
// Usage: node bench/pathological.mjs [sizes in KB, comma-separated; default 64,256,1024,5120]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCSGEN, WORK, cleanEnv, envNote, timed } from './lib.mjs';

const kinds = {
  docs: '## Section\n\nSome text with `code`, a [link](/docs/intro) and **bold** words in a paragraph that goes on.\n\n- item one\n- item two\n\n```js\nconst x = 1;\n```\n\n',
  prose: '## Section\n\nSome text with `code`, a [link](/docs/intro) and **bold** words in a paragraph that goes on.\n\n',
  headings: '## Heading\n\nText.\n\n',
};
const sizes = (process.argv[2] ?? '64,256,1024,5120').split(',').map(Number);
const site = join(WORK, 'pathological');
console.log(envNote());
console.log('| page | size | build | ms per KB |\n| --- | ---: | ---: | ---: |');
for (const [kind, block] of Object.entries(kinds)) {
  for (const kb of sizes) {
    rmSync(site, { recursive: true, force: true });
    mkdirSync(join(site, 'docs'), { recursive: true });
    writeFileSync(join(site, 'docsgen.config.ts'), "export default { title: 'Big', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n");
    writeFileSync(join(site, 'docs/intro.md'), `# Big\n\n${block.repeat(Math.ceil((kb * 1024) / block.length))}`);
    const run = timed(process.execPath, [DOCSGEN, 'build', site, '--out', join(site, 'out'), '--no-cache'], { env: cleanEnv({ NO_COLOR: '1' }) });
    console.log(`| ${kind} | ${kb} KB | ${run.seconds.toFixed(2)} s | ${((run.seconds * 1000) / kb).toFixed(2)} |`);
  }
}
rmSync(site, { recursive: true, force: true });
