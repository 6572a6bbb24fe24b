// The theme contract's lazily loaded browser entries (`Theme.lazyClients`): bundled as ES
// modules next to the theme's script, named in `SiteInfo.lazyClients`, loaded by no page.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

const templates = join(process.cwd(), 'templates');
const themeWith = (lazyClients: string): string =>
  [
    `import { theme as base } from ${JSON.stringify(join(templates, 'index.tsx'))};`,
    'export const theme = {',
    '  ...base,',
    `  stylesheet: ${JSON.stringify(join(templates, 'styles.css'))},`,
    `  client: ${JSON.stringify(join(templates, 'client/index.ts'))},`,
    `  lazyClients: ${lazyClients},`,
    "  htmlAttributes: (props) => ({ ...base.htmlAttributes(props), 'data-extra': props.site.lazyClients?.extra ?? 'none' }),",
    '};',
    '',
  ].join('\n');
const config = "export default { title: 'Fixture', theme: './theme/index.tsx', navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } };\n";

const sites: FixtureBuild[] = [];
afterAll(() => Promise.all(sites.map((s) => s.cleanup())));

describe('lazy clients', () => {
  it('are bundled as ES modules whose URLs the theme gets, and no page loads them', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': config,
      'theme/index.tsx': themeWith("{ extra: './extra.ts' }"),
      'theme/extra.ts': "export function hello(): string {\n  return 'hello from the extra entry';\n}\n",
    });
    sites.push(site);
    expect(site.errors).toEqual([]);
    const html = await site.read('docs/intro/index.html');
    const url = /data-extra="([^"]+)"/.exec(html)![1]!;
    expect(url).toMatch(/^\/assets\/extra\.[0-9a-f]{10}\.js$/);
    const code = await site.read(url.slice(1));
    expect(code).toContain('hello from the extra entry');
    expect(code).toMatch(/export\s*\{/);
    expect(html.replace(`data-extra="${url}"`, '')).not.toContain('extra.');
    // The built-in search's entry is not declared by this theme: no search button.
    expect(html).not.toContain('search-button');
    expect(existsSync(join(site.outDir, '_search/manifest.json'))).toBe(true);
    expect(site.result!.inputs.theme).toContain(join(site.siteDir, 'theme/extra.ts'));
  });

  it('must exist, relative to the theme module', async () => {
    const site = await buildSite({ ...minimalSite, 'docsgen.config.ts': config, 'theme/index.tsx': themeWith("{ extra: './missing.ts' }") });
    sites.push(site);
    expect(site.errors).toEqual([
      `theme/index.tsx the theme's lazy client "extra" is not at ${join(site.siteDir, 'theme/missing.ts')}: paths are relative to the theme module (a theme built on another gives that theme's entries as absolute paths)`,
    ]);
  });

  it('must have names the engine can use as file names', async () => {
    const site = await buildSite({
      ...minimalSite,
      'docsgen.config.ts': config,
      'theme/index.tsx': themeWith("{ 'Extra Script': './extra.ts', client: './extra.ts' }"),
      'theme/extra.ts': 'export {};\n',
    });
    sites.push(site);
    expect(site.errors).toEqual([
      'theme/index.tsx the theme\'s `theme` export names a lazy client "Extra Script" (use lower-case letters, digits and "-", not "client" or "style")',
      'theme/index.tsx the theme\'s `theme` export names a lazy client "client" (use lower-case letters, digits and "-", not "client" or "style")',
    ]);
  });
});
