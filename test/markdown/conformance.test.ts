// The examples of the CommonMark 0.31.2 and GFM specifications, rendered as docsgen renders a
// page (parseMarkdown, then the theme's components through React) and by the reference unified
// pipeline (remark-parse, remark-gfm, remark-rehype), both compared with the specification's
// HTML in the canonical form of helpers/normalize-html.ts. docsgen passes every example the
// reference passes, except the deliberate differences listed below, each with its reason.
import { describe, expect, it } from 'vitest';
import { commonMarkExamples, gfmExamples, hasGfmSpec, type SpecExample } from './helpers/spec-examples.js';
import { renderDocsgen, renderReference } from './helpers/render.js';
import { normalizeHtml } from './helpers/normalize-html.js';

const SCRIPTS = 'raw HTML is sanitised: <script>, <style> and <textarea> elements are removed with their content';
const COMMENTS = 'raw HTML is sanitised: comments, processing instructions, declarations and CDATA sections are removed';
const ELEMENTS = 'raw HTML is sanitised: elements that are not on the allow list are removed (their text stays)';
const ATTRIBUTES = 'raw HTML is sanitised: attributes that are not on the allow list are removed';
const JSX = 'a capitalised tag that names no HTML element is an MDX component, an error in a .md file (markdown/mdx-syntax)';
const SCHEME = 'URL schemes are written in lower case, as the unsafe-URL check compares them';

/** Examples the reference passes and docsgen renders differently on purpose. */
const DELIBERATE: Record<string, string> = {
  'commonmark 150': ELEMENTS,
  'commonmark 163': JSX,
  'commonmark 169': ATTRIBUTES,
  'commonmark 170': SCRIPTS,
  'commonmark 171': SCRIPTS,
  'commonmark 172': SCRIPTS,
  'commonmark 173': SCRIPTS,
  'commonmark 176': SCRIPTS,
  'commonmark 177': COMMENTS,
  'commonmark 178': SCRIPTS,
  'commonmark 179': COMMENTS,
  'commonmark 180': COMMENTS,
  'commonmark 182': COMMENTS,
  'commonmark 183': COMMENTS,
  'commonmark 201': ELEMENTS,
  'commonmark 308': COMMENTS,
  'commonmark 309': COMMENTS,
  'commonmark 491': ELEMENTS,
  'commonmark 524': ELEMENTS,
  'commonmark 536': ELEMENTS,
  'commonmark 597': SCHEME,
  'commonmark 613': ELEMENTS,
  'commonmark 614': ELEMENTS,
  'commonmark 615': ELEMENTS,
  'commonmark 616': ATTRIBUTES,
  'commonmark 617': ELEMENTS,
  'commonmark 625': COMMENTS,
  'commonmark 626': COMMENTS,
  'commonmark 627': COMMENTS,
  'commonmark 628': COMMENTS,
  'commonmark 629': COMMENTS,
  'gfm 120': ELEMENTS,
  'gfm 133': JSX,
  'gfm 139': ATTRIBUTES,
  'gfm 140': SCRIPTS,
  'gfm 141': SCRIPTS,
  'gfm 142': SCRIPTS,
  'gfm 145': SCRIPTS,
  'gfm 146': COMMENTS,
  'gfm 147': SCRIPTS,
  'gfm 148': COMMENTS,
  'gfm 149': COMMENTS,
  'gfm 151': COMMENTS,
  'gfm 152': COMMENTS,
  'gfm 170': ELEMENTS,
  'gfm 288': COMMENTS,
  'gfm 289': COMMENTS,
  'gfm 500': ELEMENTS,
  'gfm 532': ELEMENTS,
  'gfm 544': ELEMENTS,
  'gfm 605': SCHEME,
  'gfm 632': ELEMENTS,
  'gfm 633': ELEMENTS,
  'gfm 634': ELEMENTS,
  'gfm 635': ATTRIBUTES,
  'gfm 636': ELEMENTS,
  'gfm 644': COMMENTS,
  'gfm 647': COMMENTS,
  'gfm 648': COMMENTS,
  'gfm 649': COMMENTS,
  'gfm-regression 6': ELEMENTS,
  'gfm-regression 9': ATTRIBUTES,
  'gfm-regression 14': ATTRIBUTES,
};

interface Outcome {
  example: SpecExample;
  expected: string;
  reference: string;
  docsgen: string;
}

function run(example: SpecExample): Outcome {
  return {
    example,
    expected: normalizeHtml(example.html),
    reference: normalizeHtml(renderReference(example.markdown)),
    docsgen: normalizeHtml(renderDocsgen(example.markdown).html),
  };
}

/** One test per example: docsgen matches the specification wherever the reference does. */
function checkExamples(name: string, load: () => SpecExample[], counts: { examples: number; reference: number; docsgen: number }): void {
  describe(name, () => {
    const outcomes = load().map(run);
    const passes = (o: Outcome, html: string): boolean => html === o.expected;

    it.each(outcomes.map((o) => [o.example.id, o] as const))('%s renders as the specification says where the reference does', (id, o) => {
      if (!passes(o, o.reference)) return;
      if (DELIBERATE[id]) expect(o.docsgen, `${id} is listed as a deliberate difference`).not.toBe(o.expected);
      else expect(o.docsgen).toBe(o.expected);
    });

    it('passes as many examples as measured (reference and docsgen)', () => {
      expect({
        examples: outcomes.length,
        reference: outcomes.filter((o) => passes(o, o.reference)).length,
        docsgen: outcomes.filter((o) => passes(o, o.docsgen)).length,
      }).toEqual(counts);
    });
  });
}

checkExamples('CommonMark 0.31.2', commonMarkExamples, { examples: 652, reference: 647, docsgen: 616 });

describe.skipIf(!hasGfmSpec)('GFM (../shared/spec)', () => {
  checkExamples('GFM specification', () => gfmExamples('gfm-spec'), { examples: 673, reference: 664, docsgen: 635 });
  checkExamples('GFM extensions', () => gfmExamples('gfm-extensions'), { examples: 28, reference: 25, docsgen: 25 });
  checkExamples('GFM regressions', () => gfmExamples('gfm-regression'), { examples: 19, reference: 16, docsgen: 13 });
});

it('lists only examples of the specifications as deliberate differences', () => {
  const ids = new Set([...commonMarkExamples(), ...(hasGfmSpec ? [...gfmExamples('gfm-spec'), ...gfmExamples('gfm-regression')] : [])].map((e) => e.id));
  for (const id of Object.keys(DELIBERATE)) if (id.startsWith('commonmark') || hasGfmSpec) expect(ids.has(id), id).toBe(true);
});
