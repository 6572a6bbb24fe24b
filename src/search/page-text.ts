/**
 * The text search indexes, taken from a page's hast: one section for the text before the first
 * `##` heading and one per `##`/`###` heading (so every hit can link to its anchor), each with
 * its prose and, apart, the text of its code blocks. Deeper headings stay in their section.
 * Markdown pages call it with their tree; any other source that ends as hast can too.
 */
import type { Element, ElementContent, Root } from 'hast';

/** A part of a page between two headings. */
export interface SearchSection {
  /** Id of the heading that starts it; empty for the text before the first heading. */
  anchor: string;
  /** Text of that heading; empty for the first section. */
  heading: string;
  /** Prose: paragraphs, lists, tables, admonitions, tabs, whitespace collapsed. */
  text: string;
  /** Text of the code blocks (and their titles). */
  code: string;
}

/** What the index knows of one page. */
export interface SearchPage {
  /** URL of the page, base URL applied. */
  href: string;
  title: string;
  /** Labels of the breadcrumbs above the page (the page itself not included). */
  breadcrumb: string[];
  sections: SearchSection[];
}

/** Headings that start a section. */
const SECTION_HEADINGS = new Set(['h2', 'h3']);
/** Elements whose text is a block of its own: words on both sides of them never run together. */
const BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'table',
  'div',
  'blockquote',
  'br',
  'hr',
  'h4',
  'h5',
  'h6',
  'details',
  'summary',
  'figure',
  'figcaption',
  'pre',
  'docsgen-admonition',
  'docsgen-tabs',
  'docsgen-tab',
]);
/** Elements that carry no text for readers. */
const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'img', 'input', 'button', 'docsgen-admonition-title']);

/**
 * Whether `el` is no text for the index: a theme's chrome in rendered HTML (MDX and React pages
 * are indexed from what they render), marked `data-search="ignore"` (a code block's language
 * label), or a heading's link to itself, whose text is a sign (`#`, `¶`), not words. A theme
 * marks `data-search="code"` what belongs with the code (a code block's title).
 */
function ignored(el: Element, inHeading: boolean): boolean {
  if (SKIPPED.has(el.tagName) || el.properties.dataSearch === 'ignore') return true;
  if (!inHeading || el.tagName !== 'a' || typeof el.properties.href !== 'string' || !el.properties.href.startsWith('#')) return false;
  const text: string[] = [];
  textContent(el, text);
  return !/[\p{L}\p{N}]/u.test(text.join(''));
}

/**
 * The TeX of a KaTeX formula (rehype-katex's output): KaTeX writes each formula twice, as MathML
 * for assistive technology and as styled HTML for the eye, and the MathML keeps the source in an
 * `<annotation encoding="application/x-tex">`. The index takes that source once, not the two
 * renderings' glyphs. Undefined for other elements, and for KaTeX output without the MathML.
 */
function katexSource(el: Element): string | undefined {
  const className = el.properties.className;
  if (!Array.isArray(className) || !className.includes('katex')) return undefined;
  const find = (node: Element): Element | undefined => {
    if (node.tagName === 'annotation' && node.properties.encoding === 'application/x-tex') return node;
    for (const child of node.children) {
      const found = child.type === 'element' ? find(child) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  const annotation = find(el);
  if (!annotation) return undefined;
  const tex: string[] = [];
  textContent(annotation, tex);
  return ` ${tex.join('').trim()} `;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function textContent(node: ElementContent | Root, out: string[], inHeading = false): void {
  if (node.type === 'text') out.push(node.value);
  else if (node.type === 'element' || node.type === 'root') {
    if (node.type === 'element' && (inHeading ? ignored(node, true) : SKIPPED.has(node.tagName))) return;
    const tex = node.type === 'element' ? katexSource(node) : undefined;
    if (tex !== undefined) {
      out.push(tex);
      return;
    }
    for (const child of node.children) textContent(child as ElementContent, out, inHeading);
  }
}

/** The text of a page's body, cut into sections at its `##` and `###` headings. */
export function searchSections(tree: Root): SearchSection[] {
  const sections: Array<{ anchor: string; heading: string; text: string[]; code: string[] }> = [];
  let current = { anchor: '', heading: '', text: [] as string[], code: [] as string[] };
  sections.push(current);

  const walk = (node: ElementContent | Root): void => {
    if (node.type === 'text') {
      current.text.push(node.value);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'root') {
      for (const child of node.children) walk(child as ElementContent);
      return;
    }
    const el: Element = node;
    const tag = el.tagName;
    if (ignored(el, false)) return;
    if (tag === 'h1') return; // the page's title, indexed as such
    const tex = katexSource(el);
    if (tex !== undefined) {
      current.text.push(tex);
      return;
    }
    if (SECTION_HEADINGS.has(tag)) {
      const heading: string[] = [];
      textContent(el, heading, true);
      // The heading's id as the page has it: a heading whose id the theme reserves has the content
      // prefix, and its anchor without it would name the theme's element.
      current = {
        anchor: typeof el.properties.id === 'string' ? el.properties.id : '',
        heading: collapse(heading.join('')),
        text: [],
        code: [],
      };
      sections.push(current);
      return;
    }
    // A code block (docsgen's element in a Markdown page's tree, `<pre>` in rendered HTML), or
    // what a theme marks as going with the code (a code block's title in rendered HTML).
    if (tag === 'docsgen-code' || tag === 'pre' || el.properties.dataSearch === 'code') {
      const code: string[] = [];
      if (typeof el.properties.title === 'string') code.push(el.properties.title, '\n');
      textContent(el, code);
      current.code.push(code.join(''), '\n');
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) current.text.push('\n');
    // An admonition's title and a tab's label are text the reader sees.
    const label = tag === 'docsgen-admonition' ? el.properties.title : tag === 'docsgen-tab' ? el.properties.label : undefined;
    if (typeof label === 'string') current.text.push(label, '\n');
    for (const child of el.children) walk(child);
    if (block) current.text.push('\n');
  };
  walk(tree);

  return sections
    .map((s) => ({ anchor: s.anchor, heading: s.heading, text: collapse(s.text.join('')), code: s.code.join('').trim() }))
    .filter((s, i) => i > 0 || s.text !== '' || s.code !== '');
}

/**
 * A page as the index sees it. The description leads the first section when the text does not
 * already say it (frontmatter descriptions are often a summary found nowhere else).
 */
export function searchPage(options: { tree: Root; href: string; title: string; description: string; breadcrumb: string[] }): SearchPage {
  const sections = searchSections(options.tree);
  const description = collapse(options.description);
  if (description) {
    const first = sections[0];
    if (first && first.anchor === '') {
      if (!first.text.includes(description)) first.text = `${description} ${first.text}`.trim();
    } else sections.unshift({ anchor: '', heading: '', text: description, code: '' });
  }
  return { href: options.href, title: options.title, breadcrumb: options.breadcrumb, sections };
}
