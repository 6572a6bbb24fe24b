// Issue 3: more than one docs version, with a version menu shown only when there are several.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;
/** The fixture's config with the navbar's version menu (Docusaurus's `docsVersionDropdown` item). */
const withDropdown = minimalSite['docsgen.config.ts']!.replace(
  "items: [{ label: 'Docs', to: '/docs/intro' }]",
  "items: [{ label: 'Docs', to: '/docs/intro' }, { type: 'docsVersionDropdown', position: 'right' }]",
);

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docsgen.config.ts': withDropdown,
    'versions.json': '["1.0"]',
    'versioned_docs/version-1.0/intro.md': '---\ntitle: Intro one\n---\n\nOld intro.\n',
    'versioned_docs/version-1.0/old.md': '---\ntitle: Old page\n---\n\nOnly in 1.0. See [intro](./intro.md).\n',
    'docs/intro.md': '---\ntitle: Intro next\n---\n\nNew intro.\n',
    'docs/new.md': '---\ntitle: New page\n---\n\nOnly in next.\n',
    'pages/about.md': '# About\n\nNot a doc.\n',
  });
  expect(site.errors).toEqual([]);
});

afterAll(() => site.cleanup());

describe('docs versions', () => {
  it('serves the newest release at the docs root and the working copy under /next', () => {
    expect(site.result!.routes).toEqual(expect.arrayContaining(['/docs', '/docs/intro', '/docs/old', '/docs/next', '/docs/next/intro', '/docs/next/new']));
    expect(site.result!.routes).not.toContain('/docs/new');
  });

  it('gives each version its own sidebar and pagination', async () => {
    const next = await site.read('docs/next/new/index.html');
    const menu = next.slice(next.indexOf('<nav class="menu"'), next.indexOf('</nav>', next.indexOf('<nav class="menu"')));
    expect(menu).toContain('href="/docs/next/intro"');
    expect(menu).not.toContain('href="/docs/old"');
    expect(next).toMatch(
      /rel="prev"><span class="pagination__sub pagination-nav__sublabel">Previous<\/span><span class="pagination__label pagination-nav__label" lang="en">Intro next<\/span>/,
    );
    const old = await site.read('docs/old/index.html');
    expect(old).toContain('<a href="/docs/intro">intro</a>');
  });

  it('shows a version menu linking to the same page in each version, or to that version’s home', async () => {
    const html = await site.read('docs/old/index.html');
    expect(html).toContain('<summary class="navbar__versions-summary" aria-label="Docs version: 1.0">1.0</summary>');
    expect(html).toContain('<a href="/docs/old" data-docs-version="1.0" aria-current="true">1.0</a>');
    expect(html).toContain('<a href="/docs/next/intro" data-docs-version="current">Next</a>');
  });

  it('shows the version menu on pages outside the docs too, as Docusaurus: named by the last version, each linking to its main doc', async () => {
    for (const file of ['about/index.html', '404.html']) {
      const html = await site.read(file);
      expect(html).toContain('<summary class="navbar__versions-summary" aria-label="Docs version: 1.0">1.0</summary>');
      expect(html).toContain('<a href="/docs/intro" data-docs-version="1.0">1.0</a>');
      expect(html).toContain('<a href="/docs/next/intro" data-docs-version="current">Next</a>');
      expect(html).not.toContain('aria-current="true">');
      expect(html).not.toContain('version-badge');
      expect(html).not.toContain('version-banner');
    }
  });

  it('shows no version menu without a docsVersionDropdown navbar item, as Docusaurus; the badge stays', async () => {
    const plain = await buildSite({ 'docsgen.config.ts': minimalSite['docsgen.config.ts']! }, site.siteDir);
    expect(plain.errors).toEqual([]);
    const html = await plain.read('docs/old/index.html');
    expect(html).not.toContain('navbar__versions');
    expect(html).toContain('version-badge');
    await buildSite({ 'docsgen.config.ts': withDropdown }, site.siteDir);
  });

  it("leads the navbar's doc items into the version of the page, the last version's doc where the version lacks it, as Docusaurus", async () => {
    const own = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace(
        "items: [{ label: 'Docs', to: '/docs/intro' }]",
        "items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'old', label: 'Old' }] }]",
      ),
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': '# Intro one\n',
      'versioned_docs/version-1.0/old.md': '# Old page\n',
      'docs/intro.md': '# Intro next\n',
      'pages/about.md': '# About\n',
    });
    try {
      expect(own.errors).toEqual([]);
      const navbar = (html: string) => [...html.matchAll(/<a class="navbar__[^"]*"[^>]*href="([^"]*)"[^>]*>(Intro|Old)</g)].map((m) => `${m[2]} ${m[1]}`);
      const shell = (html: string) => /data-shell="([^"]*)"/.exec(html)![1];
      const next = await own.read('docs/next/intro/index.html');
      expect(navbar(next)).toEqual(['Intro /docs/next/intro', 'Old /docs/old']);
      const last = await own.read('docs/intro/index.html');
      expect(navbar(last)).toEqual(['Intro /docs/intro', 'Old /docs/old']);
      const about = await own.read('about/index.html');
      expect(navbar(about)).toEqual(['Intro /docs/intro', 'Old /docs/old']);
      // The navbar differs: going from one version to the other loads the page whole.
      expect(shell(next)).not.toBe(shell(last));
      expect(shell(about)).toBe(shell(last));
    } finally {
      await own.cleanup();
    }
  });

  it('reports two versions at one path once, at versions.json, instead of each doc they share', async () => {
    const clash = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace("title: 'Fixture',", "title: 'Fixture', docs: { versions: { current: { path: '' } } },"),
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': '# Intro one\n',
      'versioned_docs/version-1.0/guide.md': '# Guide one\n',
      'docs/intro.md': '# Intro next\n',
      'docs/guide.md': '# Guide next\n',
    });
    try {
      expect(clash.errors).toEqual([
        'versions.json the versions "current" and "1.0" of the docs are both at /docs; give one of them a path of its own (versions.current.path), or make another the lastVersion',
      ]);
    } finally {
      await clash.cleanup();
    }
  });

  it('shows no version menu on a site with one version', async () => {
    const single = await buildSite(minimalSite);
    const intro = await single.read('docs/intro/index.html');
    expect(intro).not.toContain('navbar__versions');
    expect(intro).not.toContain('version-badge');
    await single.cleanup();
  });

  it("puts Docusaurus's banner above the pages of versions other than the last: unreleased before it, unmaintained after it, none when set so", async () => {
    const next = await site.read('docs/next/intro/index.html');
    expect(next).toContain(
      '<div class="admonition admonition--warning version-banner" role="alert"><p>This is unreleased documentation for Fixture <b>Next</b> version.</p><p>For up-to-date documentation, see the <b><a href="/docs/intro">latest version</a></b> (1.0).</p></div>',
    );
    // A page only in the working copy links to the last version's main doc.
    expect(await site.read('docs/next/new/index.html')).toContain('<b><a href="/docs/intro">latest version</a></b> (1.0)');
    expect(await site.read('docs/intro/index.html')).not.toContain('version-banner');

    const older = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': minimalSite['docsgen.config.ts']!.replace(
        "title: 'Fixture',",
        "title: 'Fixture', docs: { lastVersion: '2.0', versions: { current: { banner: 'none' }, '1.0': { badge: false } } },",
      ),
      'versions.json': '["2.0", "1.0"]',
      'versioned_docs/version-2.0/intro.md': '# Two\n',
      'versioned_docs/version-1.0/intro.md': '# One\n',
    });
    try {
      expect(older.errors).toEqual([]);
      expect(await older.read('docs/1.0/intro/index.html')).toContain(
        '<p>This is documentation for Fixture <b>1.0</b>, which is no longer actively maintained.</p><p>For up-to-date documentation, see the <b><a href="/docs/intro">latest version</a></b> (2.0).</p>',
      );
      expect(await older.read('docs/next/intro/index.html')).not.toContain('version-banner');
      // Each version's badge, as its option says (on by default when the docs have several versions).
      expect(await older.read('docs/intro/index.html')).toContain('<span class="version-badge theme-doc-version-badge">Version: 2.0</span>');
      expect(await older.read('docs/next/intro/index.html')).toContain('<span class="version-badge theme-doc-version-badge">Version: Next</span>');
      expect(await older.read('docs/1.0/intro/index.html')).not.toContain('version-badge');
    } finally {
      await older.cleanup();
    }
  });
});
