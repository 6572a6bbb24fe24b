/** Content types, caching and revalidation rules for the files a docs build writes. */
import type { Stats } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { extname } from 'node:path';
import { IMMUTABLE_CACHE_CONTROL } from '../output/immutable.js';

const UTF8 = '; charset=utf-8';

const TYPES: Record<string, string> = {
  '.html': `text/html${UTF8}`,
  '.htm': `text/html${UTF8}`,
  '.css': `text/css${UTF8}`,
  '.js': `text/javascript${UTF8}`,
  '.mjs': `text/javascript${UTF8}`,
  '.cjs': `text/javascript${UTF8}`,
  '.json': `application/json${UTF8}`,
  '.map': `application/json${UTF8}`,
  '.webmanifest': `application/manifest+json${UTF8}`,
  '.xml': `application/xml${UTF8}`,
  '.rss': `application/rss+xml${UTF8}`,
  '.atom': `application/atom+xml${UTF8}`,
  '.txt': `text/plain${UTF8}`,
  '.md': `text/markdown${UTF8}`,
  '.csv': `text/csv${UTF8}`,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.zip': 'application/zip',
};

/** The `Content-Type` header for a file name (text types carry `charset=utf-8`). */
export function contentTypeFor(filePath: string): string {
  return TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether a body of this content type is worth gzip/brotli (already-compressed formats are not). */
export function isCompressible(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'image/svg+xml' ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type === 'application/javascript' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  );
}

/**
 * `Cache-Control` for a served file: immutable for a year only when the build named it by its
 * content's hash (`immutable`, from the build's manifest, `src/output/immutable.ts`); every
 * other file, HTML included, revalidates. A name is never taken for a hash by its looks.
 */
export function cacheControlFor(contentType: string, immutable: boolean): string {
  if (contentType.startsWith('text/html')) return 'no-cache';
  return immutable ? IMMUTABLE_CACHE_CONTROL : 'no-cache';
}

/**
 * Strong validator from size, mtime (µs) and inode, without quotes or encoding suffix:
 * cheap (no read) and it changes when a rebuild replaces the file, even with equal size.
 */
export function etagOf(stat: Stats): string {
  return `${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs * 1000).toString(16)}-${stat.ino.toString(16)}`;
}

/** Whether the request's validators (`If-None-Match`, else `If-Modified-Since`) allow a 304. */
export function isNotModified(headers: IncomingHttpHeaders, tag: string, mtimeMs: number): boolean {
  const ifNoneMatch = headers['if-none-match'];
  // RFC 9110: If-Modified-Since is ignored when If-None-Match is present.
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((raw) => {
      const t = raw.trim();
      if (t === '*') return true;
      // Weak comparison; any encoding variant of the same file counts as a match.
      return (
        t
          .replace(/^W\//, '')
          .replace(/^"|"$/g, '')
          .replace(/-(br|gzip)$/, '') === tag
      );
    });
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) <= Math.floor(since / 1000);
}
