/**
 * The sitemap plugin's options as docsgen's `sitemap`: `ignorePatterns` is kept; the rest
 * (`changefreq`, `priority`, `lastmod`, `filename`, `createSitemapItems`) is noted.
 */
import type { Notes } from './notes.js';
import type { PluginOptions } from './plugin-entries.js';

const REASONS: Record<string, string> = {
  changefreq: "docsgen writes only each page's <loc>, which is what search engines read",
  priority: "docsgen writes only each page's <loc>, which is what search engines read",
  lastmod: "docsgen writes only each page's <loc>, which is what search engines read",
  filename: 'docsgen always writes sitemap.xml',
  createSitemapItems: 'a function cannot be carried over',
};

/** `ignorePatterns` of every sitemap plugin, in order. */
export function mapSitemap(plugins: PluginOptions[], notes: Notes): string[] {
  const patterns: string[] = [];
  for (const { where, options } of plugins) {
    for (const [key, value] of Object.entries(options)) {
      if (value === undefined || value === null) continue;
      if (key !== 'ignorePatterns') {
        notes.leftOut(`${where}.${key}`, REASONS[key] ?? 'docsgen writes sitemap.xml itself', value);
        continue;
      }
      const list: unknown[] = Array.isArray(value) ? value : [value];
      for (const pattern of list) {
        if (typeof pattern === 'string' && pattern) patterns.push(pattern);
        else notes.leftOut(`${where}.ignorePatterns`, 'expected a list of glob patterns', pattern);
      }
    }
  }
  return patterns;
}
