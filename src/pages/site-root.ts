/**
 * A site's own `src/theme/Root`, which Docusaurus renders around its whole app: every page is
 * rendered once through it, in the page's render context, with the page's content (MDX and React
 * pages) or nothing (other pages) between two markers. What Root renders before and after them
 * goes around the theme's shell at the start and end of `<body>`; what its `<Head>` asks for goes
 * into the page's head. The markers carry a value only this thread knows, so no page can forge them.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { randomBytes } from 'node:crypto';
import { emptyHead, withRenderContext, type PageHead, type RenderContext } from '../compat/render-context.js';
import type { Diagnostic } from '../diagnostics.js';
import { byCodeUnits } from '../code-unit-order.js';

/** The site's Root, as a thread loaded it. */
export interface SiteRoot {
  Root: ComponentType<{ children?: ReactNode }>;
  /** Its source file, for messages. */
  file: string;
}

/** What rendering a page through Root gave. */
export interface Rooted {
  /** Root's own HTML before and after the page. */
  wrapper: { before: string; after: string };
  /** The content's HTML (MDX and React pages). */
  html: string;
  /** What Root's own `<Head>` asked for (the content's stays in the context's head). */
  head: PageHead;
}

/** How the diagnostics of Root name the page they were found on, so the build can report each once. */
const ON_PAGE = / \(page [^)]*\)$/;

/** Renders pages through `root`; `strip` cleans the whole render's HTML (React's resource hints). */
export function createRootRenderer(root: SiteRoot, strip: (html: string) => string) {
  const nonce = randomBytes(9).toString('base64url');
  const marker = (at: 'start' | 'end') => createElement('template', { 'data-docsgen-root': `${nonce}-${at}` });
  const start = renderToStaticMarkup(marker('start'));
  const end = renderToStaticMarkup(marker('end'));

  /**
   * `content` rendered inside Root in `context`. Root's `<Head>` goes to a head of its own: the
   * markers switch the context's head to the page's while the content renders, so the page's
   * title and description win as a page's own do in Docusaurus, whose Root is outside them.
   */
  return function renderRooted(context: RenderContext, content: ReactNode): Rooted {
    const rootHead = emptyHead();
    const pageHead = context.head;
    const Marker = ({ at }: { at: 'start' | 'end' }) => {
      context.head = at === 'start' ? pageHead : rootHead;
      return marker(at);
    };
    context.head = rootHead;
    let html: string;
    try {
      html = strip(
        withRenderContext(context, () =>
          renderToStaticMarkup(createElement(root.Root, null, createElement(Marker, { at: 'start' }), content, createElement(Marker, { at: 'end' }))),
        ),
      );
    } finally {
      context.head = pageHead;
    }
    const a = html.indexOf(start);
    const b = html.indexOf(end, a + start.length);
    if (a < 0 || b < 0 || html.indexOf(start, a + 1) >= 0 || html.indexOf(end, b + 1) >= 0) throw new RootChildrenError();
    return { wrapper: { before: html.slice(0, a), after: html.slice(b + end.length) }, html: html.slice(a + start.length, b), head: rootHead };
  };
}

export type RenderRooted = ReturnType<typeof createRootRenderer>;

/** Root rendered its children not exactly once. */
export class RootChildrenError extends Error {
  constructor() {
    super('it must render its children exactly once ({children}), as Docusaurus renders every page inside it');
  }
}

/**
 * The page's head with Root's added: Root's tags, JSON-LD and `<html>`/`<body>` attributes first
 * (the page's win), its title, description and canonical URL left to the page.
 */
export function withRootHead(page: PageHead, root: PageHead): PageHead {
  return {
    ...page,
    tags: [...root.tags, ...page.tags],
    jsonLd: [...root.jsonLd, ...page.jsonLd],
    htmlAttributes: { ...root.htmlAttributes, ...page.htmlAttributes },
    bodyAttributes: { ...root.bodyAttributes, ...page.bodyAttributes },
  };
}

/** A diagnostic about Root found on the page at `route`. */
export function rootDiagnostic(d: Diagnostic, route: string): Diagnostic {
  return { ...d, message: `${d.message} (page ${route})` };
}

/**
 * Keeps the first of each diagnostic about Root that every page would report again, saying on
 * how many other pages it was found.
 */
export class RootDiagnostics {
  private readonly seen = new Map<string, { kept: Diagnostic; text: string; first: string; more: number }>();

  /**
   * `d` when it is new (a copy, which later repeats update), else undefined. The page it names
   * is the first by URL, whichever thread found it first.
   */
  once(d: Diagnostic): Diagnostic | undefined {
    const page = ON_PAGE.exec(d.message);
    if (!d.code.startsWith('root/') || !page) return d;
    const text = d.message.slice(0, page.index);
    const route = page[0].slice(' (page '.length, -1);
    const key = `${d.code}\0${d.file ?? ''}\0${d.line ?? ''}\0${d.column ?? ''}\0${text}`;
    const seen = this.seen.get(key);
    if (!seen) {
      const kept = { ...d };
      this.seen.set(key, { kept, text, first: route, more: 0 });
      return kept;
    }
    seen.more++;
    if (byCodeUnits(route, seen.first) < 0) seen.first = route;
    seen.kept.message = `${text} (page ${seen.first} and ${seen.more} other page${seen.more === 1 ? '' : 's'})`;
    return undefined;
  }
}
