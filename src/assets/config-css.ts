/**
 * CSS the config asks for, added to the site's stylesheet since pages allow no inline style:
 * custom properties on `:root` that the theme's rules read (the announcement bar's colors).
 */
import type { SiteConfig } from '../config/schema.js';

/** The rules, or '' when the config sets none. */
export function configCss(config: Pick<SiteConfig, 'announcementBar'>): string {
  const bar = config.announcementBar;
  const properties = [
    ...(bar?.backgroundColor ? [`--docsgen-announcement-background:${bar.backgroundColor}`] : []),
    ...(bar?.textColor ? [`--docsgen-announcement-color:${bar.textColor}`] : []),
  ];
  return properties.length ? `:root{${properties.join(';')}}` : '';
}
