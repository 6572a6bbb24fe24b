/**
 * Which format a Markdown file is read in: its own `mdx.format` frontmatter first; else `.mdx`
 * files are MDX, and a `.md` file follows the site's `markdown.format`: `md` is CommonMark + GFM +
 * directives, `mdx` is MDX, and `detect` (the default) reads it as MDX only when it uses what
 * only MDX has, outside code: import/export lines, JSX components (`<Tabs>`, `<>`), or
 * `{/* comments *\/}`. Plain Markdown stays on the faster CommonMark path.
 */
import { closesFence, fenceOpening, type Fence } from '../markdown/fences.js';

export type MarkdownFormat = 'md' | 'mdx';

const ESM_LINE = /^(?:import\s+(?:[\w$*{]|['"])|export\s+(?:const|let|var|function|default|async|class|\{|\*))/;
const JSX_COMPONENT = /<(?:[A-Z][\w.]*(?=[\s/>])|>)/;
const MDX_COMMENT = /\{\/\*/;

/** Text of a line without its inline code spans (`` `<Tabs>` `` is not JSX). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)[\s\S]*?\1/g, '');
}

/** Whether `body` uses syntax only MDX has, outside fenced code. */
export function usesMdxSyntax(body: string): boolean {
  let fence: Fence | undefined;
  for (const raw of body.split('\n')) {
    const line = raw.trimStart();
    if (fence) {
      if (closesFence(raw, fence)) fence = undefined;
      continue;
    }
    fence = fenceOpening(raw);
    if (fence) continue;
    // Indented code (four spaces) cannot hold MDX either.
    if (/^( {4}|\t)/.test(raw)) continue;
    if (ESM_LINE.test(raw)) return true;
    const text = withoutCodeSpans(line);
    if (JSX_COMPONENT.test(text) || MDX_COMMENT.test(text)) return true;
  }
  return false;
}

/**
 * The format `file` is read in, from its extension, its frontmatter and the site's setting.
 * `mdxSyntax` answers {@link usesMdxSyntax} for the body (from the build cache, on a rebuild).
 */
export function markdownFormat(
  file: string,
  body: string,
  site: 'detect' | 'md' | 'mdx',
  own: 'detect' | 'md' | 'mdx' | undefined,
  mdxSyntax: () => boolean = () => usesMdxSyntax(body),
): MarkdownFormat {
  if (own === 'md' || own === 'mdx') return own;
  if (/\.mdx$/i.test(file)) return 'mdx';
  const setting = own ?? site;
  if (setting === 'detect') return mdxSyntax() ? 'mdx' : 'md';
  return setting;
}
