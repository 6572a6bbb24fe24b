/**
 * Markdown to body HTML two ways: docsgen's, as a build renders a page (`parseMarkdown`, then
 * the built-in theme's components through `createBodyRenderer`, as `src/pages/page-task.ts`
 * does), and the
 * reference unified pipeline's (remark-parse, remark-gfm, remark-rehype, rehype-stringify,
 * raw HTML kept).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { parseMarkdown, type ParseContext, type ParsedMarkdown } from '../../../src/markdown/parse-markdown.js';
import { createBodyRenderer } from '../../../src/markdown/render-body.js';
import { components } from '../../../templates/markdown.js';
import { theme } from '../../../templates/index.js';
import { headingElementIds } from '../../../src/markdown/headings.js';

/**
 * A page's context with no other pages: links stay as written, the base URL is `/`, no class is
 * the theme's (classes written in raw HTML stay as written), and heading ids are as the built-in
 * theme leaves them (plain, but for the ids it reserves).
 */
export const lonePage: ParseContext = {
  baseUrl: '/',
  routeOfFile: new Map(),
  linkRoots: [],
  themeClasses: new Set(),
  headingId: headingElementIds(theme.reservedIds),
};

/** The file name docsgen's pages are parsed as. */
export const PAGE_FILE = '/site/docs/page.md';

const renderBody = createBodyRenderer(components);

/** The body HTML docsgen renders for `markdown`, with the facts of the parse. */
export function renderDocsgen(markdown: string, ctx: ParseContext = lonePage): { html: string; parsed: ParsedMarkdown } {
  const parsed = parseMarkdown(markdown, PAGE_FILE, ctx);
  return { html: renderBody(parsed.hast), parsed };
}

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true });

/** The HTML of the reference pipeline for `markdown`. */
export function renderReference(markdown: string): string {
  return String(reference.processSync(markdown));
}
