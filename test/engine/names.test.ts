// Issue 7: file names with spaces, non-ASCII letters, emoji and "#" become correctly encoded URLs.
import { launchBrowser } from '../helpers/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docs/panduan mulai.md': '# Panduan mulai\n\nSee [kafe](./café-ñ.md#héllo) and [emoji](./🚀-launch.md).\n',
    'docs/café-ñ.md': '# Café\n\n## Héllo\n',
    'docs/🚀-launch.md': '# Launch\n\nBack to [start](<./panduan mulai.md>).\n',
    'docs/c#-notes.md': '# C sharp\n',
    'home.json': JSON.stringify({ quickLinks: [{ label: 'Café', href: '/docs/café-ñ#héllo' }] }),
    'docsgen.config.ts': `export default { title: 'Fixture', url: 'https://example.com', homeData: 'home.json', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
  });
  expect(site.errors).toEqual([]);
});

afterAll(() => site.cleanup());

describe('non-ASCII and unusual file names', () => {
  it('writes pages and chunks under the decoded names', () => {
    for (const f of [
      'docs/panduan mulai/index.html',
      'docs/café-ñ/index.html',
      'docs/🚀-launch/index.html',
      'docs/c#-notes/index.html',
      '_chunks/docs/café-ñ.json',
    ]) {
      expect(existsSync(join(site.outDir, f)), f).toBe(true);
    }
  });

  it('percent-encodes links, the sidebar, canonical URLs and the sitemap', async () => {
    const html = await site.read('docs/panduan mulai/index.html');
    expect(html).toContain('href="/docs/caf%C3%A9-%C3%B1#h%C3%A9llo"');
    expect(html).toContain('href="/docs/%F0%9F%9A%80-launch"');
    expect(html).toContain('<link rel="canonical" href="https://example.com/docs/panduan%20mulai">');
    expect(html).toContain('href="/docs/c%23-notes"');
    expect(await site.read('sitemap.xml')).toContain('<loc>https://example.com/docs/caf%C3%A9-%C3%B1</loc>');
  });

  it('keeps the #hash of data links while encoding their path', async () => {
    expect(await site.read('index.html')).toContain('href="/docs/caf%C3%A9-%C3%B1#héllo"');
  });
});

describe('non-ASCII routes in the browser', () => {
  it('load through the server and navigate client-side with the canonical URL updated', async () => {
    const { startStaticServer } = await import('../../src/serve/static-server.js');
    const server = await startStaticServer({ root: site.outDir, port: 0 });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      // Listen before loading: the link is in view, so the chunk may be prefetched before the click.
      const chunk = page.waitForResponse((r) => r.url().includes('/_chunks/docs/caf'));
      const res = await page.goto(`${server.url}/docs/panduan%20mulai`);
      expect(res?.status()).toBe(200);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.click('article a[href^="/docs/caf"]');
      expect((await chunk).status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-route') === '/docs/café-ñ');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://example.com/docs/caf%C3%A9-%C3%B1');
      expect(await page.getAttribute('#sidebar a[aria-current="page"]', 'data-route')).toBe('/docs/café-ñ');
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
