// A site with `i18n` is built in every locale, as Docusaurus builds it: the default at the
// root, each other under /<locale>/, with the translated files in place of the default
// language's where they exist, its language, direction and code.json, in one staging folder.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild, type SiteFiles } from '../helpers/fixture.js';

let site: FixtureBuild | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const config = (i18n: string, more = '') =>
  `export default { title: 'Site', url: 'https://example.com', search: true, i18n: ${i18n}, pages: { path: 'src/pages' }, ${more} };\n`;

const twoLocales: SiteFiles = {
  'docsgen.config.ts': config(
    "{ defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { ar: { direction: 'rtl', htmlLang: 'ar-EG' } } }",
    "navbar: { items: [{ type: 'localeDropdown', position: 'right' }] }",
  ),
  'docs/intro.md': '---\ntitle: Intro\n---\n\nHello. See [the guide](./guide.md) and [more](./sub/more.md).\n',
  'docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide, in English. Back to [intro](intro.md).\n',
  'docs/sub/more.md': '---\ntitle: More\n---\n\nMore, [up](../intro.md).\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello post\n---\n\nA post.\n',
  'src/pages/about.md': '# About\n\nAbout us.\n',
  'static/img/logo.txt': 'logo',
  'i18n/fr/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' } }),
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
    '---\ntitle: Introduction\n---\n\nBonjour. Voir [le guide](./guide.md) et [plus](./sub/more.md).\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md': '---\ntitle: Bonjour billet\n---\n\nUn billet.\n',
  'i18n/fr/docusaurus-plugin-content-pages/about.md': '# À propos\n\nNous.\n',
};

describe('a site in several locales', () => {
  it('builds the default locale at the root and the others under /<locale>/, translated files in place', async () => {
    site = await buildSite(twoLocales);
    expect(site.errors).toEqual([]);
    // The default locale is the site as it was.
    const intro = await site.read('docs/intro/index.html');
    expect(intro).toMatch(/<html lang="en"[^>]*>/);
    expect(intro).not.toContain('dir="rtl"');
    expect(intro).toContain('Hello.');
    // French: the translation where there is one, the English where there is none.
    const fr = await site.read('fr/docs/intro/index.html');
    expect(fr).toMatch(/<html lang="fr"[ >]/);
    expect(fr).toContain('Bonjour.');
    expect(fr).toContain('Page suivante');
    // Links stay within the locale, from a translated page to an untranslated one and back.
    expect(fr).toContain('href="/fr/docs/guide"');
    expect(fr).toContain('href="/fr/docs/sub/more"');
    const guide = await site.read('fr/docs/guide/index.html');
    expect(guide).toContain('The guide, in English.');
    expect(guide).toContain('href="/fr/docs/intro"');
    expect(await site.read('fr/docs/sub/more/index.html')).toContain('href="/fr/docs/intro"');
    // Docusaurus's own French where code.json says nothing.
    expect(fr).toContain('Aller au contenu principal');
    // The blog and pages too; assets and static files under the locale's folder.
    expect(await site.read('fr/blog/2024/01/02/hello/index.html')).toContain('Un billet.');
    expect(await site.read('blog/2024/01/02/hello/index.html')).toContain('A post.');
    expect(await site.read('fr/about/index.html')).toContain('À propos');
    expect(await site.read('fr/img/logo.txt')).toBe('logo');
    expect(fr).toMatch(/<link rel="stylesheet" href="\/fr\/assets\/[^"]+\.css"/);
    // Arabic: its htmlLang and direction, the theme's Arabic, every page in English.
    const ar = await site.read('ar/docs/intro/index.html');
    expect(ar).toMatch(/<html lang="ar-EG"[^>]* dir="rtl"/);
    expect(ar).toContain('Hello.');
    // A sitemap and a search index per locale, a 404 page per locale, one _headers at the root.
    expect(await site.read('fr/sitemap.xml')).toContain('<loc>https://example.com/fr/docs/intro</loc>');
    expect(await site.read('sitemap.xml')).not.toContain('/fr/');
    expect(existsSync(join(site.outDir, 'fr/_search/manifest.json'))).toBe(true);
    expect(existsSync(join(site.outDir, 'fr/404.html'))).toBe(true);
    expect(existsSync(join(site.outDir, '_headers'))).toBe(true);
    expect(existsSync(join(site.outDir, 'fr/_headers'))).toBe(false);
    expect(site.result!.routes).toEqual(expect.arrayContaining(['/docs/intro', '/fr/docs/intro', '/ar/docs/intro']));
  });

  it("reads a locale's own tags and authors files, and the default language's where it has none", async () => {
    site = await buildSite({
      'docsgen.config.ts': config("{ defaultLocale: 'en', locales: ['en', 'fr', 'de'] }", "onBrokenAnchors: 'warn'"),
      'docs/intro.md': '---\ntitle: Intro\ntags: [start]\n---\n\nHello.\n',
      'docs/tags.yml': 'start:\n  label: Getting started\n',
      'blog/2024-01-02-hello.md': '---\ntitle: Hello post\nauthors: [ada]\ntags: [news]\n---\n\nA post.\n\n<!-- truncate -->\n',
      'blog/authors.yml': 'ada:\n  name: Ada\n  title: Engineer\n',
      'blog/tags.yml': 'news:\n  label: News\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/tags.yml': 'start:\n  label: Premiers pas\n',
      'i18n/fr/docusaurus-plugin-content-blog/authors.yml': 'ada:\n  name: Ada\n  title: Ingénieure\n',
      'i18n/fr/docusaurus-plugin-content-blog/tags.yml': 'news:\n  label: Nouvelles\n',
    });
    expect(site.errors).toEqual([]);
    expect(site.result!.diagnostics).toEqual([]);
    expect(await site.read('docs/intro/index.html')).toContain('>Getting started</a>');
    expect(await site.read('fr/docs/intro/index.html')).toContain('>Premiers pas</a>');
    expect(await site.read('de/docs/intro/index.html')).toContain('>Getting started</a>');
    const post = await site.read('fr/blog/2024/01/02/hello/index.html');
    expect(post).toContain('Ingénieure');
    expect(post).toContain('>Nouvelles</a>');
    expect(await site.read('blog/2024/01/02/hello/index.html')).toContain('Engineer');
    expect(await site.read('de/blog/2024/01/02/hello/index.html')).toContain('>News</a>');
  });

  it("gives every page the locale menu's links to the same page in each locale, and hreflang alternates", async () => {
    site = await buildSite(twoLocales);
    expect(site.errors).toEqual([]);
    const guide = await site.read('fr/docs/guide/index.html');
    // The menu is labelled with the current locale's own name; each link leads to this page.
    expect(guide).toMatch(/<summary[^>]*>Français<\/summary>/);
    expect(guide).toMatch(/<a class="navbar__dropdown-link" href="\/docs\/guide" lang="en" data-locale-base="\/">English<\/a>/);
    expect(guide).toMatch(/<a class="navbar__dropdown-link" href="\/fr\/docs\/guide" lang="fr" data-locale-base="\/fr\/" data-locale-current="">Français<\/a>/);
    expect(guide).toMatch(/href="\/ar\/docs\/guide" lang="ar-EG" data-locale-base="\/ar\/">العربية<\/a>/);
    // The default locale's page and its 404 page (which has no alternates: it has no canonical URL).
    const intro = await site.read('docs/intro/index.html');
    expect(intro).toMatch(/<summary[^>]*>English<\/summary>/);
    expect(intro).toContain('href="/fr/docs/intro" lang="fr"');
    for (const [lang, href] of [
      ['en', 'https://example.com/docs/guide'],
      ['fr', 'https://example.com/fr/docs/guide'],
      ['ar-EG', 'https://example.com/ar/docs/guide'],
      ['x-default', 'https://example.com/docs/guide'],
    ]) {
      expect(guide).toContain(`<link rel="alternate" href="${href}" hreflang="${lang}">`);
    }
    expect(await site.read('404.html')).not.toContain('hreflang');
    // Open Graph's language of the page and the site's others, as Docusaurus writes them.
    const ogLocales = (html: string) =>
      [...html.matchAll(/<meta property="og:locale(:alternate)?" content="([^"]*)">/g)].map((m) => `${m[1] ? 'alternate ' : ''}${m[2]}`);
    expect(ogLocales(guide)).toEqual(['fr', 'alternate en', 'alternate ar_EG']);
    expect(ogLocales(await site.read('ar/docs/intro/index.html'))).toEqual(['ar_EG', 'alternate en', 'alternate fr']);
    // Each locale has a shell of its own, so client-side navigation never crosses locales.
    expect(intro).toMatch(/data-shell="[^"~]*~en"/);
    expect(guide).toMatch(/data-shell="[^"~]*~fr"/);
  });

  it("translates the navbar, footer and sidebar labels from the locale's navbar.json, footer.json and current.json", async () => {
    site = await buildSite({
      ...twoLocales,
      'docsgen.config.ts': config(
        "{ defaultLocale: 'en', locales: ['en', 'fr'] }",
        `navbar: { title: 'Site', logo: { src: 'img/logo.svg', alt: 'Site logo' }, items: [{ label: 'Docs', to: '/docs/intro' }, { type: 'dropdown', label: 'More', items: [{ label: 'Guide', to: '/docs/guide' }] }] },
         footer: { logo: { src: 'img/logo.svg', alt: 'Footer logo' }, links: [{ title: 'Community', items: [{ label: 'Blog', to: '/blog' }] }], copyright: 'Copyright Site' },
         docs: { sidebarPath: 'sidebars.js' }`,
      ),
      'sidebars.js':
        "module.exports = { docs: ['intro', { type: 'doc', id: 'guide', label: 'The guide' }, { type: 'category', label: 'sub', items: ['sub/more'] }, { type: 'link', label: 'Home page', href: 'https://example.org' }] };\n",
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({
        title: { message: 'Le site' },
        'item.label.Docs': { message: 'Documentation' },
        'item.label.Guide': { message: 'Le guide' },
        'logo.alt': { message: 'Logo du site' },
      }),
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
      'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({
        'link.title.Community': { message: 'Communauté' },
        'link.item.label.Blog': { message: 'Le blogue' },
        copyright: { message: 'Droits du site' },
        'logo.alt': { message: 'Logo du pied de page' },
      }),
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
        'sidebar.docs.category.sub': { message: 'Plus encore' },
        'sidebar.docs.link.Home page': { message: 'Accueil' },
        'sidebar.docs.doc.The guide': { message: 'Le guide du site' },
      }),
    });
    expect(site.errors).toEqual([]);
    const fr = await site.read('fr/docs/sub/more/index.html');
    expect(fr).toContain('<span class="navbar__title">Le site</span>');
    expect(fr).toMatch(/href="\/fr\/docs\/intro"[^>]*>Documentation</);
    expect(fr).toMatch(/<summary[^>]*>More<\/summary>/);
    expect(fr).toMatch(/href="\/fr\/docs\/guide"[^>]*>Le guide</);
    expect(fr).toContain('Communauté');
    expect(fr).toMatch(/href="\/fr\/blog"[^>]*>Le blogue</);
    expect(fr).toContain('Droits du site');
    expect(fr).toContain('alt="Logo du site"');
    expect(fr).toContain('alt="Logo du pied de page"');
    expect(fr).toContain('<summary class="menu__summary">Plus encore</summary>');
    expect(fr).toMatch(/>Accueil</);
    // A doc item the sidebars file labels is translated by its label.
    expect(fr).toMatch(/class="menu__link[^"]*" href="\/fr\/docs\/guide"[^>]*>Le guide du site</);
    expect(await site.read('docs/sub/more/index.html')).toMatch(/class="menu__link[^"]*" href="\/docs\/guide"[^>]*>The guide</);
    // The breadcrumbs name the category as the sidebar does.
    expect(fr).toMatch(/<li[^>]*><span[^>]*>Plus encore</);
    // The default locale keeps the config's words.
    const en = await site.read('docs/sub/more/index.html');
    expect(en).toMatch(/href="\/docs\/intro"[^>]*>Docs</);
    expect(en).toContain('<summary class="menu__summary">sub</summary>');
    expect(en).toContain('Copyright Site');
    expect(en).toContain('alt="Site logo"');
  });

  it('titles a generated index page with its category’s translated label, or its own title’s translation', async () => {
    site = await buildSite({
      ...twoLocales,
      'docsgen.config.ts': config("{ defaultLocale: 'en', locales: ['en', 'fr'] }", "docs: { sidebarPath: 'sidebars.js' }"),
      'sidebars.js':
        "module.exports = { docs: ['intro', { type: 'category', label: 'Topics', link: { type: 'generated-index' }, items: ['guide'] }, { type: 'category', label: 'Extra', link: { type: 'generated-index', title: 'All extras' }, items: ['sub/more'] }] };\n",
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
        'sidebar.docs.category.Topics': { message: 'Les sujets' },
        'sidebar.docs.category.Extra': { message: 'En plus' },
        'sidebar.docs.category.Extra.link.generated-index.title': { message: 'Tout en plus' },
      }),
    });
    expect(site.errors).toEqual([]);
    const topics = await site.read('fr/docs/category/topics/index.html');
    expect(topics).toContain('<title>Les sujets | Site</title>');
    expect(topics).toMatch(/<h1[^>]*>Les sujets<\/h1>/);
    expect(await site.read('fr/docs/category/extra/index.html')).toMatch(/<h1[^>]*>Tout en plus<\/h1>/);
    expect(await site.read('docs/category/topics/index.html')).toMatch(/<h1[^>]*>Topics<\/h1>/);
  });

  it("gives the blog the title, description and sidebar title of the locale's options.json", async () => {
    site = await buildSite({
      ...twoLocales,
      'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({
        title: { message: 'Journal' },
        description: { message: 'Les nouvelles du site' },
        'sidebar.title': { message: 'Billets récents' },
      }),
    });
    expect(site.errors).toEqual([]);
    const fr = await site.read('fr/blog/index.html');
    expect(fr).toContain('<title>Journal | Site</title>');
    expect(fr).toContain('<meta name="description" content="Les nouvelles du site">');
    expect(fr).toContain('Billets récents');
    // The other locales keep the config's words.
    expect(await site.read('blog/index.html')).toContain('<title>Blog | Site</title>');
    expect(await site.read('ar/blog/index.html')).toContain('Recent posts');
  });

  it("names each version in the locale's words from its version.label", async () => {
    site = await buildSite({
      'docsgen.config.ts': config("{ defaultLocale: 'en', locales: ['en', 'fr'] }", "navbar: { items: [{ type: 'docsVersionDropdown' }] }"),
      'versions.json': '["1.0"]\n',
      'docs/intro.md': '# Intro\n\nNew.\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n\nOld.\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'version.label': { message: 'Prochaine' } }),
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': JSON.stringify({ 'version.label': { message: 'Un point zéro' } }),
    });
    expect(site.errors).toEqual([]);
    const next = await site.read('fr/docs/next/intro/index.html');
    expect(next).toContain('aria-label="Version de la documentation : Prochaine"');
    expect(next).toMatch(/data-docs-version="1.0"[^>]*>Un point zéro</);
    expect(next).toContain('(Un point zéro)');
    expect(await site.read('docs/next/intro/index.html')).toContain('aria-label="Docs version: Next"');
  });

  it('reports a navbar.json that is not JSON at its line and column', async () => {
    site = await buildSite({ ...twoLocales, 'i18n/fr/docusaurus-theme-classic/navbar.json': '{\n  "title": { "message": "Le site" },\n}\n' });
    expect(site.errors.filter((e) => !e.includes('warning'))).toEqual([
      expect.stringMatching(/^i18n\/fr\/docusaurus-theme-classic\/navbar\.json:3:1 invalid translations file/),
    ]);
  });

  it('reports a bad translated file at its line, and keeps the previous output when a locale fails', async () => {
    site = await buildSite(twoLocales);
    expect(site.errors).toEqual([]);
    const before = await site.read('fr/docs/intro/index.html');
    await writeFile(join(site.siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), '# Intro\n\nChangé.\n');
    // Locales other than the default are built in their order (fr, then ar), the default last.
    const bad = join(site.siteDir, 'i18n/ar/docusaurus-plugin-content-docs/current/guide.md');
    await mkdir(dirname(bad), { recursive: true });
    await writeFile(bad, '---\ntitle: [unclosed\n---\n\nGuide.\n');
    const failed = await buildSite({}, site.siteDir);
    expect(failed.errors.filter((e) => !e.includes('warning'))).toEqual([
      expect.stringMatching(/^i18n\/ar\/docusaurus-plugin-content-docs\/current\/guide\.md:3:1 invalid YAML frontmatter.* \(locale ar\)$/),
    ]);
    // Arabic failed after the French was written to the staging folder: the output is the previous one.
    expect(await site.read('fr/docs/intro/index.html')).toBe(before);
    expect(await site.read('ar/docs/guide/index.html')).toContain('The guide, in English.');
    await rm(bad);
    const again = await buildSite({}, site.siteDir);
    expect(again.errors).toEqual([]);
    expect(await site.read('fr/docs/intro/index.html')).toContain('Changé.');
  });

  it("names the locales whose builds alone found a problem, and reports a problem every locale's build found once", async () => {
    site = await buildSite({
      'docsgen.config.ts': config("{ defaultLocale: 'en', locales: ['en', 'fr', 'de'] }", "onBrokenAnchors: 'warn'"),
      'docs/a.md': '# A\n\nSee [foo](./b.md#foo) and [gone](./b.md#gone).\n',
      'docs/b.md': '# B\n\n## Foo\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/b.md': '# B in French\n',
      'i18n/de/docusaurus-plugin-content-docs/current/b.md': '# B in German\n',
    });
    expect(site.errors).toEqual([]);
    const messages = site.result!.diagnostics.map((d) => `${relative(site!.siteDir, d.file!)}:${d.line}:${d.column} ${d.message}`);
    expect(messages).toEqual([
      'docs/a.md:3:5 broken anchor #foo in ./b.md#foo: no heading with that id on /docs/b (locales fr, de)',
      'docs/a.md:3:27 broken anchor #gone in ./b.md#gone: no heading with that id on /docs/b',
    ]);
    // The same site with one locale alone names none: the build is that locale's.
    const { build } = await import('../../src/build.js');
    const fr = await build({ siteDir: site.siteDir, outDir: join(site.siteDir, 'only-fr'), locale: 'fr' });
    expect(fr.diagnostics.map((d) => d.message)).toEqual([
      'broken anchor #foo in ./b.md#foo: no heading with that id on /docs/b',
      'broken anchor #gone in ./b.md#gone: no heading with that id on /docs/b',
    ]);
  });

  it('builds one locale alone with --locale, under its own path', async () => {
    site = await buildSite(twoLocales);
    const { build } = await import('../../src/build.js');
    const out = join(site.siteDir, 'only-fr');
    await build({ siteDir: site.siteDir, outDir: out, locale: 'fr' });
    expect(await readFile(join(out, 'fr/docs/intro/index.html'), 'utf8')).toContain('Bonjour.');
    expect(existsSync(join(out, 'docs/intro/index.html'))).toBe(false);
    expect(existsSync(join(out, '_headers'))).toBe(true);
    await expect(build({ siteDir: site.siteDir, outDir: out, locale: 'de' })).rejects.toThrow(/unknown locale/);
  });

  it("gives a component useDocusaurusContext().i18n with the page's locale current", async () => {
    site = await buildSite({
      ...twoLocales,
      'docs/lang.mdx': [
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        '',
        'export function Locale() {',
        '  const { i18n } = useDocusaurusContext();',
        '  return <p className="locale">{i18n.currentLocale} of {i18n.locales.join(\',\')}, default {i18n.defaultLocale}, {i18n.localeConfigs[i18n.currentLocale].htmlLang} {i18n.localeConfigs[i18n.currentLocale].direction}</p>;',
        '}',
        '',
        '# Language',
        '',
        '<Locale />',
        '',
      ].join('\n'),
    });
    expect(site.errors).toEqual([]);
    const locale = async (path: string) => /<p class="locale">([^<]*)<\/p>/.exec(await site!.read(path))?.[1];
    expect(await locale('docs/lang/index.html')).toBe('en of en,fr,ar, default en, en ltr');
    expect(await locale('fr/docs/lang/index.html')).toBe('fr of en,fr,ar, default en, fr ltr');
    expect(await locale('ar/docs/lang/index.html')).toBe('ar of en,fr,ar, default en, ar-EG rtl');
  });

  it('leaves a site whose i18n names only the default locale as it was', async () => {
    site = await buildSite({
      'docsgen.config.ts': config("{ defaultLocale: 'en', locales: ['en'] }"),
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    expect(site.errors).toEqual([]);
    expect(await site.read('docs/intro/index.html')).toContain('<html lang="en"');
  });
});
