// The mapping of an evaluated Docusaurus config, on configs built by hand: the cases no fixture
// site needs to build for.
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { mapDocusaurusConfig, type SitePaths } from '../../src/migrate/map-config.js';

/** The Docusaurus site's files: these paths exist, `versions` holds its versions.json files. */
function site(files: string[], versions: Record<string, string[]> = {}): SitePaths {
  return {
    relocate: (path) => path.replace(/^\.\//, '').replace(/\/$/, ''),
    exists: (path) => files.includes(path.replace(/^\.\//, '')),
    show: (path) => path.replace(/^\.\//, ''),
    versions: (prefix) => versions[prefix],
    elsewhere: false,
  };
}

function mapped(input: Record<string, unknown>, paths = site([])): { config: Record<string, unknown>; notes: string[] } {
  const result = mapDocusaurusConfig(input, paths);
  expect(configSchema.safeParse(result.config).success).toBe(true);
  return result;
}

describe('content plugins', () => {
  it('turns off what the site does not have: no preset and no plugins means no docs, blog or pages', () => {
    expect(mapped({ title: 'Bare' }).config).toMatchObject({ docs: false, blog: false, pages: false });
  });

  it('keeps the defaults of the classic preset without writing them, except the pages folder', () => {
    const { config } = mapped({ presets: ['@docusaurus/preset-classic'] }, site(['blog']));
    expect(config).not.toHaveProperty('docs');
    expect(config).not.toHaveProperty('blog');
    expect(config.pages).toEqual({ path: 'src/pages' });
  });

  it('turns the blog off when the site has no blog folder or the preset says blog: false, as Docusaurus then builds no blog pages', () => {
    const missing = mapped({ presets: ['@docusaurus/preset-classic'] });
    expect(missing.config.blog).toBe(false);
    expect(missing.notes).toContain(
      'presets[0].blog: the blog folder blog does not exist, so Docusaurus builds no blog pages for it; left out, so docsgen builds none either',
    );
    expect(mapped({ presets: [['classic', { blog: false }]] }, site(['blog'])).config.blog).toBe(false);
    // Of several blogs, those with a folder stay.
    const several = mapped(
      { presets: [['classic', { blog: { path: 'news' } }]], plugins: [['content-blog', { id: 'changelog', path: 'changelog' }]] },
      site(['changelog']),
    );
    expect(several.config.blog).toEqual({ id: 'changelog', path: 'changelog' });
  });

  it('reads plugins given as functions imported from their package', () => {
    const docsPlugin = new Proxy(() => undefined, {
      get: (target, key) =>
        key === Symbol.for('docsgen.migrate.stub') ? true : key === Symbol.for('docsgen.migrate.stub-package') ? '@docusaurus/plugin-content-docs' : undefined,
    });
    expect(mapped({ plugins: [[docsPlugin, { path: 'guides', routeBasePath: '/guides/' }]] }).config.docs).toEqual({ path: 'guides', routeBasePath: 'guides' });
  });

  it('says why the ideal-image plugin is not needed: the theme has @theme/IdealImage', () => {
    const { notes } = mapped({ plugins: [['@docusaurus/plugin-ideal-image', { quality: 70 }]] });
    expect(notes).toContain(
      "plugins[0] (@docusaurus/plugin-ideal-image): not needed: docsgen's theme has @theme/IdealImage, which shows the image as it is, loaded lazily (no placeholder or smaller sizes are made); left out",
    );
  });

  it('says which versions are built, and nothing when versioning is off', () => {
    const paths = site([], { '': ['3.x', '2.x'], api_: ['1'] });
    const { notes } = mapped(
      {
        presets: [['classic', { docs: { includeCurrentVersion: false } }]],
        plugins: [
          ['content-docs', { id: 'api', path: 'api', onlyIncludeVersions: ['current'] }],
          ['content-docs', { id: 'old', path: 'old', disableVersioning: true }],
        ],
      },
      paths,
    );
    expect(notes.filter((n) => n.includes('versions.json'))).toEqual([
      'presets[0].docs: versions.json is read as Docusaurus reads it; docsgen builds every version: 3.x, 2.x',
      'plugins[0]: api_versions.json is read as Docusaurus reads it; docsgen builds every version: current',
    ]);
  });

  it('notes options docsgen does not take, and values its schema refuses', () => {
    const { config, notes } = mapped({
      presets: [
        [
          'classic',
          {
            docs: {
              id: 'has space',
              tags: 'tags.yml',
              docItemComponent: '@theme/MyDocItem',
              sidebarCollapsed: 'yes',
              numberPrefixParser: (name: string) => name,
            },
          },
        ],
      ],
    });
    // The docs' tags options are docsgen's too.
    expect(config.docs).toEqual({ tags: 'tags.yml' });
    expect(notes).toEqual(
      expect.arrayContaining([
        'presets[0].docs.id: an id has letters, digits, "-" and "_" only ("has space"); left out',
        'presets[0].docs.docItemComponent: not supported by docsgen ("@theme/MyDocItem"); left out',
        'presets[0].docs.sidebarCollapsed: not a value docsgen accepts: Invalid input: expected boolean, received string ("yes"); left out',
        'presets[0].docs.numberPrefixParser: a function cannot be carried over; left out',
      ]),
    );
  });

  it("keeps the edit URL and says that editLocalizedFiles is left out, with where translated pages' edit links lead", () => {
    const { config, notes } = mapped({
      presets: [['classic', { docs: { editUrl: 'https://example.com/edit/main/', editLocalizedFiles: true } }]],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    });
    expect(config.docs).toMatchObject({ editUrl: 'https://example.com/edit/main/' });
    expect(notes).toContain(
      "presets[0].docs.editLocalizedFiles: docsgen's edit links on a translated page lead to the default language's file, as Docusaurus's do without it (true); left out",
    );
  });

  it('leaves out a sidebars file that does not exist', () => {
    const { config, notes } = mapped({ presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] });
    expect(config.docs).toBeUndefined();
    expect(notes).toContain('presets[0].docs.sidebarPath: the file does not exist (Docusaurus fails on it too) ("./sidebars.js"); left out');
  });
});

describe('custom CSS', () => {
  it('keeps Sass files with a note, and leaves out missing files', () => {
    const { config, notes } = mapped(
      { presets: [['classic', { theme: { customCss: ['./src/css/custom.scss', './src/css/gone.css'] } }]] },
      site(['src/css/custom.scss']),
    );
    expect(config.customCss).toEqual(['src/css/custom.scss']);
    expect(notes).toEqual(
      expect.arrayContaining([
        'presets[0].theme.customCss: src/css/custom.scss is Sass: docsgen needs the sass package to compile it (npm install --save-dev sass)',
        'presets[0].theme.customCss: src/css/gone.css does not exist; left out',
      ]),
    );
  });
});

describe('client modules', () => {
  it("adds the stylesheets among them to customCss, after the theme's, and notes the ones that run code", () => {
    const { config, notes } = mapped(
      {
        presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]],
        clientModules: ['./src/css/extra.css', './src/analytics.js', './src/css/gone.css'],
      },
      site(['src/css/custom.css', 'src/css/extra.css', 'src/analytics.js']),
    );
    expect(config.customCss).toEqual(['src/css/custom.css', 'src/css/extra.css']);
    expect(notes).toEqual(
      expect.arrayContaining([
        "clientModules: src/css/extra.css is a stylesheet: written into customCss, after the theme's",
        "clientModules: src/analytics.js runs code, and docsgen's pages run only the theme's script; left out",
        'clientModules: src/css/gone.css does not exist; left out',
      ]),
    );
  });
});

describe('future flags', () => {
  it('are left out with a note that says what of them docsgen does not follow', () => {
    const { config, notes } = mapped({ future: { v4: true } });
    expect(config).not.toHaveProperty('future');
    expect(notes).toContain(
      "future: Docusaurus's future flags do not apply to docsgen, which keeps reading Markdown with the MDX 1 compatibility (HTML comments, {#id} in headings, :::note Title) that v4's mdx1CompatDisabledByDefault turns off ({ v4 }); left out",
    );
  });
});

describe('stylesheets', () => {
  it("links the site's own as headTags, before the config's, and notes another site's", () => {
    const { config, notes } = mapped({
      stylesheets: [
        '/css/fonts.css',
        { href: '/css/print.css', type: 'text/css', media: 'print' },
        'https://fonts.example.com/inter.css',
        { href: '//cdn.example.com/x.css' },
        { rel: 'stylesheet' },
      ],
      headTags: [{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }],
    });
    expect(config.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/css/fonts.css' } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/css/print.css', type: 'text/css', media: 'print' } },
      { tagName: 'meta', attributes: { name: 'x', content: 'y' } },
    ]);
    expect(notes.filter((n) => n.startsWith('stylesheets'))).toEqual([
      expect.stringMatching(/^stylesheets\[2\]: a stylesheet of another site, .*style-src 'self'.* \("https:\/\/fonts\.example\.com\/inter\.css"\); left out$/),
      expect.stringMatching(/^stylesheets\[3\]: a stylesheet of another site/),
      expect.stringMatching(/^stylesheets\[4\]: expected a URL or \{ href \}/),
    ]);
  });
});

describe('broken links and Markdown', () => {
  it("writes Docusaurus's defaults where they are not docsgen's", () => {
    const { config } = mapped({});
    expect(config).toMatchObject({ onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' });
    expect(config).not.toHaveProperty('onBrokenLinks');
  });

  it('reads onBrokenMarkdownLinks at the top level over markdown.hooks, as Docusaurus copies it there', () => {
    const { config } = mapped({
      onBrokenLinks: 'log',
      onBrokenAnchors: 'ignore',
      onBrokenMarkdownLinks: 'throw',
      markdown: { hooks: { onBrokenMarkdownLinks: 'warn' } },
    });
    expect(config).toMatchObject({ onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'error' });
  });

  it('carries markdown.hooks.onBrokenMarkdownImages over as onBrokenMarkdownImages', () => {
    expect(mapped({ markdown: { hooks: { onBrokenMarkdownImages: 'warn' } } }).config).toMatchObject({ onBrokenMarkdownImages: 'warn' });
    expect(mapped({}).config).not.toHaveProperty('onBrokenMarkdownImages');
  });

  it('warns where a function decided what a broken Markdown link does', () => {
    const { config, notes } = mapped({ markdown: { format: 'mdx', mermaid: true, hooks: { onBrokenMarkdownLinks: () => undefined } } });
    expect(config).toMatchObject({ onBrokenMarkdownLinks: 'warn', markdown: { format: 'mdx', mermaid: true } });
    expect(notes).toContain('markdown.hooks.onBrokenMarkdownLinks: a function cannot be carried over; docsgen warns instead; left out');
  });
});

describe('theme config', () => {
  it('keeps what docsgen can show and notes the rest, key by key', () => {
    const { config, notes } = mapped({
      themeConfig: {
        navbar: { hideOnScroll: true, items: [{ type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All' }] }, { label: 'Blog' }, 3] },
        footer: { links: [{ title: 'More', className: 'wide', items: [{ label: 'Home', to: '/' }, { label: 'Nowhere' }] }], copyright: 'Mine' },
        colorMode: { defaultMode: 'dusk' },
        announcementBar: { id: 'x', content: '' },
      },
    });
    expect(config.navbar).toEqual({
      title: '',
      hideOnScroll: true,
      items: [{ type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All' }] }, { label: 'Blog' }],
    });
    expect(config.footer).toEqual({ links: [{ title: 'More', items: [{ label: 'Home', to: '/' }] }], copyright: 'Mine' });
    expect(config).not.toHaveProperty('colorMode');
    expect(config).not.toHaveProperty('announcementBar');
    expect(notes).toEqual(
      expect.arrayContaining([
        'themeConfig.navbar.items[2]: not an item (3); left out',
        'themeConfig.footer.links[0].className: not supported by docsgen ("wide"); left out',
        'themeConfig.footer.links[0].items[1] (Nowhere): a link needs `to`, `href` or `html`; left out',
        'themeConfig.colorMode.defaultMode: not a value docsgen accepts: Invalid option: expected one of "light"|"dark" ("dusk"); left out',
        'themeConfig.announcementBar: an announcement bar needs content ({ id, content }); left out',
      ]),
    );
  });
});

describe('metadata', () => {
  it('writes the meta tags of every page, and notes a list docsgen cannot read', () => {
    const metadata = [
      { name: 'keywords', content: 'docs' },
      { property: 'og:locale', content: 'en_US' },
    ];
    expect(mapped({ themeConfig: { metadata } }).config.metadata).toEqual(metadata);
    const odd = mapped({ themeConfig: { metadata: [{ name: 'robots', content: 1 }] } });
    expect(odd.config).not.toHaveProperty('metadata');
    expect(odd.notes).toContain('themeConfig.metadata: each tag must be an object of strings ({ name, content }) (1 item); left out');
  });
});

describe('code blocks', () => {
  it("writes prism's magic comments as markdown.magicComments, and only the colors are left out", () => {
    const magicComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-error-line', line: 'This will error' },
    ];
    const { config, notes } = mapped({ themeConfig: { prism: { magicComments, additionalLanguages: ['php'] } } });
    expect(config.markdown).toEqual({ format: 'mdx', magicComments });
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^themeConfig\.prism\.magicComments: written as markdown\.magicComments/),
        expect.stringMatching(/^themeConfig\.prism: docsgen highlights code with its own light and dark colors \(\{ additionalLanguages/),
      ]),
    );
    expect(notes.join('\n')).not.toMatch(/prism: .*magicComments/);
  });

  it('writes nothing for the default magic comments, and notes a list docsgen cannot read', () => {
    const defaults = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    ];
    expect(mapped({ themeConfig: { prism: { magicComments: defaults } } }).config.markdown).toEqual({ format: 'mdx' });
    const { config, notes } = mapped({ themeConfig: { prism: { magicComments: [{ line: 'no class' }] } } });
    expect(config.markdown).toEqual({ format: 'mdx' });
    expect(notes).toEqual(expect.arrayContaining([expect.stringMatching(/^themeConfig\.prism\.magicComments: expected a list of/)]));
  });

  it("keeps a navbar link's html", () => {
    const { config, notes } = mapped({ themeConfig: { navbar: { items: [{ href: 'https://hub.example.org', html: '<b>Hub</b>' }] } } });
    expect(config.navbar).toMatchObject({ items: [{ href: 'https://hub.example.org', html: '<b>Hub</b>' }] });
    expect(notes.join('\n')).not.toContain('html');
  });

  it("carries mermaid diagrams over with themeConfig.mermaid's themes and options, and the mermaid theme silently", () => {
    const { config, notes } = mapped({
      markdown: { mermaid: true },
      themes: ['@docusaurus/theme-mermaid'],
      themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 90000 } } },
    });
    expect(config.markdown).toMatchObject({ mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 90000 } } });
    expect(notes.join('\n')).not.toMatch(/mermaid/);
    expect(mapped({ markdown: { mermaid: true }, themes: [['@docusaurus/theme-mermaid', {}]] }).config.markdown).toMatchObject({ mermaid: true });
  });

  it("notes themeConfig.mermaid's parts it cannot carry, and its options when diagrams are off", () => {
    const bad = mapped({ markdown: { mermaid: true }, themeConfig: { mermaid: { theme: { light: 3 }, look: 'handDrawn' } } });
    expect(bad.config.markdown).toMatchObject({ mermaid: {} });
    expect(bad.notes.join('\n')).toMatch(/themeConfig\.mermaid\.theme: expected \{ light, dark \} naming mermaid themes/);
    expect(bad.notes.join('\n')).toMatch(/themeConfig\.mermaid\.look/);
    const off = mapped({ themeConfig: { mermaid: { theme: { light: 'neutral' } } } });
    expect(off.config.markdown).not.toHaveProperty('mermaid');
    expect(off.notes.join('\n')).toMatch(/themeConfig\.mermaid: mermaid options apply only with markdown\.mermaid: true/);
  });
});

describe('client redirects', () => {
  it('keeps each redirect with its list of paths and leaves out paths that are not paths', () => {
    const { config, notes } = mapped({
      plugins: [
        ['@docusaurus/plugin-client-redirects', { redirects: [{ from: ['/a', 'b'], to: '/c' }, { from: '/d' }], toExtensions: [], fromExtensions: [] }],
      ],
    });
    expect(config.redirects).toEqual([{ from: ['/a'], to: '/c' }]);
    expect(notes).toEqual([
      'plugins[0].redirects[0].from: not a path starting with "/" ("b"); left out',
      'plugins[0].redirects[1]: a redirect needs `to` and at least one `from` path starting with "/" ({ from }); left out',
      expect.stringMatching(/^markdown\.format: not set/),
    ]);
  });
});

describe('sitemap', () => {
  it('keeps ignorePatterns of the preset and of the sitemap plugin and notes the options docsgen does not write', () => {
    const { config, notes } = mapped({
      presets: [['classic', { docs: false, blog: false, sitemap: { ignorePatterns: ['/kiln/**'], changefreq: 'weekly' } }]],
      plugins: [['@docusaurus/plugin-sitemap', { ignorePatterns: ['/tags/**', 3] }]],
    });
    expect(config.sitemap).toEqual({ ignorePatterns: ['/kiln/**', '/tags/**'] });
    expect(notes).toContain(`presets[0].sitemap.changefreq: docsgen writes only each page's <loc>, which is what search engines read ("weekly"); left out`);
    expect(notes).toContain('plugins[0].ignorePatterns: expected a list of glob patterns (3); left out');
    expect(notes.filter((n) => n.includes('sitemap.ignorePatterns'))).toEqual([]);
  });
});
