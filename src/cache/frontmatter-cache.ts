/**
 * Frontmatter kept between builds: what reading a Markdown file's frontmatter gave (the
 * validated data, where the body starts, the warnings), keyed by a hash of the file's text.
 * A rebuild then parses the YAML of the files that changed and only hashes the others.
 *
 * One file per site, `<cacheDir>/frontmatter/<site>.bin`, in V8's serialization (dates in
 * frontmatter stay dates); it records the engine that wrote it and holds the files of the last
 * build only. A damaged or foreign file is ignored: every file is parsed, and it is written anew.
 */
import { hashText } from '../hash.js';
import type { Diagnostic } from '../diagnostics.js';
import { splitFrontmatter, type DerivedFromBody, type Frontmatter, type SplitSource } from '../discover/frontmatter.js';
import { siteCacheFile } from './site-cache-file.js';

const FORMAT = 'docsgen-frontmatter-cache/2';

/** What the cache keeps of one file: its diagnostics without the file they name. */
interface Entry {
  frontmatter: Frontmatter;
  /** Length of the frontmatter block, BOM excluded: the body is what follows it. */
  headerLength: number;
  diagnostics: Array<Omit<Diagnostic, 'file'>>;
  /** What discovery worked out from the body. */
  derived: DerivedFromBody;
}

/** Frontmatter read through the cache of one build. */
export interface FrontmatterCache {
  /** `splitFrontmatter`, answered from the cache when the text is one seen before. */
  split(raw: string, file: string): SplitSource;
  /** Files answered from the cache in this build. */
  readonly hits: number;
  /** Keeps the entries of this build's files (and only those) for the next. */
  save(): void;
}

/** Opens the frontmatter cache of the site in `siteDir`. */
export function openFrontmatterCache(cacheDir: string, siteDir: string): FrontmatterCache {
  const store = siteCacheFile<{ entries: Map<string, Entry> }>(cacheDir, siteDir, 'frontmatter', FORMAT);
  // None yet, or not readable: every file is parsed.
  const stored = store.read((s) => s.entries instanceof Map);
  const previous = stored && 'data' in stored ? stored.data.entries : new Map<string, Entry>();
  const current = new Map<string, Entry>();
  let hits = 0;
  return {
    get hits() {
      return hits;
    },
    split(raw, path) {
      const key = hashText(raw);
      const entry = current.get(key) ?? previous.get(key);
      const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      if (entry) {
        hits++;
        current.set(key, entry);
        return {
          frontmatter: structuredClone(entry.frontmatter),
          body: text.slice(0, entry.headerLength).replace(/[^\n]/g, '') + text.slice(entry.headerLength),
          diagnostics: entry.diagnostics.map((d) => ({ ...d, file: path })),
          headerLength: entry.headerLength,
          derived: entry.derived,
        };
      }
      const split = splitFrontmatter(raw, path);
      // Files whose frontmatter does not parse are rare and quick to report again: not kept.
      if (split.headerLength !== undefined && !split.diagnostics.some((d) => d.severity === 'error')) {
        const derived: DerivedFromBody = {};
        current.set(key, {
          frontmatter: structuredClone(split.frontmatter),
          headerLength: split.headerLength,
          diagnostics: split.diagnostics.map(({ file: _file, ...d }) => d),
          derived,
        });
        return { ...split, derived };
      }
      return split;
    },
    save() {
      store.write({ entries: current });
    },
  };
}
