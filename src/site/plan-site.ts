/**
 * Plan stage: from the discovered sources, the navigation and the routes, every page's job
 * (title, sidebar, breadcrumbs, pagination, layout data, output paths) and what the whole site
 * shares (site info, sidebars). Everything the pages need from each other is decided here,
 * before any page is rendered, so each page renders in one pass on any thread.
 *
 * One function makes every job, since the parts of a job (breadcrumbs, pagination, version
 * menu, category cards) read the same maps; what does not need them lives in navigation.ts,
 * site-data.ts and llms.ts.
 */
import { docsData, versionDocs, versionPath } from './docs-data.js';
import { relative, sep } from 'node:path';
import picomatch from 'picomatch';
import { chunkPath } from '../chunk-format.js';
import { blogPageJob, blogPostJob, type BlogJob } from '../blog/layout-data.js';
import type { BlogPlan } from '../blog/plan-blog.js';
import { tagLink, type ContentTag } from '../tags/content-tags.js';
import { docsTagsPageJob } from './docs-tags.js';
import type { SiteConfig } from '../config/schema.js';
import type { SiteSources } from '../discover/discover.js';
import { routeHref, routeToFile } from '../discover/route-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LastUpdate } from '../discover/last-update.js';
import type { PageLinks } from '../links/check-links.js';
import { flattenChildren, type CategoryNode, type NavNode } from '../nav/sidebars.js';
import { instanceKey } from '../markdown/plugins.js';
import type { PageJob, PageSource, RenderSetup } from '../pages/page-job.js';
import type { PageModule } from '../pages/page-modules.js';
import { isExternalUrl, unsafeUrlScheme } from '../security/urls.js';
import type { LayoutData, PageInfo, PageLink, SiteInfo, Theme, VersionMenu } from '../theme-api.js';
import { planLlms, type GeneratedFile } from './llms.js';
import { docNavigation, type Navigation } from './navigation.js';
import { dropdownChoices, listedVersions, unknownChoices } from './version-menu.js';
import { sidebarIdOf, versionKey } from '../nav/sidebar-key.js';
import type { PlannedRoute, RoutePlan } from './plan-routes.js';
import { robotsTxt } from './robots.js';
import { planSiteData } from './site-data.js';
import type { BuildLocales } from '../i18n/locales.js';

/** The plan of a whole site. */
export interface SitePlan {
  site: SiteInfo;
  sidebars: RenderSetup['sidebars'];
  /** The docs instances as Docusaurus's docs plugin gives them to site code (site/docs-data.ts), made when asked for. */
  docsData: () => NonNullable<RenderSetup['docsData']>;
  /** Each version's docs with titles and descriptions (site/docs-data.ts), made when asked for. */
  versionDocs: () => NonNullable<RenderSetup['versionDocs']>;
  jobs: PageJob[];
  /** Links written in the config and data files, checked like Markdown links. */
  configLinks: PageLinks[];
  /** The pages of the sitemap, in order: their routes and canonical URLs. */
  sitemap: Array<{ route: string; url: string }>;
  /** Files the site gets besides its pages: robots.txt, llms.txt, llms-full.txt, Markdown copies. */
  files: GeneratedFile[];
  diagnostics: Diagnostic[];
}

/** Plans every page of the site. */
export function planSite(options: {
  config: SiteConfig;
  siteDir: string;
  configFile?: string | undefined;
  sources: SiteSources;
  navigation: Navigation;
  routes: RoutePlan;
  blog: BlogPlan;
  /** Each doc's tags, by source file (docs-tags.ts). */
  docTags?: ReadonlyMap<string, ContentTag[]>;
  pageModules: ReadonlyMap<string, PageModule>;
  /** MDX page file → file URL of its module in the site bundle. */
  mdxModules: ReadonlyMap<string, string>;
  /** MDX page file → its module's name in the bundle (see `PageSource`). */
  mdxModuleIds: ReadonlyMap<string, string>;
  /** Truncated MDX blog post file → the module of its summary (the post up to its truncate marker). */
  mdxSummaries?: ReadonlyMap<string, { module: string; moduleId: string }>;
  theme: Theme;
  /** Last changes of doc files from git (only read for docs whose instance shows them). */
  lastUpdates?: ReadonlyMap<string, LastUpdate>;
  /** The locale being built and every locale of the site, when the config has `i18n`. */
  locale?: BuildLocales;
}): SitePlan {
  const { config, siteDir, sources, routes, theme, configFile, pageModules, mdxModules, mdxModuleIds, navigation } = options;
  // An MDX post's summary on list pages is MDX too: its own module (cut at the truncate marker) or, untruncated, the post's.
  const mdxFiles = new Set(sources.markdown.filter((m) => m.format === 'mdx').map((m) => m.file));
  const summarySource = (summary: PageSource): PageSource => {
    if (summary.kind !== 'markdown' || !mdxFiles.has(summary.file)) return summary;
    const post = options.blog.posts.get(summary.file);
    const page = mdxModules.get(summary.file);
    const module = post?.truncated
      ? options.mdxSummaries?.get(summary.file)
      : page
        ? { module: page, moduleId: mdxModuleIds.get(summary.file) ?? page }
        : undefined;
    if (!module) return { kind: 'none' };
    return { kind: 'mdx', ...module, file: summary.file, frontMatter: post?.source.frontmatter ?? {}, tocMin: summary.tocMin, tocMax: summary.tocMax };
  };
  const feedPosts = new Set(options.blog.blogs.flatMap((b) => b.feeds?.posts ?? []).map((p) => p.route));
  const {
    site,
    homeData,
    configLinks,
    linkHref,
    diagnostics: dataProblems,
  } = planSiteData({
    config,
    siteDir,
    configFile,
    navigation,
    urls: routes.urls,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const diagnostics: Diagnostic[] = [...dataProblems, ...navigation.diagnostics];
  const base = config.baseUrl;
  const href = (route: string): string => routeHref(base, route, routes.urls);
  const siteOrigin = site.url;

  const titleOf = (p: PlannedRoute): string => p.markdown?.title ?? pageModules.get(p.route)?.title ?? config.title;

  const faviconPath = config.favicon?.replace(/^\//, '');
  if (faviconPath !== undefined && !isExternal(faviconPath) && !sources.staticFiles.some((f) => f.path === faviconPath)) {
    diagnostics.push({
      severity: 'error',
      code: 'config/favicon',
      message: `favicon ${config.favicon} is not in a static folder (${config.staticDirectories.join(', ')})`,
      ...(configFile ? { file: configFile } : {}),
    });
  }

  // The image pages share, and a page's own: a static file or an absolute URL.
  const imageUrl = (image: string | undefined): string | undefined => {
    if (image === undefined || isExternalUrl(image)) return image;
    const [, path = '', rest = ''] = /^\/?([^?#]*)(.*)$/s.exec(image) ?? [];
    return `${siteOrigin}${href(`/${path}`)}${rest}`;
  };
  // The file is looked up without the query or fragment a URL may carry (`social.png?v2`).
  const imagePath = config.image?.replace(/^\//, '').replace(/[?#].*$/s, '');
  if (imagePath !== undefined && !isExternalUrl(imagePath) && !sources.staticFiles.some((f) => f.path === imagePath)) {
    // A warning, as Docusaurus does not check it at all: only social cards miss the image.
    diagnostics.push({
      severity: 'warning',
      code: 'config/image',
      message: `image ${config.image} is not in a static folder (${config.staticDirectories.join(', ')}); put the file there or give an absolute URL`,
      ...(configFile ? { file: configFile } : {}),
    });
  }
  const siteImage = imageUrl(config.image);
  if (siteImage) site.image = siteImage;

  const docsOptionsOf = (md: NonNullable<PlannedRoute['markdown']>) => sources.docs.find((d) => d.options.id === md.root.pluginId)?.options;
  // "Edit this page": frontmatter custom_edit_url (null: none), else the docs instance's editUrl.
  const editUrlOf = (p: PlannedRoute): string | undefined => {
    const md = p.markdown;
    if (md?.kind !== 'doc' || md.frontmatter.custom_edit_url === null) return undefined;
    let url = md.frontmatter.custom_edit_url;
    const editUrl = docsOptionsOf(md)?.editUrl;
    if (url === undefined && editUrl !== undefined) {
      const versionDocsDirPath = relative(siteDir, md.root.dir).split(sep).join('/');
      url =
        typeof editUrl === 'function'
          ? editUrl({ versionDocsDirPath, docPath: md.relPath, permalink: href(p.route), version: md.version ?? 'current', locale: config.lang })
          : [editUrl.replace(/\/+$/, ''), versionDocsDirPath, md.relPath].filter(Boolean).join('/');
    }
    const unsafe = url === undefined ? undefined : unsafeUrlScheme(url);
    if (unsafe) {
      diagnostics.push({ severity: 'error', code: 'link/unsafe-url', message: `unsafe ${unsafe}: URL as the page's edit URL`, file: md.file });
      return undefined;
    }
    return url;
  };
  // "Last updated": frontmatter last_update, else git, as far as the docs instance shows either.
  const lastUpdateOf = (p: PlannedRoute): PageInfo['lastUpdate'] => {
    const md = p.markdown;
    const shows = md?.kind === 'doc' ? docsOptionsOf(md) : undefined;
    if (!md || !shows || !(shows.showLastUpdateTime || shows.showLastUpdateAuthor)) return undefined;
    const written = md.frontmatter.last_update;
    const git = options.lastUpdates?.get(md.file);
    const when = written?.date !== undefined ? new Date(written.date) : git ? new Date(git.timestamp * 1000) : undefined;
    const date = shows.showLastUpdateTime && when && !Number.isNaN(when.getTime()) ? when.toISOString() : undefined;
    const author = shows.showLastUpdateAuthor ? (written?.author ?? git?.author) : undefined;
    return date || author ? { ...(date ? { date } : {}), ...(author ? { author } : {}) } : undefined;
  };

  // Files for tools: llms.txt and friends (every doc page of every version gets its Markdown
  // copy; llms.txt lists the versions served at each docs root, in their sidebars' order),
  // robots.txt; each of them unless the site's static files have one of that name.
  const docPages = routes.routes.filter((p) => p.markdown?.kind === 'doc');
  const lastVersions = [...navigation.versions.values()].filter((v) => v.version.isLast);
  const llms = config.llmsTxt
    ? planLlms({
        site: { title: config.title, tagline: config.tagline },
        docs: docPages.map((p) => ({
          route: p.route,
          title: titleOf(p),
          description: p.markdown!.frontmatter.description ?? p.markdown!.excerpt ?? '',
          body: p.markdown!.body,
          file: p.markdown!.file,
        })),
        listed: docPages
          .filter((p) => p.markdown!.frontmatter.unlisted !== true && lastVersions.some((v) => v.version === p.markdown!.root.version))
          .map((p) => p.route),
        tree: lastVersions.flatMap((v) => v.sidebars.sidebars.flatMap((s) => s.tree)),
        href,
        url: (path) => `${siteOrigin}${path}`,
      })
    : undefined;
  const staticPaths = new Set(sources.staticFiles.map((f) => f.path));
  const files = [...(llms?.files ?? []), { path: 'robots.txt', text: robotsTxt(`${siteOrigin}${href('/sitemap.xml')}`) }].filter(
    (f) => !staticPaths.has(f.path),
  );

  // The docs whose version menu the navbar shows: those of a docsVersionDropdown item, as on Docusaurus.
  const menuPlugins = dropdownChoices(config.navbar.items);
  const versionNames = (pluginId: string): string[] =>
    [...navigation.versions.values()].filter((v) => v.version.pluginId === pluginId).map((v) => v.version.name);
  diagnostics.push(...unknownChoices(menuPlugins, versionNames, configFile));
  /** The version menu of a docs page: each version links to this doc in it, else to its main doc. */
  const versionMenu = (p: PlannedRoute, version: NonNullable<ReturnType<typeof navigation.versions.get>>): VersionMenu | undefined => {
    const siblings = [...navigation.versions.values()].filter((v) => v.version.pluginId === version.version.pluginId);
    // Docs of one version have a menu only where the navbar asks for one: it is then a link to them.
    if (siblings.length < 2 && !menuPlugins.has(version.version.pluginId)) return undefined;
    const docId = p.markdown?.id;
    const links = siblings.map((v) => {
      const target = (docId !== undefined && siblings.length > 1 ? v.docs.get(docId)?.route : undefined) ?? v.mainDoc?.route ?? `/${v.version.routeBase}`;
      return { name: v.version.name, label: v.version.label, href: href(target), current: v === version };
    });
    const banner = version.version.banner;
    const latest = links[siblings.findIndex((v) => v.version.isLast)];
    const lastName = siblings.find((v) => v.version.isLast)?.version.name ?? version.version.name;
    return {
      name: version.version.name,
      label: version.version.label,
      ...listedVersions(links, menuPlugins.get(version.version.pluginId), version.version.name, lastName),
      menu: menuPlugins.has(version.version.pluginId),
      badge: version.version.badge,
      ...(banner !== 'none' && latest ? { banner: { kind: banner, latest: { label: latest.label, href: latest.href } } } : {}),
    };
  };

  /**
   * The version menu of a page outside the docs (the home page, a blog post): the navbar's
   * dropdown is on every page on Docusaurus, named by the last version and linking to each
   * version's main doc, none of them the page's own.
   */
  const outsideDocsMenu = (() => {
    const pluginId = [...menuPlugins.keys()][0];
    if (pluginId === undefined) return undefined;
    const siblings = [...navigation.versions.values()].filter((v) => v.version.pluginId === pluginId);
    const latest = siblings.find((v) => v.version.isLast);
    if (!latest) return undefined;
    const links = siblings.map((v) => ({
      name: v.version.name,
      label: v.version.label,
      href: href(v.mainDoc?.route ?? `/${v.version.routeBase}`),
      current: false,
    }));
    const listed = listedVersions(links, menuPlugins.get(pluginId), latest.version.name, latest.version.name);
    return { name: latest.version.name, label: latest.version.label, ...listed, menu: true, badge: false } satisfies VersionMenu;
  })();

  /** The entries of a sidebar category, as cards: label, link and description. */
  const categoryCards = (category: CategoryNode): NonNullable<PageJob['category']> =>
    category.children.flatMap((c) => {
      if (c.type === 'doc') {
        const doc = [...navigation.versions.values()].find((v) => v.docs.get(c.docId)?.route === c.route)?.docs.get(c.docId);
        const summary = doc?.frontmatter.description ?? doc?.excerpt;
        return [{ label: c.label, href: href(c.route), ...(summary ? { description: summary } : {}) }];
      }
      if (c.type === 'link') return [{ label: c.label, href: c.href, ...(c.description ? { description: c.description } : {}) }];
      if (c.type === 'category') {
        const target = c.route ?? flattenChildren(c.children)[0]?.route;
        return target
          ? [{ label: c.label, href: href(target), category: true, count: c.children.length, ...(c.description ? { description: c.description } : {}) }]
          : [];
      }
      return [];
    });

  const jobFor = (p: PlannedRoute): PageJob => {
    const md = p.markdown;
    const fm = md?.frontmatter ?? {};
    let title = titleOf(p);
    let description = fm.description ?? md?.excerpt ?? pageModules.get(p.route)?.description ?? '';
    const pageModule = pageModules.get(p.route);
    const data: LayoutData = {};
    let breadcrumbs: PageInfoCrumbs = [];
    let prev: PageLink | undefined;
    let next: PageLink | undefined;
    let sidebar: string | undefined;
    let menu: VersionMenu | undefined;
    let docsVersion: PageJob['docsVersion'];
    let navbarVersion: PageJob['navbarVersion'];
    const docVersion = md?.root.version ?? p.generated?.version;
    const version = docVersion ? navigation.versions.get(versionKey(docVersion)) : undefined;
    if (version) {
      const resolveId = (id: string | null | undefined, key: string): string | null | undefined => {
        if (id === null || id === undefined) return id;
        const route = version.docs.get(id)?.route;
        if (!route)
          diagnostics.push({
            severity: 'error',
            code: 'frontmatter/unknown-doc',
            message: `${key}: no doc has the id "${id}"`,
            ...(p.origin ? { file: p.origin } : {}),
          });
        return route;
      };
      const nav = docNavigation(
        navigation,
        version,
        {
          route: p.route,
          ...(md ? { docId: md.id } : {}),
          label: md ? (fm.sidebar_label ?? title) : (p.generated?.category.label ?? title),
          ...(p.generated ? { sidebarKey: p.generated.sidebar } : {}),
        },
        { prev: resolveId(fm.pagination_prev, 'pagination_prev'), next: resolveId(fm.pagination_next, 'pagination_next') },
      );
      sidebar = nav.sidebar;
      const docsOptions = sources.docs.find((d) => d.options.id === version.version.pluginId)!.options;
      breadcrumbs = nav.sidebar && docsOptions.breadcrumbs ? nav.breadcrumbs.map((c) => ({ label: c.label, ...(c.href ? { href: href(c.href) } : {}) })) : [];
      if (nav.prev) prev = { label: nav.prev.label, href: href(nav.prev.route) };
      if (nav.next) next = { label: nav.next.label, href: href(nav.next.route) };
      menu = versionMenu(p, version);
      navbarVersion = { pluginId: version.version.pluginId, name: version.version.name };
      docsVersion = {
        pluginId: version.version.pluginId,
        name: version.version.name,
        label: version.version.label,
        path: versionPath(version.version, href),
        isLast: version.version.isLast,
        ...(version.mainDoc ? { mainDocId: version.mainDoc.id } : {}),
      };
    } else {
      menu = outsideDocsMenu;
    }
    let refreshTo: string | undefined;
    let tagsIndexed = true;
    const post = md?.kind === 'blog' ? options.blog.posts.get(md.file) : undefined;
    let blogJob: BlogJob | undefined;
    if (post || p.blog) {
      const ctx = { href, siteTitle: config.title, strings: theme.strings };
      blogJob = post ? blogPostJob(post, ctx) : blogPageJob(p.blog!, p.route, ctx);
      ({ title, description } = blogJob);
      Object.assign(data, blogJob.data);
      if (blogJob.prev) prev = blogJob.prev;
      if (blogJob.next) next = blogJob.next;
    } else if (p.docsTags) {
      const tagsJob = docsTagsPageJob(p.docsTags, href, theme.strings);
      ({ title, description } = tagsJob);
      // The version menu names the tags page's version, as on Docusaurus; the page has no banner or badge.
      const tagsVersion = navigation.versions.get(versionKey(p.docsTags.version));
      const tagsMenu = tagsVersion ? versionMenu(p, tagsVersion) : undefined;
      if (tagsVersion) navbarVersion = { pluginId: tagsVersion.version.pluginId, name: tagsVersion.version.name };
      if (tagsMenu) {
        const { banner: _banner, ...rest } = tagsMenu;
        menu = { ...rest, badge: false };
      }
      Object.assign(data, tagsJob.data);
      tagsIndexed = tagsJob.indexed;
    } else if (p.layout === 'home') {
      data.home = homeData;
      title = config.title;
      description = description || config.tagline;
    } else if (p.layout === 'notFound') {
      title = theme.strings.notFoundTitle;
    } else if (p.layout === 'redirect') {
      refreshTo = data.redirectTo = linkHref(p.redirectTo!);
      title = theme.strings.redirectTitle;
    } else if (p.layout === 'generatedIndex') {
      const category = p.generated!.category;
      title = category.generated?.title ?? category.label;
      description = category.generated?.description ?? '';
      data.items = categoryCards(category).map(({ category: _c, ...card }) => card);
    }
    // A doc that is the link of a sidebar category lists its entries with `@theme/DocCardList`.
    let category: PageJob['category'];
    if (md?.format === 'mdx' && version) {
      const node = findCategory(version.sidebars.sidebars.map((s) => s.tree).flat(), md.id);
      if (node) category = categoryCards(node);
    }
    // An unlisted doc, as an unlisted post: no canonical URL, `noindex`, not in the sitemap.
    const unlisted = md?.kind === 'doc' && fm.unlisted === true;
    const indexed = p.layout !== 'redirect' && p.layout !== 'notFound' && blogJob?.indexed !== false && tagsIndexed && !unlisted;
    const tags = md?.kind === 'doc' ? options.docTags?.get(md.file) : undefined;
    return {
      route: p.route,
      source:
        md && md.format === 'mdx'
          ? mdxModules.get(md.file)
            ? {
                kind: 'mdx',
                module: mdxModules.get(md.file)!,
                moduleId: mdxModuleIds.get(md.file) ?? mdxModules.get(md.file)!,
                file: md.file,
                frontMatter: md.frontmatter,
                tocMin: fm.toc_min_heading_level ?? 2,
                tocMax: fm.toc_max_heading_level ?? 3,
              }
            : { kind: 'none' }
          : md
            ? {
                kind: 'markdown',
                file: md.file,
                instance: instanceKey(md.kind, md.root.pluginId),
                // A post's page shows its title itself: the text goes without the title heading.
                text: post?.text ?? md.body,
                linkRoots: md.linkRoots,
                linkBase: md.linkBase,
                tocMin: fm.toc_min_heading_level ?? 2,
                tocMax: fm.toc_max_heading_level ?? 3,
              }
            : pageModule
              ? { kind: 'module', module: pageModule.module, moduleId: pageModule.moduleId, file: p.component!.file }
              : { kind: 'none' },
      page: {
        route: p.route,
        href: href(p.route),
        layout: p.layout,
        title,
        description,
        hideToc: fm.hide_table_of_contents === true,
        // A hidden title counts as the page's own: the layout adds none.
        // So does a page of pages/ without a title (its JSX may have its own <h1>), as on Docusaurus.
        // A page of `pages/` without a title, or in MDX (it lays itself out, as Docusaurus's MDX
        // pages show their title only in <title>), gets no heading above its content.
        ...(fm.hide_title === true || (md?.kind === 'page' && (!md.title || md.format === 'mdx')) ? { hasOwnH1: true } : md ? {} : { hasOwnH1: false }),
        breadcrumbs,
        ...(prev ? { prev } : {}),
        ...(next ? { next } : {}),
        ...(md?.date ? { date: md.date.slice(0, 10) } : {}),
        ...(menu ? { version: menu } : {}),
        ...(llms?.copyHref.has(p.route) ? { markdownUrl: llms.copyHref.get(p.route)! } : {}),
        ...optional('editUrl', editUrlOf(p)),
        ...optional('lastUpdate', lastUpdateOf(p)),
        ...optional('image', imageUrl(fm.image)),
        ...(md?.kind === 'doc' && version
          ? { doc: { pluginId: version.version.pluginId, id: md.id, ...(sidebar !== undefined ? { sidebar: sidebarIdOf(sidebar) } : {}) } }
          : {}),
        ...(tags?.length ? { tags: tags.map((t) => tagLink(t, href)) } : {}),
        ...(unlisted ? { unlisted: true } : {}),
      },
      data,
      ...(category ? { category } : {}),
      ...(blogJob?.summaries.length ? { summaries: blogJob.summaries.map(summarySource) } : {}),
      ...(blogJob?.headTags.length
        ? { headTags: blogJob.headTags }
        : // A doc's or Markdown page's `keywords`, as Docusaurus's page metadata writes them.
          fm.keywords?.length
          ? { headTags: [{ tag: 'meta' as const, attributes: { name: 'keywords', content: fm.keywords.join(',') } }] }
          : {}),
      ...(post && feedPosts.has(post.route) ? { keepBody: true } : {}),
      ...(sidebar ? { sidebar } : {}),
      ...(docsVersion ? { docsVersion } : {}),
      ...(navbarVersion ? { navbarVersion } : {}),
      ...(indexed ? { canonical: `${siteOrigin}${href(p.route)}` } : {}),
      ...(refreshTo ? { refreshTo } : {}),
      htmlPath: p.layout === 'notFound' ? '404.html' : routeToFile(p.route, routes.urls),
      ...(indexed ? { chunkPath: chunkPath(p.route) } : {}),
      weight: (md ? md.body.length : 0) + (blogJob?.summaries.reduce((sum, s) => sum + (s.kind === 'markdown' ? s.text.length : 0), 0) ?? 0),
    };
  };

  const planned = [...routes.routes, routes.notFound];
  const jobs = planned.map(jobFor);
  // Pages search engines should skip (redirects, unlisted posts, 404) have no canonical URL.
  // As Docusaurus's sitemap plugin, `sitemap.ignorePatterns` are matched against the path with the base URL.
  const ignored = config.sitemap.ignorePatterns.length ? picomatch(config.sitemap.ignorePatterns, { dot: true }) : () => false;
  const sitemap = jobs.flatMap((job, i) => (job.canonical && !ignored(href(planned[i]!.route)) ? [{ route: planned[i]!.route, url: job.canonical }] : []));
  return {
    site,
    sidebars: navigation.sidebars,
    docsData: () => docsData(sources, navigation, href),
    versionDocs: () => versionDocs(navigation),
    jobs,
    configLinks,
    sitemap,
    files,
    diagnostics,
  };
}

/** `{ [key]: value }`, or nothing when the value is undefined (the page types are exact). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}

type PageInfoCrumbs = Array<{ label: string; href?: string }>;

function isExternal(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path);
}

/** The category whose link is the doc `docId`, anywhere in `tree`. */
function findCategory(tree: readonly NavNode[], docId: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.docId === docId) return node;
    const inner = findCategory(node.children, docId);
    if (inner) return inner;
  }
  return undefined;
}
