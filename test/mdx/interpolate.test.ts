// `@docusaurus/Interpolate`: sites fill placeholders of their own text with it, in MDX and in
// their components (a feedback URL built from a template, a sentence with a link inside).
import { describe, expect, it } from 'vitest';
import { buildSite } from '../helpers/fixture.js';

describe('@docusaurus/Interpolate', () => {
  it('fills placeholders with text as a string, and with elements in place', async () => {
    const site = await buildSite({
      'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com' });\n`,
      'docs/intro.mdx': [
        "import Interpolate, { interpolate } from '@docusaurus/Interpolate';",
        '',
        "export const report = interpolate('https://example.com/new?page={page}&v={version}', { page: 'intro', version: 3 });",
        '',
        '# Intro',
        '',
        '<a className="report" href={report}>Report a problem</a>',
        '',
        "<p className=\"greeting\"><Interpolate values={{ name: <strong>Ada</strong>, left: 'ten' }}>{'Hello {name}, {left} days left, {unknown} stays.'}</Interpolate></p>",
        '',
      ].join('\n'),
    });
    try {
      expect(site.errors).toEqual([]);
      const html = await site.read('docs/intro/index.html');
      expect(html).toContain('<a class="report" href="https://example.com/new?page=intro&amp;v=3">Report a problem</a>');
      expect(html).toContain('<p class="greeting">Hello <strong>Ada</strong>, ten days left, {unknown} stays.</p>');
    } finally {
      await site.cleanup();
    }
  });
});
