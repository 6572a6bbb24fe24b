/**
 * The options of the results listbox: each a link (`<a role="option">`), so a click, a middle
 * click or Enter goes where a link goes, and client-side navigation takes it like any other.
 */
import { create } from '../../../src/client/index.js';
import type { ExcerptPart, SearchHit } from '../../../src/client/search/index.js';
import type { RecentHit } from './recent.js';

/** What an option leads to, as remembered among recent results. */
export type OptionTarget = RecentHit;

function span(cls: string, text?: string): HTMLSpanElement {
  const s = create('span');
  s.className = cls;
  if (text !== undefined) s.textContent = text;
  return s;
}

function excerptElement(parts: ExcerptPart[]): HTMLSpanElement {
  const out = span('search-hit__excerpt');
  for (const p of parts) {
    if (!p.mark) out.append(p.text);
    else {
      const m = create('mark');
      m.textContent = p.text;
      out.append(m);
    }
  }
  return out;
}

function option(target: OptionTarget, cls: string, children: Node[]): HTMLAnchorElement {
  const a = create('a');
  a.className = `search-hit ${cls}`;
  a.href = target.href;
  a.tabIndex = -1;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  a.append(...children);
  return a;
}

/** Options for search results: a page's best section with its title and breadcrumb, then its other sections. */
export function resultOptions(hits: SearchHit[]): Array<{ element: HTMLAnchorElement; target: OptionTarget }> {
  const out: Array<{ element: HTMLAnchorElement; target: OptionTarget }> = [];
  for (const hit of hits) {
    hit.sections.forEach((section, i) => {
      const target: OptionTarget = {
        href: section.anchor ? `${hit.href}#${section.anchor}` : hit.href,
        title: hit.title,
        heading: section.heading,
        breadcrumb: hit.breadcrumb,
      };
      const children: Node[] = [];
      if (i === 0) {
        if (hit.breadcrumb) children.push(span('search-hit__path', hit.breadcrumb));
        const title = span('search-hit__title', hit.title);
        if (section.heading) title.append(span('search-hit__heading', ` › ${section.heading}`));
        children.push(title);
      } else children.push(span('search-hit__title', section.heading || hit.title));
      if (section.excerpt.length) children.push(excerptElement(section.excerpt));
      out.push({ element: option(target, i === 0 ? 'search-hit--page' : 'search-hit--section', children), target });
    });
  }
  return out;
}

/** Options for remembered results. */
export function recentOptions(recent: RecentHit[]): Array<{ element: HTMLAnchorElement; target: OptionTarget }> {
  return recent.map((target) => {
    const children: Node[] = [];
    if (target.breadcrumb) children.push(span('search-hit__path', target.breadcrumb));
    const title = span('search-hit__title', target.title);
    if (target.heading) title.append(span('search-hit__heading', ` › ${target.heading}`));
    children.push(title);
    return { element: option(target, 'search-hit--page search-hit--recent', children), target };
  });
}
