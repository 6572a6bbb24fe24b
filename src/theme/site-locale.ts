/**
 * The site's interface language and its messages, which theme code reads as the module
 * `docsgen/site-locale` (`lang`, `messages`): the theme's text in the site's language.
 *
 * Messages are keyed by Docusaurus's ids (`theme.docs.paginator.next`). For a language other
 * than English they start from Docusaurus's own translations of its theme
 * (`@docusaurus/theme-translations`, the nearest locale it has: `pt` reads `pt-BR`, `zh-CN`
 * reads `zh-Hans`), so a migrated site shows the words Docusaurus showed; the site's
 * `i18n/<lang>/code.json` (Docusaurus's format, `{ "<id>": { "message": "…" } }`) comes on top.
 * A theme keeps its own text for ids no one translates.
 *
 * The module is written into the build's module folder and bundled into the theme and the
 * site's code like any file, so its contents take part in the bundles' cache keys.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { localesToTry } from '../client/message-format.js';
import type { Diagnostic } from '../diagnostics.js';
import { readJsonFile } from '../discover/read-json.js';

/** What `docsgen/site-locale` exports (with `dir`, the language's writing direction). */
export interface SiteLocale {
  /** The interface language (`lang` in the config). */
  lang: string;
  /** Messages by id, from Docusaurus's translations of the language and the site's file. */
  messages: Record<string, string>;
  /** The site's translations file, when it has one (watched; part of the theme's inputs). */
  file?: string;
  /** The writing direction, when the config gives it (a locale's `direction`); else the language's. */
  dir?: 'ltr' | 'rtl';
}

/** The writing direction of `lang`, from the likeliest script of its language (`ar`, `he`, `fa`: right to left). */
export function textDirection(lang: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(lang) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
  // `textInfo` became `getTextInfo()` in later versions of V8.
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The Docusaurus translation files docsgen's theme reads: the classic theme's and the search bar's. */
const DOCUSAURUS_FILES = ['theme-common', 'theme-search-algolia'];

/** Docusaurus's translation of its theme into `lang`, or nothing for English and languages it lacks. */
function docusaurusMessages(lang: string): Record<string, string> {
  if (new Intl.Locale(lang).language === 'en') return {};
  const root = join(dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')), 'locales');
  const found = localesToTry(lang).find((locale) => existsSync(join(root, locale, 'theme-common.json')));
  if (!found) return {};
  const messages: Record<string, string> = {};
  for (const name of DOCUSAURUS_FILES) {
    const file = join(root, found, `${name}.json`);
    if (!existsSync(file)) continue;
    for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)) {
      if (typeof message === 'string' && !id.endsWith('___DESCRIPTION')) messages[id] = message;
    }
  }
  return messages;
}

/**
 * Reads the site's messages: Docusaurus's translations for `lang`, then the site's translations
 * file (`translations` in the config, else `i18n/<lang>/code.json` when it exists). Problems in
 * that file are pushed to `diagnostics`; its valid entries still count.
 */
export function readSiteLocale(options: { lang: string; siteDir: string; translations?: string | undefined }, diagnostics: Diagnostic[]): SiteLocale {
  const { lang, siteDir } = options;
  const messages = docusaurusMessages(lang);
  const named = options.translations !== undefined;
  const file = resolve(siteDir, options.translations ?? join('i18n', lang, 'code.json'));
  if (!existsSync(file)) {
    if (named)
      diagnostics.push({
        severity: 'error',
        code: 'config/translations',
        message: `the translations file ${options.translations} (\`translations\` in the config) does not exist; give the path of a JSON file, relative to the site, or leave the option out`,
        file,
      });
    return { lang, messages };
  }
  Object.assign(messages, readMessageFile(file, diagnostics));
  return { lang, messages, file };
}

/**
 * The messages of a translation file in Docusaurus's format (`{ "<id>": { "message": "…" } }`):
 * `code.json`, and a locale's `navbar.json`, `footer.json` and `current.json`. Problems are
 * pushed to `diagnostics` at their line; the valid entries still count.
 */
export function readMessageFile(file: string, diagnostics: Diagnostic[]): Record<string, string> {
  const messages: Record<string, string> = {};
  const read = readJsonFile(file, 'translations file', 'translations/syntax', diagnostics);
  if (!read) return messages;
  const value = read.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    diagnostics.push({
      severity: 'error',
      code: 'translations/shape',
      message: 'the translations file must hold one object: { "<id>": { "message": "…" } }',
      file,
      line: 1,
      column: 1,
    });
    return messages;
  }
  // The text again only to place an entry's problem: a valid file is read once.
  let text: string | undefined;
  for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
    const message = typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
    if (typeof message === 'string') messages[id] = message;
    else
      diagnostics.push({
        severity: 'error',
        code: 'translations/shape',
        message: `"${id}" has no message: write it as "${id}": { "message": "…" }`,
        file,
        ...lineOf((text ??= readFileSync(file, 'utf8')), id),
      });
  }
  return messages;
}

/** The line and column of `"<id>"` as a key in the JSON `text`. */
function lineOf(text: string, id: string): { line: number; column: number } | Record<string, never> {
  const at = text.indexOf(`${JSON.stringify(id)}`);
  if (at < 0) return {};
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

/**
 * Writes the module `docsgen/site-locale` for `locale` into `moduleDir` (when its contents
 * changed) and returns its path. One file per module folder: a bundle that read it is rebuilt
 * when the language or a message changes, since the module cache compares the files' contents.
 */
export function writeSiteLocaleModule(locale: SiteLocale, moduleDir: string): string {
  const code = [
    `export const lang = ${JSON.stringify(locale.lang)};`,
    `export const dir = ${JSON.stringify(locale.dir ?? textDirection(locale.lang))};`,
    `export const messages = ${JSON.stringify(locale.messages)};`,
    '',
  ].join('\n');
  const file = join(moduleDir, 'site-locale.mjs');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== code) {
    mkdirSync(moduleDir, { recursive: true });
    writeFileSync(`${file}.${process.pid}.part`, code);
    renameSync(`${file}.${process.pid}.part`, file);
  }
  return file;
}

/** An esbuild plugin that resolves `docsgen/site-locale` to the module {@link writeSiteLocaleModule} wrote. */
export function siteLocalePlugin(moduleFile: string): Plugin {
  return {
    name: 'docsgen-site-locale',
    setup(build) {
      build.onResolve({ filter: /^docsgen\/site-locale$/ }, () => ({ path: moduleFile }));
    },
  };
}
