/**
 * The JSX runtime compiled MDX calls (MDX compiles in development mode, so every element comes
 * with its place in the `.mdx` file). A normal render drops the place: the element is the one
 * `react/jsx-runtime` makes. When a page failed to render, the engine renders it once more
 * with `locate` set in the render context: each component element then notes its place while
 * its subtree renders, so the place left on top when the error is thrown again is the
 * innermost element of the file around it (`src/pages/page-task.ts` reports it).
 */
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ComponentType, ReactElement } from 'react';
import { renderContext, type SourcePlace } from './render-context.js';

export { Fragment };

interface Source {
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

type AnyComponent = ComponentType<Record<string, unknown>>;

/** Leaves the place of the element whose subtree rendered without throwing. */
function Leave(): null {
  renderContext().locate?.pop();
  return null;
}

/** One wrapper per component and place, so that React sees the same type on every render. */
const wrappers = new WeakMap<object, Map<string, AnyComponent>>();

function located(type: AnyComponent, place: SourcePlace): AnyComponent {
  let byPlace = wrappers.get(type);
  if (!byPlace) wrappers.set(type, (byPlace = new Map<string, AnyComponent>()));
  const key = `${place.file}:${place.line}:${place.column}`;
  let wrapper = byPlace.get(key);
  if (!wrapper) {
    wrapper = (props: Record<string, unknown>) => {
      renderContext().locate?.push(place);
      // A copy: React may have frozen the props it gave the wrapper.
      return [jsx(type, { ...props }, 'element'), jsx(Leave, {}, 'leave')];
    };
    byPlace.set(key, wrapper);
  }
  return wrapper;
}

export function jsxDEV(type: unknown, props: Record<string, unknown>, key: string | undefined, isStatic?: boolean, source?: Source): ReactElement {
  const locate = renderContext().locate;
  if (locate && source?.fileName && source.lineNumber && (typeof type === 'function' || (typeof type === 'object' && type !== null))) {
    const name = (type as { displayName?: string; name?: string }).displayName ?? (type as { name?: string }).name ?? 'component';
    const place = { file: source.fileName, line: source.lineNumber, column: source.columnNumber ?? 1, name };
    return (isStatic ? jsxs : jsx)(located(type as AnyComponent, place), props, key);
  }
  // Static children (written in the file) are not a list that needs keys.
  return (isStatic ? jsxs : jsx)(type as AnyComponent, props, key);
}
