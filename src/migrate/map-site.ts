/**
 * The top-level settings of a Docusaurus config: the site's identity, language, static
 * folders, custom fields, broken-link settings and Markdown format.
 */
import { configSchema, type UserConfig } from '../config/schema.js';
import type { SitePaths } from './map-content.js';
import { NOT_SUPPORTED, isData, isObj, notData, str, type Notes, type Obj } from './notes.js';

type Severity = 'error' | 'warn' | 'ignore';

const SEVERITIES: Record<string, Severity> = { throw: 'error', error: 'error', warn: 'warn', log: 'warn', ignore: 'ignore' };

/** Docusaurus's defaults where they differ from docsgen's ('error' for all three). */
const DOCUSAURUS_DEFAULTS = { onBrokenLinks: 'error', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'error' } as const;

/** Keys of the Docusaurus config this module reads. */
export const SITE_KEYS = [
  'title',
  'tagline',
  'url',
  'baseUrl',
  'trailingSlash',
  'favicon',
  'titleDelimiter',
  'i18n',
  'staticDirectories',
  'customFields',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'markdown',
  'headTags',
  'stylesheets',
];

function severity(value: unknown, where: string, notes: Notes): Severity | undefined {
  if (value === undefined) return undefined;
  const mapped = typeof value === 'string' ? SEVERITIES[value] : undefined;
  if (mapped) return mapped;
  // A function hook rewrites or reports the link itself; the build goes on, as with 'warn'.
  if (typeof value === 'function') {
    notes.leftOut(where, 'a function cannot be carried over; docsgen warns instead');
    return 'warn';
  }
  notes.leftOut(where, 'expected throw, warn, log or ignore', value);
  return undefined;
}

function mapIdentity(input: Obj, config: UserConfig, paths: SitePaths, notes: Notes): void {
  for (const key of ['title', 'tagline', 'titleDelimiter'] as const) {
    const value = input[key];
    if (typeof value === 'string' && value !== '') config[key] = value;
    else if (value !== undefined && value !== '') notes.leftOut(key, 'expected text', value);
  }
  const url = str(input.url);
  if (url) {
    try {
      const parsed = new URL(url);
      config.url = parsed.pathname === '/' && !parsed.search ? parsed.origin : url.replace(/\/+$/, '');
    } catch {
      notes.leftOut('url', 'not a valid URL', url);
    }
  }
  const baseUrl = str(input.baseUrl);
  if (baseUrl !== undefined) {
    const normalised = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
    if (normalised !== '/') config.baseUrl = normalised;
  }
  // The same option in docsgen: undefined (Docusaurus's default) is left unwritten.
  if (typeof input.trailingSlash === 'boolean') config.trailingSlash = input.trailingSlash;
  else if (input.trailingSlash !== undefined) notes.leftOut('trailingSlash', 'expected true or false', input.trailingSlash);
  if (isObj(input.i18n)) {
    const i18n = input.i18n;
    const locale = str(i18n.defaultLocale);
    const localeConfig = locale && isObj(i18n.localeConfigs) ? i18n.localeConfigs[locale] : undefined;
    const lang = (isObj(localeConfig) ? str(localeConfig.htmlLang) : undefined) ?? locale;
    if (lang && lang !== 'en') config.lang = lang;
    // The default locale's code.json (the theme's and the site's messages) where docsgen would
    // not look for it by itself: another i18n folder, a config written elsewhere, or an htmlLang.
    const codeJson = `${(str(i18n.path) ?? 'i18n').replace(/\/+$/, '')}/${locale ?? 'en'}/code.json`;
    const translations = paths.relocate(codeJson);
    if (paths.exists(codeJson) && translations !== `i18n/${lang ?? 'en'}/code.json`) config.translations = translations;
    const locales = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [];
    if (locale && locales.some((l) => l !== locale)) config.i18n = mapLocales(i18n, locale, locales, paths, notes);
    for (const [key, value] of Object.entries(i18n)) {
      if (value !== undefined && !['defaultLocale', 'locales', 'localeConfigs', 'path'].includes(key)) notes.leftOut(`i18n.${key}`, NOT_SUPPORTED, value);
    }
  }
}

/** The locale options docsgen takes; Docusaurus's others (`calendar`, `url`, `baseUrl`, `translate`) are noted. */
const LOCALE_KEYS = ['label', 'htmlLang', 'direction', 'path'] as const;

/** Every locale, which docsgen builds as Docusaurus does: the default at the root, the others under `/<locale>/`. */
function mapLocales(i18n: Obj, defaultLocale: string, locales: string[], paths: SitePaths, notes: Notes): NonNullable<UserConfig['i18n']> {
  const out: NonNullable<UserConfig['i18n']> = { defaultLocale, locales: locales.includes(defaultLocale) ? locales : [defaultLocale, ...locales] };
  const folder = paths.relocate((str(i18n.path) ?? 'i18n').replace(/\/+$/, ''));
  if (folder !== 'i18n') out.path = folder;
  const configs: NonNullable<NonNullable<UserConfig['i18n']>['localeConfigs']> = {};
  for (const [name, value] of Object.entries(isObj(i18n.localeConfigs) ? i18n.localeConfigs : {})) {
    if (!isObj(value) || !locales.includes(name)) continue;
    const kept: Record<string, string> = {};
    for (const [key, option] of Object.entries(value)) {
      if (option === undefined) continue;
      const where = `i18n.localeConfigs.${name}.${key}`;
      if (!(LOCALE_KEYS as readonly string[]).includes(key)) notes.leftOut(where, NOT_SUPPORTED, option);
      else if (typeof option !== 'string' || (key === 'direction' && option !== 'ltr' && option !== 'rtl'))
        notes.leftOut(where, 'expected text (ltr or rtl for direction)', option);
      else kept[key] = key === 'path' ? option.replace(/\/+$/, '') : option;
    }
    if (Object.keys(kept).length) configs[name] = kept;
  }
  if (Object.keys(configs).length) out.localeConfigs = configs;
  return out;
}

function mapFolders(input: Obj, config: UserConfig, paths: SitePaths, notes: Notes): void {
  let staticDirs = ['static'];
  if (Array.isArray(input.staticDirectories)) {
    staticDirs = input.staticDirectories.filter((d): d is string => typeof d === 'string');
    const relocated = staticDirs.map((d) => paths.relocate(d));
    if (relocated.length !== 1 || relocated[0] !== 'static') config.staticDirectories = relocated;
  } else if (input.staticDirectories !== undefined) notes.leftOut('staticDirectories', 'expected a list of folders', input.staticDirectories);
  else if (paths.relocate('static') !== 'static') config.staticDirectories = [paths.relocate('static')];

  const favicon = str(input.favicon);
  if (favicon && /^[a-z][a-z0-9+.-]*:|^\/\//i.test(favicon)) config.favicon = favicon;
  else if (favicon) {
    const path = favicon.replace(/^\/+/, '');
    if (staticDirs.some((d) => paths.exists(`${d}/${path}`))) config.favicon = path;
    else notes.leftOut('favicon', `${path} is in none of the static folders (${staticDirs.join(', ')})`);
  }
}

function mapCustomFields(input: Obj, config: UserConfig, notes: Notes): void {
  const fields = input.customFields;
  if (fields === undefined) return;
  if (!isObj(fields)) {
    notes.leftOut('customFields', 'expected an object', fields);
    return;
  }
  const kept: Obj = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (isData(value)) kept[key] = value;
    else notes.leftOut(`customFields.${key}`, notData(value) ?? 'only JSON values (text, numbers, lists, objects) can be written in docsgen.config.ts', value);
  }
  if (Object.keys(kept).length) config.customFields = kept;
}

function mapChecks(input: Obj, config: UserConfig, notes: Notes): void {
  const markdown = isObj(input.markdown) ? input.markdown : {};
  const hooks = isObj(markdown.hooks) ? markdown.hooks : {};
  // The top-level onBrokenMarkdownLinks is copied over markdown.hooks' by Docusaurus.
  const markdownLinks = input.onBrokenMarkdownLinks !== undefined ? 'onBrokenMarkdownLinks' : 'markdown.hooks.onBrokenMarkdownLinks';
  const settings = {
    onBrokenLinks: severity(input.onBrokenLinks, 'onBrokenLinks', notes),
    onBrokenAnchors: severity(input.onBrokenAnchors, 'onBrokenAnchors', notes),
    onBrokenMarkdownLinks: severity(input.onBrokenMarkdownLinks ?? hooks.onBrokenMarkdownLinks, markdownLinks, notes),
    onBrokenMarkdownImages: severity(hooks.onBrokenMarkdownImages, 'markdown.hooks.onBrokenMarkdownImages', notes),
  };
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onBrokenMarkdownImages'] as const) {
    const value = settings[key] ?? DOCUSAURUS_DEFAULTS[key];
    if (settings[key] !== undefined || value !== 'error') config[key] = value;
  }
}

/** `themeConfig.mermaid` as `markdown.mermaid`'s options: mermaid's theme per color mode, what `mermaid.initialize()` gets. */
function mapMermaid(value: unknown, notes: Notes): true | { theme?: { light?: string; dark?: string }; options?: Record<string, unknown> } {
  if (!isObj(value)) {
    notes.leftOut('themeConfig.mermaid', 'expected { theme, options }', value);
    return true;
  }
  const out: { theme?: { light?: string; dark?: string }; options?: Record<string, unknown> } = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (key === 'theme' && isObj(v) && Object.entries(v).every(([mode, name]) => ['light', 'dark'].includes(mode) && typeof name === 'string' && name !== ''))
      out.theme = v;
    else if (key === 'options' && isObj(v)) out.options = v;
    else notes.leftOut(`themeConfig.mermaid.${key}`, key === 'theme' ? 'expected { light, dark } naming mermaid themes' : NOT_SUPPORTED, v);
  }
  return out;
}

function mapMarkdown(input: Obj, config: UserConfig, notes: Notes): void {
  if (input.markdown !== undefined && !isObj(input.markdown)) notes.leftOut('markdown', 'expected an object', input.markdown);
  const markdown = isObj(input.markdown) ? input.markdown : {};
  const out: NonNullable<UserConfig['markdown']> = {};
  const format = markdown.format;
  if (format === undefined) {
    // Docusaurus's default: every .md file is MDX ({expressions}, JSX attributes, Markdown inside HTML).
    out.format = 'mdx';
    notes.add(
      'markdown.format: not set, so Docusaurus compiles every .md file as MDX, and so does docsgen ("mdx"); set it to "detect" to have .md files without MDX syntax (import, export, JSX components, {/* */}) take docsgen\'s faster Markdown path',
    );
  } else if (format === 'mdx' || format === 'md') out.format = format;
  else if (format === 'detect') {
    // Docusaurus's "detect" goes by the extension: .md as Markdown, .mdx as MDX.
    out.format = 'md';
    notes.add('markdown.format: Docusaurus\'s "detect" reads .md files as Markdown and .mdx files as MDX, which docsgen calls "md"');
  } else notes.leftOut('markdown.format', 'expected mdx, md or detect', format);
  const mermaidTheme = isObj(input.themeConfig) ? input.themeConfig.mermaid : undefined;
  if (markdown.mermaid === true) out.mermaid = mermaidTheme === undefined ? true : mapMermaid(mermaidTheme, notes);
  else {
    if (markdown.mermaid === false) out.mermaid = false;
    else if (markdown.mermaid !== undefined) notes.leftOut('markdown.mermaid', 'expected true or false', markdown.mermaid);
    if (mermaidTheme !== undefined) notes.leftOut('themeConfig.mermaid', 'mermaid options apply only with markdown.mermaid: true', mermaidTheme);
  }
  for (const [key, value] of Object.entries(markdown)) {
    if (value === undefined || ['format', 'mermaid', 'hooks'].includes(key)) continue;
    notes.leftOut(`markdown.${key}`, NOT_SUPPORTED, value);
  }
  if (isObj(markdown.hooks)) {
    for (const [key, value] of Object.entries(markdown.hooks)) {
      if (value !== undefined && key !== 'onBrokenMarkdownLinks' && key !== 'onBrokenMarkdownImages')
        notes.leftOut(`markdown.hooks.${key}`, NOT_SUPPORTED, value);
    }
  }
  if (Object.keys(out).length) config.markdown = out;
}

/** `headTags` that docsgen writes (links, meta tags, JSON-LD), each other one noted with the reason. */
function mapHeadTags(input: Obj, config: UserConfig, notes: Notes): void {
  if (input.headTags === undefined) return;
  if (!Array.isArray(input.headTags)) return notes.leftOut('headTags', 'expected a list of tags', input.headTags);
  const tag = configSchema.shape.headTags.unwrap().element;
  const kept: NonNullable<UserConfig['headTags']> = [];
  input.headTags.forEach((value: unknown, i) => {
    const parsed = tag.safeParse(value);
    if (parsed.success) kept.push(parsed.data);
    else notes.leftOut(`headTags[${i}]`, parsed.error.issues[0]?.message ?? NOT_SUPPORTED, value);
  });
  if (kept.length) config.headTags = kept;
}

/**
 * `stylesheets` served by the site itself (`/css/fonts.css`, from a static folder) as `headTags`
 * links, which is what Docusaurus writes for them; a stylesheet of another site is noted, since
 * the pages' Content-Security-Policy (`style-src 'self'`) would not load it.
 */
function mapStylesheets(input: Obj, config: UserConfig, notes: Notes): void {
  if (input.stylesheets === undefined) return;
  if (!Array.isArray(input.stylesheets)) return notes.leftOut('stylesheets', 'expected a list of stylesheets', input.stylesheets);
  const links: NonNullable<UserConfig['headTags']> = [];
  input.stylesheets.forEach((value: unknown, i) => {
    const attributes = typeof value === 'string' ? { href: value } : isObj(value) ? value : undefined;
    const href = attributes && str(attributes.href);
    const strings = attributes && Object.values(attributes).every((v) => typeof v === 'string');
    if (!href || !strings) return notes.leftOut(`stylesheets[${i}]`, 'expected a URL or { href } with text attributes', value);
    if (!href.startsWith('/') || href.startsWith('//')) {
      return notes.leftOut(
        `stylesheets[${i}]`,
        "a stylesheet of another site, which the pages' Content-Security-Policy (style-src 'self') does not load; copy it into static/ and list its path, or add it to customCss",
        href,
      );
    }
    links.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...(attributes as Record<string, string>) } });
  });
  if (links.length) config.headTags = [...links, ...(config.headTags ?? [])];
}

/** Maps the top-level settings of `input` into `config`. */
export function mapSite(input: Obj, config: UserConfig, paths: SitePaths, notes: Notes): void {
  mapIdentity(input, config, paths, notes);
  mapFolders(input, config, paths, notes);
  mapCustomFields(input, config, notes);
  mapChecks(input, config, notes);
  mapMarkdown(input, config, notes);
  mapHeadTags(input, config, notes);
  mapStylesheets(input, config, notes);
}
