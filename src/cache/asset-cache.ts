/**
 * Bundled stylesheets and scripts kept between builds. esbuild is fast, but starting its
 * service and bundling the theme's assets is a good share of a rebuild that changed a page and
 * nothing else. An entry records every file the bundle was made of with a hash of its contents,
 * and every path a stylesheet's `url()` was looked for in vain (a file put there later would
 * change the bundle); a later build whose request is the same and whose files hash the same
 * takes the bundle as it is. Contents, never modification times.
 *
 * One file per site, `<cacheDir>/assets/<site>.bin`, in V8's serialization; it records the
 * engine that wrote it and holds the bundles of the last build only. A damaged or foreign file
 * is ignored with a note, and bundles with errors are never kept.
 */
import { hashText } from '../hash.js';
import type { BuiltAsset } from '../assets/bundle-assets.js';
import type { Diagnostic } from '../diagnostics.js';
import { siteCacheFile } from './site-cache-file.js';
import { hashInputs, inputsUnchanged, type InputHash } from './input-hashes.js';

const FORMAT = 'docsgen-asset-cache/1';

/** What a bundling gave: the asset, and what it found wrong (warnings only, when kept). */
export interface BundleResult {
  asset: BuiltAsset;
  diagnostics: Diagnostic[];
}

interface Entry {
  result: BundleResult;
  /** Every file of the bundle, with the hash of its contents, and the paths it missed. */
  inputs: InputHash[];
}

/** The asset cache of one build. */
export interface AssetCache {
  /**
   * The result of `compute` for `request` (everything the bundle depends on besides the files
   * it reads: entries, options, the engine), from the cache when its files are unchanged.
   */
  bundle(request: unknown, compute: () => Promise<BundleResult>): Promise<BundleResult>;
  /** Bundles taken from the cache in this build. */
  readonly hits: number;
  /** Keeps this build's bundles (and only those) for the next, when any was made anew. */
  save(): void;
}

/** A cache that keeps nothing (`--no-cache`). */
export const noAssetCache: AssetCache = { bundle: (_request, compute) => compute(), hits: 0, save: () => {} };

/** Opens the asset cache of the site in `siteDir`; `note` receives a line when a cache file is ignored. */
export function openAssetCache(cacheDir: string, siteDir: string, note: (line: string) => void): AssetCache {
  const store = siteCacheFile<{ entries: Map<string, Entry> }>(cacheDir, siteDir, 'assets', FORMAT);
  const stored = store.read((s) => s.entries instanceof Map);
  if (stored && 'why' in stored)
    note(`note: the bundled assets' build cache ${store.path} ${stored.why}; the assets are bundled again and the file is written anew`);
  const previous = stored && 'data' in stored ? stored.data.entries : new Map<string, Entry>();
  const current = new Map<string, Entry>();
  let hits = 0;
  let changed = false;
  return {
    get hits() {
      return hits;
    },
    async bundle(request, compute) {
      const key = hashText(JSON.stringify(request));
      const kept = previous.get(key);
      if (kept && inputsUnchanged(kept.inputs)) {
        hits++;
        current.set(key, kept);
        return kept.result;
      }
      changed = true;
      const started = Date.now();
      const result = await compute();
      // A file changed while esbuild read it, or gone already, leaves the bundle unrecorded: the next build bundles it again.
      const inputs = result.diagnostics.some((d) => d.severity === 'error') ? undefined : hashInputs(result.asset.inputs, started, result.asset.absent);
      if (inputs) current.set(key, { result, inputs });
      return result;
    },
    save() {
      if (changed || current.size !== previous.size) store.write({ entries: current });
    },
  };
}
