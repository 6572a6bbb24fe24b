/**
 * The site for tools that read it (llmstxt.org): `llms.txt` lists the doc pages with links to
 * their Markdown copies, `llms-full.txt` holds every doc page's Markdown, and each doc page has
 * its copy next to it (`/docs/intro` → `docs/intro.md`): the source as written, frontmatter
 * removed, under the page's title.
 */
import { flattenChildren, type NavNode } from '../nav/sidebars.js';

/** A doc page as the files here need it. */
export interface LlmsDoc {
  route: string;
  title: string;
  description: string;
  /** The Markdown as written, frontmatter blanked (see splitFrontmatter). */
  body: string;
  /** The source file. */
  file?: string;
}

/** A file to write, path relative to the output folder. */
export interface GeneratedFile {
  path: string;
  text: string;
  /** The source file it is made from (a page's Markdown copy), for diagnostics. */
  source?: string;
}

/** What {@link planLlms} decided: the files, and the URL of each doc page's copy. */
export interface LlmsPlan {
  files: GeneratedFile[];
  copyHref: Map<string, string>;
}

/** Output path of a page's Markdown copy: `/docs/intro` → `docs/intro.md`, `/` → `index.md`, `/docs/` → `docs/index.md`. */
export function markdownCopyPath(route: string): string {
  return copyOf(route).slice(1);
}

/** A route's or href's Markdown copy: `.md` after it, or `index.md` in the folder it names. */
const copyOf = (path: string): string => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);

/** A page's Markdown copy: its body without the frontmatter, under a `#` title unless it has one. */
export function markdownCopy(doc: LlmsDoc): string {
  const body = doc.body.replace(/^\s*\n/, '').trimEnd();
  return /^#[ \t]/.test(body) ? `${body}\n` : `# ${doc.title}\n\n${body}\n`;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string): string => oneLine(text).replace(/[[\]\\]/g, '\\$&');

/**
 * Sections of llms.txt from the sidebar: the top level's pages under "Docs", each top-level
 * category under its label, and doc pages the sidebar leaves out under "Optional".
 */
function sections(tree: NavNode[], routes: readonly string[]): Array<{ title: string; routes: string[] }> {
  const out: Array<{ title: string; routes: string[] }> = [];
  const top: string[] = [];
  // Only the listed routes: the sidebars also hold unlisted docs.
  const wanted = new Set(routes);
  for (const node of tree) {
    if (node.type === 'doc') {
      if (wanted.has(node.route)) top.push(node.route);
    } else if (node.type === 'category')
      out.push({ title: node.label, routes: flattenChildren([node]).flatMap((l) => (wanted.has(l.route) ? [l.route] : [])) });
  }
  if (top.length) out.unshift({ title: 'Docs', routes: top });
  const listed = new Set(out.flatMap((s) => s.routes));
  const rest = routes.filter((r) => !listed.has(r));
  if (rest.length) out.push({ title: 'Optional', routes: rest });
  return out;
}

/**
 * The llms files of a site. `docs` holds every doc page (each gets a copy); `listed` are the
 * routes of the version llms.txt describes, in `tree`'s order; `url` makes a path absolute.
 */
export function planLlms(options: {
  site: { title: string; tagline: string };
  docs: readonly LlmsDoc[];
  listed: readonly string[];
  tree: NavNode[];
  href: (route: string) => string;
  url: (href: string) => string;
}): LlmsPlan {
  const { site, docs, tree, href, url } = options;
  const byRoute = new Map(docs.map((d) => [d.route, d]));
  // The site's root (`/`, or the base URL `/site/`) has its copy in `index.md`.
  const copyHref = new Map(docs.map((d) => [d.route, copyOf(href(d.route))]));
  const files: GeneratedFile[] = docs.map((d) => ({ path: markdownCopyPath(d.route), text: markdownCopy(d), ...(d.file ? { source: d.file } : {}) }));

  const head = [`# ${oneLine(site.title)}`, '', ...(site.tagline ? [`> ${oneLine(site.tagline)}`, ''] : [])];
  const index = [...head];
  const full = [...head];
  for (const section of sections(tree, options.listed)) {
    const pages = section.routes.map((r) => byRoute.get(r)).filter((d): d is LlmsDoc => d !== undefined);
    if (!pages.length) continue;
    index.push(`## ${oneLine(section.title)}`, '');
    for (const d of pages) {
      index.push(`- [${linkText(d.title)}](${url(copyHref.get(d.route)!)})${d.description ? `: ${oneLine(d.description)}` : ''}`);
      full.push('---', '', `Source: ${url(href(d.route))}`, '', markdownCopy(d));
    }
    index.push('');
  }
  files.push({ path: 'llms.txt', text: `${index.join('\n').trimEnd()}\n` }, { path: 'llms-full.txt', text: `${full.join('\n').trimEnd()}\n` });
  return { files, copyHref };
}
