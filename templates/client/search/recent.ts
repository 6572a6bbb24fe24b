/** Results the reader chose, newest first, remembered in localStorage (nothing breaks when storage throws or holds junk). */
import { getItem, setItem } from '../../../src/client/index.js';

/** A remembered result. */
export interface RecentHit {
  href: string;
  title: string;
  heading: string;
  breadcrumb: string;
}

const KEY = 'docsgen.search.recent';
const KEEP = 6;

function isRecent(value: unknown): value is RecentHit {
  const v = value as Partial<Record<keyof RecentHit, unknown>> | null;
  // Only paths of this site: whatever else storage holds is never made a link.
  return (
    !!v &&
    typeof v.href === 'string' &&
    /^\/(?![/\\])/.test(v.href) &&
    typeof v.title === 'string' &&
    typeof v.heading === 'string' &&
    typeof v.breadcrumb === 'string'
  );
}

/** The remembered results. */
export function recentHits(): RecentHit[] {
  try {
    const list = JSON.parse(getItem(KEY) || '[]') as unknown;
    return Array.isArray(list) ? list.filter(isRecent).slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** Remembers `hit` first (once). */
export function rememberHit(hit: RecentHit): void {
  setItem(KEY, JSON.stringify([hit, ...recentHits().filter((h) => h.href !== hit.href)].slice(0, KEEP)));
}
