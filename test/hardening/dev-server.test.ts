// The development server against a hostile web page (DNS rebinding) and a hostile or careless
// site folder while watching (a link loop, an output folder whose name prefixes a content folder).
import { afterAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { type networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { exposureNotice } from '../../src/serve/serve.js';
import { LIVE_RELOAD_EVENTS_PATH } from '../../src/serve/live-reload.js';
import { minimalSite, writeSite } from '../helpers/fixture.js';
import { startWatchServer, type WatchServer } from '../helpers/watch-server.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** The status of a GET of `path` sent with `Host: host`. */
function statusWithHost(server: StaticServer, path: string, host: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host } }, (res) => {
      res.destroy();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end();
  });
}

describe('Host header on a loopback bind (DNS rebinding)', () => {
  it('answers loopback names and addresses, and 403 to any other name, the live-reload stream included', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docsgen-hosts-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    await writeFile(join(root, 'index.html'), '<!doctype html><p>home</p>');
    const server = await startStaticServer({ root, port: 0, middleware: (_req, res) => (res.end('stream'), true) });
    cleanups.push(() => server.close());
    const p = server.port;
    for (const host of [`localhost:${p}`, `127.0.0.1:${p}`, `127.1.2.3:${p}`, `[::1]:${p}`, `app.localhost:${p}`, 'localhost']) {
      expect(await statusWithHost(server, '/', host), host).toBe(200);
    }
    for (const host of [`evil.example:${p}`, 'evil.example', `localhost.evil.example:${p}`, `127.0.0.1.nip.io:${p}`, `192.168.1.5:${p}`]) {
      expect(await statusWithHost(server, '/', host), host).toBe(403);
      expect(await statusWithHost(server, LIVE_RELOAD_EVENTS_PATH, host), host).toBe(403);
    }
  });

  it('warns, with the addresses to use, when listening on every interface', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: '192.168.1.20', family: 'IPv4', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
    } as unknown as ReturnType<typeof networkInterfaces>;
    expect(exposureNotice('127.0.0.1', 3000, interfaces)).toEqual([]);
    expect(exposureNotice('localhost', 3000, interfaces)).toEqual([]);
    expect(exposureNotice('0.0.0.0', 3000, interfaces)).toEqual([
      'warning: listening on 0.0.0.0: other machines on the network can open this development server, its pages and its build errors',
      '  reachable at http://192.168.1.20:3000/',
    ]);
    expect(exposureNotice('::', 3000, interfaces).slice(1)).toEqual(['  reachable at http://192.168.1.20:3000/', '  reachable at http://[fe80::1]:3000/']);
  });
});

/** Resolves when `check()` holds, polling; fails with `what` after 20 s. */
async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('serve --watch with a careless site folder', () => {
  let watcher: WatchServer;
  let siteDir: string;
  const events: string[] = [];

  it('watches docs/ when the output folder is named doc', async () => {
    siteDir = await writeSite({
      ...minimalSite,
      'docsgen.config.ts': `export default { title: 'Fixture', outDir: 'doc' };\n`,
    });
    cleanups.push(() => rm(siteDir, { recursive: true, force: true }));
    watcher = await startWatchServer(siteDir);
    cleanups.push(() => watcher.stop());
    const page = async (): Promise<string> => (await fetch(`${watcher.server.url}/docs/intro`)).text();
    expect(await page()).toContain('Hello.');
    await writeFile(join(siteDir, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nEdited under doc.\n');
    await until('the edit to be served', async () => (await page()).includes('Edited under doc.'));
  });

  it('survives a link loop: the loop is reported (path relative to the site), the last good build is still served', async () => {
    // Listen to the live-reload stream as a browser would.
    const stream = await fetch(`${watcher.server.url}${LIVE_RELOAD_EVENTS_PATH}`);
    const reader = stream.body!.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        events.push(new TextDecoder().decode(value));
      }
    })();
    cleanups.push(() => reader.cancel().catch(() => undefined));
    await symlink('.', join(siteDir, 'docs/loop'));
    await until('the loop to be reported', () => watcher.lines.some((l) => l.includes('a loop')));
    await until('the error event', () => events.join('').includes('"type":"error"'));
    const error = events.join('').match(/data: (\{"type":"error".*\})/)![1]!;
    const diagnostics = (JSON.parse(error) as { diagnostics: Array<{ file: string; code: string }> }).diagnostics;
    expect(diagnostics).toContainEqual(expect.objectContaining({ file: 'docs/loop', code: 'files/symlink-loop' }));
    expect(error).not.toContain(siteDir);
    const res = await fetch(`${watcher.server.url}/docs/intro`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Edited under doc.');
    // Few rebuilds, not one per path walked through the loop.
    expect(watcher.lines.filter((l) => l.includes('a loop')).length).toBeLessThan(5);
    expect(watcher.lines.some((l) => l.startsWith('Internal error'))).toBe(false);
  });
});
