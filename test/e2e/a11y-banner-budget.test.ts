/** axe-core in both color modes, the base-URL banner, and the JavaScript budget. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT, launch, serveTiny, startSite, type Served } from './helpers.js';

let browser: Browser;
let site: Served & { dir: string };

beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const AXE = join(ROOT, 'node_modules/axe-core/axe.min.js');

interface AxeResult {
  violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[]; failureSummary: string }> }>;
}

describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/', '/docs/deposit', '/this-page-does-not-exist']) {
      it(`${path} has no violations in ${theme} mode`, async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
        const page = await context.newPage();
        await page.goto(site.url + path);
        await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        await page.addScriptTag({ path: AXE });
        const result = (await page.evaluate(() =>
          (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ['violations'] }),
        )) as AxeResult;
        const summary = result.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`,
        );
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('base-URL banner', () => {
  const BANNER = '#__docusaurus-base-url-issue-banner-container';

  it('is absent when the site loads properly', async () => {
    const page = await browser.newPage();
    await page.goto(site.url + '/');
    await page.waitForLoadState('load');
    expect(await page.$(BANNER)).toBeNull();
    expect(await page.evaluate(() => (window as { __docsgen?: boolean }).__docsgen)).toBe(true);
    await page.close();
  });

  it('shows the warning when served under a wrong prefix (assets 404)', async () => {
    const wrong = await serveTiny(site.dir, '/wrong/');
    try {
      const page = await browser.newPage();
      await page.goto(wrong.url + '/wrong/');
      await page.waitForSelector(BANNER, { state: 'attached' });
      const text = await page.textContent(BANNER);
      expect(text).toContain('Your Docusaurus site did not load properly.');
      expect(text).toContain('We suggest trying baseUrl = /wrong/');
      expect(await page.isVisible(BANNER)).toBe(true);
      await page.close();
    } finally {
      await wrong.close();
    }
  });
});

describe('budget', () => {
  it('inline scripts + client bundle of a doc page are at most 10 KB gzip (test/budgets holds the tighter budget)', () => {
    const html = readFileSync(join(site.dir, 'docs/deposit/index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
    const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs.length).toBe(1);
    const bundle = readFileSync(join(site.dir, srcs[0]!));
    const bundleGz = gzipSync(bundle, { level: 9 }).length;
    const total = gzipSync(inline, { level: 9 }).length + bundleGz;
    console.log(`JS budget: bundle ${bundle.length} B raw, ${bundleGz} B gzip; with inline scripts ${total} B gzip`);
    expect(total).toBeLessThanOrEqual(10 * 1024);
  });
});
