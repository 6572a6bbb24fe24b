/**
 * Maps an evaluated Docusaurus config onto a docsgen `UserConfig`. Pure: what it needs of the
 * disk comes through {@link SitePaths}. Every value it cannot carry over becomes a note;
 * nothing is dropped without one.
 */
import { configSchema, type UserConfig } from '../config/schema.js';
import { mapContent, type SitePaths } from './map-content.js';
import { mapNpm2Yarn } from './map-npm2yarn.js';
import { mapSitemap } from './map-sitemap.js';
import { mapRedirects } from './map-redirects.js';
import { mapSite, SITE_KEYS } from './map-site.js';
import { mapCustomCss } from './map-styles.js';
import { mapThemeConfig } from './map-theme-config.js';
import { NOT_SUPPORTED, Notes, isObj } from './notes.js';
import { DEFAULT_MAGIC_COMMENTS, HIGHLIGHTED_LINE_CLASS, type MagicComment } from '../markdown/magic-comments.js';
import { readPlugins } from './plugin-entries.js';

export type { SitePaths } from './map-content.js';

/** The docsgen config and the notes about what was left out or changed. */
export interface MappedConfig {
  config: UserConfig;
  notes: string[];
}

const DEPLOYMENT = 'a deployment setting, not needed by docsgen';
const TOP_REASONS: Record<string, string> = {
  organizationName: DEPLOYMENT,
  projectName: DEPLOYMENT,
  deploymentBranch: DEPLOYMENT,
  githubHost: DEPLOYMENT,
  githubPort: DEPLOYMENT,
  noIndex: 'docsgen has no site-wide noindex',
  scripts: "docsgen's pages run only the site's own script (Content-Security-Policy); extra scripts are not supported",
  future:
    "Docusaurus's future flags do not apply to docsgen, which keeps reading Markdown with the MDX 1 compatibility (HTML comments, {#id} in headings, :::note Title) that v4's mdx1CompatDisabledByDefault turns off",
  webpack: 'docsgen does not use webpack',
  onDuplicateRoutes: 'docsgen always reports two pages at one URL as an error',
  baseUrlIssueBanner: NOT_SUPPORTED,
  storage: NOT_SUPPORTED,
  ssrTemplate: 'docsgen renders pages with its own theme',
};
const HANDLED = new Set([...SITE_KEYS, 'presets', 'plugins', 'themes', 'themeConfig', 'clientModules']);

/** Objects of the config that say nothing (`colorMode: {}`) are left out of the written file. */
const isEmpty = (v: unknown): boolean => isObj(v) && Object.keys(v).length === 0;

/** Notes grouped by the top-level key (and list item) they are about, in the order the Docusaurus config writes them. */
function byConfigOrder(lines: string[], keys: string[]): string[] {
  const sorted = lines.map((line, i) => {
    const [, key = '', item] = /^([^.[: ]+)(?:\[(\d+)\])?/.exec(line) ?? [];
    const rank = keys.indexOf(key);
    return { line, i, rank: rank < 0 ? keys.length : rank, item: item === undefined ? -1 : Number(item) };
  });
  return sorted.sort((a, b) => a.rank - b.rank || a.item - b.item || a.i - b.i).map((n) => n.line);
}

/** `themeConfig.prism.magicComments` as `markdown.magicComments`, unless it is the default. */
function mapMagicComments(themeConfig: unknown, notes: Notes): MagicComment[] | undefined {
  const prism = isObj(themeConfig) && isObj(themeConfig.prism) ? themeConfig.prism : undefined;
  if (prism?.magicComments === undefined) return undefined;
  const where = 'themeConfig.prism.magicComments';
  const parsed = configSchema.shape.markdown.unwrap().shape.magicComments.safeParse(prism.magicComments);
  if (!parsed.success) {
    notes.leftOut(where, 'expected a list of { className, line, block: { start, end } }', prism.magicComments);
    return undefined;
  }
  if (JSON.stringify(parsed.data) === JSON.stringify(DEFAULT_MAGIC_COMMENTS)) return undefined;
  notes.add(
    `${where}: written as markdown.magicComments; the class ${HIGHLIGHTED_LINE_CLASS} is the theme's highlighted line, style your other classes in your custom CSS`,
  );
  return parsed.data;
}

/** Maps a Docusaurus config object. */
export function mapDocusaurusConfig(input: unknown, paths: SitePaths): MappedConfig {
  if (!isObj(input)) throw new Error('the Docusaurus config must export an object (or a function returning one)');
  const notes = new Notes();
  const config: UserConfig = {};
  mapSite(input, config, paths, notes);

  const plugins = readPlugins(input, notes);
  for (const kind of ['docs', 'blog', 'pages'] as const) {
    const value = mapContent(kind, plugins[kind], paths, notes);
    if (value !== undefined) (config as Record<string, unknown>)[kind] = value;
  }
  const npm2yarn = mapNpm2Yarn([...plugins.docs, ...plugins.blog, ...plugins.pages], notes);
  if (npm2yarn) config.markdown = { ...config.markdown, npm2yarn: npm2yarn.sync || npm2yarn.converters.join() !== 'yarn,pnpm' ? npm2yarn : true };
  const customCss = mapCustomCss(plugins.theme, input.clientModules, paths, notes);
  if (customCss.length) config.customCss = customCss;
  const redirects = mapRedirects(plugins.redirects, notes);
  if (redirects.length) config.redirects = redirects;
  const ignorePatterns = mapSitemap(plugins.sitemap, notes);
  if (ignorePatterns.length) config.sitemap = { ignorePatterns };

  Object.assign(config, mapThemeConfig(input.themeConfig, notes));
  const magicComments = mapMagicComments(input.themeConfig, notes);
  if (magicComments) config.markdown = { ...config.markdown, magicComments };

  for (const [key, value] of Object.entries(input)) {
    if (HANDLED.has(key) || value === undefined) continue;
    notes.leftOut(key, TOP_REASONS[key] ?? NOT_SUPPORTED, value);
  }
  // Keys in the order the config reference lists them.
  const ordered = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((k) => k in config && !isEmpty(config[k as keyof UserConfig]))
      .map((k) => [k, config[k as keyof UserConfig]]),
  ) as UserConfig;
  return { config: ordered, notes: byConfigOrder(notes.lines, Object.keys(input)) };
}
