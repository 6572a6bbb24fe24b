/** The docs' tags pages: every tag of a docs version (`/docs/tags`), and the docs of one tag. */
import type { LayoutProps } from '../../src/theme-api.js';
import { strings } from '../ui-strings.js';
import { TagsIndex } from '../Tags.js';

/** Every tag of the version's listed docs, grouped by first letter, with its number of docs. */
export function DocsTagsListLayout({ site, page, data }: LayoutProps) {
  return (
    <div className="container container--narrow docs-tags">
      <header className="blog__header">
        <h1>{page.title}</h1>
      </header>
      <TagsIndex tags={data.docsTags?.tags ?? []} lang={site.lang} contentLang={site.contentLang} />
    </div>
  );
}

/** The docs of one tag, by title, each with its description, and the way to every tag. */
export function DocsTagLayout({ site, page, data }: LayoutProps) {
  const tags = data.docsTags;
  return (
    <div className="container container--narrow docs-tags">
      <header className="blog__header">
        <h1>{page.title}</h1>
        {tags?.tag?.description ? (
          <p className="blog__description" lang={site.contentLang}>
            {tags.tag.description}
          </p>
        ) : null}
        {tags ? (
          <a className="blog__all" href={tags.tagsHref}>
            {strings.docsTags.allTags}
          </a>
        ) : null}
      </header>
      <div className="docs-tags__docs" lang={site.contentLang}>
        {(tags?.docs ?? []).map((doc) => (
          <article key={doc.href} className="docs-tags__doc">
            <h2>
              <a href={doc.href}>{doc.title}</a>
            </h2>
            {doc.description ? <p>{doc.description}</p> : null}
          </article>
        ))}
      </div>
    </div>
  );
}
