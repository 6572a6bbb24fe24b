// Dependency patches: each `patches/<package>+<version>.patch` (the patch-package format: a
// unified diff of files under node_modules/<package>/) is applied to the copy of the package
// that esbuild bundles into dist/, never to node_modules, so installing never depends on it.
// The compile fails when a patch does not apply, when its package's version changed, or when
// a patched file was never bundled: a patch that silently stopped applying would ship the
// unpatched code. PATCHES.md says why each one exists and what was sent upstream.
import { applyPatch, parsePatch } from 'diff';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The patches of `root/patches`, by the real absolute path of the file each changes. */
function readPatches(root) {
  const dir = join(root, 'patches');
  const byFile = new Map();
  for (const name of existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.patch'))
        .sort()
    : []) {
    const m = /^(.+)\+(\d+\.\d+\.\d+.*)\.patch$/.exec(name);
    if (!m) throw new Error(`patches/${name}: name it <package>+<version>.patch`);
    const pkg = m[1].replace(/\+/g, '/');
    const version = JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    if (version !== m[2]) throw new Error(`patches/${name} is for ${pkg} ${m[2]}, but ${version} is installed: update or remove the patch`);
    for (const filePatch of parsePatch(readFileSync(join(dir, name), 'utf8'))) {
      const path = filePatch.newFileName.replace(/^b\//, '');
      // By its real path, as esbuild names the files it loads (node_modules may be a link).
      byFile.set(realpathSync(join(root, path)), { patch: filePatch, name, applied: 0 });
    }
  }
  return byFile;
}

/** The text of `path` with its patch applied; throws when the patch does not apply. */
function patchedText(root, path, entry) {
  const patched = applyPatch(readFileSync(path, 'utf8'), entry.patch);
  if (patched === false) throw new Error(`patches/${entry.name} does not apply to ${relative(root, path).split(sep).join('/')}`);
  return patched;
}

/** The patches of `root/patches`, as an esbuild plugin plus a check that each applied once. */
export function patchPlugin(root) {
  const byFile = readPatches(root);
  return {
    plugin: {
      name: 'docsgen-patches',
      setup(b) {
        if (byFile.size === 0) return;
        b.onLoad({ filter: /node_modules/ }, (args) => {
          const entry = byFile.get(args.path);
          if (!entry) return undefined;
          entry.applied++;
          return { contents: patchedText(root, args.path, entry), loader: 'js' };
        });
      },
    },
    assertApplied() {
      for (const [file, entry] of byFile) {
        if (entry.applied !== 1)
          throw new Error(
            `patches/${entry.name} was applied ${entry.applied} times to ${relative(root, file)} (expected once): is the file still bundled, and only once?`,
          );
      }
    },
  };
}

/**
 * The same patches for tests that run the sources: a Vite plugin that serves the patched text
 * of each patched file, and the packages Vitest must load through Vite (not Node) for it to
 * apply, from the importer down to the patched file.
 */
export function vitePatchPlugin(root) {
  const byFile = readPatches(root);
  return {
    name: 'docsgen-patches',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0];
      const entry = byFile.get(path);
      return entry ? patchedText(root, path, entry) : undefined;
    },
  };
}
