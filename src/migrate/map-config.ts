/**
 * Maps an evaluated Docusaurus config onto a docsgen `UserConfig`. Pure: the docs and the
 * sidebars are read by the caller. Every value it cannot carry over becomes a note; nothing is
 * dropped without one.
 */
import { configSchema, type UserConfig } from '../config/schema.js';
import type { DocsIndex } from './docs-index.js';
import { hasMarkup, htmlToText } from './html-text.js';
import { isStub } from './load-module.js';

type Obj = Record<string, unknown>;
type NavItem = { label: string; to: string };

/** What the mapping needs besides the config itself. */
export interface MapContext {
  /** The evaluated sidebars file, when the site has one. */
  sidebars?: unknown;
  /** Indexes the docs for the docs options the mapping settled on. */
  indexDocs(docs: { path: string; routeBasePath: string }): DocsIndex;
  /** A folder path of the Docusaurus site as the new config must write it (relative to where it is written). */
  relocate(path: string): string;
  /** Whether `path` (relative to the Docusaurus site) exists. */
  exists(path: string): boolean;
}

/** The docsgen config and the notes about what was left out or changed. */
export interface MappedConfig {
  config: UserConfig;
  notes: string[];
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !isStub(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

// Top-level keys the mapping reads; all others are noted.
const HANDLED_TOP = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'presets',
  'themeConfig',
  'i18n',
  'staticDirectories',
]);
const TOP_REASONS: Record<string, string> = {
  organizationName: 'deployment setting, not needed by docsgen',
  projectName: 'deployment setting, not needed by docsgen',
  deploymentBranch: 'deployment setting, not needed by docsgen',
  githubHost: 'deployment setting, not needed by docsgen',
  githubPort: 'deployment setting, not needed by docsgen',
  trailingSlash: 'docsgen writes every page as folder/index.html, which static hosts serve with or without the slash',
  plugins: 'Docusaurus plugins do not run in docsgen',
  themes: 'Docusaurus themes do not run in docsgen; it has its own theme',
  stylesheets: 'extra stylesheets are not supported',
  scripts: 'extra scripts are not supported',
  clientModules: 'client modules are not supported',
  headTags: 'extra head tags are not supported',
  customFields: 'custom fields are not supported',
  markdown: 'docsgen reads Markdown (not MDX) with its own settings',
  future: 'Docusaurus build flags do not apply',
  webpack: 'docsgen does not use webpack',
  noIndex: 'not supported',
  titleDelimiter: 'not supported',
};

function note(notes: string[], key: string, reason: string): void {
  notes.push(`${key}: ${reason}; left out`);
}

function describe(v: unknown): string {
  if (isStub(v)) return 'a value from a package';
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return `${v.length} item${v.length === 1 ? '' : 's'}`;
  if (typeof v === 'function') return 'a function';
  if (isObj(v)) return `{ ${Object.keys(v).join(', ')} }`;
  return String(v);
}

function noteRest(notes: string[], prefix: string, obj: Obj, handled: Set<string>, reasons: Record<string, string> = {}): void {
  for (const [key, value] of Object.entries(obj)) {
    if (handled.has(key) || value === undefined) continue;
    const reason = reasons[key] ?? 'not supported';
    note(notes, `${prefix}${key}`, reason.includes('(') ? reason : `${reason} (${describe(value)})`);
  }
}

/** `'/docs/'`, `'docs'` → `'docs'`. */
function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '');
}

function classicPreset(presets: unknown, notes: string[]): Obj | undefined {
  if (!Array.isArray(presets)) {
    if (presets !== undefined) note(notes, 'presets', `expected a list (${describe(presets)})`);
    return undefined;
  }
  let classic: Obj | undefined;
  presets.forEach((entry: unknown, i) => {
    const pair: unknown[] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
    const [name, options] = [pair[0], pair[1]];
    const id = str(name) ?? '';
    if (/(^classic$|preset-classic)/.test(id) && !classic) classic = isObj(options) ? options : {};
    else note(notes, `presets[${i}]`, `only the classic preset's docs and blog options are read (${id || describe(name)})`);
  });
  return classic;
}

/** The first doc of a Docusaurus sidebar (a list of items or a `{ Label: items }` shorthand). */
function firstDocOfSidebar(sidebar: unknown, index: DocsIndex): string | undefined {
  if (typeof sidebar === 'string') return index.routeOf(sidebar);
  if (Array.isArray(sidebar)) {
    for (const item of sidebar) {
      const route = firstDocOfSidebar(item, index);
      if (route) return route;
    }
    return undefined;
  }
  if (!isObj(sidebar)) return undefined;
  switch (sidebar.type) {
    case 'doc':
    case 'ref':
      return index.routeOf(str(sidebar.id) ?? '');
    case 'autogenerated':
      return index.firstInDir(str(sidebar.dirName) ?? '.');
    case 'category': {
      const link = sidebar.link;
      if (isObj(link) && link.type === 'doc') return index.routeOf(str(link.id) ?? '');
      return firstDocOfSidebar(sidebar.items, index);
    }
    case 'link':
    case 'html':
      return undefined;
    case undefined:
      // `{ 'Getting started': ['intro', …] }`
      return firstDocOfSidebar(Object.values(sidebar), index);
    default:
      return undefined;
  }
}

function isAutogeneratedRoot(sidebar: unknown): boolean {
  return (
    Array.isArray(sidebar) &&
    sidebar.length === 1 &&
    isObj(sidebar[0]) &&
    sidebar[0].type === 'autogenerated' &&
    ['.', './', ''].includes(str(sidebar[0].dirName) ?? '.')
  );
}

const ITEM_KEYS = new Set(['type', 'label', 'to', 'href', 'docId', 'sidebarId', 'position']);
const DROPPED_ITEMS: Record<string, string> = {
  search: 'search is not supported',
  localeDropdown: 'docsgen builds one language',
  docsVersionDropdown: 'docsgen builds one version of the docs',
  docsVersion: 'docsgen builds one version of the docs',
  dropdown: 'dropdowns are not supported; add their links as items if needed',
  html: 'HTML items are not supported',
};

function mapNavbarItems(items: unknown, ctx: { index: DocsIndex; sidebars: unknown; blogIndex?: { from: string; to: string } }, notes: string[]): NavItem[] {
  const out: NavItem[] = [];
  if (!Array.isArray(items)) {
    if (items !== undefined) note(notes, 'themeConfig.navbar.items', `expected a list (${describe(items)})`);
    return out;
  }
  let rightSide = 0;
  items.forEach((raw, i) => {
    if (!isObj(raw)) {
      note(notes, `themeConfig.navbar.items[${i}]`, `not an item (${describe(raw)})`);
      return;
    }
    const key = `themeConfig.navbar.items[${i}]`;
    const type = str(raw.type) ?? 'default';
    const label = str(raw.label) ?? str(raw['aria-label']);
    const name = label ? `${key} (${label})` : key;
    if (type in DROPPED_ITEMS) {
      note(notes, name, `${type} item: ${DROPPED_ITEMS[type]}`);
      return;
    }
    let to: string | undefined;
    if (type === 'doc') {
      to = ctx.index.routeOf(str(raw.docId) ?? '');
      if (!to) return note(notes, name, `doc "${String(raw.docId)}" was not found in the docs`);
    } else if (type === 'docSidebar') {
      const sidebarId = str(raw.sidebarId) ?? '';
      const sidebar = isObj(ctx.sidebars) ? ctx.sidebars[sidebarId] : undefined;
      to = sidebar !== undefined ? firstDocOfSidebar(sidebar, ctx.index) : ctx.index.firstInDir('.');
      if (!to) return note(notes, name, `sidebar "${sidebarId}" has no doc to link to`);
    } else if (type === 'default') {
      to = str(raw.to) ?? str(raw.href);
      if (!to) return note(notes, name, 'item without `to` or `href`');
      if (ctx.blogIndex && to.replace(/\/+$/, '') === ctx.blogIndex.from) to = ctx.blogIndex.to;
    } else {
      return note(notes, name, `${type} items are not supported`);
    }
    if (!label) return note(notes, key, `item without a label (links to ${to})`);
    out.push({ label, to });
    if (raw.position === 'right') rightSide++;
    const extra = Object.keys(raw).filter((k) => !ITEM_KEYS.has(k) && k !== 'aria-label' && raw[k] !== undefined);
    if (extra.length) note(notes, name, `${extra.join(', ')} not supported`);
  });
  if (rightSide)
    notes.push(
      `themeConfig.navbar.items: docsgen places every link after the brand; position "right" of ${rightSide} item${rightSide === 1 ? '' : 's'} left out`,
    );
  return out;
}

/** Maps a Docusaurus config object. */
export function mapDocusaurusConfig(input: unknown, ctx: MapContext): MappedConfig {
  const notes: string[] = [];
  const config: UserConfig = {};
  if (!isObj(input)) throw new Error('the Docusaurus config must export an object (or a function returning one)');

  // Site identity.
  const title = str(input.title);
  if (title) config.title = title;
  const tagline = str(input.tagline);
  if (tagline) config.tagline = tagline;
  const url = str(input.url);
  if (url) {
    try {
      const parsed = new URL(url);
      config.url = parsed.pathname === '/' ? parsed.origin : url.replace(/\/+$/, '');
    } catch {
      note(notes, 'url', `not a valid URL (${JSON.stringify(url)})`);
    }
  }
  const baseUrl = str(input.baseUrl);
  if (baseUrl && baseUrl !== '/') config.baseUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  const i18n = input.i18n;
  if (isObj(i18n)) {
    const locale = str(i18n.defaultLocale);
    if (locale && locale !== 'en') config.lang = locale;
    const others = Array.isArray(i18n.locales) ? i18n.locales.filter((l) => l !== locale) : [];
    if (others.length) note(notes, 'i18n.locales', `docsgen builds one language (${others.join(', ')})`);
    noteRest(notes, 'i18n.', i18n, new Set(['defaultLocale', 'locales']));
  }

  const favicon = str(input.favicon);
  if (favicon) config.favicon = favicon.replace(/^\/+/, '');

  // Content folders (classic preset).
  const classic = classicPreset(input.presets, notes) ?? {};
  const docsOptions = classic.docs;
  const docs = { path: 'docs', routeBasePath: 'docs' };
  if (docsOptions === false) notes.push('presets.classic.docs: docs are turned off in Docusaurus; docsgen builds docs/ when it exists');
  if (isObj(docsOptions)) {
    const path = str(docsOptions.path);
    if (path) docs.path = trimSlashes(path);
    const routeBasePath = str(docsOptions.routeBasePath);
    if (routeBasePath !== undefined) {
      if (trimSlashes(routeBasePath) === '')
        note(notes, 'presets.classic.docs.routeBasePath', 'docs at the site root are not supported; they stay under /docs ("/")');
      else docs.routeBasePath = trimSlashes(routeBasePath);
    }
    noteRest(notes, 'presets.classic.docs.', docsOptions, new Set(['path', 'routeBasePath', 'sidebarPath']), {
      editUrl: 'edit links are not supported',
      showLastUpdateTime: 'last-update dates are not supported',
      showLastUpdateAuthor: 'last-update authors are not supported',
      remarkPlugins: 'remark plugins do not run in docsgen',
      rehypePlugins: 'rehype plugins do not run in docsgen',
      beforeDefaultRemarkPlugins: 'remark plugins do not run in docsgen',
      beforeDefaultRehypePlugins: 'rehype plugins do not run in docsgen',
      lastVersion: 'docsgen builds one version of the docs',
      versions: 'docsgen builds one version of the docs',
    });
  }
  const docsPath = ctx.relocate(docs.path);
  if (docsPath !== 'docs' || docs.routeBasePath !== 'docs') config.docs = { path: docsPath, routeBasePath: docs.routeBasePath };
  const index = ctx.indexDocs({ path: docsPath, routeBasePath: docs.routeBasePath });
  if (index.routeOf('intro') === undefined && index.ids[0]) config.docs = { path: docsPath, routeBasePath: docs.routeBasePath, homeId: index.ids[0] };

  if (ctx.sidebars !== undefined) {
    if (isObj(ctx.sidebars)) {
      for (const [id, sidebar] of Object.entries(ctx.sidebars)) {
        if (!isAutogeneratedRoot(sidebar))
          notes.push(
            `sidebars: docsgen builds the sidebar from the docs folders (_category_ files, sidebar_position); the order written in sidebar "${id}" is not used`,
          );
      }
    } else {
      note(notes, 'sidebars', `expected an object of sidebars (${describe(ctx.sidebars)})`);
    }
  }

  const blogOptions = classic.blog;
  let blogIndex: { from: string; to: string } | undefined;
  if (blogOptions === false && ctx.exists('blog'))
    notes.push('presets.classic.blog: the blog is turned off in Docusaurus; docsgen builds blog/ when it exists');
  if (isObj(blogOptions)) {
    const blog = { path: trimSlashes(str(blogOptions.path) ?? 'blog'), routeBasePath: trimSlashes(str(blogOptions.routeBasePath) ?? 'blog') || 'blog' };
    const blogPath = ctx.relocate(blog.path);
    if (blogPath !== 'blog' || blog.routeBasePath !== 'blog') config.blog = { path: blogPath, routeBasePath: blog.routeBasePath };
    // Docusaurus lists posts at /blog; docsgen at /blog/archive. Links and old URLs go there.
    if (ctx.exists(blog.path)) {
      blogIndex = { from: `/${blog.routeBasePath}`, to: `/${blog.routeBasePath}/archive` };
      config.redirects = [blogIndex];
    }
    noteRest(notes, 'presets.classic.blog.', blogOptions, new Set(['path', 'routeBasePath']), {
      editUrl: 'edit links are not supported',
      showReadingTime: 'reading times are not supported',
      feedOptions: 'RSS and Atom feeds are not supported',
      blogSidebarCount: 'the blog sidebar is not supported',
      blogSidebarTitle: 'the blog sidebar is not supported',
      remarkPlugins: 'remark plugins do not run in docsgen',
      rehypePlugins: 'rehype plugins do not run in docsgen',
    });
  }
  if (isObj(classic.theme)) {
    noteRest(notes, 'presets.classic.theme.', classic.theme, new Set(), {
      customCss: 'custom CSS is not applied; docsgen uses its own theme (a site can set `theme`)',
    });
  }
  if (isObj(classic.pages))
    noteRest(notes, 'presets.classic.pages.', classic.pages, new Set(), {
      path: 'Docusaurus pages are React components for its runtime; write Markdown pages in pages/',
    });
  noteRest(notes, 'presets.classic.', classic, new Set(['docs', 'blog', 'theme', 'pages']), {
    sitemap: 'docsgen always writes sitemap.xml',
    gtag: 'analytics are not supported',
    googleAnalytics: 'analytics are not supported',
    googleTagManager: 'analytics are not supported',
  });
  if (ctx.exists('src/pages') && !isObj(classic.pages))
    notes.push('src/pages: Docusaurus pages are React components for its runtime and are not migrated; write Markdown pages in pages/');

  const staticDirs = Array.isArray(input.staticDirectories) ? input.staticDirectories.filter((d): d is string => typeof d === 'string') : ['static'];
  const staticDirectories = staticDirs.map((d) => ctx.relocate(trimSlashes(d)));
  if (staticDirectories.length !== 1 || staticDirectories[0] !== 'static') config.staticDirectories = staticDirectories;
  if (config.favicon && !ctx.exists(`${trimSlashes(staticDirs[0] ?? 'static')}/${config.favicon}`)) {
    note(notes, 'favicon', `${config.favicon} is not in the static folder`);
    delete config.favicon;
  }

  // Theme config: navbar, footer, color mode, announcement bar.
  const theme = isObj(input.themeConfig) ? input.themeConfig : {};
  const navbar = theme.navbar;
  if (isObj(navbar)) {
    const items = mapNavbarItems(navbar.items, { index, sidebars: ctx.sidebars, ...(blogIndex ? { blogIndex } : {}) }, notes);
    const navTitle = str(navbar.title);
    if (items.length || (navTitle && navTitle !== config.title))
      config.navbar = { ...(navTitle && navTitle !== config.title ? { title: navTitle } : {}), items };
    noteRest(notes, 'themeConfig.navbar.', navbar, new Set(['items', 'title']), {
      logo: 'navbar logos are not supported',
      hideOnScroll: 'not supported',
      style: 'not supported',
    });
  }
  const footer = theme.footer;
  if (isObj(footer)) {
    const copyright = str(footer.copyright);
    const style = footer.style === 'dark' || footer.style === 'light' ? footer.style : undefined;
    if (copyright || style) config.footer = { ...(style ? { style } : {}), ...(copyright ? { copyright: htmlToText(copyright) } : {}) };
    if (copyright && hasMarkup(copyright)) notes.push('themeConfig.footer.copyright: HTML removed; the copyright is plain text');
    const links = footer.links;
    const count = Array.isArray(links) ? links.reduce<number>((n, col) => n + (isObj(col) && Array.isArray(col.items) ? col.items.length : 1), 0) : 0;
    noteRest(notes, 'themeConfig.footer.', footer, new Set(['copyright', 'style']), {
      links: `footer links are not supported (${count} link${count === 1 ? '' : 's'}); link to them from a doc or the navbar`,
      logo: 'footer logos are not supported',
    });
  }
  const colorMode = theme.colorMode;
  if (isObj(colorMode)) {
    const mode: Record<string, unknown> = {};
    if (colorMode.defaultMode === 'dark' || colorMode.defaultMode === 'light') mode.defaultMode = colorMode.defaultMode;
    if (typeof colorMode.disableSwitch === 'boolean') mode.disableSwitch = colorMode.disableSwitch;
    if (typeof colorMode.respectPrefersColorScheme === 'boolean') mode.respectPrefersColorScheme = colorMode.respectPrefersColorScheme;
    if (Object.keys(mode).length) config.colorMode = mode;
    noteRest(notes, 'themeConfig.colorMode.', colorMode, new Set(['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']), {});
  }
  const bar = theme.announcementBar;
  if (isObj(bar)) {
    const content = htmlToText(str(bar.content) ?? '');
    if (content) config.announcementBar = { id: str(bar.id) ?? 'announcement-bar', content };
    else note(notes, 'themeConfig.announcementBar', 'no text content');
    if (hasMarkup(str(bar.content) ?? '')) notes.push('themeConfig.announcementBar.content: HTML removed; the announcement is plain text');
    noteRest(notes, 'themeConfig.announcementBar.', bar, new Set(['id', 'content']));
  }
  noteRest(notes, 'themeConfig.', theme, new Set(['navbar', 'footer', 'colorMode', 'announcementBar']), {
    prism: 'docsgen highlights code with its own light and dark colors',
    image: 'social cards are not supported',
    metadata: 'extra meta tags are not supported',
    algolia: 'search is not supported',
    docs: 'docs sidebar options are not supported',
    tableOfContents: 'docsgen shows ## and ### headings; set toc_min_heading_level / toc_max_heading_level per page',
  });

  // Broken links.
  const onBroken = str(input.onBrokenLinks);
  if (onBroken === 'warn' || onBroken === 'log') config.onBrokenLinks = 'warn';
  else if (onBroken === 'ignore') {
    config.onBrokenLinks = 'warn';
    notes.push('onBrokenLinks: "ignore" became "warn"; docsgen always reports broken links');
  }
  if (input.onBrokenMarkdownLinks !== undefined)
    note(notes, 'onBrokenMarkdownLinks', `docsgen checks Markdown links with onBrokenLinks (${describe(input.onBrokenMarkdownLinks)})`);

  for (const [key, value] of Object.entries(input)) {
    if (HANDLED_TOP.has(key) || value === undefined) continue;
    note(notes, key, `${TOP_REASONS[key] ?? 'not supported'} (${describe(value)})`);
  }
  // Keys in the order the config reference lists them.
  const ordered = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((k) => k in config)
      .map((k) => [k, config[k as keyof UserConfig]]),
  ) as UserConfig;
  return { config: ordered, notes };
}
