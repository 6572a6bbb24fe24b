// Time from saving a doc page to the open browser tab showing the change, through
// `docsgen serve --watch` (live reload). Prints median, min and max over N edits.
// Usage: node bench/watch-latency.mjs [edits=20]   (after `node scripts/compile.mjs`)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startServe } from './lib.mjs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const edits = Number(process.argv[2] ?? 20);
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'docsgen-watch-bench-'));
const site = join(work, 'site');
cpSync(join(root, 'content'), site, { recursive: true });
const page = join(site, 'docs/intro.md');
const original = readFileSync(page, 'utf8');

const { url, server } = await startServe([site, '--watch', '--port', '0', '--out', join(work, 'out')]);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const tab = await browser.newPage();
await tab.goto(`${url}/docs/intro`);
await tab.waitForTimeout(500);
const times = [];
for (let i = 0; i < edits; i++) {
  const marker = `ukuran-${i}-${Date.now()}`;
  const start = performance.now();
  writeFileSync(page, original.replace(/\n\n/, `\n\n${marker}\n\n`));
  // eslint-disable-next-line no-undef -- runs in the page
  await tab.waitForFunction((m) => document.body?.textContent?.includes(m), marker, { polling: 'raf', timeout: 20_000 });
  times.push(performance.now() - start);
  await tab.waitForTimeout(150);
}
await browser.close();
server.kill('SIGINT');
rmSync(work, { recursive: true, force: true });

times.sort((a, b) => a - b);
console.log('| edits | median (ms) | min (ms) | max (ms) |\n| --- | --- | --- | --- |');
console.log(`| ${edits} | ${times[Math.floor(edits / 2)].toFixed(0)} | ${times[0].toFixed(0)} | ${times.at(-1).toFixed(0)} |`);
