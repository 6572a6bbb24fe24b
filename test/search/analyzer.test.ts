// Search analysis: tokens and identifiers, Indonesian affixes and roots, English stems, and the
// build's terms agreeing with what a query looks for.
import { describe, expect, it } from 'vitest';
import { classifyToken, rawTokens } from '../../src/client/search/analyzer/tokenize.js';
import { analyzeAffixes } from '../../src/client/search/analyzer/indonesian.js';
import { languageFamily, queryLanguage } from '../../src/client/search/analyzer/languages.js';
import { buildIndonesianStemmer } from '../../src/search/indonesian-stemmer.js';
import { createAnalyzer, indexLanguage } from '../../src/search/index-language.js';

describe('tokens', () => {
  it('keeps identifiers whole, with their parts', () => {
    expect(rawTokens('Kirim ref_id, lalu cek X-Apigames-Authorization (md5) di /v2/transaksi.')).toEqual([
      'Kirim',
      'ref_id',
      'lalu',
      'cek',
      'X-Apigames-Authorization',
      'md5',
      'di',
      'v2/transaksi',
    ]);
    expect(classifyToken('ref_id')).toEqual({ forms: ['ref_id'], parts: ['ref', 'id'] });
    expect(classifyToken('X-Apigames-Authorization')).toEqual({ forms: ['x-apigames-authorization'], parts: ['x', 'apigames', 'authorization'] });
    expect(classifyToken('md5')).toEqual({ forms: ['md5'], parts: ['md5'] });
    expect(classifyToken('merchantId')).toEqual({ forms: ['merchantid'], parts: ['merchant', 'id'] });
    expect(classifyToken('Transaksi')).toEqual({ word: 'transaksi' });
  });

  it('makes every shorter path of a URL findable', () => {
    const tokens = rawTokens('https://v1.apigames.id/v2/transaksi/status');
    expect(tokens[0]).toBe('https');
    const c = classifyToken(tokens[1]!);
    expect('forms' in c && c.forms).toEqual(['v1.apigames.id/v2/transaksi/status', 'v2/transaksi/status', 'transaksi/status', 'v1.apigames.id']);
  });

  it('drops sample values and percent-encoding, keeps addresses and codes', () => {
    expect(classifyToken('40265c04d705bade5f58b7955ff87c08')).toEqual({ forms: [], parts: [] });
    expect(classifyToken('1700000000')).toEqual({ forms: [], parts: [] });
    expect(classifyToken('157.245.207.5')).toEqual({ forms: ['157.245.207.5'], parts: [] });
    expect(classifyToken('401')).toEqual({ forms: ['401'], parts: [] });
    expect(rawTokens('msg=R%23INV-1%20gagal')).toEqual(['msg', 'R', 'INV-1', 'gagal']);
  });
});

describe('Indonesian affixes', () => {
  const roots = (word: string): string[] => analyzeAffixes(word).candidates;

  it.each([
    ['pengiriman', 'kirim'],
    ['dikirim', 'kirim'],
    ['mengirim', 'kirim'],
    ['mengecek', 'cek'],
    ['pengecekan', 'cek'],
    ['menerima', 'terima'],
    ['penerimaan', 'terima'],
    ['memakai', 'pakai'],
    ['menyimpan', 'simpan'],
    ['pembayaran', 'bayar'],
    ['berhasil', 'hasil'],
    ['diperbarui', 'baru'],
    ['tertunda', 'tunda'],
    ['kirimkan', 'kirim'],
    ['datanya', 'data'],
    ['ditolak', 'tolak'],
    ['penolakan', 'tolak'],
    ['tautkan', 'taut'],
  ])('%s can come from %s', (word, root) => {
    expect(roots(word)).toContain(root);
  });

  it('leaves short words, se- words and -si words alone', () => {
    expect(roots('cek')).toEqual(['cek']);
    expect(roots('secara')).toEqual(['secara']);
    expect(roots('transaksi')).not.toContain('transaks');
  });
});

describe('the Indonesian stemmer of a site', () => {
  it('picks the root the site supports', () => {
    const { stem } = buildIndonesianStemmer(['pengiriman', 'dikirim', 'mengirim', 'pengirim', 'kirim', 'periksa', 'berapa', 'izinkan', 'izin']);
    expect(['pengiriman', 'dikirim', 'mengirim', 'pengirim'].map(stem)).toEqual(['kirim', 'kirim', 'kirim', 'kirim']);
    // A word of the site beats a reading that needs an unseen root (per + iksa).
    expect(stem('periksa')).toBe('periksa');
    // Stop words are never roots (ber + apa).
    expect(stem('berapa')).toBe('berapa');
    expect(stem('izinkan')).toBe('izin');
  });
});

describe('the build and the query agree', () => {
  it('indexes an Indonesian word as written and as its root, which the query looks for', () => {
    const language = indexLanguage('id', () => ['pengiriman', 'dikirim', 'kirim']);
    const analyze = createAnalyzer(language);
    expect(analyze('Pengiriman ulang dikirim ke ref_id')).toEqual(['pengiriman', 'kirim', 'ulang', 'dikirim', 'kirim', 'ref_id', 'ref', 'id']);
    const forms = queryLanguage('id').queryForms('mengirimkan', true, 2);
    expect(forms[0]).toEqual({ term: 'mengirimkan', prefix: true, fuzzy: 2, ifIndexed: false });
    expect(forms.map((f) => f.term)).toContain('kirim');
  });

  it('drops plain words and numbers from code, keeps its identifiers (parts stemmed, one letter dropped)', () => {
    const analyze = createAnalyzer(
      indexLanguage('en', () => []),
      { identifiersOnly: true },
    );
    expect(analyze('curl -H "X-Api-Key: 123" https://api.example.com/v1/orders | json.dumps')).toEqual([
      'x-api-key',
      'api',
      'kei',
      'api.example.com/v1/orders',
      'v1/orders',
      'api',
      'exampl',
      'com',
      'v1',
      'order',
      'json',
      'dump',
    ]);
  });

  it('stems English words with Porter, and picks the family from the content language', () => {
    const analyze = createAnalyzer(indexLanguage('en', () => []));
    expect(analyze('The configuration of webhooks')).toEqual(['configur', 'webhook']);
    expect(
      queryLanguage('en')
        .queryForms('configuring', true, 2)
        .map((f) => f.term),
    ).toEqual(['configur', 'configuring']);
    expect([languageFamily('id'), languageFamily('en-US'), languageFamily('fr')]).toEqual(['id', 'en', 'plain']);
  });
});
