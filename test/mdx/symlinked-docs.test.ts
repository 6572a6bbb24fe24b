// A doc that is a symlink (sites share pages between their docs and a version that way) is a
// page of its own under the path it was found at, with its whole body; its imports resolve from
// the file it links to, as Docusaurus's bundler follows the link.
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, writeSite } from '../helpers/fixture.js';

describe('symlinked docs compiled as MDX', () => {
  it('render their body, each link a page of its own, importing from the linked file’s folder', async () => {
    const dir = await writeSite({
      'docsgen.config.ts': "export default { title: 'S', url: 'https://example.com', markdown: { format: 'mdx' } };\n",
      'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md) and [again](./nested/again.md).\n',
      'shared/guide.md': "import Note from './_note.mdx';\n\n# Guide\n\nBody of the guide.\n\n<Note />\n",
      'shared/_note.mdx': 'A note beside the guide.\n',
    });
    await symlink('../shared/guide.md', join(dir, 'docs/guide.md'));
    await mkdir(join(dir, 'docs/nested'));
    await symlink('../../shared/guide.md', join(dir, 'docs/nested/again.md'));
    const site = await buildSite({}, dir);
    try {
      expect(site.errors).toEqual([]);
      for (const page of ['docs/guide/index.html', 'docs/nested/again/index.html']) {
        const html = await site.read(page);
        expect(html).toContain('<p>Body of the guide.</p>');
        expect(html).toContain('<p>A note beside the guide.</p>');
      }
    } finally {
      await site.cleanup();
    }
  });
});
