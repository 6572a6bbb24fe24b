/**
 * A page's title and description from its text, the way Docusaurus finds them before any
 * parse: the title is a `#` heading (or a `===` underlined one) at the very start of the
 * content, after import/export lines and comments; the description is the first line of
 * prose. Both are plain text: inline Markdown is reduced to its words.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmSyntax, gfmTree } from '../markdown/gfm.js';
import { closesFence, fenceOpening, type Fence } from '../markdown/fences.js';
import { textOf } from '../markdown/headings.js';

/** Lines before the content proper: MDX imports and exports, comments, blank lines. */
function skipPreamble(lines: string[]): number {
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!.trim();
    if (line === '') {
      i++;
    } else if (/^(import|export)\s/.test(line)) {
      // An import or export runs until a blank line.
      while (i < lines.length && lines[i]!.trim() !== '') i++;
    } else if (line.startsWith('<!--')) {
      while (i < lines.length && !lines[i]!.includes('-->')) i++;
      i++;
    } else if (line.startsWith('{/*')) {
      while (i < lines.length && !lines[i]!.includes('*/}')) i++;
      i++;
    } else break;
  }
  return i;
}

/** Text with nothing Markdown would read as inline syntax (most titles): it is its own text. */
const PLAIN = /^[^\\`*_[\]<>&~!{}]*$/;

/**
 * Inline Markdown to its text, as Docusaurus reads a title from the parsed heading: links and
 * images to their text, code spans and emphasis unwrapped (`snake_case` keeps its underscores),
 * escapes and entities resolved, HTML tags dropped, a trailing `{#id}` left out.
 */
export function inlineText(markdown: string): string {
  const text = markdown.replace(/\s*\{#[^}\s]+\}\s*$/, '').trim();
  if (PLAIN.test(text)) return text;
  // As a heading's content, the text can only be inline: `1. x` is no list, `> x` no quote.
  const heading = fromMarkdown(`# ${text}`, { extensions: [gfmSyntax(text)], mdastExtensions: gfmTree }).children[0];
  return heading ? textOf(heading).trim() : text;
}

/** The title heading at the start of `body`, as text, or undefined. */
export function contentTitle(body: string): string | undefined {
  const lines = body.split('\n');
  const i = skipPreamble(lines);
  const first = lines[i];
  if (first === undefined) return undefined;
  const atx = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*\r?$/.exec(first);
  if (atx) return inlineText(atx[1]!) || undefined;
  const underline = lines[i + 1];
  if (first.trim() && underline !== undefined && /^ {0,3}=+[ \t]*\r?$/.test(underline)) return inlineText(first.trim()) || undefined;
  return undefined;
}

const NOT_PROSE = /^(#{1,6}(\s|$)|[-*+]\s|\d+[.)]\s|>|\||:::|```|~~~|<|\{|!\[|(import|export)\s|={3,}|-{3,}|\*{3,})/;

/** `text`, or as many of its words as fit in `max` characters followed by `…`. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** The first line of prose in `body`, as text (the fallback description), at most 300 characters, cut between words. */
export function excerpt(body: string): string | undefined {
  const lines = body.split('\n');
  let fence: Fence | undefined;
  for (let i = skipPreamble(lines); i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (fence) {
      if (closesFence(lines[i]!, fence)) fence = undefined;
      continue;
    }
    fence = fenceOpening(lines[i]!);
    if (fence) continue;
    // A tag written over several lines (`<Entry\n  title="x"\n/>`): its attributes are no prose.
    if (/^<[A-Za-z][^>]*$/.test(line)) {
      while (i + 1 < lines.length && !lines[i]!.includes('>')) i++;
      continue;
    }
    if (!line || NOT_PROSE.test(line) || /^ {4,}|\t/.test(lines[i]!)) continue;
    const text = inlineText(line).replace(/\s+/g, ' ');
    if (text) return shortened(text, 300);
  }
  return undefined;
}
