// A site's src/theme/Root wraps the whole page; client-side navigation swaps the regions inside
// it and leaves Root's markup in place, as Docusaurus keeps its Root mounted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureInBrowser } from './helpers.js';
import { minimalSite } from '../helpers/fixture.js';

const files = {
  ...minimalSite,
  'docs/setup.md': '---\ntitle: Setup\n---\n\nSet it up.\n',
  'docs/tuning.mdx': '---\ntitle: Tuning\n---\n\nimport Note from "@site/src/components/Note";\n\n<Note />\n',
  'src/components/Note.jsx': `import React, { useContext } from 'react';\nimport { Tone } from '@site/src/theme/Root';\nexport default function Note() { return <p className="note">{useContext(Tone)}</p>; }\n`,
  'src/theme/Root.jsx': `import React, { createContext } from 'react';
export const Tone = createContext('none');
export default function Root({ children }) {
  return <Tone.Provider value="calm"><div className="site-root"><p className="site-root__banner">Banner</p>{children}</div></Tone.Provider>;
}
`,
};

describe('navigation on a site with its own Root', () => {
  let env: Awaited<ReturnType<typeof fixtureInBrowser>>;
  beforeAll(async () => {
    env = await fixtureInBrowser(files);
  });
  afterAll(() => env?.close());

  it('swaps the page inside Root, client-side, and keeps Root’s markup', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${env.served.url}/docs/intro`);
      await page.waitForFunction(() => (window as { __docsgen?: boolean }).__docsgen === true);
      // Marks on the window and on Root's element: they survive a client-side navigation, not a page load.
      await page.evaluate(() => {
        (window as { __stamp?: boolean }).__stamp = true;
        (document.querySelector('.site-root') as HTMLElement & { __kept?: boolean }).__kept = true;
      });
      expect(await page.evaluate(() => document.body.firstElementChild?.className)).toBe('site-root');
      for (const [label, heading] of [
        ['Setup', 'Setup'],
        ['Tuning', 'Tuning'],
      ]) {
        await page.locator(`#sidebar a:text-is("${label}")`).click();
        await page.locator('.main h1', { hasText: heading }).waitFor();
        expect(await page.evaluate(() => (window as { __stamp?: boolean }).__stamp), label).toBe(true);
        expect(await page.evaluate(() => (document.querySelector('.site-root') as HTMLElement & { __kept?: boolean }).__kept), label).toBe(true);
        expect(await page.locator('.site-root__banner').count(), label).toBe(1);
        expect(await page.locator('.site-root .navbar').count(), label).toBe(1);
      }
      expect(await page.textContent('.main .note')).toBe('calm');
    } finally {
      await page.close();
    }
  });
});
