/**
 * Indonesian (`id`) words: stop words and the possible roots of an affixed word. Shared by the
 * build, which picks one root per word of the site (`src/search/indonesian-stemmer.ts`), and
 * the browser, which searches every possible root of a query word that the index holds.
 *
 * No root dictionary: the ones available are too large for a page or not licensable for us.
 * The site's own vocabulary (at build time) and its index (in the browser) take its place.
 * Affix removal follows the confix-stripping approach of Nazief–Adriani and its successors:
 *
 * - particles `-lah -kah -tah -pun`, possessives `-ku -mu -nya`;
 * - derivational suffixes `-kan -an -i` (not `-i` after `s`: transaksi, versi, konfirmasi);
 * - up to two prefix layers `di- ke- ter- ber- per- meN- peN-`, the second one only `ber- per-
 *   ter- pe-` (diperbarui, keberhasilan), `ke-` inside only with a suffix (diketahui);
 * - the sound changes of `meN-`/`peN-`: meny+V → sV (menyimpan), men+V → tV (menerima),
 *   mem+V → pV (memakai), meng+V → V or kV (mengambil, mengirim), menge+X → X (mengecek).
 *
 * `se-` is never removed: secara, selama, sebelum and setiap are words of their own.
 */

/** Function words only: content words (cara, baru, awal, akhir, bisa…) must stay findable. */
export const INDONESIAN_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'yang dan di ke dari ini itu atau untuk dengan pada dalam adalah akan juga tidak ' +
    'bisa dapat sudah belum telah jika kalau maka agar supaya karena sebagai oleh saat ' +
    'ada para sebuah seorang tersebut lalu serta namun tetapi tapi hanya lebih sangat ' +
    'masih harus boleh mau ia dia kami kita anda saya mereka nya pun lah kah ' +
    'apa siapa mana bagaimana kapan mengapa sini sana situ begitu yaitu yakni ialah ' +
    'bila hingga sampai sejak antara setiap tiap semua seluruh beberapa banyak sedikit ' +
    'sama lain bukan jangan secara seperti misalnya contohnya bahwa sehingga walau ' +
    'meski meskipun sedangkan ketika selama tanpa terhadap tentang kepada bagi per'
  ).split(' '),
);

const VOWEL = /^[aiueo]/;
const MIN_ROOT = 3;
/** Shorter words are left as they are: too little is left once an affix goes. */
const MIN_AFFIXED = 5;
/** Affixes are never roots (member is not ber + mem). */
const AFFIXES = new Set(['ber', 'per', 'ter', 'pen', 'pem', 'peng', 'peny', 'men', 'mem', 'meng', 'meny', 'kan', 'nya']);
const PARTICLES = ['lah', 'kah', 'tah', 'pun'];
const POSSESSIVES = ['nya', 'ku', 'mu'];

/** The analyses of one word. */
export interface AffixAnalysis {
  /** Every possible root, the word itself first. */
  candidates: string[];
  /**
   * Candidates that read a `-kan` word as X + `-an` (sertakan → "sertak"). Some are right
   * (tindakan = tindak + -an), most are not, so they need evidence to win.
   */
  weak: ReadonlySet<string>;
}

function isRoot(r: string): boolean {
  return r.length >= MIN_ROOT && /[aiueo]/.test(r) && !AFFIXES.has(r);
}

/** Adds the roots left by removing one prefix layer of `w` to `out`; `inner` is the second layer. */
function stripPrefix(w: string, out: Set<string>, inner: boolean, suffixed: boolean): void {
  const add = (root: string, more = false): void => {
    if (!isRoot(root)) return;
    out.add(root);
    if (!inner && more) stripPrefix(root, out, true, suffixed);
  };
  /** ber-/per-/ter- before a vowel may have eaten the root's r (berupa, perusak). */
  const rPrefix = (): void => {
    const rest = w.slice(3);
    add(rest, !inner);
    if (w[0] !== 't' && VOWEL.test(rest)) add(`r${rest}`, !inner);
  };
  if (inner) {
    if (w.startsWith('ber') || w.startsWith('per') || w.startsWith('ter')) rPrefix();
    if (suffixed && w.startsWith('ke')) add(w.slice(2));
    if (w.startsWith('pe') && /^[lmnwy]/.test(w.slice(2))) add(w.slice(2));
    return;
  }
  if (w.startsWith('di')) add(w.slice(2), true);
  if (w.startsWith('ke')) add(w.slice(2), true);
  if (w.startsWith('ter')) {
    add(w.slice(3), true);
    if (VOWEL.test(w.slice(3))) add(`r${w.slice(3)}`, true);
  }
  if (w.startsWith('ber') || w.startsWith('per')) rPrefix();
  if (w.startsWith('belajar') || w.startsWith('pelajar')) add('ajar');
  if (w.startsWith('beker')) add(w.slice(2));
  for (const p of ['me', 'pe']) {
    if (!w.startsWith(p)) continue;
    const r = w.slice(2);
    // me- before l m n r w y (melihat, merasa), pe- before l m n w y (pemain); pe+r is per-.
    if ((p === 'me' ? /^[lmnrwy]/ : /^[lmnwy]/).test(r) && !r.startsWith('ng')) add(r, true);
    // pe- before other consonants (pekerja, pedagang).
    if (p === 'pe' && /^[^aiueolmnrwy]/.test(r)) add(r, true);
    if (r.startsWith('m')) {
      // mem-: b f v kept (membaca), p dropped before a vowel (memakai → pakai), kept in clusters (memproses).
      const s = r.slice(1);
      if (/^[bfvp]/.test(s)) add(s, true);
      if (VOWEL.test(s)) add(`p${s}`, true);
    } else if (r.startsWith('ng')) {
      // meng-: g h k kept (menggunakan), a vowel starts the root or follows a lost k (mengambil,
      // mengirim), menge- before one-syllable roots (mengecek → cek).
      const s = r.slice(2);
      if (/^[ghk]/.test(s)) add(s, true);
      if (VOWEL.test(s)) {
        add(s, true);
        add(`k${s}`, true);
      }
      if (s.startsWith('e')) add(s.slice(1), true);
    } else if (r.startsWith('ny')) {
      // meny- before a vowel: the root lost an s (menyimpan → simpan).
      const s = r.slice(2);
      if (VOWEL.test(s)) add(`s${s}`, true);
    } else if (r.startsWith('n')) {
      // men-: c d j z t sy kept (mencari, mendaftar), before a vowel the root lost a t (menulis → tulis).
      const s = r.slice(1);
      if (/^(?:[cdjzt]|sy)/.test(s)) add(s, true);
      if (VOWEL.test(s)) add(`t${s}`, true);
    }
  }
}

/** Every plausible analysis of `word` (lower-case letters): see the top of this file. */
export function analyzeAffixes(word: string): AffixAnalysis {
  const found = new Set([word]);
  const weak = new Set<string>();
  if (word.length < MIN_AFFIXED) return { candidates: [word], weak };
  const bases = new Set([word]);
  for (const p of PARTICLES) if (word.endsWith(p)) bases.add(word.slice(0, -p.length));
  for (const b of [...bases]) for (const s of POSSESSIVES) if (b.endsWith(s)) bases.add(b.slice(0, -s.length));
  // form → whether a derivational suffix was removed to reach it
  const forms = new Map<string, boolean>();
  for (const b of bases) {
    if (!isRoot(b)) continue;
    if (!forms.has(b)) forms.set(b, false);
    if (b.endsWith('kan')) {
      forms.set(b.slice(0, -3), true);
      weak.add(b.slice(0, -2));
    }
    if (b.endsWith('an')) forms.set(b.slice(0, -2), true);
    if (b.endsWith('i') && !b.endsWith('si')) forms.set(b.slice(0, -1), true);
  }
  for (const [form, suffixed] of forms) {
    if (isRoot(form)) found.add(form);
    const before = new Set(found);
    stripPrefix(form, found, false, suffixed);
    // Roots reached from a weak reading are weak too.
    if (weak.has(form)) for (const k of found) if (!before.has(k)) weak.add(k);
  }
  for (const k of weak) if (!found.has(k)) weak.delete(k);
  return { candidates: [...found], weak };
}
