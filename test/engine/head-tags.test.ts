// The config's `headTags`, as Docusaurus's: links, meta tags and JSON-LD in every page's head;
// any other script is refused in the config (the pages' policy would refuse it in the browser);
// `migrate` carries the tags over and notes the ones docsgen cannot write.
import { afterEach, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import { migrate } from '../../src/migrate/migrate.js';
import { buildSite, minimalSite, writeSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const config = (headTags: string) => `export default { title: 'Kit', url: 'https://example.com', headTags: ${headTags} };\n`;

describe('headTags', () => {
  it("puts the config's links, meta tags and JSON-LD into every page's head", async () => {
    site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': config(`[
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } },
        { tagName: 'meta', attributes: { name: 'theme-color', content: '#123456' } },
        { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"Organization","name":"Kit </script>"}' },
      ]`),
    });
    expect(site.errors).toEqual([]);
    for (const page of ['docs/intro/index.html', '404.html']) {
      const head = (await site.read(page)).split('</head>')[0]!;
      expect(head).toContain('<link rel="preconnect" href="https://fonts.example.org">');
      expect(head).toContain('<meta name="theme-color" content="#123456">');
      // Data, never run, and unable to end its element.
      expect(head).toContain('<script type="application/ld+json">{"@type":"Organization","name":"Kit \\u003c/script>"}</script>');
    }
  });

  it('refuses a script that is not JSON-LD, naming the key and the reason', async () => {
    site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config(`[{ tagName: 'script', attributes: { src: 'https://cdn.example.org/x.js' } }]`) });
    expect(site.errors.join('\n')).toMatch(/headTags\.0: a script must be JSON-LD .*Content-Security-Policy/);
  });

  it('is carried over by migrate, each tag docsgen cannot write noted', async () => {
    const dir = await writeSite({
      'docusaurus.config.js': `module.exports = { title: 'Kit', url: 'https://example.com', baseUrl: '/',
        headTags: [
          { tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } },
          { tagName: 'script', attributes: { src: 'https://cdn.example.org/analytics.js', async: 'true' } },
        ],
        presets: [['classic', { docs: false, blog: false }]] };\n`,
    });
    try {
      const { configFile, notes } = await migrate({ siteDir: dir });
      const source = await readFile(configFile, 'utf8');
      expect(source).toContain("headTags: [{ tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } }]");
      expect(notes.join('\n')).toMatch(/headTags\[1\].*a script must be JSON-LD/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
