// The theme speaks the site's language: Docusaurus's translations of its theme for `lang`, the
// site's own code.json on top (for the theme and for `<Translate>` in its pages), dates in the
// language; bad translation files are errors at their line; an English site is unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const config = (options: string) => `export default { title: 'Site', url: 'https://example.com', blog: false, ${options} };\n`;
const docs = {
  'docs/intro.md':
    '---\ntitle: Intro\nlast_update:\n  date: 2024-03-05\n  author: Ana\n---\n\nHello.\n\n## Part\n\n```js\nconst a = 1;\n```\n\n:::note\n\nA note.\n\n:::\n',
  'docs/two.md': '---\ntitle: Two\n---\n\nMore.\n',
};

/** The text of the first element matching `pattern` (a regular expression source ending before the text). */
function textAfter(html: string, pattern: string): string | undefined {
  return new RegExp(`${pattern}([^<]*)<`).exec(html)?.[1];
}

describe('the theme in the site language', () => {
  it("shows Docusaurus's words for a French site, and dates in French", async () => {
    site = await buildSite({ 'docsgen.config.ts': config("lang: 'fr', docs: { showLastUpdateTime: true, showLastUpdateAuthor: true }"), ...docs });
    expect(site.errors).toEqual([]);
    const intro = await site.read('docs/intro/index.html');
    expect(intro).toContain('<html lang="fr"');
    expect(textAfter(intro, 'class="toc__title">')).toBe('Sur cette page');
    expect(textAfter(intro, 'class="pagination__sub pagination-nav__sublabel">')).toBe('Suivant');
    expect(intro).toContain('Aller au contenu principal');
    expect(intro).toMatch(/class="skip-link"[^>]*>Aller au contenu principal</);
    // "Dernière mise à jour le 5 mars 2024 par Ana", with the date as a <time>.
    expect(intro).toMatch(/Dernière mise à jour le <time dateTime="2024-03-05[^"]*">5 mars 2024<\/time>.*par <b>Ana<\/b>/);
    // The admonition's default title and the code block's copy button.
    expect(intro).toMatch(/class="admonition__title".*<\/svg>remarque<\/p>/);
    expect(intro).toContain('title="Copier"');
    // docsgen's own text (no Docusaurus id) in its own French.
    expect(textAfter(intro, 'class="copy-page__label">')).toBe('Copier la page');
    // What the browser script writes itself travels with the page.
    const attribute = /data-strings="([^"]*)"/.exec(intro)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(attribute!)).toMatchObject({ 'theme.CodeBlock.copied': 'Copié', 'theme.colorToggle.ariaLabel.mode.dark': 'mode sombre' });
    // The engine's own pages too.
    const notFound = await site.read('404.html');
    expect(notFound).toContain('Page introuvable');
  });

  it("takes the nearest translation Docusaurus has: 'pt' reads pt-BR, 'zh-CN' reads zh-Hans", async () => {
    site = await buildSite({ 'docsgen.config.ts': config("lang: 'pt'"), ...docs });
    expect(site.errors).toEqual([]);
    expect(textAfter(await site.read('docs/intro/index.html'), 'class="pagination__sub pagination-nav__sublabel">')).toBe('Próxima');
    await site.cleanup();
    site = await buildSite({ 'docsgen.config.ts': config("lang: 'zh-CN'"), ...docs });
    expect(site.errors).toEqual([]);
    expect(textAfter(await site.read('docs/intro/index.html'), 'class="toc__title">')).toBe('本页总览');
  });

  it("lets the site's i18n/<lang>/code.json reword the theme and translate its own pages' messages", async () => {
    site = await buildSite({
      'docsgen.config.ts': config("lang: 'de', pages: { path: 'src/pages' }"),
      ...docs,
      'i18n/de/code.json': JSON.stringify({
        'theme.docs.paginator.next': { message: 'Nächste Seite', description: 'the next doc' },
        'docsgen.copyPage.label': { message: 'Als Markdown kopieren' },
        'home.greeting': { message: 'Hallo {name}' },
      }),
      'src/pages/hello.tsx':
        "import Translate, { translate } from '@docusaurus/Translate';\nimport { usePluralForm } from '@docusaurus/theme-common';\n" +
        'export default function Hello() {\n  const { selectMessage } = usePluralForm();\n' +
        "  return <div><p id=\"a\"><Translate id=\"home.greeting\" values={{ name: 'Ana' }}>{'Hello {name}'}</Translate></p><p id=\"b\">{translate({ id: 'home.other', message: 'Untranslated' })}</p><p id=\"c\">{selectMessage(1, 'Ein Eintrag|{count} Einträge')}/{selectMessage(4, 'Ein Eintrag|{count} Einträge')}</p></div>;\n}\n",
    });
    expect(site.errors).toEqual([]);
    const intro = await site.read('docs/intro/index.html');
    expect(textAfter(intro, 'class="pagination__sub pagination-nav__sublabel">')).toBe('Nächste Seite');
    // Docusaurus's German where the site says nothing.
    expect(textAfter(intro, 'class="toc__title">')).toBe('Auf dieser Seite');
    expect(textAfter(intro, 'class="copy-page__label">')).toBe('Als Markdown kopieren');
    const hello = await site.read('hello/index.html');
    expect(textAfter(hello, '<p id="a">')).toBe('Hallo Ana');
    expect(textAfter(hello, '<p id="b">')).toBe('Untranslated');
    expect(textAfter(hello, '<p id="c">')).toBe('Ein Eintrag/{count} Einträge');
  });

  it('rebuilds the pages when a message changes, and reuses them when nothing does', async () => {
    const files = { 'docsgen.config.ts': config("lang: 'fr'"), ...docs, 'i18n/fr/code.json': '{ "theme.docs.paginator.next": { "message": "Après" } }' };
    site = await buildSite(files);
    expect(textAfter(await site.read('docs/intro/index.html'), 'class="pagination__sub pagination-nav__sublabel">')).toBe('Après');
    const again = await buildSite({ 'i18n/fr/code.json': '{ "theme.docs.paginator.next": { "message": "Ensuite" } }' }, site.siteDir);
    expect(again.errors).toEqual([]);
    expect(textAfter(await site.read('docs/intro/index.html'), 'class="pagination__sub pagination-nav__sublabel">')).toBe('Ensuite');
    const same = await buildSite({}, site.siteDir);
    expect(same.result!.rendered).toEqual([]);
  });

  it('reports a translations file that is not JSON, or an entry without a message, at its line', async () => {
    site = await buildSite({ 'docsgen.config.ts': config("lang: 'fr'"), ...docs, 'i18n/fr/code.json': '{\n  "a": { "message": "x" },\n  "b": "plain"\n}\n' });
    expect(site.errors).toEqual(['i18n/fr/code.json:3:3 "b" has no message: write it as "b": { "message": "…" }']);
    await site.cleanup();
    site = await buildSite({ 'docsgen.config.ts': config("lang: 'fr'"), ...docs, 'i18n/fr/code.json': '{\n  "a": { "message": "x" },\n}\n' });
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0]).toMatch(/^i18n\/fr\/code\.json:3:1 invalid translations file: .*fix the JSON syntax/);
  });

  it('refuses a lang that is no language tag, and a translations file that does not exist', async () => {
    site = await buildSite({ 'docsgen.config.ts': config("lang: 'fr_FR'"), ...docs });
    expect(site.errors.join('\n')).toContain('lang: must be a BCP 47 language tag');
    await site.cleanup();
    site = await buildSite({ 'docsgen.config.ts': config("lang: 'fr', translations: 'lang/fr.json'"), ...docs });
    expect(site.errors.join('\n')).toMatch(/lang\/fr\.json .*the translations file lang\/fr\.json \(`translations` in the config\) does not exist/);
  });

  it('writes a right-to-left language right to left: <html dir="rtl">, and Docusaurus\'s direction for site code', async () => {
    site = await buildSite({
      'docsgen.config.ts': config("lang: 'ar', pages: { path: 'src/pages' }"),
      ...docs,
      'src/pages/dir.tsx':
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n" +
        'export default function Dir() {\n  const { i18n } = useDocusaurusContext();\n  return <p id="dir">{i18n.localeConfigs[i18n.currentLocale].direction}</p>;\n}\n',
    });
    expect(site.errors).toEqual([]);
    expect(await site.read('docs/intro/index.html')).toContain('<html lang="ar" dir="rtl"');
    expect(textAfter(await site.read('dir/index.html'), '<p id="dir">')).toBe('rtl');
  });

  it('keeps an English site as it was: its own English words, no page text for the script', async () => {
    site = await buildSite({ 'docsgen.config.ts': config('docs: { showLastUpdateTime: true, showLastUpdateAuthor: true }'), ...docs });
    const intro = await site.read('docs/intro/index.html');
    expect(intro).not.toContain('data-strings');
    expect(intro).not.toContain(' dir=');
    expect(textAfter(intro, 'class="toc__title">')).toBe('On this page');
    expect(intro).toMatch(/Last updated on <time dateTime="2024-03-05[^"]*">Mar 5, 2024<\/time>.*by <b>Ana<\/b>/);
  });
});
