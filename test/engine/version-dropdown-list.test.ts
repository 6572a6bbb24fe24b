// The `versions` option of a `docsVersionDropdown` navbar item, as Docusaurus's: the menu lists
// only the versions it names, in its order and with its labels, and shows the page's version or,
// when it does not list that one, the first it lists. A name the docs do not have is an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild, type SiteFiles } from '../helpers/fixture.js';

const config = (versions: string): string =>
  `export default { title: 'V', url: 'https://example.com', blog: false, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }, { type: 'docsVersionDropdown', position: 'right', versions: ${versions} }] } };\n`;

const files: SiteFiles = {
  'versions.json': '["2.0", "1.0"]',
  'versioned_docs/version-2.0/intro.md': '# Intro two\n\nTwo.\n',
  'versioned_docs/version-1.0/intro.md': '# Intro one\n\nOne.\n',
  'docs/intro.md': '# Intro next\n\nNext.\n',
  'pages/about.md': '# About\n\nNot a doc.\n',
};

/** The menu's label and its entries (label → href). */
function menu(html: string): { label: string; entries: string[] } {
  const start = html.indexOf('<details class="navbar__versions">');
  const part = html.slice(start, html.indexOf('</details>', start));
  return {
    label: /<summary[^>]*>([^<]*)</.exec(part)![1]!,
    entries: [...part.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} → ${m[1]}`),
  };
}

describe('a docsVersionDropdown with versions', () => {
  let site: FixtureBuild;
  beforeAll(async () => {
    site = await buildSite({ ...files, 'docsgen.config.ts': config(`['current', '1.0']`) });
  }, 60_000);
  afterAll(() => site.cleanup());

  it('lists only those versions, in that order, and shows the page’s version when it lists it', async () => {
    expect(site.errors).toEqual([]);
    expect(menu(await site.read('docs/1.0/intro/index.html'))).toEqual({ label: '1.0', entries: ['Next → /docs/next/intro', '1.0 → /docs/1.0/intro'] });
  });

  it('shows the first version it lists on a page of another version and outside the docs, where the last version is not listed', async () => {
    expect(menu(await site.read('docs/intro/index.html')).label).toBe('Next');
    expect(menu(await site.read('about/index.html'))).toEqual({ label: 'Next', entries: ['Next → /docs/next/intro', '1.0 → /docs/1.0/intro'] });
    // The page's own version still names it in its badge.
    expect(await site.read('docs/intro/index.html')).toContain('Version: 2.0');
  });

  it('takes labels from the object form, for the entries and the menu', async () => {
    const relabelled = await buildSite({ ...files, 'docsgen.config.ts': config(`{ '2.0': { label: 'Stable' }, current: {} }`) });
    expect(relabelled.errors).toEqual([]);
    expect(menu(await relabelled.read('about/index.html'))).toEqual({ label: 'Stable', entries: ['Stable → /docs/intro', 'Next → /docs/next/intro'] });
    await relabelled.cleanup();
  });

  it('fails on a version the docs do not have, naming the ones they have', async () => {
    const wrong = await buildSite({ ...files, 'docsgen.config.ts': config(`['current', '3.0']`) });
    expect(wrong.errors).toEqual([
      'docsgen.config.ts navbar.items[1].versions: docs "default" have no version "3.0"; name one of "current", "2.0", "1.0" (versions.json lists the released ones, "current" is the docs folder)',
    ]);
    await wrong.cleanup();
  });
});

describe('a docsVersionDropdown over docs of one version', () => {
  it('is a link to them under the version’s label, on every page, and adds no badge, as on Docusaurus', async () => {
    const site = await buildSite({
      'docsgen.config.ts':
        "export default { title: 'V', url: 'https://example.com', blog: false, docs: { lastVersion: 'current', versions: { current: { label: '3.x' } } }, navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }] } };\n",
      'docs/intro.md': '# Intro\n\nText.\n',
      'docs/guide.md': '# Guide\n\nText.\n',
      'pages/about.md': '# About\n\nNot a doc.\n',
    });
    try {
      expect(site.errors).toEqual([]);
      // To the version's main doc (the sidebar's first, `guide`), from any page.
      const link = '<a class="navbar__link navbar__item" href="/docs/guide" data-docs-version="current">3.x</a>';
      const intro = await site.read('docs/intro/index.html');
      expect(intro).toContain(link);
      expect(intro).not.toContain('navbar__versions');
      expect(intro).not.toContain('Version: 3.x');
      expect(await site.read('about/index.html')).toContain(link);
    } finally {
      await site.cleanup();
    }
  });
});
