// Issue 2: the Docusaurus-compatible Markdown features, rendered to static HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

let site: FixtureBuild;
let html: string;

beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'docs/features.md': [
      '---',
      'title: Features',
      '---',
      '',
      ':::warning[Perhatian]',
      'Bracket title.',
      ':::',
      '',
      ':::tip Judul lain',
      'Space title.',
      ':::',
      '',
      ':::danger',
      'Default title.',
      ':::',
      '',
      '## Héllo Wörld & more',
      '',
      '## Custom one {#my-id}',
      '',
      '## Custom one',
      '',
      'The formula is md5(MERCHANT_ID:SECRET_KEY) at 12:30.',
      '',
      'Bare links: www.example.com, HTTPS://API.EXAMPLE.ORG/v2 and dev@example.co.id; not in `https://code.example` or [a link](https://x.example/www.y.example); <a href="MAILTO:ops@example.co.id">HTML</a> too.',
      '',
      '```php title="contoh.php" {1,3-4}',
      '<?php',
      '$a = 1;',
      '$b = "two";',
      'echo $a;',
      '```',
      '',
      '::::tabs{group="bahasa"}',
      ':::tab[cURL]',
      '```bash',
      'curl https://example.com',
      '```',
      ':::',
      ':::tab[Node.js]',
      '```js',
      'await fetch("https://example.com");',
      '```',
      ':::',
      '::::',
      '',
      '<div class="box" onclick="alert(1)"><script>alert(2)</script><svg viewBox="0 0 10 10" role="img"><title>Dot</title><circle cx="5" cy="5" r="4" fill="currentColor"/></svg></div>',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '| `md5(merchant_id:secret_key)` | `bl auth logout --all` |',
      '',
      '```text',
      '```js',
      ':::note Inside code',
      '```',
    ].join('\n'),
    // The only bare URL on its page, right after code, where only the pass over the finished
    // tree finds it (the tokenizer does not): that pass must not be skipped.
    'docs/caps.md': ['---', 'title: Caps', '---', '', 'Call `GET`WWW.CAPS.EXAMPLE today.', ''].join('\n'),
  });
  expect(site.errors).toEqual([]);
  html = await site.read('docs/features/index.html');
});

afterAll(() => site.cleanup());

describe('Markdown rendering', () => {
  it('renders admonitions with bracket titles, space titles and default titles', () => {
    // The theme puts its icon before the title.
    const text = html.replace(/<svg class="icon admonition__icon[^]*?<\/svg>/g, '');
    expect(text).toContain(
      '<div class="admonition admonition--warning"><p class="admonition__title">Perhatian</p><div class="admonition__body"><p>Bracket title.</p>',
    );
    expect(text).toContain('<p class="admonition__title">Judul lain</p><div class="admonition__body"><p>Space title.</p>');
    expect(text).toContain('<div class="admonition admonition--danger"><p class="admonition__title" data-search="ignore">Danger</p>');
  });

  it('leaves admonition syntax inside code as it is, even after a line that only looks like a closing fence', () => {
    // "```js" cannot close a fence (a closing fence has no info string), so the next line is still code.
    expect(html).toMatch(/>:::note Inside code\n?</);
    expect(html).not.toContain(':::note[Inside code]');
  });

  it('gives headings ids the way Docusaurus does, with explicit ids and de-duplication', () => {
    // Plain, as Docusaurus writes them; only an id of the theme's gets the prefix (test/hardening/names-in-content.test.ts).
    expect(html).toContain('<h2 id="héllo-wörld--more" class="anchor">');
    expect(html).toContain('<h2 id="my-id" class="anchor">Custom one<a class="hash-link" href="#my-id" aria-label="Direct link to Custom one"');
    expect(html).toContain('<h2 id="custom-one" class="anchor">');
  });

  it('keeps colons in prose as text', () => {
    expect(html).toContain('<p>The formula is md5(MERCHANT_ID:SECRET_KEY) at 12:30.</p>');
  });

  // This page has raw HTML, so its links also pass the sanitiser, which compares schemes as written.
  it('turns bare URLs and email addresses in prose into links, in any letter case', () => {
    const line = html.slice(html.indexOf('Bare links:'), html.indexOf('</p>', html.indexOf('Bare links:')));
    expect([...line.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['http://www.example.com', 'www.example.com'],
      ['https://API.EXAMPLE.ORG/v2', 'HTTPS://API.EXAMPLE.ORG/v2'],
      ['mailto:dev@example.co.id', 'dev@example.co.id'],
      ['https://x.example/www.y.example', 'a link'],
      ['mailto:ops@example.co.id', 'HTML'],
    ]);
    expect(line).toContain('<code>https://code.example</code>');
  });

  it('finds a bare www address in upper case when it is the only one on its page', async () => {
    expect(await site.read('docs/caps/index.html')).toContain(
      '<p>Call <code>GET</code><a href="http://WWW.CAPS.EXAMPLE" target="_blank" rel="noopener noreferrer">WWW.CAPS.EXAMPLE</a> today.</p>',
    );
  });

  it('highlights code at build time with a title and highlighted lines', () => {
    expect(html).toContain('<div class="code-block__title" data-search="code">contoh.php</div>');
    // Docusaurus's class of the block, for sites' CSS.
    expect(html).toContain('<div class="code-block theme-code-block">');
    const lines = [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]).slice(0, 4);
    expect(lines).toEqual(['line line--hl', 'line', 'line line--hl', 'line line--hl']);
    expect(html).toContain('<span class="hljs-string">&quot;two&quot;</span>');
  });

  it('renders tabs as WAI-ARIA tabs whose panels all carry their label for readers without JavaScript', () => {
    expect(html).toContain('<div class="tabs" data-group="bahasa"><div class="tabs__list" role="tablist">');
    expect(html).toMatch(
      /<button type="button" role="tab" class="tabs__tab tabs__item tabs__item--active" id="[^"]+-tab-curl" aria-controls="[^"]+-panel-curl" aria-selected="true" tabindex="0" data-value="curl">cURL<\/button>/,
    );
    expect(html).toMatch(/role="tabpanel" id="[^"]+-panel-nodejs"[^>]*><p class="tabs__panel-label">Node.js<\/p>/);
  });

  it('sanitises raw HTML: scripts and event handlers go, inline SVG stays', () => {
    expect(html).toContain(
      '<div class="box"><svg viewBox="0 0 10 10" role="img"><title>Dot</title><circle cx="5" cy="5" r="4" fill="currentColor"></circle></svg></div>',
    );
    expect(html).not.toContain('alert(');
  });

  it('wraps tables so they scroll on narrow screens', () => {
    expect(html).toContain('<div class="table-wrap"><table>');
  });

  it("lets long code in a table cell wrap after its separators, but not inside a run of them nor after a flag's dashes", () => {
    expect(html).toContain('<code>md5(merchant_<wbr/>id:<wbr/>secret_<wbr/>key)</code>');
    expect(html).toContain('<code>bl auth logout --all</code>');
  });
});
