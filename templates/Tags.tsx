/** Tags, as the blog and the docs show them: a row of pills, and the index of every tag by first letter. */
import type { TagLink } from '../src/theme-api.js';

/** Tags as pills linking to their pages. */
export function TagList({ tags, withCounts = false, lang }: { tags: TagLink[]; withCounts?: boolean; lang?: string }) {
  return (
    <ul className="tag-list" {...(lang ? { lang } : {})}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <a className="tag" href={tag.href} {...(tag.description ? { title: tag.description } : {})}>
            {tag.label}
            {withCounts && tag.count !== undefined ? <span className="tag__count">{tag.count}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every tag, grouped by first letter in the site's language, with its count. */
export function TagsIndex({ tags, lang, contentLang }: { tags: TagLink[]; lang: string; contentLang: string }) {
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label, lang));
  const groups: Array<{ letter: string; tags: TagLink[] }> = [];
  for (const tag of sorted) {
    const letter = tag.label.charAt(0).toLocaleUpperCase(lang);
    const last = groups.at(-1);
    if (last?.letter === letter) last.tags.push(tag);
    else groups.push({ letter, tags: [tag] });
  }
  return (
    <div className="tags-index" lang={contentLang}>
      {groups.map((group) => (
        <section key={group.letter} className="tags-index__group">
          <h2 className="tags-index__letter">{group.letter}</h2>
          <TagList tags={group.tags} withCounts />
        </section>
      ))}
    </div>
  );
}
