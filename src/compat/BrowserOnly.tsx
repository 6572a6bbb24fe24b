/** `@docusaurus/BrowserOnly`: pages are rendered once, at build time, so its fallback is what readers get. */
import type { ReactNode } from 'react';

export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return fallback ?? null;
}
