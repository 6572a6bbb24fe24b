/**
 * GitHub Flavored Markdown for the parser: the syntax and tree extensions remark-gfm adds,
 * with one difference. Literal autolinks (`www.x.com`, `https://x.com`, `a@b.co` in prose)
 * are found by a pass over every text node of the finished tree; on a typical API page that
 * pass finds nothing and costs a tenth of the parse. Here it runs only when some text node
 * could hold such a link, which gives the same tree.
 */
import type { Processor } from 'unified';
import type { Nodes as MdNode, Root } from 'mdast';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';

type FromMarkdownExtension = ReturnType<typeof gfmFromMarkdown>[number];
type Transform = NonNullable<FromMarkdownExtension['transforms']>[number];

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
function guardAutolinks(extension: FromMarkdownExtension): FromMarkdownExtension {
  if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms) return extension;
  const transforms = extension.transforms.map((transform): Transform => (tree: Root) => (hasAutolinkCandidate(tree) ? transform(tree) : undefined));
  return { ...extension, transforms };
}

/** unified plugin: GFM syntax (tables, strikethrough, task lists, footnotes, autolinks) for parsing. */
export function remarkGfmParse(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown().map(guardAutolinks));
}
