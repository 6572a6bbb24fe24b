// `sitemap.ignorePatterns`, as Docusaurus's sitemap plugin: globs matched against each page's path
// with the base URL leave those pages out of sitemap.xml; the pages themselves are built as usual.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';

describe('sitemap.ignorePatterns', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({
      'docsgen.config.ts': `export default {
  title: 'S',
  url: 'https://example.com',
  baseUrl: '/base/',
  docs: [{}, { id: 'lab', path: 'lab', routeBasePath: 'lab' }],
  blog: false,
  sitemap: { ignorePatterns: ['/base/lab/**', '/base/docs/hidden'] },
};\n`,
      'docs/intro.md': '# Introduction\n\nStart here.\n',
      'docs/hidden.md': '# Hidden\n\nNot listed.\n',
      'lab/intro.md': '# Lab\n\nExperiments.\n',
      'lab/more/index.md': '# More\n\nMore experiments.\n',
    });
  }, 60_000);
  afterAll(() => site.cleanup());

  it('leaves the matching pages out of sitemap.xml and builds them', async () => {
    expect(site.errors).toEqual([]);
    const sitemap = await site.read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.com/base/docs/intro</loc>');
    expect(sitemap).not.toContain('/base/docs/hidden');
    expect(sitemap).not.toContain('/base/lab/');
    expect(await site.read('lab/more/index.html')).toContain('More experiments.');
    expect(await site.read('docs/hidden/index.html')).toContain('Not listed.');
  });
});
