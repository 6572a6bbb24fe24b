/**
 * Magic comments in code blocks, as Docusaurus reads them (its `prism.magicComments`): which
 * comment styles count for a block's language, and what the comments mark. No highlighter here:
 * the config's schema reads the defaults.
 */
/**
 * A kind of magic comment (Docusaurus's `prism.magicComments`): a comment alone on its line,
 * `// highlight-next-line` or a `// highlight-start` … `// highlight-end` pair, that gives the
 * next line or the lines between a class, and is itself left out of the block.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's class of highlighted lines, which is docsgen's `line--hl`. */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';
/** The magic comments of a site that configures none, as on Docusaurus. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: HIGHLIGHTED_LINE_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** How comments are written, by kind (the patterns' sources). */
const COMMENT_STYLES = {
  slashes: ['\\/\\/', ''],
  block: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  semicolons: [';;', ''],
  percent: ['%', ''],
  quote: ["['\u2018\u2019]", ''],
  vbnet: ["(?:_\\s*)?['\u2018\u2019]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  bang: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;
type CommentStyle = keyof typeof COMMENT_STYLES;

/** The comment styles a magic comment may be written in, by the block's language (as Docusaurus reads them). */
function commentStyles(language: string): CommentStyle[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['slashes', 'block'];
    case 'jsx':
    case 'tsx':
      return ['slashes', 'block', 'jsx'];
    case 'html':
      return ['slashes', 'block', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['hash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'hash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['percent'];
    case 'lua':
    case 'haskell':
      return ['dashes'];
    case 'sql':
      return ['dashes', 'block'];
    case 'wasm':
      return ['semicolons'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['quote', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'bang'];
    case 'fsharp':
      return ['slashes', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['bang'];
    case 'cobol':
      return ['cobol'];
    default:
      return ['slashes', 'block', 'jsx', 'hash', 'html'];
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const directivePatterns = new Map<string, RegExp>();

/**
 * Takes the magic comments out of `code`: the code without their lines, and the classes each
 * remaining line (0-based) gets from them. A comment counts only alone on its line.
 */
export function applyMagicComments(code: string, language: string, comments: readonly MagicComment[]): { code: string; classes: Map<number, string[]> } {
  const classes = new Map<number, string[]>();
  const directives = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((d): d is string => Boolean(d));
  if (!directives.some((d) => code.includes(d))) return { code, classes };
  const key = `${language}\0${directives.join('\0')}`;
  let pattern = directivePatterns.get(key);
  if (!pattern) {
    const names = directives.map(escapeRegExp).join('|');
    const styles = commentStyles(language).map((style) => `(?:${COMMENT_STYLES[style][0]}\\s*(${names})\\s*${COMMENT_STYLES[style][1]})`);
    directivePatterns.set(key, (pattern = new RegExp(`^\\s*(?:${styles.join('|')})\\s*$`)));
  }
  const add = (line: number, className: string): void => {
    const list = classes.get(line) ?? [];
    if (!list.includes(className)) list.push(className);
    classes.set(line, list);
  };
  const open = new Map<string, number[]>();
  const kept: string[] = [];
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((m) => m !== undefined);
    if (directive === undefined) {
      kept.push(line);
      continue;
    }
    for (const comment of comments) {
      if (comment.line === directive) add(kept.length, comment.className);
      else if (comment.block?.start === directive) open.set(comment.className, [...(open.get(comment.className) ?? []), kept.length]);
      else if (comment.block?.end === directive) {
        const starts = open.get(comment.className);
        const start = starts?.pop();
        if (start !== undefined) for (let n = start; n < kept.length; n++) add(n, comment.className);
      }
    }
  }
  // A line comment marks the line after it; one at the very end marks nothing.
  for (const line of [...classes.keys()]) if (line >= kept.length) classes.delete(line);
  return { code: kept.join('\n'), classes };
}
