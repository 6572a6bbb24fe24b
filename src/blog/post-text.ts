/**
 * A post's Markdown as its pages need it: without the title heading (the layout shows the
 * title), cut at the truncate marker for list pages, and its reading time. Every function keeps
 * line numbers: removed text becomes blank lines, so diagnostics still point into the file.
 */

import { closesFence, fenceOpening, type Fence } from '../markdown/fences.js';

/** `<!-- truncate -->` or `{/* truncate *\/}`, with any spaces inside (Docusaurus's default marker). */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** Replaces every character of `text` but line breaks with nothing. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, '');
}

/** Lines of `body` outside fenced code, as `[index, line]`, stopping when `visit` returns true. */
function scanOutsideFences(lines: string[], visit: (i: number, line: string) => boolean): void {
  let fence: Fence | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    fence = fenceOpening(line);
    if (fence) continue;
    if (visit(i, line)) return;
  }
}

/**
 * Blanks the post's title heading, as Docusaurus's blog does (`removeContentTitle`): the first
 * heading of the document, when it is a `#` heading and no `---`/`***` rule or other heading
 * comes before it. Paragraphs, imports and comments before it do not matter.
 */
export function removeTitleHeading(body: string): string {
  const lines = body.split('\n');
  let prose = false;
  scanOutsideFences(lines, (i, line) => {
    if (/^ {0,3}#(?:[ \t]|$)/.test(line)) {
      lines[i] = '';
      return true;
    }
    if (/^ {0,3}#{2,6}(?:[ \t]|$)/.test(line)) return true;
    // A setext heading: a paragraph line underlined with = (a title) or - (a second-level one).
    if (prose && /^ {0,3}=+[ \t]*$/.test(line)) {
      lines[i] = '';
      lines[i - 1] = '';
      return true;
    }
    if (prose && /^ {0,3}-+[ \t]*$/.test(line)) return true;
    if (/^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line)) return true;
    prose = line.trim() !== '' && !/^ {0,3}(?:[>*+-]|\d+[.)])\s|^ {4}|^\t|^\s*</.test(line);
    return false;
  });
  return lines.join('\n');
}

/** Where the truncate marker is in `body` (anywhere, even in code, as Docusaurus searches), or -1. */
export function truncateMarkerAt(body: string): number {
  const m = TRUNCATE_MARKER.exec(body);
  return m ? m.index : -1;
}

/** `body` up to its truncate marker: what list pages show of the post. */
export function truncatedText(body: string): string {
  const at = truncateMarkerAt(body);
  return at < 0 ? body : body.slice(0, at);
}

/**
 * `body` without its truncate markers, so that an MDX-comment marker in a `.md` post does not
 * show as text. Markers inside fenced code stay: they are part of the code.
 */
export function withoutTruncateMarkers(body: string): string {
  if (!TRUNCATE_MARKER.test(body)) return body;
  const lines = body.split('\n');
  scanOutsideFences(lines, (i, line) => {
    lines[i] = line.replace(new RegExp(TRUNCATE_MARKER.source, 'g'), (m) => blank(m));
    return false;
  });
  return lines.join('\n');
}

/** A word segmenter for `locale` (English when the runtime does not know it). */
export function wordSegmenter(locale: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    return new Intl.Segmenter('en', { granularity: 'word' });
  }
}

/**
 * Minutes to read `text` at 200 words a minute, to two decimals (Docusaurus's default): words
 * as `Intl.Segmenter` finds them for the site's language, code and markup included.
 */
export function readingTime(text: string, segmenter: Intl.Segmenter): number {
  let words = 0;
  // Line by line: a line break always ends a word (Unicode word boundary rules WB3a/WB3b), so the
  // count is the same, and segmenting a whole long post at once takes time that grows faster
  // than its length.
  for (const line of text.split('\n')) for (const segment of segmenter.segment(line)) if (segment.isWordLike) words++;
  return Math.round((words / 200) * 100) / 100;
}
