/**
 * A post's tags from its frontmatter: keys of the tags file, or "inline" tags (a label, or the
 * legacy `{ label, permalink }`), each with its route below the blog's tags route.
 */
import { joinRoute } from '../discover/route-paths.js';
import type { TagDefinition } from './data-files.js';
import { kebabCase } from './kebab-case.js';

/** A tag as a post carries it. */
export interface PostTag {
  label: string;
  /** Route of the tag's page. */
  route: string;
  description?: string;
  /** Not from the tags file. */
  inline: boolean;
}

/** The tags of one post, and what is wrong with how they are written. */
export interface PostTags {
  tags: PostTag[];
  errors: string[];
}

/** Resolves frontmatter `tags` against the blog's tags file; `tagsRoute` is the blog's tags route (`/blog/tags`). */
export function postTags(raw: unknown, tagsFile: ReadonlyMap<string, TagDefinition> | undefined, tagsRoute: string): PostTags {
  const errors: string[] = [];
  if (raw === undefined || raw === null) return { tags: [], errors };
  if (!Array.isArray(raw)) return { tags: [], errors: [`tags: expected a list of tags, got ${JSON.stringify(raw)}`] };
  const tags: PostTag[] = [];
  const routes = new Set<string>();
  for (const entry of raw as unknown[]) {
    let tag: PostTag | undefined;
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
    // The same tag twice in one post counts once.
    if (tag && !routes.has(tag.route)) {
      routes.add(tag.route);
      tags.push(tag);
    }
  }
  return { tags, errors };
}
