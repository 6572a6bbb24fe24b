// ```mermaid blocks with `markdown.mermaid` on: the diagram's element holding its source, the
// site's mermaid files beside the pages, the policy that lets mermaid style its drawings, and
// what happens without the option or with a mermaid too old. (Drawing: test/e2e/mermaid.test.ts.)
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { parseHeadersFile } from '../../src/security/content-security-policy.js';

const DIAGRAM = '```mermaid\ngraph TD;\n  A[Start] --> B{"a < b"};\n```\n';

let site: FixtureBuild | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

function config(mermaid: string): string {
  return `export default { title: 'Diagrams', url: 'https://example.com', markdown: { mermaid: ${mermaid} } };\n`;
}

async function policy(build: FixtureBuild): Promise<string> {
  return parseHeadersFile(await build.read('_headers'))['Content-Security-Policy']!;
}

describe('mermaid diagrams', () => {
  it('are an element with their source, in .md and through @theme/Mermaid in MDX, and mermaid is copied beside the pages', async () => {
    site = await buildSite({
      'docsgen.config.ts': config('true'),
      'docs/intro.md': `# Intro\n\n${DIAGRAM}\nAnd code:\n\n\`\`\`js\nlet a = 1;\n\`\`\`\n`,
      'docs/other.mdx': "import Mermaid from '@theme/Mermaid';\n\n# Other\n\n<Mermaid value={'sequenceDiagram\\n  A->>B: hi'} />\n\n" + DIAGRAM,
    });
    expect(site.errors).toEqual([]);
    const intro = await site.read('docs/intro/index.html');
    expect(intro).toContain(
      '<div class="docusaurus-mermaid-container" data-mermaid=""><pre><code>graph TD;\n  A[Start] --&gt; B{&quot;a &lt; b&quot;};</code></pre></div>',
    );
    // Other languages stay code blocks.
    expect(intro).toMatch(/<div class="code-block[^"]*"/);
    const other = await site.read('docs/other/index.html');
    expect(other).toContain('<div class="docusaurus-mermaid-container" data-mermaid=""><pre><code>sequenceDiagram\n  A-&gt;&gt;B: hi</code></pre></div>');
    expect(other.match(/docusaurus-mermaid-container/g)).toHaveLength(2);
    const folders = readdirSync(join(site.outDir, 'assets')).filter((f) => f.startsWith('mermaid-'));
    expect(folders).toHaveLength(1);
    expect(existsSync(join(site.outDir, 'assets', folders[0]!, 'mermaid.esm.min.mjs'))).toBe(true);
    expect(readdirSync(join(site.outDir, 'assets', folders[0]!, 'chunks', 'mermaid.esm.min')).some((f) => f.startsWith('flowDiagram'))).toBe(true);
    const attribute = /data-mermaid-config="([^"]*)"/.exec(intro)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(attribute)).toEqual({ src: `/assets/${folders[0]}/mermaid.esm.min.mjs`, theme: { light: 'default', dark: 'dark' }, options: {} });
    // Mermaid draws with <style> elements and style attributes.
    expect(await policy(site)).toContain("style-src 'self' 'unsafe-inline'");
    // The versioned folder is cached for good, as hashed names are.
    expect(await site.read('_headers')).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it("take mermaid's theme per color mode and its options from the config", async () => {
    site = await buildSite({
      'docsgen.config.ts': config("{ theme: { dark: 'forest' }, options: { flowchart: { curve: 'linear' } } }"),
      'docs/intro.md': `# Intro\n\n${DIAGRAM}`,
    });
    expect(site.errors).toEqual([]);
    const intro = await site.read('docs/intro/index.html');
    const attribute = /data-mermaid-config="([^"]*)"/.exec(intro)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(attribute)).toMatchObject({ theme: { light: 'default', dark: 'forest' }, options: { flowchart: { curve: 'linear' } } });
  });

  it('stay code blocks without the option, and the policy stays strict', async () => {
    site = await buildSite({ 'docsgen.config.ts': config('false'), 'docs/intro.md': `# Intro\n\n${DIAGRAM}` });
    expect(site.errors).toEqual([]);
    const intro = await site.read('docs/intro/index.html');
    expect(intro).not.toContain('docusaurus-mermaid-container');
    expect(intro).not.toContain('data-mermaid-config');
    expect(intro).toMatch(/<div class="code-block[^"]*"/);
    expect(readdirSync(join(site.outDir, 'assets')).filter((f) => f.startsWith('mermaid-'))).toEqual([]);
    expect(await policy(site)).toContain("style-src 'self';");
  });

  it('is an error at the config when the installed mermaid is older than 10', async () => {
    site = await buildSite({
      'docsgen.config.ts': config('true'),
      'docs/intro.md': `# Intro\n\n${DIAGRAM}`,
      'node_modules/mermaid/package.json': '{ "name": "mermaid", "version": "8.14.0", "main": "dist/mermaid.min.js" }\n',
      'node_modules/mermaid/dist/mermaid.min.js': '',
    });
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toMatch(
      /^docsgen\.config\.ts\b.*markdown\.mermaid is on, but the installed mermaid 8\.14\.0 .* has no dist\/mermaid\.esm\.min\.mjs: docsgen draws diagrams with mermaid 10 or later; upgrade it/,
    );
  });
});
