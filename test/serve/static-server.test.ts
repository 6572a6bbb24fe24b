import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { negotiateEncoding } from '../../src/serve/compress.js';
import { IMMUTABLE_MANIFEST, immutableManifest } from '../../src/output/immutable.js';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends `path` byte for byte (no URL normalisation, unlike fetch). */
function raw(base: string, path: string, init: { method?: string; headers?: Record<string, string>; agent?: Agent } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: init.method ?? 'GET', headers: init.headers ?? {}, agent: init.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const SECRET = 'TOP-SECRET-OUTSIDE-ROOT';
const BIG_TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(2000);
const CSS = `.a{color:red}\n`.repeat(200);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4096)]);
const HUGE = randomBytes(4 * 1024 * 1024);

let tmp: string;
let site: string;
let server: StaticServer;

async function put(rel: string, content: string | Buffer): Promise<void> {
  const file = join(site, rel);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'docsgen-serve-'));
  site = join(tmp, 'site');
  const outside = join(tmp, 'outside');
  await mkdir(outside, { recursive: true });
  await writeFile(join(outside, 'secret.txt'), SECRET);
  await put('index.html', '<!doctype html><title>Home</title><p>HOME PAGE</p>');
  await put('404.html', '<!doctype html><title>Not found</title><p>CUSTOM 404</p>');
  // A locale's own 404 page (i18n: /fr/…).
  await put('fr/404.html', '<!doctype html><title>Introuvable</title><p>PAGE 404 FR</p>');
  await put('fr/docs/intro/index.html', '<!doctype html><title>Intro</title><p>INTRO FR</p>');
  await put('docs/intro/index.html', '<!doctype html><title>Intro</title><p>INTRO PAGE</p>');
  await put('docs/noindex/notes.txt', 'no index here');
  await put('legacy.html', '<p>LEGACY</p>');
  await put('assets/style.1a2b3c4d.css', CSS);
  await put('assets/client.AB12CD34.js', 'console.log(1);');
  await put('assets/plain.css', 'body{}');
  await put('assets/looks-hashed.5e6f7a8b.css', 'body{}');
  // What the build named by content hash; the server trusts this list, not the names' looks.
  await put(IMMUTABLE_MANIFEST, immutableManifest(['assets/style.1a2b3c4d.css', 'assets/client.AB12CD34.js']));
  await put('big.txt', BIG_TEXT);
  await put('small.txt', 'tiny');
  await put('logo.png', PNG);
  await put('huge.bin', HUGE);
  await put('sitemap.xml', '<?xml version="1.0"?><urlset/>');
  await put('_chunks/docs/intro.json', '{"title":"Intro"}');
  await put('.env', `SECRET=${SECRET}`);
  await put('.git/config', SECRET);
  await symlink(join(outside, 'secret.txt'), join(site, 'leak.txt'));
  await symlink(outside, join(site, 'leakdir'));
  await symlink(join(site, 'legacy.html'), join(site, 'alias.html'));
  server = await startStaticServer({ root: site, port: 0, headers: { 'X-Frame-Options': 'DENY' } });
});

afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('routing', () => {
  it('serves index.html for the root URL', async () => {
    const res = await raw(server.url, '/');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('HOME PAGE');
  });

  it('serves route/index.html for a clean URL without trailing slash, ignoring the query', async () => {
    const res = await raw(server.url, '/docs/intro?tab=1');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('INTRO PAGE');
  });

  it('serves route/index.html for the URL with a trailing slash too, as Docusaurus gives index pages', async () => {
    const res = await raw(server.url, '/docs/intro/?tab=1');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('INTRO PAGE');
  });

  it('serves route.html for a clean URL, and redirects its trailing-slash URL there keeping the query string (trailingSlash: false)', async () => {
    const page = await raw(server.url, '/legacy');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('LEGACY');
    const res = await raw(server.url, '/legacy/?a=1&b=2');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/legacy?a=1&b=2');
  });

  it('answers a trailing-slash URL of a file or an index-less folder with 404', async () => {
    for (const path of ['/sitemap.xml/', '/docs/noindex/', '/nope/']) {
      const res = await raw(server.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain('CUSTOM 404');
    }
  });

  it('serves existing files as they are', async () => {
    for (const [path, text] of [
      ['/legacy.html', 'LEGACY'],
      ['/sitemap.xml', 'urlset'],
      ['/_chunks/docs/intro.json', '"Intro"'],
      ['/assets/plain.css', 'body{}'],
      ['/docs/intro/index.html', 'INTRO PAGE'],
    ] as const) {
      const res = await raw(server.url, path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toContain(text);
    }
  });

  it('serves a symlink that stays inside the root', async () => {
    const res = await raw(server.url, '/alias.html');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('LEGACY');
  });

  it('answers unknown paths and index-less folders with 404.html and status 404', async () => {
    for (const path of ['/nope', '/docs/noindex', '/docs/intro/missing.png']) {
      const res = await raw(server.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain('CUSTOM 404');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it("answers an unknown path below a folder with its own 404.html (a locale's) with that page", async () => {
    for (const path of ['/fr/nope', '/fr/docs/intro/missing', '/fr/docs/gone/']) {
      const res = await raw(server.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain('PAGE 404 FR');
    }
    // Elsewhere, the site's.
    expect((await raw(server.url, '/docs/gone')).body.toString()).toContain('CUSTOM 404');
    expect((await raw(server.url, '/fr/docs/intro')).body.toString()).toContain('INTRO FR');
  });

  it('falls back to a plain-text 404 when the site has no 404.html', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'docsgen-serve-bare-'));
    const other = await startStaticServer({ root: bare, port: 0 });
    try {
      const res = await raw(other.url, '/missing');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body.toString()).toMatch(/not found/i);
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('picks up a rebuild that swaps the whole output folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-serve-swap-'));
    const root = join(dir, 'build');
    await mkdir(root);
    await writeFile(join(root, 'index.html'), 'OLD BUILD');
    const other = await startStaticServer({ root, port: 0 });
    try {
      expect((await raw(other.url, '/')).body.toString()).toBe('OLD BUILD');
      const next = join(dir, 'build-next');
      await mkdir(next);
      await writeFile(join(next, 'index.html'), 'NEW BUILD');
      await rename(root, join(dir, 'build-old'));
      await rename(next, root);
      expect((await raw(other.url, '/')).body.toString()).toBe('NEW BUILD');
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('headers', () => {
  it('sends the right Content-Type for every file type a docs build emits', async () => {
    const types: Record<string, string> = {
      html: 'text/html; charset=utf-8',
      css: 'text/css; charset=utf-8',
      js: 'text/javascript; charset=utf-8',
      mjs: 'text/javascript; charset=utf-8',
      json: 'application/json; charset=utf-8',
      xml: 'application/xml; charset=utf-8',
      txt: 'text/plain; charset=utf-8',
      svg: 'image/svg+xml',
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      gif: 'image/gif',
      webp: 'image/webp',
      avif: 'image/avif',
      ico: 'image/x-icon',
      woff: 'font/woff',
      woff2: 'font/woff2',
      map: 'application/json; charset=utf-8',
      webmanifest: 'application/manifest+json; charset=utf-8',
      pdf: 'application/pdf',
      xyz: 'application/octet-stream',
    };
    for (const ext of Object.keys(types)) await put(`types/file.${ext}`, 'x');
    for (const [ext, type] of Object.entries(types)) {
      const res = await raw(server.url, `/types/file.${ext}`);
      expect(res.status, ext).toBe(200);
      expect(res.headers['content-type'], ext).toBe(type);
      expect(res.headers['x-content-type-options'], ext).toBe('nosniff');
    }
  });

  it('adds nosniff and the configured extra headers to every response, errors included', async () => {
    for (const [path, method] of [
      ['/', 'GET'],
      ['/nope', 'GET'],
      ['/', 'POST'],
      ['/../x', 'GET'],
    ] as const) {
      const res = await raw(server.url, path, { method });
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it("marks the files the build's manifest lists immutable and makes everything else revalidate", async () => {
    const cases = [
      ['/assets/style.1a2b3c4d.css', 'public, max-age=31536000, immutable'],
      ['/assets/client.AB12CD34.js', 'public, max-age=31536000, immutable'],
      ['/assets/plain.css', 'no-cache'],
      ['/assets/looks-hashed.5e6f7a8b.css', 'no-cache'],
      ['/docs/intro', 'no-cache'],
      ['/_chunks/docs/intro.json', 'no-cache'],
      ['/logo.png', 'no-cache'],
    ] as const;
    for (const [path, expected] of cases) {
      expect((await raw(server.url, path)).headers['cache-control'], path).toBe(expected);
    }
  });
});

describe('conditional requests', () => {
  it('answers 304 without a body when If-None-Match matches the ETag', async () => {
    const first = await raw(server.url, '/docs/intro');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const res = await raw(server.url, '/docs/intro', { headers: { 'If-None-Match': etag ?? '' } });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    const weak = await raw(server.url, '/docs/intro', { headers: { 'If-None-Match': `"other", W/${etag ?? ''}` } });
    expect(weak.status).toBe(304);
  });

  it('treats the ETag of a compressed variant as a match for the same file', async () => {
    const br = await raw(server.url, '/big.txt', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.etag).toMatch(/-br"$/);
    const res = await raw(server.url, '/big.txt', { headers: { 'If-None-Match': br.headers.etag ?? '' } });
    expect(res.status).toBe(304);
  });

  it('answers 304 when the file has not changed since If-Modified-Since', async () => {
    const first = await raw(server.url, '/legacy.html');
    const lastModified = first.headers['last-modified'] ?? '';
    expect(Date.parse(lastModified)).not.toBeNaN();
    const res = await raw(server.url, '/legacy.html', { headers: { 'If-Modified-Since': lastModified } });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    const old = await raw(server.url, '/legacy.html', {
      headers: { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() },
    });
    expect(old.status).toBe(200);
  });

  it('sends the full body when If-None-Match does not match, even if If-Modified-Since would', async () => {
    const first = await raw(server.url, '/legacy.html');
    const res = await raw(server.url, '/legacy.html', {
      headers: { 'If-None-Match': '"stale"', 'If-Modified-Since': first.headers['last-modified'] ?? '' },
    });
    expect(res.status).toBe(200);
  });
});

describe('compression', () => {
  it('sends brotli when allowed, and it decompresses to the file', async () => {
    const res = await raw(server.url, '/big.txt', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(BIG_TEXT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(BIG_TEXT);
  });

  it('sends gzip when brotli is not accepted, and it decompresses to the file', async () => {
    const res = await raw(server.url, '/assets/style.1a2b3c4d.css', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(CSS);
  });

  it('serves the same compressed bytes again from the cache', async () => {
    const a = await raw(server.url, '/big.txt', { headers: { 'Accept-Encoding': 'br' } });
    const b = await raw(server.url, '/big.txt', { headers: { 'Accept-Encoding': 'br' } });
    expect(b.body.equals(a.body)).toBe(true);
  });

  it('sends the identity body without Accept-Encoding, for tiny bodies and for binary types', async () => {
    const plain = await raw(server.url, '/big.txt');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BIG_TEXT);
    const tiny = await raw(server.url, '/small.txt', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('tiny');
    const png = await raw(server.url, '/logo.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(PNG)).toBe(true);
  });

  it('compresses very large text files while streaming them', async () => {
    const line = 'streamed compression line of a very large generated file\n';
    const text = line.repeat(Math.ceil((9 * 1024 * 1024) / line.length));
    await put('huge.txt', text);
    const res = await raw(server.url, '/huge.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(gunzipSync(res.body).toString() === text).toBe(true);
  });

  it('negotiates encodings by q-value and prefers brotli on ties', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('methods', () => {
  it('answers HEAD with the GET headers and Content-Length but no body', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'br' }] as Array<Record<string, string>>) {
      const get = await raw(server.url, '/big.txt', { headers });
      const head = await raw(server.url, '/big.txt', { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it('answers HEAD for an unknown path with status 404 and no body', async () => {
    const res = await raw(server.url, '/nope', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.body.length).toBe(0);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });

  it('refuses other methods with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await raw(server.url, '/', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('path safety', () => {
  const refused = [
    '/../outside/secret.txt',
    '/docs/../../outside/secret.txt',
    '/%2e%2e/outside/secret.txt',
    '/%2E%2E%2Foutside%2Fsecret.txt',
    '/..%2foutside/secret.txt',
    '/docs/%2e%2e/%2e%2e/outside/secret.txt',
    '/..\\outside\\secret.txt',
    '/..%5coutside%5csecret.txt',
    '/%5c..%5coutside%5csecret.txt',
    '/index.html%00.txt',
    '/leak.txt%00',
    '//etc/passwd',
    '///etc/passwd',
    '/C:/Windows/win.ini',
    '/c:%5cWindows%5cwin.ini',
    '/leak.txt',
    '/leakdir',
    '/leakdir/secret.txt',
    '/.env',
    '/.git/config',
    '/%2eenv',
    '/docs/./intro',
  ];

  it.each(refused)('refuses %s without leaking content outside the root', async (path) => {
    const res = await raw(server.url, path);
    expect([400, 403, 404]).toContain(res.status);
    expect(res.body.toString()).not.toContain(SECRET);
  });

  it('refuses traversal to absolute temp paths built from the fixture location', async () => {
    const target = join(tmp, 'outside', 'secret.txt');
    for (const path of [`/${'../'.repeat(12)}${target}`, `/${'%2e%2e/'.repeat(12)}${target}`, `/${target}`]) {
      const res = await raw(server.url, path);
      expect(res.status, path).not.toBe(200);
      expect(res.body.toString()).not.toContain(SECRET);
    }
  });

  it('answers malformed percent-encoding with 400', async () => {
    for (const path of ['/%zz', '/%E0%A4%A', '/docs/%', '/%%32%65']) {
      expect((await raw(server.url, path)).status, path).toBe(400);
    }
  });

  it('never redirects to another host', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '/%2fevil.example/', '/%5cevil.example/']) {
      const res = await raw(server.url, path);
      expect(res.headers.location, path).toBeUndefined();
    }
  });
});

describe('robustness', () => {
  it('survives a client that aborts a large download', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const req = request({ hostname, port, path: '/huge.bin', agent: false }, (res) => {
        expect(res.headers['content-length']).toBe(String(HUGE.length));
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
      req.end();
    });
    await new Promise((r) => setTimeout(r, 50));
    const res = await raw(server.url, '/huge.bin');
    expect(res.status).toBe(200);
    expect(res.body.equals(HUGE)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('turns an exception into a plain 500 and logs it once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = await startStaticServer({
      root: site,
      port: 0,
      middleware: () => {
        throw new Error('boom');
      },
    });
    try {
      const res = await raw(other.url, '/__docsgen/anything');
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body.toString()).not.toContain('boom');
      expect(errors).toHaveBeenCalledTimes(1);
      expect((await raw(other.url, '/')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('hands /__docsgen/ requests to the middleware and falls through when it declines', async () => {
    const seen: string[] = [];
    const other = await startStaticServer({
      root: site,
      port: 0,
      middleware: (req, res) => {
        seen.push(req.url ?? '');
        if (req.url !== '/__docsgen/ping') return false;
        res.end('pong');
        return true;
      },
    });
    try {
      expect((await raw(other.url, '/__docsgen/ping')).body.toString()).toBe('pong');
      expect((await raw(other.url, '/__docsgen/other')).status).toBe(404);
      expect((await raw(other.url, '/docs/intro')).status).toBe(200);
      expect(seen).toEqual(['/__docsgen/ping', '/__docsgen/other']);
    } finally {
      await other.close();
    }
  });
});

describe('listening', () => {
  let blocker: NetServer;
  let busyPort: number;

  beforeAll(async () => {
    blocker = createNetServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    busyPort = (blocker.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => blocker.close(r));
  });

  it('listens on 127.0.0.1 by default', () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it("moves to a following port when the port is taken and onPortInUse is 'next'", async () => {
    const other = await startStaticServer({ root: site, port: busyPort, onPortInUse: 'next' });
    try {
      expect(other.port).toBeGreaterThan(busyPort);
      expect(other.port).toBeLessThanOrEqual(busyPort + 20);
      expect(other.url).toBe(`http://127.0.0.1:${other.port}`);
      expect((await raw(other.url, '/')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("rejects with a clear message when the port is taken and onPortInUse is 'fail'", async () => {
    await expect(startStaticServer({ root: site, port: busyPort, onPortInUse: 'fail' })).rejects.toThrow(
      `Port ${busyPort} is already in use on 127.0.0.1. Stop the other process or pass --port <n>.`,
    );
  });

  it('closes promptly even with an idle keep-alive connection open', async () => {
    const other = await startStaticServer({ root: site, port: 0 });
    const agent = new Agent({ keepAlive: true });
    try {
      const res = await raw(other.url, '/', { agent, headers: { Connection: 'keep-alive' } });
      expect(res.status).toBe(200);
      const started = Date.now();
      await other.close();
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      agent.destroy();
    }
  });
});
