/** The announcement bar's HTML content is sanitised at build time; a script URL in it fails the build. */
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

const sites: FixtureBuild[] = [];
afterAll(() => Promise.all(sites.map((s) => s.cleanup())));

async function withAnnouncement(content: string): Promise<FixtureBuild> {
  const config = minimalSite['docsgen.config.ts']!.replace('navbar:', `announcementBar: { id: 'a', content: ${JSON.stringify(content)} }, navbar:`);
  const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config });
  sites.push(site);
  return site;
}

describe('announcement bar content', () => {
  it('keeps links and formatting, drops scripts, event handlers and other attributes', async () => {
    const site = await withAnnouncement(
      '⭐ <a href="https://example.com" target="_blank">Star us</a><script>alert(1)</script><i onmouseover="alert(2)">now</i>',
    );
    expect(site.errors).toEqual([]);
    const html = await site.read('docs/intro/index.html');
    const bar = /<div class="announcement__content">(.*?)<\/div>/.exec(html)?.[1];
    // Attributes outside the raw-HTML policy (handlers) go, as in Markdown; a link may open a new tab.
    expect(bar).toBe('⭐ <a href="https://example.com" target="_blank">Star us</a><i>now</i>');
  });

  it('refuses a color that is not one, which would end its declaration in the stylesheet', async () => {
    const config = minimalSite['docsgen.config.ts']!.replace(
      'navbar:',
      "announcementBar: { content: 'Hi', backgroundColor: 'red;} body{display:none' }, navbar:",
    );
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config });
    sites.push(site);
    expect(site.errors.join('\n')).toMatch(/announcementBar\.backgroundColor.*must be a CSS color/);
  });

  it('fails the build on a javascript: link, naming the config file', async () => {
    const site = await withAnnouncement('<a href="javascript:alert(1)">Click</a>');
    expect(site.errors).toEqual(['docsgen.config.ts unsafe javascript: URL in an HTML <a> element; links may only use http, https, mailto or site paths']);
  });
});
