import type { PageInfo } from '../src/theme-api.js';
import { strings } from './ui-strings.js';

/**
 * The navbar's docs version menu: every version, each linking to this page in it when it exists
 * there. Docs of one version get a link to them under its label instead, as on Docusaurus.
 */
export function VersionMenuRegion({ page }: { page: PageInfo }) {
  if (!page.version?.menu) return null;
  const only = page.version.links.length === 1 ? page.version.links[0]! : undefined;
  if (only) {
    return (
      <a className="navbar__link navbar__item" href={only.href} data-docs-version={only.name}>
        {page.version.menuLabel}
      </a>
    );
  }
  return (
    <details className="navbar__versions">
      <summary className="navbar__versions-summary" aria-label={strings.docsVersion(page.version.menuLabel)}>
        {page.version.menuLabel}
      </summary>
      <ul className="navbar__versions-list">
        {page.version.links.map((v) => (
          <li key={v.name}>
            <a href={v.href} data-docs-version={v.name} aria-current={v.current ? 'true' : undefined}>
              {v.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
