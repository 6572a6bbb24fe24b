/**
 * Docs tags, the way Docusaurus's docs plugin makes them: each doc's frontmatter `tags`
 * resolved against its version's tags file, and for each version with tagged docs a page
 * listing every tag (`/docs/tags`) and one page per tag listing its docs (`/docs/tags/<tag>`),
 * below the version's route (`/docs/next/tags`). Plain data in, plain data out: the routes go to
 * `planRoutes`, each doc's tags and the pages' data to `planSite`.
 */
import type { MarkdownSource, SiteSources } from '../discover/discover.js';
import { joinRoute } from '../discover/route-paths.js';
import type { DocsVersion } from '../discover/versions.js';
import { reportedAs, type Diagnostic } from '../diagnostics.js';
import { groupByTag, inlineTagsMessage, resolveTags, tagLink, type ContentTag, type TagGroup } from '../tags/content-tags.js';
import type { LayoutData, TagLink, Theme } from '../theme-api.js';

/** The docs of one version that share a tag, by title. */
export type DocsTagGroup = TagGroup<MarkdownSource>;

/** What a docs tags page shows. */
export type DocsTagsPage =
  | { kind: 'tagsList'; version: DocsVersion; tagsRoute: string; tags: DocsTagGroup[] }
  | { kind: 'tag'; version: DocsVersion; tagsRoute: string; tag: DocsTagGroup };

/** A route of a docs tags page, with the layout that renders it. */
export interface DocsTagsRoute {
  route: string;
  layout: 'docsTagsList' | 'docsTag';
  page: DocsTagsPage;
}

/** The docs' tags and their pages. */
export interface DocsTagsPlan {
  /** Each tagged doc's tags, by source file. */
  tagsOf: Map<string, ContentTag[]>;
  routes: DocsTagsRoute[];
  diagnostics: Diagnostic[];
}

/**
 * Plans the tags of every docs version of the site. A theme without the tags layouts gets no
 * tags pages (nor tags on docs, which would lead nowhere) and an error that says why.
 */
export function planDocsTags(sources: Pick<SiteSources, 'docs' | 'markdown' | 'docsTagsFiles'>, theme: Pick<Theme, 'layouts'>): DocsTagsPlan {
  const plan = planTags(sources);
  const missing = missingTagLayouts(theme, plan);
  return missing.length ? { tagsOf: new Map(), routes: [], diagnostics: [...plan.diagnostics, ...missing] } : plan;
}

function planTags(sources: Pick<SiteSources, 'docs' | 'markdown' | 'docsTagsFiles'>): DocsTagsPlan {
  const tagsOf = new Map<string, ContentTag[]>();
  const routes: DocsTagsRoute[] = [];
  const diagnostics: Diagnostic[] = [];
  const docsOf = new Map<DocsVersion, MarkdownSource[]>();
  for (const md of sources.markdown) {
    if (md.kind !== 'doc' || (md.frontmatter as { tags?: unknown }).tags === undefined) continue;
    const version = md.root.version!;
    let list = docsOf.get(version);
    if (!list) docsOf.set(version, (list = []));
    list.push(md);
  }
  for (const { options, versions } of sources.docs) {
    for (const version of versions) {
      const tagged = docsOf.get(version);
      if (!tagged) continue;
      const tagsRoute = joinRoute(version.routeBase, options.tagsBasePath);
      const tagsFile = sources.docsTagsFiles.get(version);
      for (const md of tagged) {
        const where = (): Pick<Diagnostic, 'file' | 'line' | 'column'> => {
          const line = md.frontmatterLines?.tags;
          return line ? { file: md.file, line, column: 1 } : { file: md.file };
        };
        const resolved = resolveTags((md.frontmatter as { tags?: unknown }).tags, tagsFile?.tags, tagsRoute);
        for (const message of resolved.errors) diagnostics.push({ severity: 'error', code: 'docs/tags', message, ...where() });
        const inline = resolved.tags.filter((t) => t.inline);
        if (tagsFile && inline.length) {
          diagnostics.push(
            ...reportedAs(options.onInlineTags, {
              code: 'docs/inline-tags',
              message: inlineTagsMessage(inline, tagsFile.name, "the docs' onInlineTags"),
              ...where(),
            }),
          );
        }
        tagsOf.set(md.file, resolved.tags);
      }
      const tags = groupByTag(
        tagged,
        (md) => tagsOf.get(md.file)!,
        (md) => md.frontmatter.unlisted === true,
      );
      if (!tags.length) continue;
      for (const tag of tags) tag.items.sort((a, b) => a.title.localeCompare(b.title));
      routes.push({ route: tagsRoute, layout: 'docsTagsList', page: { kind: 'tagsList', version, tagsRoute, tags: tags.filter((t) => !t.unlisted) } });
      for (const tag of tags) routes.push({ route: tag.route, layout: 'docsTag', page: { kind: 'tag', version, tagsRoute, tag } });
    }
  }
  return { tagsOf, routes, diagnostics };
}

/** The title, description and layout data of a docs tags page, in the theme's words. */
export function docsTagsPageJob(
  page: DocsTagsPage,
  href: (route: string) => string,
  strings: Theme['strings'],
): { title: string; description: string; data: LayoutData; indexed: boolean } {
  const link = (tag: DocsTagGroup): TagLink => tagLink(tag, href, tag.items.length);
  const tagsHref = href(page.tagsRoute);
  if (page.kind === 'tagsList') {
    return { title: strings.docsTagsTitle ?? 'Tags', description: '', data: { docsTags: { tagsHref, tags: page.tags.map(link) } }, indexed: true };
  }
  const { tag } = page;
  const count = tag.items.length;
  return {
    title: strings.docsTagTitle?.(tag.label, count) ?? (count === 1 ? `One doc tagged with "${tag.label}"` : `${count} docs tagged with "${tag.label}"`),
    description: tag.description ?? '',
    data: {
      docsTags: {
        tagsHref,
        tag: link(tag),
        docs: tag.items.map((md) => ({ title: md.title, href: href(md.route), description: md.frontmatter.description ?? md.excerpt ?? '' })),
      },
    },
    // A tag whose docs are all unlisted is left out of the tags page, the sitemap and search engines.
    indexed: !tag.unlisted,
  };
}

/** An error when the site has docs tags and the theme lacks their layouts, at the first tagged doc. */
function missingTagLayouts(theme: Pick<Theme, 'layouts'>, plan: Pick<DocsTagsPlan, 'routes'>): Diagnostic[] {
  const first = plan.routes.find((r) => r.page.kind === 'tag');
  if (!first || first.page.kind !== 'tag') return [];
  const missing = (['docsTagsList', 'docsTag'] as const).filter((l) => !theme.layouts[l]);
  if (!missing.length) return [];
  const doc = first.page.tag.items[0]!;
  const line = doc.frontmatterLines?.tags;
  return [
    {
      severity: 'error',
      code: 'theme/layout',
      message: `the theme has no ${missing.join(' or ')} layout, which the pages of the docs' tags need; use a theme that has them (the built-in one does), or remove the docs' tags`,
      file: doc.file,
      ...(line ? { line, column: 1 } : {}),
    },
  ];
}
