/**
 * Shared e2e helpers: builds the site once per test run (the first worker builds, the others
 * wait on a lock), serves it on 127.0.0.1, and launches headless Chromium.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startStaticServer } from '../../src/serve/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { buildSite as buildFixture, type FixtureBuild, type SiteFiles } from '../helpers/fixture.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const ARTIFACTS = join(ROOT, 'test-artifacts');

export function launch(): Promise<Browser> {
  return launchBrowser();
}

/**
 * `url` in a page of a new context, `width` × 800 px, once the site's script runs: in `theme`
 * (stored as the reader's choice), with clipboard access, after `init` scripts.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: { width?: number; theme?: 'light' | 'dark'; clipboard?: boolean; init?: string[] } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    ...(options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  if (options.theme) await context.addInitScript(`try { localStorage.setItem('theme', '${options.theme}') } catch {}`);
  for (const script of options.init ?? []) await context.addInitScript(script);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  return page;
}

function newestMtime(dir: string): number {
  let max = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'build' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const st = statSync(p);
    max = Math.max(max, st.isDirectory() ? newestMtime(p) : st.mtimeMs);
  }
  return max;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The built site's folder: built once per run (keyed by the vitest main process and the sources' age). */
export async function buildSite(): Promise<string> {
  const stamp = Math.floor(Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'templates')), newestMtime(join(ROOT, 'content'))));
  const dir = join(tmpdir(), `docsgen-e2e-${process.ppid}-${stamp}`);
  const out = join(dir, 'site');
  const done = join(dir, 'done');
  const failed = join(dir, 'failed');
  let owner = false;
  try {
    mkdirSync(dir);
    owner = true;
  } catch {
    // another worker builds it
  }
  if (owner) {
    // Old runs' builds.
    for (const name of readdirSync(tmpdir())) {
      const p = join(tmpdir(), name);
      if (name.startsWith('docsgen-e2e-') && p !== dir) {
        try {
          if (Date.now() - statSync(p).mtimeMs > 3600_000) rmSync(p, { recursive: true, force: true });
        } catch {
          /* ignore */
        }
      }
    }
    try {
      const { build } = await import('../../src/build.js');
      await build({ siteDir: join(ROOT, 'content'), outDir: out });
      writeFileSync(done, 'ok');
    } catch (err) {
      writeFileSync(failed, String((err as Error).stack ?? err));
      throw err;
    }
    return out;
  }
  for (let i = 0; i < 1200; i++) {
    if (existsSync(done)) return out;
    if (existsSync(failed)) throw new Error(`site build failed: ${readFileSync(failed, 'utf8')}`);
    await sleep(50);
  }
  throw new Error('timed out waiting for the site build');
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

/**
 * A tiny static server that serves the site under a sub-path (`prefix`), as a host with the
 * wrong base URL would: `/path` → `path/index.html`, else 404.html with status 404.
 */
export async function serveTiny(root: string, prefix = '/'): Promise<Served> {
  const server: Server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (status: number, file: string) => {
      res.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(readFileSync(file));
    };
    if (!path.startsWith(prefix) || path.includes('..')) return send(404, join(root, '404.html'));
    path = '/' + path.slice(prefix.length);
    const candidates = [join(root, path), join(root, path, 'index.html'), join(root, `${path}.html`)];
    for (const c of candidates) if (existsSync(c) && statSync(c).isFile()) return send(200, c);
    send(404, join(root, '404.html'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Builds (once) and serves the site; returns the origin and a close function. */
export async function startSite(): Promise<Served & { dir: string }> {
  const dir = await buildSite();
  const s = await startStaticServer({ root: dir, port: 0 });
  return { ...s, dir };
}

/** Where a screenshot named `name` goes (keepScreenshot() makes the folder when it takes one). */
export function artifact(name: string): string {
  return join(ARTIFACTS, name);
}

/** Every route's HTML path in the build (for crawling). */
export function builtPages(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) {
        if (name !== '_chunks' && name !== 'assets') walk(p, `${rel}/${name}`);
      } else if (name === 'index.html') out.push(rel || '/');
    }
  };
  walk(dir, '');
  return out.sort();
}

/** A fixture site of `files`, built, served on 127.0.0.1 and opened in Chromium: for the browser tests of one feature. */
export async function fixtureInBrowser(files: SiteFiles): Promise<{ browser: Browser; site: FixtureBuild; served: Served; close: () => Promise<void> }> {
  const site = await buildFixture(files);
  if (site.errors.length) {
    await site.cleanup();
    throw new Error(`the fixture site does not build:\n${site.errors.join('\n')}`);
  }
  const [browser, served] = await Promise.all([launch(), serveTiny(site.outDir)]);
  return {
    browser,
    site,
    served,
    close: async () => {
      await browser.close();
      await served.close();
      await site.cleanup();
    },
  };
}
