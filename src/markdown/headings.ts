/**
 * Heading ids the way GitHub and Docusaurus make them (github-slugger over the heading's
 * text), or the `{#custom-id}` written at its end. The text leaves out inline HTML tags
 * (`## Option <span class="badge">new</span>` is "Option new"), as the rendered heading reads.
 */
import type { Heading, Nodes as MdNode } from 'mdast';
import GithubSlugger from 'github-slugger';

/** A heading with its anchor id. */
export interface HeadingInfo {
  depth: number;
  id: string;
  text: string;
}

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** Plain text of a node, without raw HTML tags. */
function textOf(node: MdNode): string {
  if (node.type === 'html') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as MdNode[]).map(textOf).join('');
  if (node.type === 'image') return node.alt ?? '';
  return '';
}

/** Gives headings their ids, in document order; one per page (ids are unique within it). */
export function createHeadingIds() {
  const slugger = new GithubSlugger();
  const headings: HeadingInfo[] = [];
  let h1: string | undefined;
  const visit = (node: Heading): HeadingInfo => {
    const last = node.children.at(-1);
    let id: string | undefined;
    if (last?.type === 'text') {
      const m = CUSTOM_ID.exec(last.value);
      if (m) {
        id = m[1]!;
        last.value = last.value.slice(0, m.index);
        slugger.slug(id); // reserve it so a later identical heading gets a suffix
      }
    }
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    if (node.depth === 1 && h1 === undefined) h1 = text;
    id ??= slugger.slug(text);
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    const info = { depth: node.depth, id, text };
    headings.push(info);
    return info;
  };
  return {
    visit,
    headings,
    get h1(): string | undefined {
      return h1;
    },
  };
}
