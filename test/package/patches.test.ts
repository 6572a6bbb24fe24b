// The compile's dependency patches (scripts/patches.mjs) apply to the bundled copy exactly once,
// also when node_modules is a link to another folder (esbuild names files by their real path).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { patchPlugin } from '../../scripts/patches.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project whose node_modules holds `tiny` 1.0.0 and a patch of it; node_modules linked from elsewhere when `linked`. */
function project(linked: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-patches-'));
  dirs.push(root);
  const modules = linked ? join(root, 'elsewhere', 'node_modules') : join(root, 'node_modules');
  mkdirSync(join(modules, 'tiny'), { recursive: true });
  if (linked) symlinkSync(modules, join(root, 'node_modules'));
  writeFileSync(join(modules, 'tiny', 'package.json'), JSON.stringify({ name: 'tiny', version: '1.0.0', main: 'index.js' }));
  writeFileSync(join(modules, 'tiny', 'index.js'), "module.exports = 'original';\n");
  mkdirSync(join(root, 'patches'));
  writeFileSync(
    join(root, 'patches', 'tiny+1.0.0.patch'),
    [
      'diff --git a/node_modules/tiny/index.js b/node_modules/tiny/index.js',
      '--- a/node_modules/tiny/index.js',
      '+++ b/node_modules/tiny/index.js',
      '@@ -1 +1 @@',
      "-module.exports = 'original';",
      "+module.exports = 'patched';",
      '',
    ].join('\n'),
  );
  writeFileSync(join(root, 'entry.js'), "console.log(require('tiny'));\n");
  return root;
}

describe('dependency patches', () => {
  for (const linked of [false, true]) {
    it(`apply once to the bundled copy${linked ? ', node_modules being a link' : ''}`, async () => {
      const root = project(linked);
      const patches = patchPlugin(root);
      const result = await build({
        entryPoints: [join(root, 'entry.js')],
        bundle: true,
        write: false,
        platform: 'node',
        logLevel: 'silent',
        plugins: [patches.plugin],
      });
      expect(result.outputFiles[0]!.text).toContain(`"patched"`);
      expect(() => patches.assertApplied()).not.toThrow();
    });
  }

  it('fail the compile when a patched file was not bundled', () => {
    const patches = patchPlugin(project(true));
    expect(() => patches.assertApplied()).toThrow(/tiny\+1\.0\.0\.patch was applied 0 times/);
  });
});
