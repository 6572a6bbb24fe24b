// Script URLs are build errors wherever a link can be written: Markdown, raw HTML, the navbar
// config and the home data.
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/markdown/parse-markdown.js';
import { buildSite, minimalSite } from '../helpers/fixture.js';
import { unsafeUrlScheme } from '../../src/security/urls.js';

const ctx = { baseUrl: '/', routeOfFile: new Map<string, string>(), linkRoots: ['/site/docs'] };
const parse = (body: string) => parseMarkdown(body, '/site/docs/a.md', ctx);
const unsafeErrors = (body: string) => parse(body).diagnostics.filter((d) => d.code === 'link/unsafe-url');

describe('unsafe URLs', () => {
  it('reads schemes the way browsers do', () => {
    expect(unsafeUrlScheme('javascript:alert(1)')).toBe('javascript');
    expect(unsafeUrlScheme(' \u0001JaVaScRiPt:alert(1)')).toBe('javascript');
    expect(unsafeUrlScheme('java\tscr\nipt:alert(1)')).toBe('javascript');
    expect(unsafeUrlScheme('vbscript:msgbox')).toBe('vbscript');
    expect(unsafeUrlScheme('data:text/html,<script>alert(1)</script>')).toBe('data');
    expect(unsafeUrlScheme('data:image/png;base64,AAAA', true)).toBeUndefined();
    expect(unsafeUrlScheme('https://example.com/javascript:x')).toBeUndefined();
    expect(unsafeUrlScheme('/docs/javascript:x')).toBeUndefined();
  });

  it.each([
    ['Markdown link', '[x](javascript:alert(1))'],
    ['Markdown link, entity-encoded', '[x](&#106;avascript:alert(1))'],
    ['Markdown link, control character first', '[x](<\u0001javascript:alert(1)>)'],
    ['autolink', '<javascript:alert(1)>'],
    ['reference definition', '[x]\n\n[x]: vbscript:msgbox(1)'],
    ['data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['raw <a> block', '<div>\n<a href="javascript:alert(1)">x</a>\n</div>'],
    ['raw <a> inline, entity-encoded', 'Hi <a href="&#106;avascript:alert(1)">x</a> there'],
    ['raw <a> with a tab in the scheme', 'Hi <a href="java&#9;script:alert(1)">x</a>'],
    ['raw <a> with data:', '<a href="data:text/html,hi">d</a>'],
    ['raw <svg><a>', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['raw <area>', '<map name="m"><area href="vbscript:x" alt="x"></map>'],
  ])('%s is an error with a position', (_what, body) => {
    const errors = unsafeErrors(`Text.\n\n${body}\n`);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.file).toBe('/site/docs/a.md');
    expect(errors[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('leaves data: images and ordinary links alone', () => {
    expect(unsafeErrors('![x](data:image/png;base64,AAAA)\n\n[a](https://example.com) [b](mailto:a@b.c) <a href="https://example.com">c</a>\n')).toEqual([]);
  });

  it('never renders an unsafe href', () => {
    const html = JSON.stringify(parse('<a href="javascript:alert(1)">x</a> [y](javascript:alert(2))\n').hast);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('is an error in the navbar config and in the home data', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'F', url: 'https://example.com', homeData: 'home.json', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'X', to: 'javascript:alert(1)' }, { label: 'Y', to: ' data:text/html,x' }] } });\n`,
      'home.json': JSON.stringify({
        cta: { label: 'Go', href: 'JAVASCRIPT:alert(1)' },
        quickLinks: [
          { label: 'v', href: 'vbscript:x' },
          { label: 'ok', href: '/docs/intro' },
        ],
      }),
    });
    try {
      const unsafe = site.errors.filter((e) => e.includes('unsafe'));
      expect(unsafe).toHaveLength(4);
      expect(unsafe.filter((e) => e.startsWith('docsgen.config.ts') && e.includes('the navbar'))).toHaveLength(2);
      expect(unsafe.filter((e) => e.startsWith('home.json') && e.includes('the home data'))).toHaveLength(2);
    } finally {
      await site.cleanup();
    }
  });
});
