// `serve --watch` while rebuilds swap the output folder (two renames): requests for files that
// exist in both builds never get a 404 or a 5xx, however they fall against the swap; the folder
// can move (`outDir` changed in the config) or be deleted while serving.
import { afterAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minimalSite, writeSite } from '../helpers/fixture.js';
import { startWatchServer, type WatchServer } from '../helpers/watch-server.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function watchSite(files: Record<string, string>): Promise<{ siteDir: string; watcher: WatchServer }> {
  const siteDir = await writeSite({ ...minimalSite, ...files });
  cleanups.push(() => rm(siteDir, { recursive: true, force: true }));
  const watcher = await startWatchServer(siteDir);
  cleanups.push(() => watcher.stop());
  return { siteDir, watcher };
}

/** The status and body of a GET of `path`. */
function get(watcher: WatchServer, path: string, agent: Agent | false = false): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: watcher.server.port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** Resolves once the server has printed `count` lines matching `pattern`. */
async function printed(watcher: WatchServer, pattern: RegExp, count: number): Promise<void> {
  await expect.poll(() => watcher.lines.filter((l) => pattern.test(l)).length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(count);
}

const WROTE = /^wrote \d+ pages/;

describe('requests during rebuilds', () => {
  it('answers every request for an existing file with 200 while five rebuilds swap the folder', async () => {
    const { siteDir, watcher } = await watchSite({
      'docs/other.md': '# Other\n\nVersion 0.\n',
      'docs/third.md': '# Third\n\nUnchanged.\n',
    });
    const html = (await get(watcher, '/docs/intro')).body;
    const stylesheet = /href="(\/assets\/style\.[0-9a-f]+\.css)"/.exec(html)![1]!;
    const paths = ['/docs/intro', '/docs/other', '/docs/third', '/_chunks/docs/intro.json', '/_chunks/docs/other.json', '/sitemap.xml', stylesheet, '/'];
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    let stop = false;
    const MAX = 6000;
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    cleanups.push(() => Promise.resolve(agent.destroy()));
    const client = async (n: number): Promise<void> => {
      for (let i = n; !stop && sent < MAX; i++) {
        sent++;
        const path = paths[i % paths.length]!;
        const { status } = await get(watcher, path, agent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 200 && failures.length < 20) failures.push(`${status} ${path}`);
      }
    };
    const clients = Array.from({ length: 6 }, (_, n) => client(n));
    const during: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const before = sent;
      await writeFile(join(siteDir, 'docs/other.md'), `# Other\n\nVersion ${i}.\n`);
      await printed(watcher, WROTE, i + 1);
      during.push(sent - before);
    }
    stop = true;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect([...statuses.keys()]).toEqual([200]);
    // The requests did overlap the rebuilds (the load is bounded by MAX, not by time).
    expect(during.filter((n) => n > 0).length, `requests during each rebuild: ${during.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect((await get(watcher, '/docs/other')).body).toContain('Version 5.');
  });
});

describe('the output folder moves or disappears while serving', () => {
  it('serves the new folder when outDir changes in the config, and keeps watching docs/', async () => {
    const config = (outDir: string) =>
      `export default { title: 'Fixture', url: 'https://example.com', outDir: '${outDir}', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`;
    const { siteDir, watcher } = await watchSite({ 'docsgen.config.ts': config('build') });
    expect((await get(watcher, '/docs/intro')).body).toContain('Hello.');
    await writeFile(join(siteDir, 'docsgen.config.ts'), config('site-out'));
    await printed(watcher, /^serving .*site-out at /, 1);
    expect(existsSync(join(siteDir, 'site-out', 'docs/intro/index.html'))).toBe(true);
    // An edit reaches the page through the new folder; the old one is left as it was.
    await writeFile(join(siteDir, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nEdited after the move.\n');
    await printed(watcher, WROTE, 3);
    expect((await get(watcher, '/docs/intro')).body).toContain('Edited after the move.');
    expect(await readFile(join(siteDir, 'site-out', 'docs/intro/index.html'), 'utf8')).toContain('Edited after the move.');
    expect(await readFile(join(siteDir, 'build', 'docs/intro/index.html'), 'utf8')).toContain('Hello.');
    // The old folder is no longer served: deleting it changes nothing.
    await rm(join(siteDir, 'build'), { recursive: true });
    expect((await get(watcher, '/docs/intro')).status).toBe(200);
  });

  it('builds a deleted output folder again on the next request instead of answering 404', async () => {
    const { siteDir, watcher } = await watchSite({});
    expect((await get(watcher, '/docs/intro')).status).toBe(200);
    await rm(join(siteDir, 'build'), { recursive: true });
    const [page, chunk] = await Promise.all([get(watcher, '/docs/intro'), get(watcher, '/_chunks/docs/intro.json')]);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Hello.');
    expect(chunk.status).toBe(200);
    expect(existsSync(join(siteDir, 'build', 'index.html'))).toBe(true);
    expect(watcher.lines.some((l) => /was deleted; building it again/.test(l))).toBe(true);
  });
});
