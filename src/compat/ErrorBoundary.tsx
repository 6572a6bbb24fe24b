/**
 * `@docusaurus/ErrorBoundary`: pages are rendered once, at build time, where React's error
 * boundaries catch nothing (as in Docusaurus's server render), so it shows its children and an
 * error in them fails the page, with its place, as any other render error does.
 */
import type { ReactNode } from 'react';

export default function ErrorBoundary({ children }: { children?: ReactNode; fallback?: (props: { error: Error; tryAgain: () => void }) => ReactNode }) {
  return <>{children}</>;
}
