/**
 * The site config schema: the single source of truth for the `UserConfig` type (what a
 * `docsgen.config.ts` may say), the `SiteConfig` type (defaults applied) and validation.
 */
import { z } from 'zod';

const link = z.strictObject({
  /** Text of the link. @example 'Dokumentasi API' */
  label: z.string().min(1),
  /** Site path (`/docs/intro`) or absolute URL. @example '/docs/intro' */
  to: z.string().min(1),
});

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
  /** Language of the interface (`<html lang>`). @default 'en' */
  lang: z.string().default('en'),
  /** Language of the written content; wrapped in an element with this `lang`. @default same as `lang` */
  contentLang: z.string().optional(),
  /** Path of the favicon, relative to the static folder. @example 'img/favicon.svg' */
  favicon: z.string().optional(),
  navbar: z
    .strictObject({
      /** Brand text; defaults to `title`. */
      title: z.string().optional(),
      /** Links on the right of the brand. @example [{ label: 'Docs', to: '/docs/intro' }] */
      items: z.array(link).default([]),
    })
    .default({ items: [] }),
  footer: z
    .strictObject({
      /** Copyright line. @example 'Copyright © 2025 Example' */
      copyright: z.string().default(''),
      /** Footer style. @default 'light' */
      style: z.enum(['light', 'dark']).default('light'),
    })
    .default({ copyright: '', style: 'light' }),
  colorMode: z
    .strictObject({
      /** Mode before the reader picks one (and, with `respectPrefersColorScheme`, when the system has no preference). @default 'light' */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the light/dark switch: every reader sees `defaultMode`. @default false */
      disableSwitch: z.boolean().default(false),
      /** Follow the reader's system setting (`prefers-color-scheme`) until they pick a mode. @default false */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  /** A dismissible bar above the navbar. A new `id` shows it again to readers who closed it. */
  announcementBar: z.strictObject({ id: z.string().min(1), content: z.string().min(1) }).optional(),
  docs: z
    .strictObject({
      /** Folder of doc pages, relative to the site. @default 'docs' */
      path: z.string().default('docs'),
      /** URL prefix of doc pages. @default 'docs' */
      routeBasePath: z.string().default('docs'),
      /** Doc the navbar and `/docs` lead to. @default 'intro' */
      homeId: z.string().default('intro'),
    })
    .default({ path: 'docs', routeBasePath: 'docs', homeId: 'intro' }),
  pages: z
    .strictObject({
      /** Folder of standalone pages (`.md` or `.tsx`). @default 'pages' */
      path: z.string().default('pages'),
    })
    .default({ path: 'pages' }),
  blog: z
    .strictObject({
      /** Folder of blog posts. @default 'blog' */
      path: z.string().default('blog'),
      /** URL prefix of the blog. @default 'blog' */
      routeBasePath: z.string().default('blog'),
    })
    .default({ path: 'blog', routeBasePath: 'blog' }),
  /** Folder copied as is to the output. @default 'static' */
  staticDir: z.string().default('static'),
  /** Output folder, relative to the site. @default 'build' */
  outDir: z.string().default('build'),
  /** Path of a theme module (exports `theme`); defaults to the built-in theme. */
  theme: z.string().optional(),
  /** Data file for the home page, relative to the site. @example 'home.json' */
  homeData: z.string().optional(),
  /** What broken links do: fail the build or only warn. @default 'error' */
  onBrokenLinks: z.enum(['error', 'warn']).default('error'),
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
  /** Static redirects (meta refresh pages). @example [{ from: '/docs', to: '/docs/intro' }] */
  redirects: z.array(z.strictObject({ from: z.string().startsWith('/'), to: z.string().min(1) })).default([]),
});

/** What a `docsgen.config.ts` may contain. */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default applied, as stages see it. */
export type SiteConfig = z.output<typeof configSchema>;
