/**
 * Puts HTML in one canonical form, so that the output of two pipelines and the HTML of the
 * specifications compare equal when a browser would build the same document from them.
 *
 * The HTML is parsed as a `<body>` fragment by parse5 (as a browser would: entities decoded,
 * `<br />` and `<br>` alike, attributes unquoted) and written back with:
 *
 * - attributes in alphabetical order, values escaped the same way, void elements unclosed, the
 *   classes of `class` separated by one space (it is a list of words);
 * - outside `<pre>`, `<textarea>`, `<script>` and `<style>`: runs of white space as one space,
 *   and no white space at the start or end of a block element, around a block element or after
 *   a `<br>` (where a browser does not show it);
 * - the HTML trimmed first: the specifications end it with a line break, which lands inside an
 *   element left open (`<a href="x">`) and is not shown;
 * - the `contains-task-list` and `task-list-item` classes of remark-gfm's task lists removed;
 * - docsgen's theme undone, since the specifications know nothing of it: a code block
 *   (`div.code-block`, its title, line spans and copy button) becomes `<pre><code>` with its
 *   `language-*` class (`language-text`, docsgen's name for "no language", becomes no class);
 *   `div.table-wrap` is unwrapped, tables lose the `table--stack` class and cells their
 *   `data-label` and `cell--required`; headings lose their `id`, the `anchor` class and the
 *   `#` link; images lose `loading`; links lose `target="_blank" rel="noopener noreferrer"`
 *   (a link to another site opens in a new tab); the `user-content-` prefix docsgen gives ids, names and
 *   classes written in content (and `#` references to them) is removed.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const BLOCK = new Set(
  (
    'address article aside blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem meta nav noframes ol optgroup option p param pre search ' +
    'section summary table tbody td tfoot th thead title tr track ul'
  ).split(' '),
);
const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
const VERBATIM = new Set(['pre', 'textarea', 'script', 'style', 'plaintext', 'xmp']);

/** Classes remark-gfm gives task lists, which the GFM specification's HTML does not have. */
const TASK_CLASSES = new Set(['contains-task-list', 'task-list-item']);

const isElement = (node: Node | undefined): node is Element => node !== undefined && 'tagName' in node;
const isBlock = (node: Node | undefined): boolean => isElement(node) && BLOCK.has(node.tagName);
const classes = (el: Element): string[] => (el.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/).filter(Boolean);

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node)) return node.childNodes.map(textOf).join('');
  return '';
}

function element(tagName: string, attrs: Array<{ name: string; value: string }>, childNodes: Node[]): Element {
  return { nodeName: tagName, tagName, attrs, childNodes, namespaceURI: 'http://www.w3.org/1999/xhtml', parentNode: null } as unknown as Element;
}

function text(value: string): Node {
  return { nodeName: '#text', value, parentNode: null } as unknown as Node;
}

/** docsgen's theme markup back to what the specifications write. */
function undoTheme(node: Node): Node[] {
  if (!isElement(node)) return [node];
  for (const a of node.attrs) {
    if (a.name === 'id' || a.name === 'name' || a.name === 'class') a.value = a.value.replace(/(^|\s)user-content-/g, '$1');
    else if ((a.name === 'href' || a.name === 'usemap') && a.value.startsWith('#user-content-')) a.value = `#${a.value.slice('#user-content-'.length)}`;
  }
  const cls = classes(node);
  if (node.tagName === 'div' && cls.includes('code-block')) {
    const find = (n: Node): Element | undefined => (isElement(n) ? (n.tagName === 'code' ? n : n.childNodes.map(find).find(Boolean)) : undefined);
    const code = find(node);
    const language = code ? classes(code).find((c) => c.startsWith('language-') && c !== 'language-text') : undefined;
    return [element('pre', [], [element('code', language ? [{ name: 'class', value: language }] : [], [text(code ? textOf(code) : '')])])];
  }
  if (node.tagName === 'div' && cls.length === 1 && cls[0] === 'table-wrap') return node.childNodes.flatMap(undoTheme);
  if (/^h[1-6]$/.test(node.tagName)) {
    node.childNodes = node.childNodes.filter((c) => !(isElement(c) && c.tagName === 'a' && classes(c).includes('hash-link')));
    node.attrs = node.attrs.filter((a) => a.name !== 'id');
    const rest = cls.filter((c) => c !== 'anchor');
    node.attrs = node.attrs.filter((a) => a.name !== 'class');
    if (rest.length) node.attrs.push({ name: 'class', value: rest.join(' ') });
  }
  if (node.tagName === 'img') node.attrs = node.attrs.filter((a) => a.name !== 'loading');
  // Links to other sites open in a new tab.
  if (
    node.tagName === 'a' &&
    node.attrs.some((a) => a.name === 'target' && a.value === '_blank') &&
    node.attrs.some((a) => a.name === 'rel' && a.value === 'noopener noreferrer')
  )
    node.attrs = node.attrs.filter((a) => a.name !== 'target' && a.name !== 'rel');
  // Tables that stack into cards on phones: the class, and each cell's column name and mark.
  if (node.tagName === 'table' || node.tagName === 'td') {
    const rest = cls.filter((c) => c !== 'table--stack' && c !== 'cell--required');
    node.attrs = node.attrs.filter((a) => a.name !== 'class' && a.name !== 'data-label');
    if (rest.length) node.attrs.push({ name: 'class', value: rest.join(' ') });
  }
  if ((node.tagName === 'ul' || node.tagName === 'ol' || node.tagName === 'li') && cls.some((c) => TASK_CLASSES.has(c))) {
    const rest = cls.filter((c) => !TASK_CLASSES.has(c));
    node.attrs = node.attrs.filter((a) => a.name !== 'class');
    if (rest.length) node.attrs.push({ name: 'class', value: rest.join(' ') });
  }
  node.childNodes = node.childNodes.flatMap(undoTheme);
  return [node];
}

/** White space as a browser shows it, outside verbatim elements. */
function normaliseSpace(parent: ParentNode, verbatim: boolean): void {
  const kids = parent.childNodes;
  const block = !('tagName' in parent) || BLOCK.has(parent.tagName);
  const out: Node[] = [];
  for (let i = 0; i < kids.length; i++) {
    const node = kids[i]!;
    if (isElement(node)) {
      normaliseSpace(node, verbatim || VERBATIM.has(node.tagName));
      out.push(node);
      continue;
    }
    if (node.nodeName !== '#text' || verbatim) {
      if (node.nodeName === '#text') out.push(node);
      else if (node.nodeName === '#comment') out.push(node);
      continue;
    }
    let value = node.value.replace(/[ \t\n\r\f]+/g, ' ');
    const before = out.at(-1);
    const after = kids[i + 1];
    if ((before === undefined && block) || isBlock(before) || (isElement(before) && before.tagName === 'br')) value = value.replace(/^ /, '');
    if ((after === undefined && block) || isBlock(after) || (isElement(after) && after.tagName === 'br')) value = value.replace(/ $/, '');
    if (value !== '') out.push(text(value));
  }
  parent.childNodes = out;
}

const escapeText = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');

function serialise(node: Node): string {
  if (node.nodeName === '#text') return escapeText((node as DefaultTreeAdapterMap['textNode']).value);
  if (node.nodeName === '#comment') return `<!--${(node as DefaultTreeAdapterMap['commentNode']).data}-->`;
  if (!isElement(node)) return '';
  const attrs = node.attrs
    .map((a) => (a.name === 'class' ? { name: a.name, value: a.value.trim().split(/\s+/).join(' ') } : a))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`)
    .join('');
  const children = node.tagName === 'template' ? serialiseAll((node as DefaultTreeAdapterMap['template']).content.childNodes) : serialiseAll(node.childNodes);
  return VOID.has(node.tagName) ? `<${node.tagName}${attrs}>` : `<${node.tagName}${attrs}>${children}</${node.tagName}>`;
}

const serialiseAll = (nodes: readonly Node[]): string => nodes.map(serialise).join('');

/** `html` in canonical form (see the module's comment). */
export function normalizeHtml(html: string): string {
  const fragment = parseFragment(html.trim());
  fragment.childNodes = fragment.childNodes.flatMap(undoTheme);
  normaliseSpace(fragment, false);
  return serialiseAll(fragment.childNodes);
}
