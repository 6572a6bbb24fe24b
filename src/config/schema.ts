/**
 * The site config schema: the single source of truth for the `UserConfig` type (what a
 * `docsgen.config.ts` may say), the `SiteConfig` type (defaults applied) and validation.
 */
import * as z from 'zod';
import { DEFAULT_MAGIC_COMMENTS } from '../markdown/magic-comments.js';
import type { MermaidOptions } from '../markdown/mermaid.js';
import { blogPluginSchema, docsPluginSchema, pagesPluginSchema } from './plugin-options.js';
import { announcementBarSchema, colorModeSchema, footerSchema, navbarSchema } from './theme-options.js';

/** What a broken link does: fail the build, warn, or nothing. Docusaurus's `throw` and `log` are read as `error` and `warn`. */
const onBroken = (fallback: 'error' | 'warn') =>
  z
    .enum(['error', 'warn', 'ignore', 'throw', 'log'])
    .default(fallback)
    .transform((v): 'error' | 'warn' | 'ignore' => (v === 'throw' ? 'error' : v === 'log' ? 'warn' : v));

/** Whether `tag` is a language tag `Intl` accepts. */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const configSchema = z.strictObject({
  /** Site title: navbar brand, home page heading and `<title>` suffix. @default 'Documentation' */
  title: z.string().min(1).default('Documentation'),
  /** One-line description of the site, used for the home page meta description. @default '' */
  tagline: z.string().default(''),
  /** Public origin of the site, for canonical URLs and the sitemap. @example 'https://docs.example.com' */
  url: z.url().default('http://localhost:3000'),
  /** Path the site is served under; starts and ends with `/`. @default '/' */
  baseUrl: z
    .string()
    .regex(/^\/(?:[^/]+\/)*$/, 'must start and end with "/", e.g. "/" or "/docs-site/"')
    .default('/'),
  /**
   * How page URLs end, as Docusaurus's `trailingSlash`: `true` gives every page a trailing slash
   * (`/docs/intro/`, written as `docs/intro/index.html`); `false` none (`/docs/intro`, written as
   * `docs/intro.html`); undefined keeps each URL as Docusaurus makes it: a folder's index page
   * (`docs/guide/index.md`, `README.md`, `guide/guide.md`) and a slug ending in `/` end with a
   * slash, every other page does not, and every page is written as `<path>/index.html`.
   * Links, the sitemap, canonical URLs, feeds and the search index follow it. @default undefined
   * @example false
   */
  trailingSlash: z.boolean().optional(),
  /**
   * Language of the interface (`<html lang>`, the theme's text, dates): a BCP 47 tag. The theme
   * speaks it where Docusaurus's theme translations do. @default 'en'
   */
  lang: z.string().refine(isLanguageTag, 'must be a BCP 47 language tag, such as "en", "fr", "pt-BR" or "zh-Hans" (a hyphen, not "_")').default('en'),
  /**
   * Messages that replace the theme's text, in Docusaurus's `code.json` format:
   * `{ "theme.docs.paginator.next": { "message": "Weiter" } }`; relative to the site.
   * @default 'i18n/<lang>/code.json' when that file exists
   */
  translations: z.string().optional(),
  /** Language of the written content; wrapped in an element with this `lang`. @default same as `lang` */
  contentLang: z.string().optional(),
  /**
   * Every language the site is built in, as Docusaurus's `i18n`: the default locale at the site
   * root (in `lang`, with `translations` and `contentLang`), each other one under
   * `<baseUrl><locale>/`, its docs, blog and pages taken from
   * `<path>/<locale>/docusaurus-plugin-content-{docs,blog,pages}…` where a file is translated
   * and from the default language's folder where it is not, and the theme's text from
   * `<path>/<locale>/code.json`. `localeConfigs` give a locale its menu `label`, `htmlLang`,
   * `direction` and folder (`path`, below `path`). @default undefined (one language)
   * @example { defaultLocale: 'en', locales: ['en', 'fr'] }
   */
  i18n: z
    .strictObject({
      defaultLocale: z.string().min(1),
      locales: z.array(z.string().regex(/^[^/\\.][^/\\]*$/, 'must be a locale name such as "fr" or "pt-BR", which names a URL folder')).min(1),
      /** Folder of the translations, relative to the site. @default 'i18n' */
      path: z.string().min(1).default('i18n'),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            /** The locale's name in the navbar's locale menu. @default the language's own name ("Français") */
            label: z.string().optional(),
            /** `<html lang>` and the theme's language. @default the locale */
            htmlLang: z.string().refine(isLanguageTag, 'must be a BCP 47 language tag, such as "fr" or "pt-BR"').optional(),
            /** Writing direction. @default the language's */
            direction: z.enum(['ltr', 'rtl']).optional(),
            /** The locale's folder below `path`. @default the locale */
            path: z.string().min(1).optional(),
          }),
        )
        .default({}),
    })
    .refine((i18n) => i18n.locales.includes(i18n.defaultLocale), { message: 'locales must include defaultLocale', path: ['locales'] })
    .refine((i18n) => new Set(i18n.locales).size === i18n.locales.length, { message: 'a locale is named twice', path: ['locales'] })
    .optional(),
  /** Between a page's title and the site's in `<title>`. @default '|' */
  titleDelimiter: z.string().default('|'),
  /** Path of the favicon, relative to the static folder. @example 'img/favicon.svg' */
  favicon: z.string().optional(),
  /** Default social card image (`og:image`), relative to the static folder or a URL. @example 'img/card.png' */
  image: z.string().optional(),
  /**
   * `<meta>` tags of every page, as Docusaurus's `themeConfig.metadata`: `{ name, content }` or
   * `{ property, content }`. Each replaces the theme's tag of the same name or property, but a
   * page's own title, description and image win over it, as in Docusaurus.
   * @example [{ name: 'keywords', content: 'docs, search' }, { name: 'twitter:card', content: 'summary' }]
   */
  metadata: z
    .array(z.record(z.string().regex(/^[A-Za-z][\w:-]*$/, 'must be an attribute name such as "name", "property" or "content"'), z.string()))
    .default([]),
  /**
   * More tags for the `<head>` of every page, as Docusaurus's `headTags`: `link` and `meta` tags
   * (`{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://…' } }`), and JSON-LD
   * (`{ tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{…}' }`).
   * Other scripts would be refused by the pages' Content-Security-Policy. @default []
   */
  headTags: z
    .array(
      z
        .strictObject({
          tagName: z.enum(['link', 'meta', 'script'], 'must be "link", "meta" or "script" (JSON-LD)'),
          attributes: z.record(z.string().regex(/^[A-Za-z][\w:-]*$/, 'must be an attribute name such as "rel" or "href"'), z.string()).default({}),
          innerHTML: z.string().optional(),
        })
        .refine(
          (tag) => tag.tagName !== 'script' || (tag.attributes.type === 'application/ld+json' && tag.innerHTML !== undefined && !tag.attributes.src),
          "a script must be JSON-LD ({ type: 'application/ld+json' } with innerHTML): the pages' Content-Security-Policy runs no other script of the site's",
        )
        .refine((tag) => tag.tagName === 'script' || tag.innerHTML === undefined, 'only a JSON-LD script has innerHTML'),
    )
    .default([]),
  /**
   * Write `llms.txt` and `llms-full.txt` (llmstxt.org) at the site root and a Markdown copy of
   * each doc page next to it (`docs/intro.md`), which its "Copy page" button copies. @default true
   */
  llmsTxt: z.boolean().default(true),
  navbar: navbarSchema,
  footer: footerSchema,
  colorMode: colorModeSchema,
  /** A dismissible bar above the navbar. A new `id` shows it again to readers who closed it. */
  announcementBar: announcementBarSchema.optional(),
  /** The docs: one instance, several (each with its own `id`, `path` and `routeBasePath`), or false. */
  docs: docsPluginSchema,
  /** Standalone pages (`.md`, `.mdx`, `.tsx`…): one instance, several, or false. */
  pages: pagesPluginSchema,
  /** The blog: one instance, several, or false. */
  blog: blogPluginSchema,
  /** Folders copied as they are to the output, relative to the site. @default ['static'] */
  staticDirectories: z.array(z.string()).default(['static']),
  /**
   * Output folder, relative to the site. It may not be, hold or lie inside the site folder's
   * sources (the site folder itself, a content folder, a static folder). @default 'build'
   */
  outDir: z.string().default('build'),
  /**
   * Replace an output folder that docsgen did not write (one without its `.docsgen-output`
   * marker) instead of refusing to. Same as `--force`. @default false
   */
  emptyOutDir: z.boolean().default(false),
  /**
   * Folders outside the site that symbolic links in the content and static folders may point
   * into; links to anywhere else outside the site are errors. @default []
   * @example ['../shared-docs']
   */
  allowSymlinksTo: z.array(z.string().min(1)).default([]),
  /** Largest Markdown page (or other text file the build reads), in bytes; a larger one is an error. @default 20 MB */
  maxPageBytes: z
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  /** Path of a theme module (exports `theme`); defaults to the built-in theme. */
  theme: z.string().optional(),
  /**
   * Stylesheets applied after the theme's, relative to the site (a Docusaurus `custom.css`): one
   * path or several, bundled with the theme's into the site's one stylesheet. The built-in
   * theme reads Infima's custom properties (`--ifm-color-primary`…), so they restyle it.
   * @example ['src/css/custom.css']
   */
  customCss: z
    .union([z.string(), z.array(z.string())])
    .default([])
    .transform((v) => (typeof v === 'string' ? [v] : v)),
  /** Data file for the home page, relative to the site. @example 'home.json' */
  homeData: z.string().optional(),
  /** Values React pages and MDX read through `useDocusaurusContext().siteConfig.customFields`. @default {} */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Links to a page or file that does not exist: 'error' fails the build. @default 'error' */
  onBrokenLinks: onBroken('error'),
  /** Links to a `#heading` that does not exist on its page. @default 'error' */
  onBrokenAnchors: onBroken('error'),
  /** Links to a Markdown file (`./x.md`) that is not a page of the same docs, blog or pages. @default 'error' */
  onBrokenMarkdownLinks: onBroken('error'),
  /** Images (Markdown, raw HTML, the config's) whose file does not exist. @default 'error' */
  onBrokenMarkdownImages: onBroken('error'),
  markdown: z
    .strictObject({
      /**
       * How `.md` files are read: 'detect' compiles one as MDX only when it uses imports,
       * exports, JSX or expressions; 'mdx' compiles every file as MDX; 'md' none (`.mdx`
       * files are always MDX). @default 'detect'
       */
      format: z.enum(['detect', 'md', 'mdx']).default('detect'),
      /**
       * ```mermaid code blocks (and `@theme/Mermaid` in MDX) become diagrams, drawn in the
       * browser by the site's `mermaid` package (npm install mermaid), fetched only by pages
       * that have one; without JavaScript they show their source. `theme` names mermaid's
       * theme in each color mode, `options` go to `mermaid.initialize()` (Docusaurus's
       * `themeConfig.mermaid`). `true` takes the defaults. The pages' Content-Security-Policy
       * then allows inline styles, which mermaid's diagrams need. @default false
       */
      mermaid: z
        .union([
          z.boolean(),
          z.strictObject({
            theme: z
              .strictObject({ light: z.string().min(1).default('default'), dark: z.string().min(1).default('dark') })
              .default({ light: 'default', dark: 'dark' }),
            options: z.record(z.string(), z.unknown()).default({}),
          }),
        ])
        .default(false)
        .transform((v): MermaidOptions | false => (v === true ? { theme: { light: 'default', dark: 'dark' }, options: {} } : v)),
      /**
       * Code blocks marked ```` ```bash npm2yarn ```` become tabs: npm as written, then Yarn and
       * pnpm (`converters`, bun too), as Docusaurus's npm2yarn remark plugin makes them; `sync`
       * keeps every block on the manager the reader picked. `true` takes the defaults. @default false
       */
      npm2yarn: z
        .union([
          z.boolean(),
          z.strictObject({
            sync: z.boolean().default(false),
            converters: z.array(z.enum(['yarn', 'pnpm', 'bun'])).default(['yarn', 'pnpm']),
          }),
        ])
        .default(false)
        .transform((v) => (v === true ? { sync: false, converters: ['yarn' as const, 'pnpm' as const] } : v)),
      /**
       * Magic comments in code blocks (Docusaurus's `prism.magicComments`): a comment alone on
       * its line, `// highlight-next-line` or a `// highlight-start` … `// highlight-end` pair,
       * gives the next line or the lines between `className`, and is left out of the block.
       * The class `theme-code-block-highlighted-line` is the theme's highlighted line; give
       * your own classes a style in your CSS. The first entry's class is also the one of the
       * lines a block's `{1,3-4}` highlights. @default the highlight-next-line and highlight-start/-end comments
       */
      magicComments: z
        .array(
          z.strictObject({
            className: z.string().min(1),
            line: z.string().min(1).optional(),
            block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
          }),
        )
        .default(DEFAULT_MAGIC_COMMENTS),
    })
    .default({ format: 'detect', mermaid: false, npm2yarn: false, magicComments: DEFAULT_MAGIC_COMMENTS }),
  sidebar: z
    .strictObject({
      /**
       * Above this many entries, a page's sidebar holds only the top level and the current
       * page's branch, so page size does not grow with the site. @default 500
       */
      maxInlineItems: z.number().int().positive().default(500),
    })
    .default({ maxInlineItems: 500 }),
  /**
   * Full-text search: the build writes an index of every Markdown page (`_search/`) and the
   * theme shows a search box. Pages opt out with `search: false` in their frontmatter.
   * @default true
   */
  search: z.boolean().default(true),
  /**
   * The sitemap, as Docusaurus's sitemap plugin: `ignorePatterns` are globs matched against each
   * page's path with the base URL (`'/kiln/**'`); matching pages are left out of `sitemap.xml`.
   * @default { ignorePatterns: [] }
   */
  sitemap: z.strictObject({ ignorePatterns: z.array(z.string().min(1)).default([]) }).default({ ignorePatterns: [] }),
  /** Static redirects (meta refresh pages). @example [{ from: ['/old', '/older'], to: '/docs/intro' }] */
  redirects: z
    .array(z.strictObject({ from: z.union([z.string().startsWith('/'), z.array(z.string().startsWith('/')).min(1)]), to: z.string().min(1) }))
    .default([]),
});

/** What a `docsgen.config.ts` may contain. */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default applied, as stages see it. */
export type SiteConfig = z.output<typeof configSchema>;
