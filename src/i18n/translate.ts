/**
 * A locale's translations of the config's words, in Docusaurus's files and keys:
 * `docusaurus-theme-classic/navbar.json` (`title`, `logo.alt`, `item.label.<label>`) and
 * `footer.json` (`link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`), and
 * the docs' sidebar labels in `docusaurus-plugin-content-docs[-<id>]/current.json` (or
 * `version-<name>.json`: `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>`,
 * `sidebar.<sidebar>.doc.<label>`, a generated index's `….link.generated-index.title` and
 * `.description`; the version's `version.label` is read by the navigation). A label without a
 * message stays as written.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';
import { readMessageFile } from '../theme/site-locale.js';
import type { NavNode } from '../nav/sidebars.js';

/** The messages of a translation file (`{ "<key>": { "message": "…" } }`); none when it does not exist. */
export function readMessages(file: string, diagnostics: Diagnostic[]): Record<string, string> {
  return existsSync(file) ? readMessageFile(file, diagnostics) : {};
}

/** `config` with its navbar and footer words in the locale of `folder` (`i18n/fr`); the files read go to `inputs`. */
export function translateThemeConfig(config: SiteConfig, folder: string, diagnostics: Diagnostic[], inputs: string[]): SiteConfig {
  const navbarFile = join(folder, 'docusaurus-theme-classic', 'navbar.json');
  const footerFile = join(folder, 'docusaurus-theme-classic', 'footer.json');
  inputs.push(navbarFile, footerFile);
  const navbar = readMessages(navbarFile, diagnostics);
  const footer = readMessages(footerFile, diagnostics);
  if (!Object.keys(navbar).length && !Object.keys(footer).length) return config;
  const label = <T extends object>(item: T, messages: Record<string, string>, prefix: string): T => {
    const written = 'label' in item && typeof item.label === 'string' ? item.label : undefined;
    return written !== undefined && messages[`${prefix}${written}`] !== undefined ? { ...item, label: messages[`${prefix}${written}`] } : item;
  };
  // Docusaurus translates the navbar's items and the links of its dropdowns.
  const items = config.navbar.items.map<SiteConfig['navbar']['items'][number]>((item) => {
    const own = label(item, navbar, 'item.label.');
    return own.type === 'dropdown' ? { ...own, items: own.items.map((sub) => label(sub, navbar, 'item.label.')) } : own;
  });
  const links = config.footer.links.map((entry) =>
    'items' in entry
      ? {
          ...entry,
          ...(entry.title !== undefined && footer[`link.title.${entry.title}`] !== undefined ? { title: footer[`link.title.${entry.title}`] } : {}),
          items: entry.items.map((item) => label(item, footer, 'link.item.label.')),
        }
      : label(entry, footer, 'link.item.label.'),
  ) as SiteConfig['footer']['links'];
  // The logos' text for readers who do not see them (`logo.alt` in both files).
  const logo = <T extends { logo?: { alt: string } | undefined }>(part: T, messages: Record<string, string>): Partial<T> =>
    part.logo && messages['logo.alt'] !== undefined ? ({ logo: { ...part.logo, alt: messages['logo.alt'] } } as Partial<T>) : {};
  return {
    ...config,
    navbar: {
      ...config.navbar,
      ...(navbar.title !== undefined && config.navbar.title !== undefined ? { title: navbar.title } : {}),
      ...logo(config.navbar, navbar),
      items,
    },
    footer: {
      ...config.footer,
      links,
      ...(footer.copyright !== undefined && config.footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
      ...logo(config.footer, footer),
    },
  };
}

/**
 * `config` with each blog's title, description and sidebar title in the locale of `folder`, from
 * its `options.json` (`docusaurus-plugin-content-blog[-<id>]/`), as Docusaurus translates them;
 * the files read go to `inputs`.
 */
export function translateBlogOptions(config: SiteConfig, folder: string, diagnostics: Diagnostic[], inputs: string[]): SiteConfig {
  let changed = false;
  const blog = config.blog.map((options) => {
    const file = join(folder, options.id === 'default' ? 'docusaurus-plugin-content-blog' : `docusaurus-plugin-content-blog-${options.id}`, 'options.json');
    inputs.push(file);
    const messages = readMessages(file, diagnostics);
    const title = messages.title;
    const description = messages.description;
    const sidebarTitle = messages['sidebar.title'];
    if (title === undefined && description === undefined && sidebarTitle === undefined) return options;
    changed = true;
    return {
      ...options,
      ...(title !== undefined ? { blogTitle: title } : {}),
      ...(description !== undefined ? { blogDescription: description } : {}),
      ...(sidebarTitle !== undefined ? { blogSidebarTitle: sidebarTitle } : {}),
    };
  });
  return changed ? { ...config, blog } : config;
}

/**
 * Puts the labels of `sidebar`'s categories, links and docs labelled by the sidebars file (and
 * generated indexes' titles) in the words of `messages`, in place.
 */
export function translateSidebar(tree: NavNode[], sidebar: string, messages: Readonly<Record<string, string>>): void {
  for (const node of tree) {
    if (node.type === 'category') {
      const key = `sidebar.${sidebar}.category.${node.label}`;
      const label = messages[key] ?? node.label;
      if (node.generated) {
        // A title of its own is translated by its key; one taken from the label follows the label.
        const title = messages[`${key}.link.generated-index.title`] ?? (node.generated.title === node.label ? label : undefined);
        const description = messages[`${key}.link.generated-index.description`];
        node.generated = { ...node.generated, ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}) };
      }
      node.label = label;
      translateSidebar(node.children, sidebar, messages);
    } else if (node.type === 'link') node.label = messages[`sidebar.${sidebar}.link.${node.label}`] ?? node.label;
    else if (node.type === 'doc' && node.translatable) node.label = messages[`sidebar.${sidebar}.doc.${node.label}`] ?? node.label;
  }
}
