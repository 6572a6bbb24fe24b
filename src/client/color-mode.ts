/** The color-mode toggle: light by default, the reader's choice stored in localStorage `theme`. */
import { setItem } from './storage';

function label(mode: string): string {
  return `Switch between dark and light mode (currently ${mode} mode)`;
}

/** Wires the navbar toggle and keeps its accessible name in step with the mode. */
export function initColorMode(): void {
  const root = document.documentElement;
  const button = document.querySelector<HTMLButtonElement>('.theme-toggle');
  if (!button) return;
  const sync = (): void => {
    const text = label(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
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
