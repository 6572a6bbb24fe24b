/**
 * Options of the site's chrome: navbar, footer, color mode, announcement bar. The item shapes
 * are Docusaurus's `themeConfig` ones, so a migrated site keeps its navbar and footer.
 */
import * as z from 'zod';

const position = z.enum(['left', 'right']).optional();

/** A link: `to` for a site path (base URL added), `href` for any URL (kept as written). */
const linkItem = z.strictObject({
  type: z.literal('default').optional(),
  label: z.string().default(''),
  /** Site path; relative paths (`docs/intro`) are resolved from the base URL. @example '/docs/intro' */
  to: z.string().min(1).optional(),
  /** Any URL, used as written. @example 'https://github.com/acme/docs' */
  href: z.string().min(1).optional(),
  /** HTML shown as the link's content instead of `label` (sanitised, as Docusaurus's `html`). */
  html: z.string().optional(),
  position,
  className: z.string().optional(),
  'aria-label': z.string().optional(),
  target: z.string().optional(),
  rel: z.string().optional(),
  /** The link is active (the current section) on every path starting with this one (base URL added), instead of below its `to`. */
  activeBasePath: z.string().optional(),
  /** The link is active on every path (base URL included) this regular expression matches; wins over `activeBasePath`. */
  activeBaseRegex: z.string().optional(),
});

const docItem = z.strictObject({
  type: z.literal('doc'),
  /** Id of the doc to link to. */
  docId: z.string().min(1),
  /** @default the doc's id, as in Docusaurus */
  label: z.string().optional(),
  docsPluginId: z.string().optional(),
  position,
  className: z.string().optional(),
});

const docSidebarItem = z.strictObject({
  type: z.literal('docSidebar'),
  /** Id of a sidebar of the sidebars file; links to its first page. */
  sidebarId: z.string().min(1),
  label: z.string().optional(),
  docsPluginId: z.string().optional(),
  position,
  className: z.string().optional(),
});

const htmlItem = z.strictObject({
  type: z.literal('html'),
  /** Authored HTML, sanitised like HTML in Markdown. */
  value: z.string(),
  position,
  className: z.string().optional(),
});

const dropdownItem = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  items: z.array(z.union([linkItem, docItem, htmlItem])),
  position,
  className: z.string().optional(),
});

/** Items docsgen renders in its own way: the version menu, the search button, the locale menu (none for a site in one language). */
const builtinItem = z.strictObject({
  type: z.enum(['docsVersionDropdown', 'docsVersion', 'search', 'localeDropdown']),
  position,
  docsPluginId: z.string().optional(),
  label: z.string().optional(),
  className: z.string().optional(),
  dropdownActiveClassDisabled: z.boolean().optional(),
  dropdownItemsBefore: z.array(z.unknown()).optional(),
  dropdownItemsAfter: z.array(z.unknown()).optional(),
  /**
   * The versions a `docsVersionDropdown` lists, in this order (all by default), as Docusaurus's:
   * names (`['current', '2.0']`) or names with labels (`{ '2.0': { label: 'v2' } }`).
   */
  versions: z.union([z.array(z.string().min(1)), z.record(z.string().min(1), z.strictObject({ label: z.string().optional() }))]).optional(),
});

export const navbarItemSchema = z.union([linkItem, docItem, docSidebarItem, dropdownItem, htmlItem, builtinItem]);
export type NavbarItemOptions = z.output<typeof navbarItemSchema>;

const logo = z.strictObject({
  /** Image path inside the static folder, or a URL. */
  src: z.string().min(1),
  srcDark: z.string().optional(),
  alt: z.string().default(''),
  href: z.string().optional(),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
  className: z.string().optional(),
  target: z.string().optional(),
});

export const navbarSchema = z
  .strictObject({
    /** Brand text; defaults to `title`. An empty string shows the logo alone. */
    title: z.string().optional(),
    logo: logo.optional(),
    /** Links and menus of the navbar. @example [{ label: 'Docs', to: '/docs/intro' }] */
    items: z.array(navbarItemSchema).default([]),
    /** Accepted for Docusaurus sites; docsgen's navbar never hides (SPEC). */
    hideOnScroll: z.boolean().optional(),
    style: z.enum(['primary', 'dark']).optional(),
  })
  .default({ items: [] });

const footerLink = z.union([
  z.strictObject({
    label: z.string().default(''),
    to: z.string().min(1).optional(),
    href: z.string().min(1).optional(),
    className: z.string().optional(),
    'aria-label': z.string().optional(),
    target: z.string().optional(),
    rel: z.string().optional(),
  }),
  z.strictObject({ html: z.string() }),
]);

export type FooterLinkOptions = z.output<typeof footerLink>;

export const footerSchema = z
  .strictObject({
    /** Copyright line; HTML is allowed and sanitised. @example 'Copyright © 2025 Example' */
    copyright: z.string().default(''),
    /** Footer style. @default 'light' */
    style: z.enum(['light', 'dark']).default('light'),
    /** Columns of links (`[{ title, items }]`), or one row of links. */
    links: z.union([z.array(z.strictObject({ title: z.string().optional(), items: z.array(footerLink) })), z.array(footerLink)]).default([]),
    logo: logo.optional(),
  })
  .default({ copyright: '', style: 'light', links: [] });

export const colorModeSchema = z
  .strictObject({
    /** Mode before the reader picks one (and, with `respectPrefersColorScheme`, when the system has no preference). @default 'light' */
    defaultMode: z.enum(['light', 'dark']).default('light'),
    /** Hide the light/dark switch: every reader sees `defaultMode`. @default false */
    disableSwitch: z.boolean().default(false),
    /** Follow the reader's system setting (`prefers-color-scheme`) until they pick a mode. @default false */
    respectPrefersColorScheme: z.boolean().default(false),
  })
  .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });

/** A CSS color as written in a stylesheet's declaration, which it becomes: nothing that could end the declaration or the rule. */
const cssColor = z.string().regex(/^[#\w\s(),.%/+-]+$/, 'must be a CSS color, such as "#fafbfc", "rgb(20 20 20)" or "var(--ifm-color-primary)"');

export const announcementBarSchema = z.strictObject({
  /** A new id shows the bar again to readers who closed it. */
  id: z.string().min(1).default('announcement-bar'),
  /** HTML, sanitised like HTML in Markdown. */
  content: z.string().min(1),
  /** The bar's background, a CSS color (`'#fafbfc'`, `'rgb(0 0 0)'`, `'var(--x)'`). @default the theme's */
  backgroundColor: cssColor.optional(),
  /** The bar's text color, a CSS color. @default the theme's */
  textColor: cssColor.optional(),
  /** `false`: no close button, and the bar shows to everyone. @default true */
  isCloseable: z.boolean().default(true),
});
