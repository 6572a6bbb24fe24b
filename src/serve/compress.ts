/** Content negotiation and a bounded in-memory cache of compressed bodies. */
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions } from 'node:zlib';
import { promisify } from 'node:util';
import type { Transform } from 'node:stream';

/** A `Content-Encoding` the server can produce. */
export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Quality 5 is ~10x faster than the default 11 and still beats gzip -9; the cache pays it once.
function brotliOptions(sizeHint: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  };
}

/**
 * Picks the encoding for an `Accept-Encoding` header, honouring q-values (`br;q=0` refuses
 * brotli) and `*`. Brotli wins ties; null means send the identity body.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (m) q = Number(m[1]);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const star = weights.get('*') ?? 0;
  const br = weights.get('br') ?? star;
  const gz = weights.get('gzip') ?? weights.get('x-gzip') ?? star;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Compresses a whole body. */
export async function compressBuffer(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, { level: 6 });
}

/** A compressing stream, for bodies too large to buffer. */
export function createCompressStream(encoding: Encoding, sizeHint: number): Transform {
  return encoding === 'br' ? createBrotliCompress(brotliOptions(sizeHint)) : createGzip({ level: 6 });
}

/**
 * LRU of compressed bodies bounded by total bytes. Concurrent misses for one key share a
 * single compression, so a load test hitting a cold page compresses it once, not N times.
 */
export class CompressionCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #inflight = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  /** @param maxBytes total size of cached bodies; a body over a quarter of it is never cached. */
  constructor(readonly maxBytes: number) {}

  /** Bytes currently held. */
  get size(): number {
    return this.#bytes;
  }

  /** Returns the cached body for `key`, or runs `produce` once and caches its result. */
  get(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const promise = produce()
      .then((body) => {
        this.#store(key, body);
        return body;
      })
      .finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, promise);
    return promise;
  }

  #store(key: string, body: Buffer): void {
    if (body.length > this.maxBytes / 4) return;
    this.#entries.set(key, body);
    this.#bytes += body.length;
    for (const [oldKey, oldBody] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= oldBody.length;
    }
  }
}
