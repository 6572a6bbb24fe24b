/** Admonitions: each family has its own colours and icon in both modes, with AA contrast. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { artifact, launch } from './helpers.js';
import { keepScreenshot } from '../helpers/screenshot.js';

const TYPES = ['note', 'secondary', 'tip', 'success', 'info', 'important', 'caution', 'warning', 'danger'];
/** Docusaurus's pairing of types to colour families. */
const FAMILY: Record<string, string> = {
  note: 'secondary',
  secondary: 'secondary',
  tip: 'success',
  success: 'success',
  info: 'info',
  important: 'info',
  caution: 'warning',
  warning: 'warning',
  danger: 'danger',
};

let browser: Browser;
let fixture: FixtureBuild;
let server: StaticServer;

beforeAll(async () => {
  const body = TYPES.map((t) => `:::${t}\n\nA ${t} box with [a link](/docs/intro) and \`code\`.\n\n:::\n`).join('\n');
  [browser, fixture] = await Promise.all([launch(), buildSite({ ...minimalSite, 'docs/boxes.md': `---\ntitle: Boxes\n---\n\n${body}` })]);
  expect(fixture.errors).toEqual([]);
  server = await startStaticServer({ root: fixture.outDir, port: 0 });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fixture?.cleanup();
});

describe('admonitions', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`have one look per family, an icon each, and AA contrast (${theme})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
      await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
      const page = await context.newPage();
      await page.goto(server.url + '/docs/boxes');
      await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
      const boxes = await page.$$eval('.admonition', (els) => {
        const rgb = (c: string) =>
          c
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number);
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const contrast = (a: string, b: string) => {
          const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
          return Math.round(((x! + 0.05) / (y! + 0.05)) * 100) / 100;
        };
        return els.map((el) => {
          const cs = getComputedStyle(el);
          const title = el.querySelector('.admonition__title')!;
          const icon = title.querySelector('svg')!;
          const body = el.querySelector('.admonition__body p')!;
          const link = el.querySelector('.admonition__body a')!;
          const bg = cs.backgroundColor;
          return {
            type: el.className.replace(/.*admonition--/, ''),
            background: bg,
            accent: cs.borderLeftColor,
            icon: icon.innerHTML,
            iconShown: icon.getBoundingClientRect().width > 0,
            title: title.textContent,
            contrast: {
              title: contrast(getComputedStyle(title).color, bg),
              body: contrast(getComputedStyle(body).color, bg),
              link: contrast(getComputedStyle(link).color, bg),
              accent: contrast(cs.borderLeftColor, bg),
              icon: contrast(getComputedStyle(icon).color, bg),
            },
          };
        });
      });
      expect(boxes.map((b) => b.type)).toEqual(TYPES);
      for (const b of boxes) {
        expect(b.iconShown, b.type).toBe(true);
        expect(b.contrast.title, `${b.type} title`).toBeGreaterThanOrEqual(4.5);
        expect(b.contrast.body, `${b.type} text`).toBeGreaterThanOrEqual(4.5);
        expect(b.contrast.link, `${b.type} link`).toBeGreaterThanOrEqual(4.5);
        expect(b.contrast.accent, `${b.type} border`).toBeGreaterThanOrEqual(3);
        expect(b.contrast.icon, `${b.type} icon`).toBeGreaterThanOrEqual(3);
      }
      // Same family, same colours (tip's icon is a bulb, success's a check); different families,
      // different background, accent and icon.
      const byFamily = new Map<string, (typeof boxes)[number]>();
      for (const b of boxes) {
        const family = FAMILY[b.type]!;
        const seen = byFamily.get(family);
        if (seen) expect([b.background, b.accent], b.type).toEqual([seen.background, seen.accent]);
        else byFamily.set(family, b);
      }
      const families = [...byFamily.values()];
      expect(families).toHaveLength(5);
      for (const key of ['background', 'accent', 'icon'] as const) expect(new Set(families.map((b) => b[key])).size, key).toBe(5);
      // A danger box does not look like a note.
      expect(byFamily.get('danger')!.background).not.toBe(byFamily.get('secondary')!.background);
      await keepScreenshot(page.locator('article'), artifact(`admonitions-${theme}.png`));
      await context.close();
    });
  }
});
