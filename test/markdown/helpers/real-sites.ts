/**
 * The real sites the Markdown tests read: each site of ../shared/corpus (when present) and
 * content/, with their Markdown files and the text as discover passes it on.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of the real sites: the corpus's, when it is there, and content/. */
export function realSiteRoots(): string[] {
  const corpus = join(process.cwd(), '..', 'shared', 'corpus');
  return [
    ...(existsSync(corpus)
      ? readdirSync(corpus)
          .filter((n) => !n.includes('.'))
          .map((n) => join(corpus, n))
      : []),
    join(process.cwd(), 'content'),
  ];
}

/** Markdown files below `dir`, node_modules left out. */
export function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...markdownFiles(path));
    else if (name.endsWith('.md')) out.push(path);
  }
  return out;
}

/** The text of a Markdown file with its frontmatter blanked out, lines kept where they were. */
export function pageText(file: string): string {
  return readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));
}
