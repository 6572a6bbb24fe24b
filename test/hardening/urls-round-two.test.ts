// URLs the first round missed: redirect targets in the config, image candidates in srcset,
// and data: images in raw HTML (which the README allows).
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const ctx = { baseUrl: '/', routeOfFile: new Map<string, string>(), linkRoots: ['/site/docs'] };
const parse = (body: string) => parseMarkdown(body, '/site/docs/a.md', ctx);

describe('redirect targets in the config', () => {
  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'VBScript:msgbox(1)'],
    ['javascript', ' java\tscript:alert(1)'],
  ])('refuses a %s: URL, and writes no redirect page', async (scheme, to) => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'F', url: 'https://example.com', redirects: [{ from: '/old', to: ${JSON.stringify(to)} }] });\n`,
    });
    try {
      expect(site.errors).toEqual([`docsgen.config.ts unsafe ${scheme}: URL in the redirects; links may only use http, https, mailto or site paths`]);
      expect(existsSync(join(site.outDir, 'old/index.html'))).toBe(false);
    } finally {
      await site.cleanup();
    }
  });
});

describe('image candidates and data: images in raw HTML', () => {
  it.each([
    ['<picture><source srcset="javascript:alert(1)"><img src="/a.png" alt=""></picture>'],
    ['<picture><source srcset="/a.png 1x, javascript:alert(1) 2x"><img src="/a.png" alt=""></picture>'],
    ['<img src="/a.png" srcset="/a.png 1x,vbscript:x 2x" alt="">'],
  ])('reports a script URL in a srcset and never writes it: %s', (body) => {
    const result = parse(`${body}\n`);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['/site/docs/a.md:1 link/unsafe-url']);
    expect(JSON.stringify(result.hast)).not.toMatch(/javascript:|vbscript:/i);
  });

  it('keeps a srcset of ordinary images, data: candidates with their commas included', () => {
    const result = parse('<picture><source srcset="/a.png 1x, data:image/png;base64,AAAA 2x"><img src="/a.png" alt=""></picture>\n');
    expect(result.diagnostics).toEqual([]);
    expect(JSON.stringify(result.hast)).toContain('"srcSet":"/a.png 1x, data:image/png;base64,AAAA 2x"');
  });

  it('keeps a data: image in raw HTML, as the README says', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const site = await buildSite({ ...minimalSite, 'docs/intro.md': `# Intro\n\n<img src="${png}" alt="dot">\n` });
    try {
      expect(site.errors).toEqual([]);
      expect(await site.read('docs/intro/index.html')).toContain(`<img src="${png}" alt="dot" loading="lazy"/>`);
    } finally {
      await site.cleanup();
    }
  });
});
