// Markdown through a whole build: a broken link with onBrokenLinks: 'warn' is reported once, as
// a warning, and the page is written with what the Markdown fixes changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { formatDiagnostic } from '../../src/diagnostics.js';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', onBrokenLinks: 'warn',"),
    'static/shot.png': '',
    'docs/page.md': [
      '---',
      'title: Page',
      '---',
      '',
      'A [broken link](/docs/missing) and a note[^1].',
      '',
      '![Shot](/shot.png)',
      '',
      '[^1]: The note.',
      '',
    ].join('\n'),
  });
});

afterAll(() => site.cleanup());

describe('a page with a broken link and onBrokenLinks: "warn"', () => {
  it('builds, with the broken link reported once, as a warning at its Markdown line', () => {
    expect(site.errors).toEqual([]);
    const printed = site.result!.diagnostics.map((d) => formatDiagnostic(d, site.siteDir));
    expect(printed).toEqual(['docs/page.md:5:3 warning: broken link to /docs/missing']);
  });

  it('writes the page with a hidden footnotes label and a lazy image', async () => {
    const html = await site.read('docs/page/index.html');
    expect(html).toContain('<h2 id="footnote-label" class="sr-only">Footnotes</h2>');
    expect(html).toContain('<img src="/shot.png" alt="Shot" loading="lazy"/>');
    expect(html).not.toContain('as="image"');
  });
});
