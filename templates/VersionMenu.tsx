import type { PageInfo } from '../src/theme-api.js';
import { strings } from './ui-strings.js';

/** The navbar's docs version menu: every version, each linking to this page in it when it exists there. */
export function VersionMenuRegion({ page }: { page: PageInfo }) {
  if (!page.version?.menu) return null;
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
