// A build holds a bounded number of files open, however many files it writes at once: a site
// of many pages builds under a low limit of open files (`ulimit -n`), where writing every
// Markdown copy at once ran out of them (EMFILE).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeSite, type SiteFiles } from '../helpers/fixture.js';

describe('open files', () => {
  it('stay under the limit of the process while hundreds of files are written at once', async () => {
    const files: SiteFiles = {
      'docsgen.config.ts': `export default { title: 'Many', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/docs/page-0' }] } };\n`,
    };
    for (let i = 0; i < 400; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\nText of page ${i}.\n`;
    const site = await writeSite(files);
    try {
      const bin = join(process.cwd(), 'dist/bin/docsgen.js');
      const r = spawnSync('sh', ['-c', `ulimit -n 160 && exec "${process.execPath}" "${bin}" build "${site}" --out "${join(site, 'out')}" --no-cache`], {
        encoding: 'utf8',
        env: { ...process.env, DOCSGEN_THREADS: '0' },
      });
      expect(r.stderr).not.toMatch(/EMFILE/);
      expect(r.status, r.stderr).toBe(0);
      expect(existsSync(join(site, 'out/docs/page-399/index.html'))).toBe(true);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 120_000);
});
