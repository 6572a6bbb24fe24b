/**
 * Fenced code blocks, followed line by line the way CommonMark opens and closes them, for the
 * line-based passes that run before the parser (admonition titles, `:::` nesting, sections).
 * A closing fence uses the opening's character, is at least as long and has nothing after it:
 * "```js" inside a "```" block is code, not the end of the block.
 */
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;

/** Returns a function to call with each line in order; it says whether the line is a fence or inside one. */
export function fenceTracker(): (line: string) => boolean {
  let open: string | undefined;
  return (line) => {
    const f = FENCE.exec(line);
    if (open !== undefined) {
      if (f && f[1]![0] === open[0] && f[1]!.length >= open.length && f[2]!.trim() === '') open = undefined;
      return true;
    }
    // A backtick fence's info string cannot hold a backtick (that line is inline code).
    if (!f || (f[1]![0] === '`' && f[2]!.includes('`'))) return false;
    open = f[1];
    return true;
  };
}
