// `docsgen serve` serves a site with a baseUrl under it, as its host does (and Docusaurus's
// `serve`): its pages, assets and redirects are there, `/` leads there, and a path outside it is
// not found, so a link that forgot the base URL shows up locally too.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { serve } from '../../src/serve/serve.js';
import { buildSite } from '../helpers/fixture.js';

describe('docsgen serve of a site with a baseUrl', () => {
  it('serves the site under it, sends / there, and finds nothing outside it', async () => {
    const site = await buildSite({
      'docsgen.config.ts': "export default { title: 'S', url: 'https://example.com', baseUrl: '/sub/', trailingSlash: true };\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
    });
    let server: StaticServer | undefined;
    let stop!: () => void;
    const lines: string[] = [];
    const stopped = serve({
      siteDir: site.siteDir,
      outDir: join(site.siteDir, 'served'),
      port: 0,
      host: '127.0.0.1',
      watch: false,
      verbose: false,
      reporter: { info: (line) => lines.push(line), error: () => undefined, diagnostic: () => undefined },
      until: new Promise<void>((resolve) => (stop = resolve)),
      onReady: (s) => (server = s),
    });
    try {
      await expect.poll(() => server, { timeout: 30_000 }).toBeDefined();
      const get = async (path: string): Promise<string> => {
        const res = await fetch(`${server!.url}${path}`, { redirect: 'manual' });
        const location = res.headers.get('location');
        return `${res.status}${location ? ` ${location}` : ''}`;
      };
      expect(lines).toContain(`serving ${join(site.siteDir, 'served')} at ${server!.url}/sub/`);
      expect(await get('/')).toBe('302 /sub/');
      expect(await get('/sub')).toBe('302 /sub/');
      expect(await get('/sub/?q=1')).toBe('200');
      expect(await get('/sub/docs/intro/')).toBe('200');
      // The site's trailingSlash redirect keeps the base URL.
      expect(await get('/sub/docs/intro?x=1')).toBe('308 /sub/docs/intro/?x=1');
      const page = await (await fetch(`${server!.url}/sub/docs/intro/`)).text();
      const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page)![1]!;
      expect(stylesheet).toMatch(/^\/sub\/assets\//);
      expect(await get(stylesheet)).toBe('200');
      expect(await get('/docs/intro/')).toBe('404');
      expect(await (await fetch(`${server!.url}/docs/intro/`)).text()).toContain('served under its baseUrl, /sub/');
      expect(await get('/sub/docs/gone/')).toBe('404');
    } finally {
      stop();
      await stopped;
    }
    // `--no-build` takes the base URL from the built pages (`<html data-base>`).
    let again: StaticServer | undefined;
    let stopAgain!: () => void;
    const served = serve({
      siteDir: site.siteDir,
      outDir: join(site.siteDir, 'served'),
      build: false,
      port: 0,
      host: '127.0.0.1',
      watch: false,
      verbose: false,
      reporter: { info: () => undefined, error: () => undefined, diagnostic: () => undefined },
      until: new Promise<void>((resolve) => (stopAgain = resolve)),
      onReady: (s) => (again = s),
    });
    try {
      await expect.poll(() => again, { timeout: 30_000 }).toBeDefined();
      const top = await fetch(`${again!.url}/`, { redirect: 'manual' });
      expect(`${top.status} ${top.headers.get('location')}`).toBe('302 /sub/');
      expect((await fetch(`${again!.url}/sub/docs/intro/`)).status).toBe(200);
    } finally {
      stopAgain();
      await served;
      await site.cleanup();
    }
  });

  it('matches a base URL of other scripts as requests encode it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docsgen-base-'));
    await writeFile(join(root, 'index.html'), '<p>HOME</p>');
    const server = await startStaticServer({ root, port: 0, basePath: () => '/文档/' });
    try {
      const home = await fetch(`${server.url}/%E6%96%87%E6%A1%A3/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('HOME');
      const top = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect(`${top.status} ${top.headers.get('location')}`).toBe('302 /%E6%96%87%E6%A1%A3/');
    } finally {
      await server.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
