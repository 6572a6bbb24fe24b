import { Fragment, type ReactNode } from 'react';
import type { TocItem } from '../src/theme-api.js';
import { strings } from './ui-strings.js';

interface TocNode extends TocItem {
  children: TocNode[];
}

function nest(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= item.depth) stack.pop();
    if (stack.length) stack[stack.length - 1]!.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** A heading's text as the table of contents shows it: its code, strong, emphasis and struck-through runs kept, as on Docusaurus. */
function Label({ item }: { item: TocItem }) {
  if (!item.runs) return <>{item.text}</>;
  return (
    <>
      {item.runs.map((run, i) => {
        let out: ReactNode = run.text;
        if (run.code) out = <code>{out}</code>;
        if (run.del) out = <del>{out}</del>;
        if (run.em) out = <em>{out}</em>;
        if (run.strong) out = <strong>{out}</strong>;
        return <Fragment key={i}>{out}</Fragment>;
      })}
    </>
  );
}

/** Docusaurus's class names (`table-of-contents`, `table-of-contents__link`) go beside docsgen's, for sites' CSS. */
function List({ nodes, nested }: { nodes: TocNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc__list' : 'toc__list table-of-contents'}>
      {nodes.map((n) => (
        <li key={n.id}>
          <a className="toc__link table-of-contents__link" href={`#${n.id}`}>
            <Label item={n} />
          </a>
          {n.children.length ? <List nodes={n.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Desktop table of contents: a column beside the article. */
export function TocColumn({ items, lang }: { items: TocItem[]; lang: string }) {
  return (
    <nav className="toc" aria-label={strings.onThisPage}>
      <p className="toc__title">{strings.onThisPage}</p>
      <div lang={lang}>
        <List nodes={nest(items)} />
      </div>
    </nav>
  );
}

/** Mobile table of contents: a collapsed disclosure above the article. */
export function TocCollapsible({ items, lang }: { items: TocItem[]; lang: string }) {
  return (
    <details className="toc-mobile">
      <summary className="toc-mobile__summary">{strings.onThisPage}</summary>
      <div lang={lang}>
        <List nodes={nest(items)} />
      </div>
    </details>
  );
}
