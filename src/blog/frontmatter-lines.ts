/** Where each top-level key of a file's frontmatter is written, so problems with a post's `authors` or `tags` point at that line. */

/** Line (1-based) of each top-level key in the `---` block at the start of `raw`. */
export function frontmatterKeyLines(raw: string): Record<string, number> {
  const lines = raw.replace(/^\ufeff/, '').split('\n');
  const out: Record<string, number> = {};
  if (lines[0]?.trimEnd() !== '---') return out;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^(---|\.\.\.)\s*$/.test(line)) break;
    const m = /^([A-Za-z_][\w-]*)\s*:/.exec(line);
    if (m && out[m[1]!] === undefined) out[m[1]!] = i + 1;
  }
  return out;
}
