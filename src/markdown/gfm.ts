/**
 * GitHub Flavored Markdown for the parser: the syntax and tree extensions remark-gfm adds,
 * with two differences that give the same tree in less time.
 *
 * - Literal email autolinks (`ops@example.co.id` in prose) are tried by the tokenizer at the
 *   start of every word, which also cuts the text into one token per word. A document with no
 *   `@` cannot hold one, so it is tokenized without that construct.
 * - Literal autolinks are also looked for by a pass over every text node of the finished tree;
 *   on a typical API page that pass finds nothing and costs a tenth of the parse. Here it runs
 *   only when some text node could hold such a link.
 */
import type { Nodes as MdNode, Root } from 'mdast';
import type { Extension as SyntaxExtension } from 'micromark-util-types';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';

type TreeExtension = ReturnType<typeof gfmFromMarkdown>[number];
type Transform = NonNullable<TreeExtension['transforms']>[number];
type Constructs = NonNullable<SyntaxExtension['text']>;

const fullSyntax = gfm();

/** GFM syntax without the email autolink construct, the only one registered for digits. */
const syntaxWithoutEmail = ((): SyntaxExtension => {
  const text: Constructs = fullSyntax.text ?? {};
  const forDigits = text[48];
  const email = Array.isArray(forDigits) && forDigits.length === 1 ? forDigits[0] : undefined;
  if (!email) throw new Error('micromark-extension-gfm changed: digits no longer have the email autolink construct alone');
  const rest: Constructs = {};
  for (const [code, value] of Object.entries(text)) {
    const kept = (Array.isArray(value) ? value : value ? [value] : []).filter((construct) => construct !== email);
    if (kept.length) rest[Number(code)] = kept;
  }
  return { ...fullSyntax, text: rest };
})();

/** The GFM syntax extension for tokenizing `source`. */
export function gfmSyntax(source: string): SyntaxExtension {
  return source.includes('@') ? fullSyntax : syntaxWithoutEmail;
}

/**
 * Text that the autolink pass could turn into a link: its URL pattern starts with `http://`,
 * `https://` or `www.` (any case), its email, `mailto:` and `xmpp:` patterns need an `@`.
 */
const MAY_AUTOLINK = /@|https?:\/\/|www\./i;

function hasAutolinkCandidate(node: MdNode): boolean {
  if (node.type === 'text') return MAY_AUTOLINK.test(node.value);
  if ('children' in node) {
    for (const child of node.children) if (hasAutolinkCandidate(child)) return true;
  }
  return false;
}

/** The autolink extension is the one that handles `literalAutolink` tokens. */
function guardAutolinks(extension: TreeExtension): TreeExtension {
  if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms) return extension;
  const transforms = extension.transforms.map(
    (transform): Transform =>
      (tree: Root) =>
        hasAutolinkCandidate(tree) ? transform(tree) : undefined,
  );
  return { ...extension, transforms };
}

/** GFM's extensions for building the tree from tokens (tables, footnotes, autolinks…). */
export const gfmTree: TreeExtension[] = gfmFromMarkdown().map(guardAutolinks);
