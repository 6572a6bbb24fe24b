/** Queries a built site's search index from disk, through the same library the browser uses. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openSearch, type SiteSearch } from '../../src/client/search/index.js';

/** A site's search, with the files it read. */
export interface DiskSearch extends SiteSearch {
  /** Output-relative paths of the files read so far, in order. */
  reads: string[];
  /** Gzip bytes of the files read since the last `reset()`. */
  gzipBytes(): number;
  reset(): void;
}

/** Opens the index of the site built in `outDir`. */
export function openBuiltSearch(outDir: string): DiskSearch {
  const reads: string[] = [];
  let bytes = 0;
  const search = openSearch('/_search/manifest.json', (url) => {
    const path = url.replace(/^\//, '');
    reads.push(path);
    const text = readFileSync(join(outDir, path), 'utf8');
    bytes += gzipSync(text).length;
    return Promise.resolve({ text });
  });
  return {
    ...search,
    reads,
    gzipBytes: () => bytes,
    reset: () => {
      reads.length = 0;
      bytes = 0;
    },
  };
}

/** `href#anchor` of the first section of each hit. */
export function firstSections(hits: Array<{ href: string; sections: Array<{ anchor: string }> }>): string[] {
  return hits.map((h) => (h.sections[0]!.anchor ? `${h.href}#${h.sections[0]!.anchor}` : h.href));
}
