/** Small remembered preferences: the announcement bar dismissal and the docs version. */
import { listen, rootElement, setItem } from '../../src/client/index.js';

export const VERSION_KEY = 'docs-preferred-version-default';

/** Stores the docs version the reader picked (`select.docs-version` or a `[data-docs-version]` link). */
export function savePreferredVersion(version: string): void {
  if (version) setItem(VERSION_KEY, version);
}

export function initPrefs(): void {
  const root = rootElement();
  listen('click', (e) => {
    const t = e.target as Element | null;
    if (!t || !t.closest) return;
    const close = t.closest('.announcement__close');
    if (close) {
      const bar = close.closest<HTMLElement>('#announcement');
      root.setAttribute('data-announcement-dismissed', 'true');
      if (bar) bar.hidden = true;
      setItem('docusaurus.announcement.dismiss', 'true');
      setItem('docusaurus.announcement.id', (bar && bar.getAttribute('data-id')) || '');
      return;
    }
    const versioned = t.closest('[data-docs-version]');
    if (versioned) savePreferredVersion(versioned.getAttribute('data-docs-version') || '');
  });
  listen('change', (e) => {
    const t = e.target as HTMLSelectElement | null;
    if (t && t.matches && t.matches('select.docs-version')) savePreferredVersion(t.value);
  });
}
