// Infima's class names, which React pages and MDX components written for Docusaurus use: a
// homepage with a hero, a grid of cards, buttons and spacing lays out as it does there; a
// Markdown-only site's stylesheet carries none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { launchBrowser } from '../helpers/browser.js';
import { keepScreenshot } from '../helpers/screenshot.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';

/** Screenshots, to look at. */
const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts/components');

const homepage = `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

const features = ['Fast', 'Small', 'Familiar'];

export default function Home() {
  return (
    <Layout title="Home">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">Widgets</h1>
          <p className="hero__subtitle">Everything about widgets.</p>
          <Link className="button button--secondary button--lg" to="/docs/intro">Get started</Link>
        </div>
      </header>
      <main className="container margin-top--lg padding-vert--md">
        <div className="row">
          {features.map((f) => (
            <div key={f} className="col col--4">
              <div className="card">
                <div className="card__header"><h3>{f}</h3></div>
                <div className="card__body text--center">About {f.toLowerCase()}. <span className="badge badge--warning">new</span></div>
              </div>
            </div>
          ))}
        </div>
      </main>
    </Layout>
  );
}
`;

/** The three heroes: plain, and the two colours Infima gives. */
const heroes = `import Layout from '@theme/Layout';

export default function Heroes() {
  return (
    <Layout title="Heroes">
      {['hero', 'hero hero--primary', 'hero hero--dark'].map((name) => (
        <header key={name} className={name}>
          <div className="container"><h1 className="hero__title">{name}</h1></div>
        </header>
      ))}
    </Layout>
  );
}
`;

/** The stylesheet a build wrote. */
function stylesheet(outDir: string): string {
  const name = readdirSync(join(outDir, 'assets')).find((f) => /^style\.[0-9a-f]+\.css$/.test(f));
  return readFileSync(join(outDir, 'assets', name!), 'utf8');
}

let site: FixtureBuild;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildSite({ ...minimalSite, 'pages/index.tsx': homepage, 'pages/heroes.tsx': heroes });
  expect(site.errors).toEqual([]);
  [server, browser] = await Promise.all([startStaticServer({ root: site.outDir, port: 0 }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

async function open(width: number, theme: 'light' | 'dark', path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(`try { localStorage.setItem('theme', '${theme}') } catch {}`);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

const box = async (page: Page, selector: string, n = 0) => (await page.locator(selector).nth(n).boundingBox())!;
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe("Infima's classes in a React page", () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`put the columns of a row side by side on a wide screen, in equal thirds (${theme})`, async () => {
      const page = await open(1280, theme);
      const [a, b, c] = [await box(page, '.col', 0), await box(page, '.col', 1), await box(page, '.col', 2)];
      expect(Math.abs(a.y - b.y) + Math.abs(b.y - c.y)).toBeLessThan(1);
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      expect(Math.abs(a.width - b.width)).toBeLessThan(1);
      const row = await box(page, '.row');
      expect(Math.abs(a.width * 3 - row.width)).toBeLessThan(2);
      // The hero takes the primary colour, its text the inverse; the button is the secondary one.
      expect(await style(page, '.hero', 'background-color')).toBe(
        await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim()).then(rgb),
      );
      expect(await style(page, '.button--secondary', 'display')).toBe('inline-block');
      expect(await style(page, '.card__body', 'text-align')).toBe('center');
      expect(await style(page, 'main.container', 'margin-top')).toBe('32px');
      expect(await style(page, 'main.container', 'padding-top')).toBe('16px');
      expect(await style(page, 'main.container', 'padding-bottom')).toBe('16px');
      // The page is the site's homepage as written: no hero of the theme's above it.
      expect(await page.locator('.hero').count()).toBe(1);
      await keepScreenshot(page, join(ARTIFACTS, `home-1280-${theme}.png`), { fullPage: true });
      await page.context().close();
    });
  }

  it("give a plain hero the page's background in both modes, as Infima does; hero--primary and hero--dark keep their colours", async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const page = await open(width, theme, '/heroes');
        const colors = await page.evaluate(() => {
          const probe = (value: string): string => {
            const span = document.createElement('span');
            span.style.backgroundColor = value;
            document.body.append(span);
            const color = getComputedStyle(span).backgroundColor;
            span.remove();
            return color;
          };
          const [plain, primary, dark] = [...document.querySelectorAll('.hero')].map((el) => getComputedStyle(el).backgroundColor);
          return { plain, primary, dark, page: probe('var(--ifm-background-color)'), brand: probe('var(--ifm-color-primary)') };
        });
        expect(colors.plain, theme).toBe(colors.page);
        expect(colors.primary, theme).toBe(colors.brand);
        expect(colors.dark, theme).toBe('rgb(48, 56, 70)');
        await keepScreenshot(page, join(ARTIFACTS, `heroes-${width}-${theme}.png`), { fullPage: true });
        await page.context().close();
      }
    }
  });

  it('stack the columns on a phone', async () => {
    const page = await open(390, 'light');
    const [a, b] = [await box(page, '.col', 0), await box(page, '.col', 1)];
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    expect(Math.abs(a.x - b.x)).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, join(ARTIFACTS, 'home-390-light.png'), { fullPage: true });
    await page.context().close();
  });

  it('are left out of the stylesheet of a site whose pages use none of them', async () => {
    const plain = await buildSite({ ...minimalSite, 'docs/other.md': '# Other\n\n<div class="note">Own class.</div>\n' });
    try {
      expect(stylesheet(plain.outDir)).not.toContain('.col--4');
      expect(stylesheet(site.outDir)).toContain('.col--4');
    } finally {
      await plain.cleanup();
    }
  });

  it('are in the stylesheet of a Markdown site whose raw HTML uses them', async () => {
    const html = '# Grid\n\n<div class="row">\n<div class="col col--6 text--center">One</div>\n<div class="col col--6">Two</div>\n</div>\n';
    const markdown = await buildSite({ ...minimalSite, 'docs/grid.md': html });
    try {
      expect(markdown.errors).toEqual([]);
      expect(stylesheet(markdown.outDir)).toContain('.col--6');
      expect(await markdown.read('docs/grid/index.html')).toContain('<div class="col col--6 text--center">One</div>');
    } finally {
      await markdown.cleanup();
    }
  });
});

/** `#rrggbb` → `rgb(r, g, b)`, as computed styles give colours. */
function rgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
