/**
 * `serve --watch` on a site with MDX: a change to a module that pages import (a component, a
 * JSON file, a partial) renders again only the pages whose imports hold it; the files of the
 * other pages are left exactly as they were, and the server says how many pages it rendered.
 */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalSite, writeSite } from '../helpers/fixture.js';
import { startWatchServer, type WatchServer } from '../helpers/watch-server.js';

let siteDir: string;
let watcher: WatchServer;

const outFile = (route: string): string => join(siteDir, 'build', route, 'index.html');

/** Bytes, modification time and inode of an output file. */
async function snapshot(route: string): Promise<{ text: string; mtimeMs: number; ino: number }> {
  const file = outFile(route);
  const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
  return { text, mtimeMs: info.mtimeMs, ino: info.ino };
}

/** Waits until the server printed a rebuild report after `from` lines, and returns it. */
async function nextReport(from: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const line = watcher.lines.slice(from).find((l) => l.startsWith('rebuilt after a change'));
    if (line) return line;
    const failed = watcher.lines.slice(from).find((l) => /build failed|Internal error/.test(l));
    if (failed) throw new Error(`rebuild failed: ${watcher.lines.slice(from).join('\n')}`);
    if (Date.now() > deadline) throw new Error(`no rebuild report; the server printed:\n${watcher.lines.join('\n')}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Waits for the build a change starts (an editor's save may be seen twice) and every build queued after it. */
async function change(file: string, text: string): Promise<string[]> {
  const from = watcher.lines.length;
  await writeFile(join(siteDir, file), text);
  const reports = [await nextReport(from)];
  // A second event for the same save queues one more build, which renders nothing new.
  await new Promise((done) => setTimeout(done, 400));
  for (const line of watcher.lines.slice(from)) if (line.startsWith('rebuilt after a change') && !reports.includes(line)) reports.push(line);
  return reports;
}

beforeAll(async () => {
  siteDir = await writeSite({
    ...minimalSite,
    'src/components/Hello.jsx': `import people from '../data/people.json';\nexport default function Hello() { return <p className="hello">Hello from the component, {people.length} people</p>; }\n`,
    'src/data/people.json': '["Ana", "Budi"]\n',
    'docs/with.mdx': `---\ntitle: With\n---\n\nimport Hello from '@site/src/components/Hello';\nimport Part from './_part.mdx';\n\n<Hello />\n\n<Part />\n`,
    'docs/_part.mdx': 'Partial text, first version.\n',
    'docs/without.mdx': `---\ntitle: Without\n---\n\nNo imports here: {1 + 1} is computed.\n`,
  });
  watcher = await startWatchServer(siteDir);
}, 120_000);

afterAll(async () => {
  await watcher?.stop();
  await rm(siteDir, { recursive: true, force: true });
});

describe('serve --watch with MDX modules', () => {
  it('renders again only the page that imports a changed component, and leaves the other pages untouched', async () => {
    expect((await snapshot('docs/with')).text).toContain('Hello from the component, 2 people');
    expect((await snapshot('docs/without')).text).toContain('No imports here: 2 is computed.');
    const without = await snapshot('docs/without');
    const intro = await snapshot('docs/intro');
    // Modification times have a resolution; the edit comes visibly later.
    await new Promise((done) => setTimeout(done, 50));

    const reports = await change(
      'src/components/Hello.jsx',
      `import people from '../data/people.json';\nexport default function Hello() { return <p className="hello">Edited component, {people.length} people</p>; }\n`,
    );
    expect((await snapshot('docs/with')).text).toContain('Edited component, 2 people');
    expect(reports[0]).toMatch(/^rebuilt after a change to src\/components\/Hello\.jsx: 1 of \d+ pages rendered again \(\/docs\/with\), \d+ unchanged$/);
    for (const later of reports.slice(1)) expect(later).toMatch(/: 0 of \d+ pages rendered again/);
    // Same bytes, and the very same file: not written again.
    expect(await snapshot('docs/without')).toEqual(without);
    expect(await snapshot('docs/intro')).toEqual(intro);
  });

  it('follows the import graph: a JSON file the component imports, and an MDX partial', async () => {
    const without = await snapshot('docs/without');
    let reports = await change('src/data/people.json', '["Ana", "Budi", "Citra"]\n');
    expect(reports[0]).toMatch(/: 1 of \d+ pages rendered again \(\/docs\/with\)/);
    expect((await snapshot('docs/with')).text).toContain('Edited component, 3 people');

    reports = await change('docs/_part.mdx', 'Partial text, second version.\n');
    expect(reports[0]).toMatch(/: 1 of \d+ pages rendered again \(\/docs\/with\)/);
    expect((await snapshot('docs/with')).text).toContain('Partial text, second version.');
    expect(await snapshot('docs/without')).toEqual(without);
  });

  it('renders a changed page again, and only it', async () => {
    const withPage = await snapshot('docs/with');
    const reports = await change('docs/without.mdx', `---\ntitle: Without\n---\n\nEdited page: {2 + 2}.\n`);
    expect(reports[0]).toMatch(/^rebuilt after a change to docs\/without\.mdx: 1 of \d+ pages rendered again \(\/docs\/without\)/);
    expect((await snapshot('docs/without')).text).toContain('Edited page: 4.');
    expect(await snapshot('docs/with')).toEqual(withPage);
  });
});
