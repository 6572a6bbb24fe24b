/**
 * A generated site for engine tests that need many realistic pages: nested categories,
 * frontmatter, code in several languages, tables, admonitions, tabs, links with anchors.
 * The same count gives the same site.
 */
import type { SiteFiles } from './fixture.js';

const LANGUAGES = ['bash', 'json', 'php', 'python', 'js'];

/** `count` doc pages in folders of ten, plus a config and an intro. */
export function generatedSite(count: number): SiteFiles {
  const files: SiteFiles = {
    'docsgen.config.ts': `export default { title: 'Generated', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n`,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nStart at [the first page](./part-0/page-0.md#usage).\n',
  };
  for (let i = 0; i < count; i++) {
    const part = `part-${Math.floor(i / 10)}`;
    if (i % 10 === 0) files[`docs/${part}/_category_.json`] = JSON.stringify({ label: `Part ${i / 10}`, position: i / 10 + 1 });
    const lang = LANGUAGES[i % LANGUAGES.length]!;
    const next = i + 1 < count ? `[next page](/docs/part-${Math.floor((i + 1) / 10)}/page-${i + 1}#usage)` : '[the intro](/docs/intro)';
    files[`docs/${part}/page-${i}.md`] = [
      '---',
      `title: Page ${i}`,
      `sidebar_position: ${i % 10}`,
      '---',
      '',
      `Page ${i} describes endpoint number ${i}. See the ${next}.`,
      '',
      '## Usage',
      '',
      '| Field | Type | Required |',
      '| --- | --- | --- |',
      `| \`ref_${i}\` | string | yes |`,
      '| `amount` | integer | no |',
      '',
      ':::tip',
      `Tip ${i}: **bold** and \`code\`.`,
      ':::',
      '',
      '::::tabs{group="lang"}',
      ':::tab[Shell]',
      '```bash',
      `curl https://example.com/api/${i}`,
      '```',
      ':::',
      ':::tab[Other]',
      `\`\`\`${lang} title="example-${i}"`,
      lang === 'json' ? `{ "page": ${i} }` : `print(${i})`,
      '```',
      ':::',
      '::::',
      '',
      '### Errors',
      '',
      `1. First error of page ${i}.`,
      '2. Second error.',
      '',
    ].join('\n');
  }
  return files;
}
