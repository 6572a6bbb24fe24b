/**
 * GitHub Flavored Markdown for the parser: the syntax and tree extensions remark-gfm adds,
 * with two differences that give the same tree in less time.
 *
 * - Constructs that need some text are left out of the tokenizer of a document without it:
 *   email autolinks (`@`; tried at the start of every word, they also cut the text into one
 *   token per word), tables (`|`), footnotes (`[^`) and strikethrough (`~`).
 * - Literal autolinks are also looked for by a pass over every text node of the finished tree
 *   (four walks of the whole tree, one per pattern, each allocating its list of ancestors at
 *   every node). Here one walk finds the text nodes that could hold such a link, and the pass
 *   runs on each of them alone.
 */
import type { Nodes as MdNode, Root } from 'mdast';
import type { Extension as SyntaxExtension } from 'micromark-util-types';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';

type TreeExtension = ReturnType<typeof gfmFromMarkdown>[number];
type Transform = NonNullable<TreeExtension['transforms']>[number];
type Constructs = NonNullable<SyntaxExtension['text']>;

const fullSyntax = gfm();

/**
 * Constructs a document cannot use without some text: they are left out of its tokenizer when
 * the text is absent. Each is otherwise tried where micromark could start it (the table at the
 * start of every line, the footnote call at every `]`, email autolinks at every word).
 */
const OPTIONAL: ReadonlyArray<{ names: readonly string[]; needle: string }> = [
  { names: ['emailAutolink'], needle: '@' },
  { names: ['table'], needle: '|' },
  { names: ['gfmFootnoteDefinition', 'gfmFootnoteCall', 'gfmPotentialFootnoteCall'], needle: '[^' },
  { names: ['strikethrough'], needle: '~' },
];

/** GFM syntax without the constructs named in `names`. */
function syntaxWithout(names: ReadonlySet<string>): SyntaxExtension {
  const out: Record<string, unknown> = {};
  for (const [kind, table] of Object.entries(fullSyntax)) {
    if (!table || typeof table !== 'object' || kind === 'attentionMarkers') {
      out[kind] = table;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(table as Constructs)) {
      const constructs = (Array.isArray(value) ? value : value ? [value] : []).filter((c) => !names.has((c as { name?: string }).name ?? ''));
      if (constructs.length) kept[code] = constructs;
    }
    out[kind] = kept;
  }
  return out;
}

{
  // Every optional construct must still be where this module leaves it out.
  const present = new Set<string>();
  for (const table of Object.values(fullSyntax)) {
    if (table && typeof table === 'object')
      for (const value of Object.values(table as Constructs)) for (const c of [value].flat()) present.add((c as { name?: string })?.name ?? '');
  }
  const missing = OPTIONAL.flatMap((o) => o.names).filter((n) => !present.has(n));
  if (missing.length) throw new Error(`micromark-extension-gfm changed: no construct named ${missing.join(', ')}`);
}

const variants = new Map<number, SyntaxExtension>();

/** The GFM syntax extension for tokenizing `source`: without the constructs it cannot hold. */
export function gfmSyntax(source: string): SyntaxExtension {
  let mask = 0;
  for (let i = 0; i < OPTIONAL.length; i++) if (!source.includes(OPTIONAL[i]!.needle)) mask |= 1 << i;
  let syntax = variants.get(mask);
  if (!syntax) {
    syntax = mask ? syntaxWithout(new Set(OPTIONAL.filter((_, i) => mask & (1 << i)).flatMap((o) => o.names))) : fullSyntax;
    variants.set(mask, syntax);
  }
  return syntax;
}

/**
 * Text that the autolink pass could turn into a link: its URL pattern starts with `http://`,
 * `https://` or `www.` (any case), its email, `mailto:` and `xmpp:` patterns need an `@`.
 */
const MAY_AUTOLINK = /@|https?:\/\/|www\./i;

/**
 * Runs `transform` (the autolink pass) on each text node of `tree` that could hold a link,
 * outside links and link references (which the pass leaves alone), and puts what it makes of
 * the node in its place. The pass only ever replaces a text node by what it finds in that
 * node's own value, in order, pattern after pattern, so running it on each node alone (in a
 * root of its own) gives the tree that running it on the whole tree gives.
 */
function autolinkCandidates(tree: Root, transform: Transform): void {
  const walk = (children: MdNode[]): void => {
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'text') {
        if (!MAY_AUTOLINK.test(node.value)) continue;
        const alone: Root = { type: 'root', children: [node] };
        transform(alone);
        const made = alone.children as MdNode[];
        if (made.length === 1 && made[0] === node) continue;
        children.splice(i, 1, ...made);
        i += made.length - 1;
      } else if ('children' in node && node.type !== 'link' && node.type !== 'linkReference') {
        walk(node.children);
      }
    }
  };
  walk(tree.children);
}

/** The autolink extension is the one that handles `literalAutolink` tokens. */
function guardAutolinks(extension: TreeExtension): TreeExtension {
  if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms) return extension;
  const transforms = extension.transforms.map(
    (transform): Transform =>
      (tree: Root) =>
        autolinkCandidates(tree, transform),
  );
  return { ...extension, transforms };
}

/** GFM's extensions for building the tree from tokens (tables, footnotes, autolinks…). */
export const gfmTree: TreeExtension[] = gfmFromMarkdown().map(guardAutolinks);
