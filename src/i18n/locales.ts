/**
 * The languages a site is built in (`i18n` in the config, Docusaurus's option): for each
 * locale, where its pages go, its language and direction, its menu label and its folder of
 * translations, and the config its build runs with.
 *
 * The default locale is the site as it is without `i18n` (`lang`, `translations`,
 * `contentLang`, the site root). Every other locale is built under `<baseUrl><locale>/`, as
 * Docusaurus builds it, from the same files with the translated ones in their place.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { ContentRoot } from '../discover/discover.js';
import { textDirection } from '../theme/site-locale.js';

/** One locale of the site, as its build needs it. */
export interface SiteLocaleBuild {
  locale: string;
  isDefault: boolean;
  /** Output folder and URL segment below the base URL: `''` for the default locale, else `<locale>/`. */
  prefix: string;
  /** `<html lang>` and the theme's language. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Its name in the locale menu. */
  label: string;
  /** Absolute folder of its translations (`i18n/fr`). */
  folder: string;
}

/** The locale a build makes, with every locale of the site (for the locale menu and the alternates). */
export interface BuildLocales {
  current: SiteLocaleBuild;
  all: SiteLocaleBuild[];
}

/** The language's own name, capitalised as Docusaurus writes it ("Français", "Deutsch"). */
export function localeLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** Every locale of the site, the default first; undefined for a site in one language. */
export function siteLocales(config: SiteConfig, siteDir: string): SiteLocaleBuild[] | undefined {
  const i18n = config.i18n;
  if (!i18n || (i18n.locales.length === 1 && i18n.locales[0] === i18n.defaultLocale)) return undefined;
  const ordered = [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];
  return ordered.map((locale) => {
    const options = i18n.localeConfigs[locale] ?? {};
    const isDefault = locale === i18n.defaultLocale;
    const lang = isDefault ? config.lang : (options.htmlLang ?? locale);
    return {
      locale,
      isDefault,
      prefix: isDefault ? '' : `${locale}/`,
      lang,
      dir: options.direction ?? textDirection(lang),
      label: options.label ?? localeLabel(locale),
      folder: resolve(siteDir, i18n.path, options.path ?? locale),
    };
  });
}

/** The config `locale` is built with: its base URL, language and translations file. */
export function localeConfig(config: SiteConfig, locale: SiteLocaleBuild): SiteConfig {
  if (locale.isDefault) return config;
  const codeJson = join(locale.folder, 'code.json');
  const { translations: _default, contentLang: _content, ...rest } = config;
  return {
    ...rest,
    baseUrl: `${config.baseUrl}${locale.prefix}`,
    lang: locale.lang,
    ...(existsSync(codeJson) ? { translations: codeJson } : {}),
  };
}

/**
 * The folder holding `root`'s translations into `locale`, as Docusaurus names it: the plugin's
 * name (with `-<id>` for an instance other than the default), then `current` or
 * `version-<name>` for docs.
 */
export function localizedFolder(locale: SiteLocaleBuild, root: ContentRoot): string {
  const plugin = `docusaurus-plugin-content-${root.kind === 'doc' ? 'docs' : root.kind === 'blog' ? 'blog' : 'pages'}`;
  const folder = join(locale.folder, root.pluginId === 'default' ? plugin : `${plugin}-${root.pluginId}`);
  if (root.kind !== 'doc' || !root.version) return folder;
  return join(folder, root.version.name === 'current' ? 'current' : `version-${root.version.name}`);
}
