/**
 * The examples of the Markdown specifications: CommonMark 0.31.2 from the `commonmark-spec`
 * package, and GFM (its specification, extension tests and regression tests) read from
 * `../shared/spec/`, where they are kept outside the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** One example: Markdown and the HTML a conforming parser gives for it. */
export interface SpecExample {
  /** `commonmark 42`, `gfm 198`, `gfm-extensions 3`, `gfm-regression 12`. */
  id: string;
  section: string;
  markdown: string;
  html: string;
}

/** The specifications write tabs as `→` so that they can be seen. */
const tabs = (text: string): string => text.replaceAll('→', '\t');

/** CommonMark's 652 examples. */
export function commonMarkExamples(): SpecExample[] {
  const { tests } = createRequire(import.meta.url)('commonmark-spec') as { tests: Array<{ markdown: string; html: string; section: string; number: number }> };
  return tests.map((t) => ({ id: `commonmark ${t.number}`, section: t.section, markdown: tabs(t.markdown), html: tabs(t.html) }));
}

/** Folder of the GFM specification files (`../shared/spec` from the repository's root). */
export const GFM_SPEC_DIR = fileURLToPath(new URL('../../../../shared/spec/', import.meta.url));

/** Whether the GFM specification files are there. */
export const hasGfmSpec = existsSync(`${GFM_SPEC_DIR}gfm-spec.txt`);

const FENCE = '`'.repeat(32);

/**
 * The examples of one of cmark-gfm's test files: Markdown and HTML between a line of 32
 * backticks followed by `example` (and maybe extension names), a line holding a single `.`
 * and a line of 32 backticks. Numbered from 1 in file order, as the specification numbers them.
 */
export function gfmExamples(file: 'gfm-spec' | 'gfm-extensions' | 'gfm-regression'): SpecExample[] {
  const lines = readFileSync(`${GFM_SPEC_DIR}${file}.txt`, 'utf8').split('\n');
  const examples: SpecExample[] = [];
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (heading) section = heading[1]!.trim();
    if (!line.startsWith(`${FENCE} example`)) continue;
    const markdown: string[] = [];
    const html: string[] = [];
    let part = markdown;
    for (i++; i < lines.length && lines[i] !== FENCE; i++) {
      if (lines[i] === '.' && part === markdown) part = html;
      else part.push(lines[i]!);
    }
    const join = (parts: string[]): string => (parts.length ? `${parts.join('\n')}\n` : '');
    examples.push({ id: `${file.replace('gfm-spec', 'gfm')} ${examples.length + 1}`, section, markdown: tabs(join(markdown)), html: tabs(join(html)) });
  }
  return examples;
}
