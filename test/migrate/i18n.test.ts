// `migrate` carries a Docusaurus site's i18n over (every locale is built), and the CLI builds
// them: a bad file in a locale's folder is an error at its line, with exit code 1.
import { describe, expect, it } from 'vitest';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { migrate } from '../../src/migrate/migrate.js';
import { writeSite } from '../helpers/fixture.js';

const cli = new URL('../../dist/bin/docsgen.js', import.meta.url).pathname;

const docusaurusConfig = `module.exports = {
  title: 'Kit',
  url: 'https://kit.example.com',
  baseUrl: '/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    path: 'translations',
    localeConfigs: { fr: { label: 'Français (France)', htmlLang: 'fr-FR', calendar: 'gregory' } },
  },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
};
`;

describe('migrating a site with several locales', () => {
  it('writes i18n, notes what docsgen does not take, and builds every locale', async () => {
    const site = await writeSite({
      'docusaurus.config.js': docusaurusConfig,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'translations/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro\n\nBonjour.\n',
    });
    try {
      const { configFile, notes } = await migrate({ siteDir: site });
      const source = await readFile(configFile, 'utf8');
      expect(source.replace(/\s+/g, ' ')).toContain(
        "i18n: { defaultLocale: 'en', locales: ['en', 'fr'], path: 'translations', localeConfigs: { fr: { label: 'Français (France)', htmlLang: 'fr-FR' } }, },",
      );
      expect(notes).toContain('i18n.localeConfigs.fr.calendar: not supported by docsgen ("gregory"); left out');
      expect(notes.join('\n')).not.toContain('not built');
      const built = spawnSync(process.execPath, [cli, 'build', site], { encoding: 'utf8' });
      expect(built.status).toBe(0);
      expect(await readFile(join(site, 'build/fr/docs/intro/index.html'), 'utf8')).toMatch(/<html lang="fr-FR"[\s\S]*Bonjour\./);
      expect(await readFile(join(site, 'build/docs/intro/index.html'), 'utf8')).toContain('Hello.');

      // A broken code.json in the French folder: its line and column, exit code 1, the output untouched.
      await writeFile(join(site, 'translations/fr/code.json'), '{\n  "theme.docs.paginator.next": { "message": "Suivant" },\n  oops\n}\n');
      const failed = spawnSync(process.execPath, [cli, 'build', site], { encoding: 'utf8' });
      expect(failed.status).toBe(1);
      expect(failed.stdout + failed.stderr).toMatch(/translations\/fr\/code\.json:3:\d+/);
      expect(await readFile(join(site, 'build/fr/docs/intro/index.html'), 'utf8')).toContain('Bonjour.');
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
