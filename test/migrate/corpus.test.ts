// `docsgen migrate` on the real Docusaurus sites of ../shared/corpus (see its README): on a
// fresh copy of each, the command exits 0 and writes a config that the schema accepts. Whether
// the migrated sites build is checked by the corpus build tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../src/config/load-config.js';

const corpus = resolve(process.cwd(), '../shared/corpus');
const bin = join(process.cwd(), 'dist/bin/docsgen.js');
const present = existsSync(corpus);
if (!present) console.warn(`corpus migrate tests skipped: ${corpus} is absent`);

/** Each corpus site and the folder of its Docusaurus config inside it. */
const SITES = { metro: 'website', fluentvalidation: 'website', jellyfin: '.', prettier: 'website' } as const;

describe.skipIf(!present)('docsgen migrate on the corpus sites', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docsgen-migrate-corpus-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  async function migrateCorpusSite(name: keyof typeof SITES): Promise<{ siteDir: string; stdout: string }> {
    await cp(join(corpus, name), join(work, name), { recursive: true });
    const siteDir = join(work, name, SITES[name]);
    const run = spawnSync(process.execPath, [bin, 'migrate', siteDir], { encoding: 'utf8' });
    expect(run.stderr).toContain('wrote ');
    expect(run.status, run.stderr).toBe(0);
    expect(
      run.stdout
        .split('\n')
        .filter(Boolean)
        .every((line) => line.startsWith('note: ')),
    ).toBe(true);
    return { siteDir, stdout: run.stdout };
  }

  it('metro: a CommonJS config with a preset wrapping the classic one, found with require.resolve', async () => {
    const { siteDir, stdout } = await migrateCorpusSite('metro');
    const { config } = await loadConfig(siteDir);
    expect(config.docs).toMatchObject([{ path: '../docs', sidebarPath: 'sidebars.json' }]);
    expect(config.customCss).toEqual(['src/css/custom.scss']);
    expect(stdout).toContain('note: presets[0]: docusaurus-plugin-internaldocs-fb/docusaurus-preset is read like the classic preset');
  });

  it('fluentvalidation: an ES module config with custom fields and lenient link checks', async () => {
    const { siteDir } = await migrateCorpusSite('fluentvalidation');
    const { config } = await loadConfig(siteDir);
    expect(config).toMatchObject({ titleDelimiter: '·', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn', blog: [] });
    expect(config.customFields).toMatchObject({ repoUrl: 'https://github.com/alexjpotter/fluentvalidation-ts' });
  });

  it('jellyfin: a TypeScript config with standalone plugins, client redirects and CI-dependent checks', async () => {
    const { siteDir, stdout } = await migrateCorpusSite('jellyfin');
    const { config } = await loadConfig(siteDir);
    expect(config.blog).toMatchObject([{ id: 'blog-main', routeBasePath: 'posts', path: 'blog' }]);
    expect(config).toMatchObject({ onBrokenLinks: 'error', onBrokenAnchors: 'error', onBrokenMarkdownLinks: 'error' });
    expect(config.redirects.length).toBeGreaterThan(10);
    expect(config.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false });
    expect(stdout).toContain('node_modules/@fontsource/noto-sans/index.css comes from a package that is not installed');
  });

  it('prettier: versioned docs, data read from ../package.json and YAML files', async () => {
    const { siteDir } = await migrateCorpusSite('prettier');
    const { config } = await loadConfig(siteDir);
    expect(config.url).toBe('https://prettier.io');
    expect(config.docs[0]?.versions).toMatchObject({ current: { label: 'next' }, stable: { label: 'stable' } });
    expect(Array.isArray(config.customFields.users) && config.customFields.users.length).toBeGreaterThan(10);
    expect(config.navbar.items).toContainEqual(expect.objectContaining({ href: 'pathname:///playground/' }));
  });
});
