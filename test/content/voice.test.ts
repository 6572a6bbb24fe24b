/**
 * The pages speak as the API's documentation: they state the rules, and where something is not
 * confirmed they say so and what to do, without telling the reader where the facts came from
 * ("sumber", "tafsiran kami", examples "diselaraskan" with a document the reader never sees).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPages } from './md-utils.js';

/** Phrases that talk about source documents or about the writers, with why each is banned. */
export const SOURCE_TALK: [RegExp, string][] = [
  [/\bsumber(?:nya)?\b/i, 'talks about a source document'],
  [/\btafsiran\b/i, "labels a statement as the writers' reading"],
  [/\b(?:di)?selaraskan\b|\bdisesuaikan\b/i, 'says an example was aligned with another document'],
  [/\bkami\b/i, 'speaks as the writers ("kami")'],
  [
    /\b(?:dokumentasi|halaman) (?:lama|asli|terbaru|sebelumnya)\b|\bversi (?:lama|terbaru) (?:dokumentasi|halaman)\b/i,
    'refers to another version of the documentation',
  ],
  [/\bcontoh (?:asli|resmi)\b/i, 'refers to original examples'],
  [/\bsalah salin\b/i, 'guesses at copy errors in a document'],
];

/** The banned phrases found in one text, as `phrase (why)`. */
export function sourceTalk(text: string): string[] {
  return SOURCE_TALK.flatMap(([re, why]) => {
    const m = re.exec(text);
    return m ? [`"${m[0]}" (${why})`] : [];
  });
}

describe('voice of the pages', () => {
  it.each(loadPages().map((p) => [p.id, p] as const))('%s has no source talk', (_id, page) => {
    // The whole file: frontmatter, prose, admonition titles and code comments.
    const raw = fs.readFileSync(page.file, 'utf8');
    const hits = raw.split('\n').flatMap((line, i) => sourceTalk(line).map((h) => `line ${i + 1}: ${h}`));
    expect(hits).toEqual([]);
  });

  it('home data has no source talk', () => {
    expect(sourceTalk(fs.readFileSync(new URL('../../content/home.json', import.meta.url), 'utf8'))).toEqual([]);
  });

  it('the check catches the phrases it is meant to catch', () => {
    for (const s of [
      'Sumber tidak menjelaskan apa yang terjadi.',
      ':::note[Tafsiran kami]',
      ':::note[Contoh diselaraskan]',
      'Nominal contoh disesuaikan',
      'kami menganggap saldo dalam rupiah',
      'Versi lama dokumentasi menyatakan',
      'berasal dari contoh resmi',
      'Kemungkinan besar ini salah salin.',
      'seperti di halaman sumbernya',
    ]) {
      expect(sourceTalk(s), s).not.toEqual([]);
    }
    for (const s of ['produk yang dibeli lewat akun UniPin', 'belum didokumentasikan', 'opsi yang baru ada di curl versi terbaru']) {
      expect(sourceTalk(s), s).toEqual([]);
    }
  });
});
