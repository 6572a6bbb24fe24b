// Docs kept outside the site folder (`docs: { path: '../docs' }`, a monorepo's layout) publish
// the images and files beside them, linked from Markdown or imported in MDX, as the site's own
// docs do; a file outside every folder the config names is still refused.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, writeSite } from '../helpers/fixture.js';

describe('docs outside the site folder', () => {
  it('publish the files beside them, and nothing from elsewhere', async () => {
    const repo = await writeSite({
      'site/docsgen.config.ts': "export default { title: 'T', url: 'https://example.com', docs: { path: '../docs' } };\n",
      'docs/intro.md': '# Intro\n\n![diagram](./img/diagram.png)\n\n[the spec](./files/spec.pdf)\n',
      'docs/logo.mdx': 'import logo from \'./img/logo.png\';\n\n# Logo\n\n<img src={logo} alt="logo" />\n',
      'docs/img/diagram.png': 'PNG diagram',
      'docs/img/logo.png': 'PNG logo',
      'docs/files/spec.pdf': 'PDF',
      'elsewhere/secret.png': 'not for publishing',
    });
    const site = await buildSite({}, join(repo, 'site'));
    try {
      expect(site.errors).toEqual([]);
      expect(await site.read('docs/intro/index.html')).toMatch(/<img src="\/assets\/images\/diagram-[0-9a-f]{8}\.png" alt="diagram" loading="lazy"\/>/);
      expect(await site.read('docs/intro/index.html')).toMatch(/href="\/assets\/files\/spec-[0-9a-f]{8}\.pdf"/);
      expect(await site.read('docs/logo/index.html')).toMatch(/<img src="\/assets\/images\/logo-[0-9a-f]{8}\.png" alt="logo"\/>/);
      // A link out of the folders the config names publishes nothing.
      await mkdir(join(repo, 'docs/more'), { recursive: true });
      await writeFile(join(repo, 'docs/more/leak.md'), '# Leak\n\n![x](../../elsewhere/secret.png)\n');
      const leaking = await buildSite({}, join(repo, 'site'));
      expect(leaking.errors).toEqual([
        expect.stringMatching(/\/docs\/more\/leak\.md:3:1 \.\.\/\.\.\/elsewhere\/secret\.png is not a regular file inside the site folder/),
      ]);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});
