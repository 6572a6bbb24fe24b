/** The color-mode toggle: light by default, the reader's choice stored in localStorage `theme`. */
import { query, rootElement, setItem } from '../../src/client/index';
import { strings } from '../ui-strings';


/** Wires the navbar toggle and keeps its accessible name in step with the mode. */
export function initColorMode(): void {
  const root = rootElement();
  const button = query<HTMLButtonElement>('.theme-toggle');
  if (!button) return;
  const sync = (): void => {
    const text = strings.themeToggle(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
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
}
