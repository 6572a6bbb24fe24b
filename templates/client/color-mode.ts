/**
 * The color-mode toggle. The mode before first paint is set by the inline script (the stored
 * choice, else the system's when the site follows it, else the site's default); here the
 * toggle stores the reader's choice in localStorage `theme`, and a site that follows the
 * system keeps following it until the reader picks a mode.
 */
import { getItem, query, rootElement, setItem } from '../../src/client/index.js';
import { fill } from '../../src/client/message-format.js';
import { clientText } from './client-strings.js';

/** Wires the navbar toggle and keeps its accessible name in step with the mode. */
export function initColorMode(): void {
  const root = rootElement();
  const button = query<HTMLButtonElement>('.theme-toggle');
  // No toggle: the site turned the switch off, and every reader sees its default mode.
  if (!button) return;
  const sync = (): void => {
    const mode = clientText(root.getAttribute('data-theme') === 'dark' ? 'theme.colorToggle.ariaLabel.mode.dark' : 'theme.colorToggle.ariaLabel.mode.light');
    const text = fill(clientText('theme.colorToggle.ariaLabel'), { mode });
    button.setAttribute('aria-label', text);
    button.title = text;
  };
  sync();
  button.addEventListener('click', () => {
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    setItem('theme', next);
    sync();
  });
  if (root.getAttribute('data-color-prefers') === 'on' && window.matchMedia) {
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (): void => {
      const stored = getItem('theme');
      if (stored === 'dark' || stored === 'light') return;
      root.setAttribute('data-theme', dark.matches ? 'dark' : 'light');
      sync();
    };
    if (dark.addEventListener) dark.addEventListener('change', follow);
    else dark.addListener(follow);
  }
}
