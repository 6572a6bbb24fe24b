/**
 * The last pass over a page's hast before React renders it, for what React would otherwise
 * render differently from the HTML the Markdown means:
 *
 * - tables are wrapped in `<div class="table-wrap">`, so they scroll sideways on narrow screens;
 * - images load lazily (unless they say otherwise): React preloads every image it renders
 *   that does not, with a `<link rel="preload">` each, so a page of screenshots would fetch
 *   them all first;
 * - `data-*` attributes that are only present (`data-footnote-ref`) stay empty: React writes
 *   `true` as `"true"`;
 * - an image with an empty `src` keeps it: React leaves `src=""` out;
 * - a heading inside a link gets `dataInsideLink`, so the theme adds no link of its own in it.
 */
import type { Element, Root } from 'hast';

/**
 * React leaves out a `src` that is the empty string (`=== ''`). A String object is not, and is
 * written as the empty string (`'' + value`): the `<img src="">` CommonMark gives.
 */

const EMPTY_SRC = new String('') as unknown as string;

const HEADING = /^h[1-6]$/;

/** Finishes `tree` in place (see the module's comment). */
export function finishHast(tree: Root): void {
  const walk = (parent: Root | Element, insideLink: boolean): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type !== 'element') continue;
      const props = child.properties;
      for (const key in props) if (props[key] === true && key.startsWith('data')) props[key] = '';
      if (child.tagName === 'img') {
        props.loading ??= 'lazy';
        if (props.src === '') props.src = EMPTY_SRC;
      } else if (child.tagName === 'table') {
        children[i] = { type: 'element', tagName: 'div', properties: { className: ['table-wrap'] }, children: [child] };
      } else if (insideLink && HEADING.test(child.tagName)) {
        props.dataInsideLink = '';
      }
      walk(child, insideLink || child.tagName === 'a');
    }
  };
  walk(tree, false);
}
