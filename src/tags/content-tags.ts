/**
 * The tags of a blog post or a doc, from its frontmatter: keys of the tags file, or "inline"
 * tags (a label, or the legacy `{ label, permalink }`), each with its route below the tags route
 * of its blog or docs version. Docusaurus resolves both the same way.
 */
import { joinRoute } from '../discover/route-paths.js';
import { kebabCase } from '../blog/kebab-case.js';
import type { TagLink } from '../theme-api.js';
import type { TagDefinition } from './tags-file.js';

/** A tag as a post or a doc carries it. */
export interface ContentTag {
  label: string;
  /** Route of the tag's page. */
  route: string;
  description?: string;
  /** Not from the tags file. */
  inline: boolean;
}

/** The tags of one post or doc, and what is wrong with how they are written. */
export interface ResolvedTags {
  tags: ContentTag[];
  errors: string[];
}

/** A tag as pages show it: its label, the URL of its page (`href` makes one of a route), its description and, on tags pages, its count. */
export function tagLink(tag: Pick<ContentTag, 'label' | 'route' | 'description'>, href: (route: string) => string, count?: number): TagLink {
  return { label: tag.label, href: href(tag.route), ...(tag.description ? { description: tag.description } : {}), ...(count !== undefined ? { count } : {}) };
}

/**
 * What is said of a post's or doc's `inline` tags, not in the tags file `fileName`; `option` is
 * how the setting that silences it is named (`onInlineTags`).
 */
export function inlineTagsMessage(inline: readonly ContentTag[], fileName: string, option: string): string {
  const one = inline.length === 1;
  return `tag${one ? '' : 's'} ${inline.map((t) => `"${t.label}"`).join(', ')} ${one ? 'is' : 'are'} not in ${fileName}; add ${one ? 'it' : 'them'} there (or set ${option}: 'ignore')`;
}

/** Resolves frontmatter `tags` against a tags file; `tagsRoute` is the tags route (`/blog/tags`, `/docs/tags`). */
export function resolveTags(raw: unknown, tagsFile: ReadonlyMap<string, TagDefinition> | undefined, tagsRoute: string): ResolvedTags {
  const errors: string[] = [];
  if (raw === undefined || raw === null) return { tags: [], errors };
  if (!Array.isArray(raw)) return { tags: [], errors: [`tags: expected a list of tags, got ${JSON.stringify(raw)}`] };
  const tags: ContentTag[] = [];
  const routes = new Set<string>();
  for (const entry of raw as unknown[]) {
    let tag: ContentTag | undefined;
    if (typeof entry === 'string' || typeof entry === 'number') {
      const name = String(entry);
      const known = tagsFile?.get(name);
      tag = known
        ? { label: known.label, route: joinRoute(tagsRoute, known.permalink), ...(known.description ? { description: known.description } : {}), inline: false }
        : { label: name, route: joinRoute(tagsRoute, kebabCase(name)), inline: true };
    } else if (entry && typeof entry === 'object' && typeof (entry as { label?: unknown }).label === 'string') {
      const { label, permalink } = entry as { label: string; permalink?: unknown };
      tag = { label, route: joinRoute(tagsRoute, typeof permalink === 'string' ? permalink : kebabCase(label)), inline: true };
    } else {
      errors.push(`tags: expected a tag name or { label, permalink }, got ${JSON.stringify(entry)}`);
    }
    // A name with nothing a URL keeps ("!!!") would make the tag's page the tags page.
    if (tag && tag.route === joinRoute(tagsRoute)) {
      errors.push(`tag "${tag.label}" has no letter or digit to make its URL from; give it a permalink in a tags file, or another name`);
      tag = undefined;
    }
    // The same tag twice in one post or doc counts once.
    if (tag && !routes.has(tag.route)) {
      routes.add(tag.route);
      tags.push(tag);
    }
  }
  return { tags, errors };
}

/** Posts or docs that share a tag (by the tag's route; the first label seen wins). */
export interface TagGroup<T> {
  label: string;
  route: string;
  description?: string;
  /** Listed items with the tag; all of them when every one is unlisted. */
  items: T[];
  /** Every item with the tag is unlisted: the tag is left out of the tags page and its page is not indexed. */
  unlisted: boolean;
}

/** Groups `items` by their tags (`tagsOf`), in the order tags first appear. */
export function groupByTag<T>(items: readonly T[], tagsOf: (item: T) => readonly ContentTag[], isUnlisted: (item: T) => boolean): Array<TagGroup<T>> {
  const groups = new Map<string, { label: string; route: string; description?: string; all: T[] }>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      let group = groups.get(tag.route);
      if (!group)
        groups.set(tag.route, (group = { label: tag.label, route: tag.route, ...(tag.description ? { description: tag.description } : {}), all: [] }));
      // An item's tags have one route each (resolveTags): it joins a group once.
      group.all.push(item);
    }
  }
  return [...groups.values()].map(({ all, ...tag }) => {
    const listed = all.filter((item) => !isUnlisted(item));
    return { ...tag, items: listed.length ? listed : all, unlisted: listed.length === 0 };
  });
}
