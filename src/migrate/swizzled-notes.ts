/**
 * What `migrate` says about the components a site swizzled (`src/theme/<Name>`): docsgen's theme
 * draws the navbar, footer, sidebars, page layouts and Markdown's own elements itself, so such a
 * component takes effect only where the site's own MDX or React code imports `@theme/<Name>`;
 * `MDXComponents` gives its components to every MDX page, and `Root` wraps every page, as in
 * Docusaurus: neither needs a note.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Components Markdown also draws (code blocks, admonitions, tabs, details): docsgen's theme draws them there. */
const CONTENT = new Set(['CodeBlock', 'Admonition', 'Tabs', 'TabItem', 'Details', 'Heading', 'MDXContent']);

/** One note per component in the site's `src/theme/` that docsgen's own pages will not use. */
export function swizzledNotes(siteDir: string): string[] {
  const dir = join(siteDir, 'src', 'theme');
  if (!existsSync(dir)) return [];
  const names = [...new Set(readdirSync(dir).map((entry) => entry.replace(/\.(tsx?|jsx?|mdx?|css)$/, '')))].filter(
    (n) => !n.startsWith('.') && n !== 'MDXComponents' && n !== 'Root',
  );
  return names
    .sort()
    .map((name) =>
      CONTENT.has(name)
        ? `src/theme/${name}: used where the site's MDX or React code imports @theme/${name}; Markdown's own ${name === 'CodeBlock' ? 'code blocks' : 'elements'} are drawn by docsgen's theme`
        : `src/theme/${name}: docsgen's theme draws the navbar, footer, sidebars and page layouts itself, so this component is used only where the site's own code imports @theme/${name}`,
    );
}
