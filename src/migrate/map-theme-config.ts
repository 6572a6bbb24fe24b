/**
 * `themeConfig` of the classic theme: navbar, footer, color mode, announcement bar and social
 * card carry over with their Docusaurus shapes (HTML in the footer copyright, `html` items
 * and the announcement bar is kept; docsgen sanitises it as it does HTML in Markdown).
 */
import type { UserConfig } from '../config/schema.js';
import { announcementBarSchema, colorModeSchema, footerSchema, navbarSchema } from '../config/theme-options.js';
import { LOGO, cleanObject, mapFooterLinks, mapNavbarItems } from './map-items.js';
import { NOT_SUPPORTED, isObj, str, type Notes, type Obj } from './notes.js';
import { innerShape, pickOptions } from './pick-options.js';

const REASONS: Record<string, string> = {
  prism: 'docsgen highlights code with its own light and dark colors',
  algolia: 'Algolia DocSearch is not supported',
  metadata: 'each tag must be an object of strings ({ name, content })',
  docs: 'the docs sidebar options of the theme (hideable, autoCollapseCategories, versionPersistence) are not supported',
  blog: "the blog sidebar's options are not supported",
  tableOfContents: 'docsgen has no site-wide heading levels; set toc_min_heading_level / toc_max_heading_level in the pages that need them',
};

const logo = (value: unknown, where: string, notes: Notes): Obj | undefined => {
  if (!isObj(value)) {
    notes.leftOut(where, 'expected { src, alt… }', value);
    return undefined;
  }
  const out = cleanObject(value, LOGO, where, notes);
  if (typeof out.src === 'string') return out;
  notes.leftOut(where, 'a logo needs `src`', value);
  return undefined;
};

function mapNavbar(navbar: Obj, notes: Notes): UserConfig['navbar'] {
  const where = 'themeConfig.navbar';
  const shape = innerShape(navbarSchema)!;
  // Without a title, Docusaurus shows the logo alone; docsgen's brand defaults to the site title.
  const out: Obj = { title: str(navbar.title) ?? '' };
  for (const [key, value] of Object.entries(navbar)) {
    if (value === undefined || key === 'title') continue;
    if (key === 'items') out.items = mapNavbarItems(value, `${where}.items`, notes);
    else if (key === 'logo') out.logo = logo(value, `${where}.logo`, notes);
    else Object.assign(out, pickOptions({ options: { [key]: value }, shape, where, notes }));
  }
  return out;
}

function mapFooter(footer: Obj, notes: Notes): UserConfig['footer'] {
  const where = 'themeConfig.footer';
  const shape = innerShape(footerSchema)!;
  const out: Obj = {};
  for (const [key, value] of Object.entries(footer)) {
    if (value === undefined) continue;
    if (key === 'links') {
      const links = mapFooterLinks(value, `${where}.links`, notes);
      if (links.length) out.links = links;
    } else if (key === 'logo') out.logo = logo(value, `${where}.logo`, notes);
    else Object.assign(out, pickOptions({ options: { [key]: value }, shape, where, notes }));
  }
  return out;
}

/** The parts of the config that come from `themeConfig`. */
export function mapThemeConfig(theme: unknown, notes: Notes): Partial<UserConfig> {
  const config: Partial<UserConfig> = {};
  if (theme === undefined) return config;
  if (!isObj(theme)) {
    notes.leftOut('themeConfig', 'expected an object', theme);
    return config;
  }
  for (const [key, value] of Object.entries(theme)) {
    if (value === undefined) continue;
    const where = `themeConfig.${key}`;
    if (key === 'navbar' && isObj(value)) config.navbar = mapNavbar(value, notes);
    else if (key === 'footer' && isObj(value)) config.footer = mapFooter(value, notes);
    else if (key === 'colorMode' && isObj(value)) config.colorMode = pickOptions({ options: value, shape: innerShape(colorModeSchema)!, where, notes });
    else if (key === 'announcementBar' && isObj(value)) {
      const bar = pickOptions({ options: value, shape: announcementBarSchema.shape, where, notes });
      if (typeof bar.content === 'string' && bar.content.trim()) config.announcementBar = bar as UserConfig['announcementBar'];
      else notes.leftOut(where, 'an announcement bar needs content', value);
    } else if (key === 'image' && typeof value === 'string') config.image = value;
    else if (key === 'metadata' && Array.isArray(value) && value.every((tag) => isObj(tag) && Object.values(tag).every((v) => typeof v === 'string')))
      config.metadata = value as Array<Record<string, string>>;
    else if (key === 'prism' && isObj(value) && value.magicComments !== undefined) {
      // Magic comments are markdown.magicComments (map-config.ts); the rest of prism is colors.
      const { magicComments: _, ...colors } = value;
      if (Object.keys(colors).length) notes.leftOut(where, REASONS.prism, colors);
    } else if (key === 'mermaid') {
      // Read with markdown.mermaid (map-site.ts), whose options it is.
    } else notes.leftOut(where, REASONS[key] ?? NOT_SUPPORTED, value);
  }
  return config;
}
