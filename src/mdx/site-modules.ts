/**
 * Where a site's imports lead when its MDX pages and React pages are bundled:
 * - `@theme/X`: the site's own `src/theme/X` (swizzling) if it has one, else docsgen's `X`
 *   (`@theme-original/X` and `@theme-init/X` always docsgen's);
 * - `@docusaurus/X`: docsgen's versions of Docusaurus's client modules (`src/compat/`);
 * - `@site/x`: the site folder.
 * Anything else resolves as usual from the importing file (the site's node_modules).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';

const compat = (f: string): string => JSON.stringify(join(packageRoot(), 'src', 'compat', f));

/** `@theme/*` components the engine itself provides (they need the build: highlighting, the page's frame, the sidebar). */
const ENGINE_THEME: Record<string, string> = {
  CodeBlock: `export { CodeBlock as default } from ${compat('theme.tsx')};`,
  Layout: `export { Layout as default } from ${compat('theme.tsx')};`,
  Heading: `export { Heading as default } from ${compat('theme.tsx')};`,
  CodeInline: `export { CodeInline as default } from ${compat('theme.tsx')};`,
  Mermaid: `export { Mermaid as default } from ${compat('theme.tsx')};`,
  DocCardList: `export { DocCardList as default } from ${compat('theme.tsx')};`,
  MDXContent: `export { MDXContent as default } from ${compat('theme.tsx')};`,
  MDXComponents: `export { originalMdxComponents as default } from ${compat('theme.tsx')};`,
};

/** `@theme/*` components every theme gives in `components` for MDX (`templates/mdx-components.tsx` in the built-in one). */
export const THEME_MDX_COMPONENTS = ['Tabs', 'TabItem', 'Admonition', 'Details', 'TOCInline', 'ThemedImage', 'DocCardList', 'Icon/ExternalLink'];

/** The code of `@theme/<name>`, or undefined when neither the engine nor the theme has it. */
export function themeModule(name: string, themeComponents: ReadonlySet<string>): string | undefined {
  if (ENGINE_THEME[name]) return ENGINE_THEME[name];
  if (themeComponents.has(name)) return `import { themeComponent } from ${compat('theme.tsx')};\nexport default themeComponent(${JSON.stringify(name)});`;
  return undefined;
}

/** `@docusaurus/*` modules and the code of the module docsgen gives for each. */
export function docusaurusModule(name: string): string | undefined {
  // The docs hooks, which Docusaurus 2 sites import from theme-common and Docusaurus 3 sites from the docs plugin's client.
  const pageMetadata = `export { PageMetadata, HtmlClassNameProvider } from ${compat('page-metadata.tsx')};`;
  const docsHooks = `export { useAllDocsData, useDocsData, useActivePlugin, useActivePluginAndVersion, useVersions, useLatestVersion, useActiveVersion, useActiveDocContext, useDocVersionSuggestions, useDocsPreferredVersion, useDocsPreferredVersionByPluginId, useDocsVersionCandidates, useLayoutDoc, useDocById } from ${compat('docs-data.ts')};`;
  const modules: Record<string, string> = {
    Link: `export { default } from ${compat('Link.tsx')};`,
    useBaseUrl: `export { default, useBaseUrlUtils } from ${compat('useBaseUrl.ts')};`,
    useDocusaurusContext: `export { default } from ${compat('useDocusaurusContext.ts')};`,
    BrowserOnly: `export { default } from ${compat('BrowserOnly.tsx')};`,
    ErrorBoundary: `export { default } from ${compat('ErrorBoundary.tsx')};`,
    Head: `export { default } from ${compat('Head.tsx')};`,
    Translate: `export { default, translate } from ${compat('Translate.tsx')};`,
    Interpolate: `export { default, interpolate } from ${compat('Interpolate.tsx')};`,
    ExecutionEnvironment: `export { default } from ${compat('environment.ts')};`,
    useIsBrowser: `export { useIsBrowser as default } from ${compat('environment.ts')};`,
    router: `export { useLocation, useHistory, Redirect, matchPath } from ${compat('router.ts')};`,
    isInternalUrl: `export { isInternalUrl as default, isInternalUrl } from ${compat('misc.ts')};`,
    Noop: `export { Noop as default } from ${compat('misc.ts')};`,
    useGlobalData: `export { useGlobalData as default, usePluginData, useAllPluginInstancesData } from ${compat('misc.ts')};`,
    useRouteContext: `export { useRouteContext as default } from ${compat('misc.ts')};`,
    useIsomorphicLayoutEffect: `export { useIsomorphicLayoutEffect as default } from ${compat('misc.ts')};`,
    'theme-common': `export { useColorMode, ThemeClassNames, useCurrentSidebarCategory, filterDocCardListItems, usePluralForm, useThemeConfig, useWindowSize, usePrismTheme } from ${compat('theme-common.ts')};\n${pageMetadata}\n${docsHooks}`,
    // Docusaurus keeps its internal entry as the public one plus hooks sites' components still import from it.
    'theme-common/internal': `export { useColorMode, ThemeClassNames, useCurrentSidebarCategory, filterDocCardListItems, useDocsSidebar, usePluralForm, useThemeConfig, useWindowSize, usePrismTheme, useDoc, useDocsVersion } from ${compat('theme-common.ts')};\n${pageMetadata}\n${docsHooks}`,
    'plugin-content-docs/client': `export { useCurrentSidebarCategory, useDocsSidebar, filterDocCardListItems, useDoc, useDocsVersion } from ${compat('theme-common.ts')};\n${docsHooks}`,
    useBrokenLinks: `export { useBrokenLinks as default } from ${compat('misc.ts')};`,
  };
  return modules[name];
}

/** The names docsgen's `@docusaurus/<name>` exports (`default` included), for messages; undefined when docsgen has no such module. */
export function docusaurusModuleExports(name: string): string[] | undefined {
  const code = docusaurusModule(name);
  if (code === undefined) return undefined;
  return [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
}

/** Names of the `@docusaurus/*` modules docsgen provides, for messages. */
export const DOCUSAURUS_MODULE_NAMES = [
  'Link',
  'useBaseUrl',
  'useDocusaurusContext',
  'BrowserOnly',
  'ErrorBoundary',
  'Head',
  'Translate',
  'Interpolate',
  'ExecutionEnvironment',
  'useIsBrowser',
  'router',
  'isInternalUrl',
  'useGlobalData',
  'useIsomorphicLayoutEffect',
  'useBrokenLinks',
  'theme-common',
  'theme-common/internal',
  'plugin-content-docs/client',
];

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The site's own version of the theme component `name` (`src/theme/Name.tsx` or `src/theme/Name/index.tsx`), if it has one. */
export function swizzled(siteDir: string, name: string): string | undefined {
  const base = join(siteDir, 'src', 'theme', name);
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (existsSync(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return undefined;
}

/** Path of the module compiled MDX reads its components from. */
export function providerModule(): string {
  return join(packageRoot(), 'src', 'compat', 'theme.tsx');
}
