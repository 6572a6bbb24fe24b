// Mermaid diagrams (`markdown.mermaid`) as a reader sees them: drawn by the site's mermaid
// package under the site's own policy (served with its _headers), in the color mode's mermaid
// theme and again after a switch, after client-side navigation, and fetched only by pages that
// have a diagram.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { builtSecurityHeaders } from '../../src/security/content-security-policy.js';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { keepScreenshot } from '../helpers/screenshot.js';
import { artifact, launch, openPage } from './helpers.js';

let browser: Browser;
let server: StaticServer;
let site: FixtureBuild;

beforeAll(async () => {
  site = await buildSite({
    'docsgen.config.ts': "export default { title: 'Diagrams', url: 'https://example.com', markdown: { mermaid: true } };\n",
    'docs/intro.md': [
      '# Intro',
      '',
      'See [the sequence](./sequence.mdx).',
      '',
      '```mermaid',
      'graph TD;',
      '  A[Start here]-->B{Is it?};',
      '  B-->|Yes| C[All good];',
      '  B-->|No| D[Stop];',
      '```',
      '',
      'A diagram mermaid cannot read:',
      '',
      '```mermaid',
      'graph TD; A-->',
      '```',
      '',
    ].join('\n'),
    'docs/sequence.mdx': "import Mermaid from '@theme/Mermaid';\n\n# Sequence\n\n<Mermaid value={`sequenceDiagram\n  Alice->>Bob: Hello Bob`} />\n",
    'docs/plain.md': '# Plain\n\nNo diagram here.\n',
  });
  expect(site.errors).toEqual([]);
  [browser, server] = await Promise.all([launch(), startStaticServer({ root: site.outDir, port: 0, headers: builtSecurityHeaders(site.outDir) })]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

/** A page at `path`, with the console's errors and the paths it requested. */
async function open(path: string, theme: 'light' | 'dark' = 'light'): Promise<{ page: Page; errors: string[]; requested: string[]; missing: string[] }> {
  const page = await openPage(browser, server.url + '/docs/plain', { theme });
  const errors: string[] = [];
  const requested: string[] = [];
  const missing: string[] = [];
  // The browser asks for /favicon.ico, which this site has not.
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) missing.push(new URL(r.url()).pathname);
  });
  page.on('request', (r) => requested.push(r.url().startsWith(server.url) ? new URL(r.url()).pathname : r.url()));
  await page.goto(server.url + path);
  await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
  return { page, errors, requested, missing };
}

/** The fill of the flowchart's first node. */
function nodeFill(page: Page): Promise<string> {
  return page
    .locator('.docusaurus-mermaid-container svg .node rect, .docusaurus-mermaid-container svg .node polygon')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);
}

describe('mermaid diagrams', () => {
  it('are drawn from their source under the policy, with no request elsewhere', async () => {
    const { page, errors, requested, missing } = await open('/docs/intro');
    const diagram = page.locator('.docusaurus-mermaid-container').first();
    await diagram.locator('svg').waitFor();
    expect(await diagram.locator('svg .node').count()).toBe(4);
    expect(await diagram.locator('svg').textContent()).toContain('Start here');
    // Drawn with mermaid's styles: a node is a box the size of its label, not black.
    expect(await nodeFill(page)).not.toBe('rgb(0, 0, 0)');
    const box = (await diagram.locator('svg .node').first().boundingBox())!;
    expect(box.height).toBeLessThan(80);
    expect(errors).toEqual([]);
    expect(missing.filter((p) => p !== '/favicon.ico')).toEqual([]);
    expect(requested.filter((r) => !r.startsWith('/'))).toEqual([]);
    expect(requested.some((r) => /^\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/.test(r))).toBe(true);
    await keepScreenshot(page, artifact('mermaid-light.png'));
    await page.context().close();
  });

  it('keeps the source of a diagram mermaid cannot read, with its message', async () => {
    const { page } = await open('/docs/intro');
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    const broken = page.locator('.docusaurus-mermaid-container').nth(1);
    await expect.poll(() => broken.getAttribute('title')).toMatch(/\S/);
    expect(await broken.locator('pre').innerText()).toBe('graph TD; A-->');
    expect(await broken.locator('svg').count()).toBe(0);
    await page.context().close();
  });

  it("are drawn in the color mode's mermaid theme, and again when the reader switches", async () => {
    const { page } = await open('/docs/intro', 'dark');
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    const dark = await nodeFill(page);
    await keepScreenshot(page, artifact('mermaid-dark.png'));
    await page.click('.theme-toggle');
    await expect.poll(() => nodeFill(page)).not.toBe(dark);
    const light = await nodeFill(page);
    await page.click('.theme-toggle');
    await expect.poll(() => nodeFill(page)).toBe(dark);
    expect(light).not.toBe(dark);
    await page.context().close();
  });

  it('are drawn after client-side navigation, and pages without one never fetch mermaid', async () => {
    const { page, requested } = await open('/docs/plain');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((r) => r.includes('/assets/mermaid-') || r.includes('/assets/diagrams.'))).toEqual([]);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/sequence';
      a.textContent = 'go';
      document.querySelector('main')!.append(a);
      a.click();
    });
    await page.waitForURL('**/docs/sequence');
    const diagram = page.locator('.docusaurus-mermaid-container');
    await diagram.locator('svg').waitFor();
    expect(await diagram.locator('svg').textContent()).toContain('Hello Bob');
    await page.context().close();
  });
});
