/**
 * Heading ids the way GitHub and Docusaurus make them (github-slugger over the heading's
 * text), or the `{#custom-id}` written at its end (in MDX also `{/* #custom-id *\/}`). The text leaves out inline HTML tags
 * (`## Option <span class="badge">new</span>` is "Option new"), as the rendered heading reads.
 * The element's id is the anchor as written (`install`), as Docusaurus writes it, unless the
 * theme reserves that id for an element of its own (`main`): then it carries the content prefix
 * (`user-content-main`), and so do the links the build writes to it (see {@link headingElementIds}).
 * The id recorded for links and link checking is always the anchor as written.
 */
import type { Heading, Nodes as MdNode, Parents as MdParent } from 'mdast';
import GithubSlugger from 'github-slugger';
import { CONTENT_PREFIX } from '../chunk-format.js';

/** A heading with its anchor id. */
export interface HeadingInfo {
  depth: number;
  /** The anchor as links write it (`install` in `#install`); the element's id may have the content prefix (see {@link headingElementIds}). */
  id: string;
  text: string;
  /** The text in runs with their formatting, when some of it is code, strong, emphasis or struck through (the table of contents shows it). */
  runs?: TextRun[];
}

/** A run of a heading's text and the formatting it has. */
export interface TextRun {
  text: string;
  code?: true;
  strong?: true;
  em?: true;
  del?: true;
}

type Marks = Omit<TextRun, 'text'>;
const MARK_NAMES = ['code', 'strong', 'em', 'del'] as const;
const MARKS: Partial<Record<string, keyof Marks>> = { strong: 'strong', emphasis: 'em', delete: 'del' };

/** The runs of `node`'s text with their formatting: joined, they are its text as {@link textOf} reads it. */
function runsOf(node: MdNode, marks: Marks, out: TextRun[]): TextRun[] {
  const push = (text: string, with_: Marks): void => {
    const last = out.at(-1);
    const same = last && MARK_NAMES.every((k) => last[k] === with_[k]);
    if (same) last.text += text;
    else if (text) out.push({ text, ...with_ });
  };
  if (node.type === 'html') return out;
  if (node.type === 'inlineCode') push(node.value, { ...marks, code: true });
  else if ('value' in node && typeof node.value === 'string') push(node.value, marks);
  else if (node.type === 'image') push(node.alt ?? '', marks);
  else if ('children' in node) {
    const mark = MARKS[node.type];
    for (const child of node.children as MdNode[]) runsOf(child, mark ? { ...marks, [mark]: true } : marks, out);
  }
  return out;
}

/** A heading's `runs`, trimmed and with runs of spaces as one as its `text` has them, when any has formatting. */
function formattedRuns(runs: readonly TextRun[]): TextRun[] | undefined {
  if (!runs.some((r) => MARK_NAMES.some((k) => r[k]))) return undefined;
  const out = runs.map((r) => ({ ...r, text: r.text.replace(/\s+/g, ' ') }));
  out[0]!.text = out[0]!.text.trimStart();
  out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd();
  return out.filter((r) => r.text !== '');
}

/** The element id of a heading whose anchor is `anchor`. */
export type HeadingElementId = (anchor: string) => string;

/**
 * How heading anchors become element ids, from the ids the theme reserves for its own elements
 * (`Theme.reservedIds`; an entry ending in `*` reserves every id that starts with the rest). An
 * anchor the theme reserves gets the content prefix, and so does one that already starts with
 * it (that namespace is raw HTML's: see sanitize.ts); every other is the element's id as it is.
 * Without a list (a theme that declares none), every heading id gets the prefix.
 */
export function headingElementIds(reserved: readonly string[] | undefined): HeadingElementId {
  if (reserved === undefined) return (anchor) => CONTENT_PREFIX + anchor;
  const exact = new Set(reserved.filter((id) => !id.endsWith('*')));
  const prefixes = [CONTENT_PREFIX, ...reserved.filter((id) => id.endsWith('*')).map((id) => id.slice(0, -1))];
  return (anchor) => (exact.has(anchor) || prefixes.some((p) => anchor.startsWith(p)) ? CONTENT_PREFIX + anchor : anchor);
}

/** Every heading id prefixed: what a theme that reserves no ids gets. */
export const prefixedHeadingId: HeadingElementId = headingElementIds(undefined);

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;
/** MDX's form of it: one comment whose first word is `#id`, alone in an expression (`{/* #install *\/}`). */
const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)(?:\s(?:(?!\*\/)[\s\S])*)?\*\/\s*$/;

/** Plain text of a node, without raw HTML tags (images give their alt text). */
export function textOf(node: MdNode): string {
  if (node.type === 'html') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as MdNode[]).map(textOf).join('');
  if (node.type === 'image') return node.alt ?? '';
  return '';
}

/** Removes the inline content of `parent` from source offset `offset` on (a heading's `{#id}`). */
function cutFrom(parent: MdParent, offset: number): void {
  const children = parent.children as MdNode[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (start === undefined || end === undefined || end <= offset) continue;
    if (start >= offset) children.splice(i);
    else {
      if (child.type === 'text') child.value = child.value.slice(0, Math.max(0, child.value.lastIndexOf('{#'))).trimEnd();
      else if ('children' in child) cutFrom(child, offset);
      children.splice(i + 1);
    }
    break;
  }
  const last = children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
}

/**
 * Gives headings their ids, in document order; one per page (ids are unique within it).
 * `source` is the text the tree was parsed from, for ids Markdown itself parses; `elementId`
 * gives each anchor its element's id (default: every one prefixed).
 */
export function createHeadingIds(source?: string, elementId: HeadingElementId = prefixedHeadingId) {
  const slugger = new GithubSlugger();
  const headings: HeadingInfo[] = [];
  let h1: string | undefined;
  const visit = (node: Heading): HeadingInfo => {
    const last = node.children.at(-1);
    let id: string | undefined;
    // In MDX, an expression holding only such a comment ends the heading: the id, and no text.
    const comment = last?.type === 'mdxTextExpression' ? COMMENT_ID.exec(last.value) : null;
    if (comment) {
      id = comment[1]!;
      node.children.pop();
      const before = node.children.at(-1);
      if (before?.type === 'text') before.value = before.value.trimEnd();
    } else if (last?.type === 'text') {
      const m = CUSTOM_ID.exec(last.value);
      if (m) {
        id = m[1]!;
        last.value = last.value.slice(0, m.index);
      }
    }
    // An id that Markdown itself parses (`{#__proto__}` is `{#` + strong "proto" + `}`) is read
    // from the source, and the heading's text cut where it starts.
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (id === undefined && source !== undefined && start !== undefined && end !== undefined) {
      const m = CUSTOM_ID.exec(source.slice(start, end));
      if (m) {
        id = m[1]!;
        cutFrom(node, start + m.index + m[0].indexOf('{#'));
      }
    }
    if (id !== undefined) slugger.slug(id); // reserve it so a later identical heading gets a suffix
    // One walk of the heading gives its text and, for the table of contents, its formatting.
    const parts = runsOf(node, {}, []);
    const raw = parts.map((r) => r.text).join('');
    const text = raw.trim().replace(/\s+/g, ' ');
    if (node.depth === 1 && h1 === undefined) h1 = text;
    // The slug keeps runs of spaces, as github-slugger over Docusaurus's heading text does (`1.  A` → `1--a`),
    // and the space before or after an element without text (`## Run <Badge />` → `run-`).
    id ??= slugger.slug(raw);
    // A heading without text has no id, as on Docusaurus (an empty id is no valid HTML).
    if (id !== '') node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: elementId(id) } };
    const runs = formattedRuns(parts);
    const info = { depth: node.depth, id, text, ...(runs ? { runs } : {}) };
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
