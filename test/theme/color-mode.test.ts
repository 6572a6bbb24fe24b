// colorMode: defaultMode, disableSwitch and respectPrefersColorScheme, as a reader sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { launchBrowser } from '../helpers/browser.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';

const config = (colorMode: string): string =>
  `export default { title: 'Fixture', url: 'https://example.com', colorMode: ${colorMode}, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`;

const SITES = {
  dark: config("{ defaultMode: 'dark' }"),
  fixed: config("{ defaultMode: 'dark', disableSwitch: true }"),
  system: config('{ respectPrefersColorScheme: true }'),
};

let browser: Browser;
const built: Record<string, { site: FixtureBuild; server: StaticServer }> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [name, file] of Object.entries(SITES)) {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': file });
    expect(site.errors).toEqual([]);
    built[name] = { site, server: await startStaticServer({ root: site.outDir, port: 0 }) };
  }
});

afterAll(async () => {
  await browser?.close();
  for (const { site, server } of Object.values(built)) {
    await server.close();
    await site.cleanup();
  }
});

async function open(
  name: string,
  options: { scheme?: 'light' | 'dark'; stored?: string } = {},
): Promise<{ context: BrowserContext; mode: () => Promise<string | null>; toggle: () => Promise<number> }> {
  const context = await browser.newContext({ colorScheme: options.scheme ?? 'light' });
  if (options.stored) await context.addInitScript((v) => localStorage.setItem('theme', v), options.stored);
  const page = await context.newPage();
  await page.goto(`${built[name]!.server.url}/docs/intro`);
  return {
    context,
    mode: () => page.getAttribute('html', 'data-theme'),
    toggle: () => page.locator('.theme-toggle').count(),
  };
}

describe('color mode', () => {
  it('starts in the default mode of the config, with the toggle saying so', async () => {
    const { context, mode } = await open('dark');
    expect(await mode()).toBe('dark');
    const page = context.pages()[0]!;
    expect(await page.getAttribute('.theme-toggle', 'aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await page.click('.theme-toggle');
    expect(await mode()).toBe('light');
    await page.reload();
    expect(await mode()).toBe('light');
    await context.close();
  });

  it('without a switch, shows no toggle and ignores a stored choice', async () => {
    const { context, mode, toggle } = await open('fixed', { stored: 'light' });
    expect(await toggle()).toBe(0);
    expect(await mode()).toBe('dark');
    await context.close();
  });

  it('follows the system setting until the reader picks a mode', async () => {
    const dark = await open('system', { scheme: 'dark' });
    expect(await dark.mode()).toBe('dark');
    const page = dark.context.pages()[0]!;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await page.click('.theme-toggle');
    expect(await dark.mode()).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await dark.mode()).toBe('dark');
    await dark.context.close();

    const light = await open('system', { scheme: 'light' });
    expect(await light.mode()).toBe('light');
    await light.context.close();
    // Without the option, the system setting is not followed.
    const plain = await open('dark', { scheme: 'light' });
    expect(await plain.mode()).toBe('dark');
    await plain.context.close();
  });
});
