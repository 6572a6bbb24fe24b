// Relevance on the APIGames docs (content/, Indonesian): queries a reader would type, each with
// the page that must come first (a twin page, GET next to POST, is as good) and, where the
// answer is one part of the page, the heading. Run against the built index through the same
// library the browser uses. Also the size of everything search can load for this site.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../e2e/helpers.js';
import { openBuiltSearch, type DiskSearch } from './helpers.js';

interface Case {
  query: string;
  /** The page (`/docs/x`) or section (`/docs/x#anchor`) that must come first. */
  first: string;
  /** Pages as good as `first` (same anchor, when `first` has one). */
  twins?: string[];
}

const TRANSAKSI = ['/docs/v2/transaksi/transaksi-post'];
const CEK_STATUS = ['/docs/v2/cek-status/cek-status-post', '/docs/v2/cek-status/cek-status-ip'];
const CEK_KONEKSI = ['higgs', 'smile-one', 'unipin', 'unipin-br', 'unipin-my'].map((p) => `/docs/cek-koneksi/${p}`);

const CASES: Record<string, Case[]> = {
  'Indonesian words and phrases': [
    { query: 'webhook ip', first: '/docs/v2/webhook/webhook-get#ip-pengirim', twins: ['/docs/v2/webhook/webhook-ip'] },
    { query: 'saldo', first: '/docs/deposit', twins: ['/docs/info-akun'] },
    { query: 'deposit', first: '/docs/deposit' },
    { query: 'cek status', first: '/docs/v2/cek-status/cek-status-get', twins: CEK_STATUS },
    { query: 'biaya transaksi', first: '/docs/intro#biaya' },
    { query: 'secret key', first: '/docs/persiapan-awal#kredensial' },
    { query: 'base url', first: '/docs/persiapan-awal#base-url' },
    { query: 'redeem voucher garena', first: '/docs/radeem/radeem-voucher' },
    { query: 'unipin malaysia', first: '/docs/cek-koneksi/unipin-my' },
    { query: 'status redeem', first: '/docs/radeem/status' },
    { query: 'format report', first: '/docs/v2/webhook/webhook-ip#format-report' },
    { query: 'siklus status transaksi', first: '/docs/v2/pendahuluan#siklus-status' },
    { query: 'pemain tidak ditemukan', first: '/docs/cek-username#pemain-tidak-ditemukan' },
    { query: 'jaga kredensial', first: '/docs/persiapan-awal#keamanan-kredensial' },
    { query: 'batas waktu transfer', first: '/docs/deposit' },
    { query: 'status teks', first: '/docs/v2/cek-status/cek-status-ip' },
    { query: 'saldo tidak cukup', first: '/docs/info-akun' },
  ],
  'inflected forms (affixes meet their root)': [
    { query: 'pengiriman', first: '/docs/v2/webhook/webhook-get' },
    // The pages say "dikirim" next to "pengirim", "mengirim": only their common root joins them.
    { query: 'dikirim', first: '/docs/v2/webhook/webhook-get#ip-pengirim', twins: ['/docs/v2/webhook/webhook-ip'] },
    { query: 'mengecek', first: '/docs/v2/cek-status/cek-status-get', twins: CEK_STATUS },
    { query: 'pembayaran', first: '/docs/deposit' },
    { query: 'menerima webhook', first: '/docs/v2/webhook/webhook-get' },
    { query: 'tautkan akun penyedia', first: '/docs/persiapan-awal#koneksi-akun' },
    { query: 'transaksi ditolak', first: '/docs/v2/transaksi/transaksi-get#ditolak', twins: TRANSAKSI },
    { query: 'membalas webhook', first: '/docs/v2/webhook/webhook-get#membalas-webhook' },
    { query: 'pengecekan koneksi', first: '/docs/cek-koneksi/kiosgamer', twins: CEK_KONEKSI },
    { query: 'penolakan', first: '/docs/v2/transaksi/transaksi-get#ditolak', twins: TRANSAKSI },
  ],
  'identifiers as written': [
    { query: 'ref_id', first: '/docs/v2/transaksi/transaksi-get', twins: TRANSAKSI },
    { query: 'X-Apigames-Authorization', first: '/docs/v2/webhook/webhook-get#verifikasi-header' },
    { query: 'md5', first: '/docs/persiapan-awal#signature' },
    { query: 'merchant_id', first: '/docs/persiapan-awal' },
    { query: '157.245.207.5', first: '/docs/v2/webhook/webhook-get', twins: ['/docs/v2/webhook/webhook-ip'] },
    { query: 'expiry_time', first: '/docs/cek-koneksi/kiosgamer#tersambung' },
    { query: 'timingSafeEqual', first: '/docs/v2/webhook/webhook-get#contoh-penerima' },
  ],
  'endpoint paths': [
    { query: '/v2/transaksi', first: '/docs/v2/transaksi/transaksi-get#endpoint', twins: TRANSAKSI },
    { query: '/v2/transaksi/status', first: '/docs/v2/cek-status/cek-status-get#endpoint', twins: CEK_STATUS },
  ],
  'names of things': [
    { query: 'otomax', first: '/docs/v2/transaksi/transaksi-get-otomax' },
    { query: 'kiosgamer', first: '/docs/cek-koneksi/kiosgamer' },
    { query: 'smile one', first: '/docs/cek-koneksi/smile-one' },
    { query: 'irs', first: '/docs/v2/transaksi/transaksi-get-irs' },
    { query: 'cek username', first: '/docs/cek-username' },
    { query: 'info akun', first: '/docs/info-akun' },
  ],
  'while typing, and with typos': [
    { query: 'pengir', first: '/docs/v2/webhook/webhook-get#ip-pengirim', twins: ['/docs/v2/webhook/webhook-ip'] },
    { query: 'signatur', first: '/docs/persiapan-awal#signature' },
    { query: 'verifikasi head', first: '/docs/v2/webhook/webhook-get#verifikasi-header' },
    { query: 'tranzaksi', first: '/docs/v2/transaksi/transaksi-get', twins: TRANSAKSI },
    { query: 'kredensail', first: '/docs/persiapan-awal#kredensial' },
  ],
};

let search: DiskSearch;
let outDir: string;

beforeAll(async () => {
  outDir = await buildSite();
  search = openBuiltSearch(outDir);
});

/** Which of `case.first` and its twins the results put first, or what they put first instead. */
async function firstResult(c: Case): Promise<string> {
  const [hit] = (await search.search(c.query))!;
  if (!hit) return '(nothing)';
  const [page, anchor] = c.first.split('#');
  const candidates = [page, ...(c.twins ?? [])];
  const shown = `${hit.href}${hit.sections[0]!.anchor ? `#${hit.sections[0]!.anchor}` : ''}`;
  if (!candidates.includes(hit.href)) return shown;
  if (anchor !== undefined && hit.sections[0]!.anchor !== anchor) return shown;
  return c.first;
}

describe('the right page comes first', () => {
  for (const [kind, cases] of Object.entries(CASES)) {
    describe(kind, () => {
      for (const c of cases) {
        it(`"${c.query}" → ${c.first}`, async () => {
          expect(await firstResult(c)).toBe(c.first);
        });
      }
    });
  }

  it('holds at least 20 queries', () => {
    expect(Object.values(CASES).flat().length).toBeGreaterThanOrEqual(20);
  });
});

describe('what search loads on this site', () => {
  it('is one manifest, one term file and one text file: 60 KB gzipped at most with the dialog script', () => {
    const files = readdirSync(join(outDir, '_search')).sort();
    expect(files).toEqual([expect.stringMatching(/^manifest\.json$/), expect.stringMatching(/^terms-0\./), expect.stringMatching(/^text-0\./)]);
    const html = readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8');
    const script = /data-search-client="\/([^"]+)"/.exec(html)![1]!;
    const gz = (path: string): number => gzipSync(readFileSync(join(outDir, path))).length;
    const total = gz(script) + files.reduce((sum, f) => sum + gz(`_search/${f}`), 0);
    expect(total, `search payload ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(60 * 1024);
  });
});
