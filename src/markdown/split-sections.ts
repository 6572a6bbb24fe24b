/**
 * Splits a very large Markdown document into independent top-level sections, so each can be
 * parsed on its own. The parser (micromark) takes time quadratic in the size of a document
 * with many top-level lists; parsing ~32 KB sections keeps a 5 MB page linear.
 *
 * A cut is made only where parsing the parts separately gives the same tree as parsing the
 * whole: before an ATX heading at column 0 that follows a blank line, outside fenced code,
 * `:::` blocks and multi-line HTML blocks. Documents with link reference definitions or
 * footnote definitions (which reach across the whole document) are not split.
 */
import { fenceTracker } from './fences.js';

/** A section of the document and where it starts. */
export interface Section {
  text: string;
  /** 0-based line of the section's first line in the document. */
  line: number;
  /** Offset of the section's first character in the document. */
  offset: number;
}

/** Documents below this size are parsed whole. */
export const SPLIT_ABOVE = 64 * 1024;
const TARGET = 32 * 1024;

const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;
const HEADING = /^#{1,6}(?:[ \t]|$)/;
const DIRECTIVE_OPEN = /^ {0,3}(:{3,})[a-zA-Z]/;
const DIRECTIVE_CLOSE = /^ {0,3}(:{3,})\s*$/;
const HTML_OPEN = /^ {0,3}<(?:(script|pre|style|textarea)(?:[\s>]|$)|(!--)|(\?)|(![A-Za-z])|(!\[CDATA\[))/i;
const HTML_CLOSE = [/<\/(?:script|pre|style|textarea)>/i, /-->/, /\?>/, />/, /\]\]>/];

/** The sections of `source`, or undefined when it should be parsed whole. */
export function splitSections(source: string): Section[] | undefined {
  if (source.length <= SPLIT_ABOVE || DEFINITION.test(source)) return undefined;
  const sections: Section[] = [];
  const inFence = fenceTracker();
  let directives = 0;
  let html: RegExp | undefined;
  let start = 0;
  let startLine = 0;
  let offset = 0;
  let line = 0;
  let previousBlank = true;
  while (offset < source.length) {
    const end = source.indexOf('\n', offset);
    const next = end < 0 ? source.length : end + 1;
    const text = source.slice(offset, end < 0 ? source.length : end);
    if (html) {
      if (html.test(text)) html = undefined;
    } else if (!inFence(text)) {
      const h = HTML_OPEN.exec(text);
      if (h) {
        const close = HTML_CLOSE[h.slice(1).findIndex((g) => g !== undefined)]!;
        if (!close.test(text.slice(h[0].length))) html = close;
      } else if (DIRECTIVE_OPEN.test(text)) directives++;
      else if (DIRECTIVE_CLOSE.test(text)) directives = Math.max(0, directives - 1);
      else if (HEADING.test(text) && previousBlank && directives === 0 && offset - start >= TARGET) {
        sections.push({ text: source.slice(start, offset), line: startLine, offset: start });
        start = offset;
        startLine = line;
      }
    }
    previousBlank = text.trim() === '';
    offset = next;
    line++;
  }
  sections.push({ text: source.slice(start), line: startLine, offset: start });
  return sections.length > 1 ? sections : undefined;
}
