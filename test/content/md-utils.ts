/**
 * Helpers shared by the content tests: load every Markdown page under content/, parse it with
 * unified + remark-parse + remark-gfm + remark-directive (independent of the engine in src/),
 * and pull out sections, code blocks, tabs, headings and links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import GithubSlugger from 'github-slugger';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code, Heading, Root, RootContent } from 'mdast';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTENT = path.join(REPO, 'content');
export const DOCS = path.join(CONTENT, 'docs');
export const PAGES = path.join(CONTENT, 'pages');
export const BASE_URL = 'https://v1.apigames.id';

export interface Page {
  /** Absolute file path. */
  file: string;
  /** Doc id relative to content/docs without extension, e.g. `v2/transaksi/transaksi-get` (pages: `pages/<name>`). */
  id: string;
  /** Route the page is served at, e.g. `/docs/v2/transaksi/transaksi-get`. */
  route: string;
  kind: 'doc' | 'page';
  data: Record<string, unknown>;
  body: string;
  tree: Root;
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

export function parseMarkdown(body: string): Root {
  return processor.runSync(processor.parse(body)) as Root;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : e.name.endsWith('.md') ? [p] : [];
  });
}

let cache: Page[] | undefined;
export function loadPages(): Page[] {
  if (cache) return cache;
  const docs = walk(DOCS).map((file): Page => {
    const id = path.relative(DOCS, file).replace(/\\/g, '/').replace(/\.md$/, '');
    return load(file, id, `/docs/${id}`, 'doc');
  });
  const pages = walk(PAGES).map((file): Page => {
    const name = path.relative(PAGES, file).replace(/\\/g, '/').replace(/\.md$/, '');
    return load(file, `pages/${name}`, `/${name}`, 'page');
  });
  cache = [...docs, ...pages].sort((a, b) => a.id.localeCompare(b.id));
  return cache;
}

function load(file: string, id: string, route: string, kind: Page['kind']): Page {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  return { file, id, route, kind, data, body: content, tree: parseMarkdown(content) };
}

export function getPage(id: string): Page {
  const page = loadPages().find((p) => p.id === id);
  if (!page) throw new Error(`no page with id ${id}`);
  return page;
}

/** Key/value pairs of a code fence meta string: `title="x" {1,3}` -> { title: 'x' }. */
export function metaOf(code: Code): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  const meta = code.meta ?? '';
  for (const m of meta.matchAll(/([A-Za-z_][\w-]*)(?:="([^"]*)")?/g)) {
    // Skip words inside a quoted value: only take tokens that start outside quotes.
    const before = meta.slice(0, m.index);
    if ((before.match(/"/g) ?? []).length % 2 === 1) continue;
    out[m[1]!] = m[2] ?? true;
  }
  return out;
}

export function titleOf(code: Code): string | undefined {
  const t = metaOf(code).title;
  return typeof t === 'string' ? t : undefined;
}

/** Plain heading text without a trailing `{#custom-id}`. */
export function headingText(h: Heading): string {
  return toString(h).replace(/\s*\{#[^}]+\}\s*$/, '');
}

/** Ids of every heading of a page, computed like GitHub/Docusaurus (github-slugger), honouring `{#id}`. */
export function headingIds(tree: Root): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  visit(tree, 'heading', (h: Heading) => {
    const raw = toString(h);
    const custom = /\{#([^}]+)\}\s*$/.exec(raw);
    ids.push(custom ? custom[1]! : slugger.slug(raw));
  });
  return ids;
}

/** Top-level h2 sections: heading text -> nodes up to the next h2. */
export function sections(tree: Root): Map<string, RootContent[]> {
  const out = new Map<string, RootContent[]>();
  let current: RootContent[] | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      current = [];
      out.set(headingText(node), current);
    } else if (current) current.push(node);
  }
  return out;
}

/** Every code node below the given nodes, in document order (including inside directives). */
export function codesIn(nodes: RootContent[] | Root): Code[] {
  const out: Code[] = [];
  const root: Root = Array.isArray(nodes) ? { type: 'root', children: nodes } : nodes;
  visit(root, 'code', (c: Code) => {
    out.push(c);
  });
  return out;
}

export interface Tab {
  label: string;
  code: Code;
}

/** The tab groups (`::::tabs{group="..."}`) below the given nodes, each as a list of tabs with their first code block. */
export function tabGroups(nodes: RootContent[]): { group: string | undefined; tabs: Tab[] }[] {
  const out: { group: string | undefined; tabs: Tab[] }[] = [];
  const root: Root = { type: 'root', children: nodes };
  visit(root, (node) => {
    if (node.type !== 'containerDirective' || node.name !== 'tabs') return;
    const tabs: Tab[] = [];
    for (const child of node.children) {
      if (child.type !== 'containerDirective' || child.name !== 'tab') continue;
      const labelNode = child.children.find((c) => c.type === 'paragraph' && (c.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
      const code = codesIn(child.children)[0];
      if (!code) throw new Error(`tab without a code block in group ${node.attributes?.group}`);
      tabs.push({ label: labelNode ? toString(labelNode) : '', code });
    }
    out.push({ group: node.attributes?.group ?? undefined, tabs });
  });
  return out;
}

/** Code blocks of a page that state a hashed input, paired with the block right after them. */
export const HASH_INPUT_TITLE = 'String yang di-hash';
export const HASH_RESULT_TITLE = 'Hasil md5';

/** Text of the first table cell of each body row of the first table in `nodes`. */
export function firstColumn(nodes: RootContent[]): string[] {
  const table = nodes.find((n) => n.type === 'table');
  if (!table || table.type !== 'table') return [];
  return table.children.slice(1).map((row) => toString(row.children[0]!).trim());
}

/**
 * Checks the hash convention on one Markdown source and returns the problems found (empty = fine):
 * every `text title="String yang di-hash"` block must be followed directly by a `text title="Hasil md5"`
 * block holding the md5 of its content, and every run of 32+ hex digits anywhere in the source must be
 * a lowercase md5 of one of the stated inputs.
 */
export function hashProblems(source: string, md5: (s: string) => string): string[] {
  const problems: string[] = [];
  const tree = parseMarkdown(matter(source).content);
  const stated = new Set<string>();
  visit(tree, 'code', (code: Code, index, parent) => {
    const title = titleOf(code);
    if (title === HASH_RESULT_TITLE) {
      const prev = parent?.children[(index ?? 0) - 1];
      if (!prev || prev.type !== 'code' || titleOf(prev) !== HASH_INPUT_TITLE) {
        problems.push(`"${HASH_RESULT_TITLE}" block ${code.value} has no "${HASH_INPUT_TITLE}" block right before it`);
      }
    }
    if (title !== HASH_INPUT_TITLE) return;
    const next = parent?.children[(index ?? 0) + 1];
    if (!next || next.type !== 'code' || titleOf(next) !== HASH_RESULT_TITLE) {
      problems.push(`"${HASH_INPUT_TITLE}" block "${code.value}" is not followed by a "${HASH_RESULT_TITLE}" block`);
      return;
    }
    if (next.value.trim() !== md5(code.value)) {
      problems.push(`"${HASH_RESULT_TITLE}" ${next.value.trim()} is not md5("${code.value}") = ${md5(code.value)}`);
    }
    stated.add(md5(code.value));
  });
  for (const m of source.matchAll(/(?<![0-9A-Za-z])[0-9a-fA-F]{32,}(?![0-9A-Za-z])/g)) {
    const token = m[0];
    if (token.length !== 32) problems.push(`${token} looks like a hash but is ${token.length} hex digits long`);
    else if (token !== token.toLowerCase()) problems.push(`${token} is not lowercase`);
    else if (!stated.has(token)) problems.push(`${token} is not the md5 of any "${HASH_INPUT_TITLE}" input on the page`);
  }
  return problems;
}
