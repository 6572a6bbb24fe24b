/**
 * A post's authors from its frontmatter: keys of the authors file, authors written out in the
 * post ("inline"), or the legacy `author`, `author_title`, `author_url`, `author_image_url`
 * fields, with Docusaurus's rules for mixing them.
 */
import type { Author } from './data-files.js';
import { normalizeSocials } from './socials.js';

/** The authors of one post, and what is wrong with how they are written. */
export interface PostAuthors {
  authors: Author[];
  /** Errors (an unknown key, a key twice, legacy fields mixed with `authors`). */
  errors: string[];
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** The legacy single-author fields, when a post uses any of them. */
function legacyAuthor(fm: Record<string, unknown>): Author | undefined {
  const name = str(fm.author);
  const title = str(fm.author_title ?? fm.authorTitle);
  const url = str(fm.author_url ?? fm.authorURL);
  const imageURL = str(fm.author_image_url ?? fm.authorImageURL);
  if (name === undefined && title === undefined && url === undefined && imageURL === undefined) return undefined;
  return {
    ...(name !== undefined ? { name } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(imageURL !== undefined ? { imageURL } : {}),
  };
}

/** One frontmatter author (a key, or an object) as an author with the fields it overrides. */
function frontmatterAuthor(entry: unknown, errors: string[]): { key?: string; fields: Author } | undefined {
  if (typeof entry === 'string' || typeof entry === 'number') return { key: String(entry), fields: {} };
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    errors.push(`authors: expected a key of the authors file or an object with a name, got ${JSON.stringify(entry)}`);
    return undefined;
  }
  const o = entry as Record<string, unknown>;
  const fields: Author = {};
  for (const name of ['name', 'title', 'url', 'email', 'description'] as const) {
    const value = str(o[name]);
    if (value !== undefined) fields[name] = value;
  }
  const image = str(o.imageURL ?? o.image_url);
  if (image !== undefined) fields.imageURL = image;
  if (o.socials && typeof o.socials === 'object') {
    const normalized = normalizeSocials(o.socials as Record<string, string | number>);
    fields.socials = normalized.socials;
    for (const p of normalized.problems) errors.push(`authors: ${p}`);
  }
  const key = str(o.key);
  if (key === undefined && fields.name === undefined && fields.imageURL === undefined) {
    errors.push('authors: an author needs a key, a name or an imageURL');
    return undefined;
  }
  return { ...(key !== undefined ? { key } : {}), fields };
}

/** Resolves the authors of a post with frontmatter `fm` against the blog's authors file. */
export function postAuthors(fm: Record<string, unknown>, authorsMap: ReadonlyMap<string, Author> | undefined, authorsFileName: string): PostAuthors {
  const errors: string[] = [];
  const raw = fm.authors;
  const entries = raw === undefined || raw === null ? [] : Array.isArray(raw) ? (raw as unknown[]) : [raw];
  const authors: Author[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const parsed = frontmatterAuthor(entry, errors);
    if (!parsed) continue;
    if (parsed.key === undefined) {
      authors.push(parsed.fields);
      continue;
    }
    const key = parsed.key;
    if (!authorsMap) {
      errors.push(
        `authors: "${key}" is a key, but the blog has no authors file to look it up in; create ${authorsFileName} in the blog folder (or set authorsMapPath), or write the author out as { name: … }`,
      );
      continue;
    }
    const known = authorsMap.get(key);
    if (!known) {
      errors.push(`authors: no author has the key "${key}" in ${authorsFileName}; the keys are ${[...authorsMap.keys()].join(', ')}`);
      continue;
    }
    if (seen.has(key)) {
      errors.push(`authors: "${key}" is listed twice; list each author once`);
      continue;
    }
    seen.add(key);
    authors.push({ ...known, ...parsed.fields, key });
  }
  const legacy = legacyAuthor(fm);
  if (legacy) {
    if (authors.length) {
      errors.push('the legacy author, author_title, author_url and author_image_url fields cannot be mixed with authors; move the author into authors');
      return { authors, errors };
    }
    return { authors: [legacy], errors };
  }
  return { authors, errors };
}
