/**
 * The site config as Docusaurus's `siteConfig.themeConfig` (what `useThemeConfig()` and
 * `useDocusaurusContext().siteConfig.themeConfig` give a site's code): the options docsgen has,
 * under Docusaurus's names, and Docusaurus's defaults for the theme options docsgen does not
 * have (it behaves as those defaults say).
 */
import type { SiteConfig } from './schema.js';

/**
 * What `usePrismTheme()` gives, in prism-react-renderer's shape. docsgen highlights code at
 * build time with classes its stylesheet colors, light and dark, so the theme has no token
 * styles; its plain colors are the stylesheet's, as custom properties, which follow the mode.
 */
export const PRISM_THEME = {
  plain: { color: 'var(--ifm-font-color-base)', backgroundColor: 'var(--ifm-pre-background)' },
  styles: [] as Array<{ types: string[]; style: Record<string, string>; languages?: string[] }>,
};

/** `themeConfig` of the site config view, from docsgen's config. */
export function themeConfigView(config: SiteConfig): Record<string, unknown> {
  const { navbar, footer, colorMode } = config;
  return {
    colorMode,
    navbar: { hideOnScroll: false, ...navbar },
    footer,
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
    ...(config.image ? { image: config.image } : {}),
    metadata: config.metadata,
    prism: { theme: PRISM_THEME, darkTheme: PRISM_THEME, additionalLanguages: [], magicComments: config.markdown.magicComments },
    // Docusaurus's defaults, which docsgen follows: no hideable sidebar, categories left as the reader opens them.
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
    blog: { sidebar: { groupByYear: true } },
    // The site-wide heading levels of the table of contents; pages change theirs in their frontmatter.
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  };
}
