// The build counts the index itself (src/search/build-index.ts) instead of going through
// MiniSearch's addAll and toJSON; the browser reads the result with MiniSearch.loadJSON. So the
// counts must be MiniSearch's own: same terms, documents, counts, field lengths and means, to
// the last bit. Compared here on the APIGames docs (real Indonesian prose and code) and on
// generated pages, in each content language, and with a build cache in between.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { buildIndex, type BuiltIndex, type IndexCache, type PageTerms } from '../../src/search/build-index.js';
import { collectWords, createAnalyzer, indexLanguage } from '../../src/search/index-language.js';
import { FIELDS, type FieldName, type LanguageFamily } from '../../src/client/search/format.js';
import type { SearchPage } from '../../src/search/page-text.js';

/** The APIGames docs as search pages: sections cut at `##`, code apart (enough for the analyzer). */
function contentPages(): SearchPage[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name)) files.push(path);
    }
  };
  walk(join(process.cwd(), 'content/docs'));
  return files.map((file, i) => {
    const parts = readFileSync(file, 'utf8').split(/^## /m);
    return {
      href: `/docs/p${i}`,
      title: /^title: (.*)$/m.exec(parts[0]!)?.[1] ?? `Page ${i}`,
      breadcrumb: ['Docs', `Part ${i % 3}`],
      sections: parts.map((part, s) => {
        const code = [...part.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
        const prose = part.replace(/```[\s\S]*?```/g, ' ');
        const [heading, ...rest] = s ? prose.split('\n') : ['', prose];
        return { anchor: s ? `s${s}` : '', heading: heading!, text: rest.join(' ').replace(/\s+/g, ' ').trim(), code };
      }),
    };
  });
}

/** Generated pages: repeated words, identifiers, numbers, empty fields. */
function generatedPages(): SearchPage[] {
  const words = [
    'pengiriman',
    'dikirim',
    'mengirim',
    'ref_id',
    'status',
    'webhook.php',
    'the',
    'and',
    'running',
    'runs',
    'HTTP 200',
    'json.dumps',
    'X-Apigames-Authorization',
  ];
  return Array.from({ length: 60 }, (_, i) => ({
    href: `/g/${i}`,
    title: `Halaman ${words[i % words.length]}`,
    breadcrumb: i % 4 ? [`Bagian ${i % 5}`] : [],
    sections: Array.from({ length: (i % 3) + 1 }, (_, s) => ({
      anchor: s ? `a${s}` : '',
      heading: s ? words[(i + s) % words.length]! : '',
      text: Array.from({ length: (i * 7 + s) % 40 }, (_, k) => words[(i * k + s) % words.length]).join(' '),
      code: s === 1 ? '' : `const ${words[i % words.length]!.replace(/\W/g, '_')} = fetch(url); // ${i}`,
    })),
  }));
}

/** The index as MiniSearch's addAll and toJSON give it, in the builder's shape. */
function miniSearchIndex(pages: readonly SearchPage[], family: LanguageFamily): BuiltIndex {
  const fields: Array<Record<FieldName, string>> = pages.flatMap((page) =>
    page.sections.map((s) => ({ title: page.title, heading: s.heading, breadcrumb: page.breadcrumb.join(' '), text: s.text, code: s.code })),
  );
  const language = indexLanguage(family, () => {
    const words = new Set<string>();
    for (const page of pages) collectWords(page.title, words);
    for (const f of fields) {
      collectWords(f.heading, words);
      collectWords(f.text, words);
    }
    return words;
  });
  const analyze = createAnalyzer(language);
  const analyzeCode = createAnalyzer(language, { identifiersOnly: true });
  const mini = new MiniSearch<{ id: number }>({
    fields: [...FIELDS],
    extractField: (doc, field) => (field === 'id' ? doc.id : fields[doc.id]![field as FieldName]),
    tokenize: (text, field) => (field === 'code' ? analyzeCode(text) : analyze(text)),
    processTerm: (term) => term,
  });
  mini.addAll(fields.map((_, id) => ({ id })));
  const js = mini.toJSON();
  const index: BuiltIndex['index'] = new Map();
  for (const [term, byField] of js.index) {
    const postings: NonNullable<ReturnType<BuiltIndex['index']['get']>> = [];
    for (const [field, counts] of Object.entries(byField)) {
      postings[Number(field)] = { docs: Object.keys(counts).map(Number), counts: Object.values(counts) };
    }
    index.set(term, postings);
  }
  return {
    docs: [],
    sectionsPerPage: pages.map((p) => p.sections.length),
    documentCount: js.documentCount,
    fieldLength: Object.values(js.fieldLength),
    averageFieldLength: js.averageFieldLength,
    index,
  };
}

/** A cache that keeps everything in memory and counts what it gave back. */
function memoryCache(): IndexCache & { hits: number } {
  const words = new Map<string, string[]>();
  const terms = new Map<string, PageTerms>();
  return {
    hits: 0,
    words(key, compute) {
      if (!words.has(key)) words.set(key, compute());
      return words.get(key)!;
    },
    terms(key, compute, valid) {
      const kept = terms.get(key);
      if (kept && valid(kept)) {
        this.hits++;
        return kept;
      }
      const counted = compute();
      terms.set(key, counted);
      return counted;
    },
  };
}

const sorted = (built: BuiltIndex): unknown => ({ ...built, docs: [], index: [...built.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) });

describe('the index builder', () => {
  const sets = { 'the APIGames docs': contentPages(), 'generated pages': generatedPages() };
  for (const [name, pages] of Object.entries(sets)) {
    for (const family of ['id', 'en', 'plain'] as const) {
      it(`counts ${name} as MiniSearch does (${family})`, () => {
        expect(pages.length).toBeGreaterThan(20);
        const expected = sorted(miniSearchIndex(pages, family));
        expect(sorted(buildIndex(pages, family))).toEqual(expected);
        // Again through a cache that holds every page, and after one page changed.
        const cache = memoryCache();
        buildIndex(pages, family, cache);
        expect(sorted(buildIndex(pages, family, cache))).toEqual(expected);
        expect(cache.hits).toBe(pages.length);
        const changed = pages.map((p, i) => (i === 3 ? { ...p, title: `${p.title} baru` } : p));
        expect(sorted(buildIndex(changed, family, cache))).toEqual(sorted(miniSearchIndex(changed, family)));
      });
    }
  }

  it('counts a damaged cache entry again', () => {
    const pages = generatedPages();
    const cache = memoryCache();
    const expected = sorted(buildIndex(pages, 'en', cache));
    const damaged: IndexCache = {
      words: (key, compute) => cache.words(key, compute),
      terms: (key, compute, valid) => {
        const kept = cache.terms(key, compute, valid);
        const bad = { terms: kept.terms, data: kept.data.slice(0, -1) };
        return valid(bad) ? bad : compute();
      },
    };
    expect(sorted(buildIndex(pages, 'en', damaged))).toEqual(expected);
  });
});
