/**
 * Code fences as CommonMark opens and closes them, for the scans of a page's lines that run
 * before it is parsed (MDX's compatibility rewrites, MDX detection, the description, a blog
 * post's title and truncation): what is inside a fence is code, never syntax.
 */

/** An open fence: its character and how many of them opened it. */
export interface Fence {
  char: string;
  length: number;
}

const OPENING = /^ {0,3}(`{3,}|~{3,})/;
const CLOSING = /^ {0,3}(`{3,}|~{3,})\s*$/;

/**
 * The fence `line` opens, if it opens one: up to three spaces of indent, then three or more
 * backticks or tildes. After backticks, the info string has none: ```` ```GET /v1``` ```` on a
 * line of its own is a code span in a paragraph.
 */
export function fenceOpening(line: string): Fence | undefined {
  const open = OPENING.exec(line);
  if (!open) return undefined;
  const marker = open[1]!;
  if (marker[0] === '`' && line.includes('`', open[0].length)) return undefined;
  return { char: marker[0]!, length: marker.length };
}

/** Whether `line` closes `fence`: up to three spaces, at least as many of its character, then nothing but spaces. */
export function closesFence(line: string, fence: Fence): boolean {
  const close = CLOSING.exec(line);
  return close !== null && close[1]![0] === fence.char && close[1]!.length >= fence.length;
}
