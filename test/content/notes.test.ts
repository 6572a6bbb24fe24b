/**
 * Advice and notes a reader relies on when something goes wrong or is not confirmed: what to do
 * after a rejected purchase, the notes on the pages that need them, and facts the pages must not
 * overstate.
 */
import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { ListItem, Root, RootContent } from 'mdast';
import { CRED, ROUTES } from './api-stub.js';
import { getPage, loadPages, sections } from './md-utils.js';

/** Plain text of each list item below the given nodes (no Markdown marks), followed by its link targets in parentheses. */
function listItems(nodes: RootContent[]): string[] {
  const out: string[] = [];
  visit({ type: 'root', children: nodes } as Root, 'listItem', (item: ListItem) => {
    const links: string[] = [];
    visit(item, 'link', (l) => {
      links.push(`(${l.url})`);
    });
    out.push(`${toString(item)} ${links.join(' ')}`);
  });
  return out;
}

const PURCHASES = [
  { id: 'v2/transaksi/transaksi-get', status: '/docs/v2/cek-status/cek-status-get' },
  { id: 'v2/transaksi/transaksi-post', status: '/docs/v2/cek-status/cek-status-get' },
  { id: 'v2/transaksi/transaksi-get-irs', status: '/docs/v2/cek-status/cek-status-ip' },
  { id: 'v2/transaksi/transaksi-get-otomax', status: '/docs/v2/cek-status/cek-status-ip' },
];

describe('a rejected purchase', () => {
  it.each(PURCHASES.map((p) => [p.id, p] as const))('%s advises a new transaction only after a rejected signature', (_id, { id, status }) => {
    const items = listItems(sections(getPage(id).tree).get('Penanganan error') ?? []);
    const rejected = items.filter((t) => /status = 0|status ERROR\./.test(t));
    expect(rejected.length, items.join('\n')).toBeGreaterThanOrEqual(2);
    // Sending again as a new transaction (new ref_id) is advised for a rejected signature only.
    for (const t of items) {
      if (/sebagai transaksi baru|dengan ref_id baru/.test(t) && !/jangan/i.test(t)) expect(t).toContain('Signature not valid');
    }
    const signature = rejected.filter((t) => t.includes('Signature not valid') && /transaksi baru/.test(t));
    expect(signature, 'an item for a rejected signature').toHaveLength(1);
    // Any other rejection: check the original ref_id first, never buy again under a new one.
    const other = rejected.filter((t) => /lain/.test(t) && !/transaksi baru/.test(t.replace(/jangan[^.]*\./gi, '')));
    expect(other, 'an item for any other rejection').toHaveLength(1);
    expect(other[0]).toContain(`(${status})`);
    expect(other[0]).toMatch(/ref_id yang sama/);
    expect(other[0]).toMatch(/Jangan mengirim ulang dengan ref_id baru/);
  });
});

/** Admonitions of a page as `{ name, title, text }` (title = the `[...]` label, text = body with title). */
function admonitions(id: string): { name: string; title: string; text: string }[] {
  const out: { name: string; title: string; text: string }[] = [];
  visit(getPage(id).tree, (node) => {
    if (node.type !== 'containerDirective' || ['tabs', 'tab'].includes(node.name)) return;
    const label = node.children.find((c) => c.type === 'paragraph' && (c.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
    out.push({ name: node.name, title: label ? toString(label) : '', text: toString(node) });
  });
  return out;
}

const MERCHANT_SIGNED = Object.entries(ROUTES)
  .filter(([, spec]) => spec.signature && !spec.signature.input.endsWith(CRED.refId))
  .map(([id]) => id);
const REF_SIGNED = Object.entries(ROUTES)
  .filter(([, spec]) => spec.signature?.input.endsWith(CRED.refId))
  .map(([id]) => id);
const RAW_SECRET = Object.entries(ROUTES)
  .filter(([, spec]) => Object.values(spec.query ?? {}).includes(CRED.secretKey))
  .map(([id]) => id);

describe('notes where a fact is not confirmed or a value is a credential', () => {
  it('knows which pages sign at merchant level, per ref_id and with the raw secret', () => {
    expect(MERCHANT_SIGNED).toHaveLength(10);
    expect(REF_SIGNED).toHaveLength(4);
    expect(RAW_SECRET.sort()).toEqual(['deposit', 'v2/cek-status/cek-status-ip', 'v2/transaksi/transaksi-get-irs', 'v2/transaksi/transaksi-get-otomax']);
  });

  it.each(MERCHANT_SIGNED.map((id) => [id] as const))('%s flags the unconfirmed signature separator and says what to do', (id) => {
    const notes = admonitions(id).filter((a) => a.title === 'Pemisah signature belum dipastikan');
    expect(notes).toHaveLength(1);
    const { text } = notes[0]!;
    // names the other form: the colon form on the no-separator pages, the old form on Info Akun
    expect(text).toContain(id === 'info-akun' ? 'md5(merchant_id+secret_key)' : 'merchant_id:secret_key');
    expect(text).toMatch(/tanpa( karakter)? pemisah/);
    expect(text).toMatch(/belum dipastikan/);
    expect(text).toMatch(/coba bentuk/);
    expect(text).toContain('cs@apigames.id');
    // the note sits in the page's authentication section, next to the formula it qualifies
    const auth = sections(getPage(id).tree).get('Autentikasi') ?? [];
    expect(auth.some((n) => n.type === 'containerDirective' && toString(n).includes('Pemisah signature belum dipastikan'))).toBe(true);
  });

  it.each([...MERCHANT_SIGNED, ...REF_SIGNED, 'v2/webhook/webhook-get'].map((id) => [id] as const))('%s says its signature is a reusable credential', (id) => {
    const notes = admonitions(id).filter((a) => a.title === 'Signature ini bisa dipakai ulang');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.name).toBe('warning');
    expect(notes[0]!.text).toMatch(/\blog\b/);
    if (MERCHANT_SIGNED.includes(id)) expect(notes[0]!.text).toMatch(/sama untuk setiap permintaan/);
    else expect(notes[0]!.text).toMatch(/ref_id/);
  });

  it.each(RAW_SECRET.map((id) => [id] as const))('%s says a logged URL carries the secret', (id) => {
    const notes = admonitions(id).filter((a) => ['danger', 'warning'].includes(a.name) && /secret key/i.test(a.text) && /URL/.test(a.text));
    expect(notes.some((a) => /\blog\b/.test(a.text))).toBe(true);
  });

  it.each(['v2/webhook/webhook-get', 'v2/webhook/webhook-ip'].map((id) => [id] as const))(
    '%s names the previous sender IP where it says to remove it',
    (id) => {
      const notes = admonitions(id).filter((a) => a.text.includes('107.155.65.115'));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.name).toBe('caution');
      expect(notes[0]!.text).toContain('Sampai 7 Oktober 2023');
      expect(notes[0]!.text).toMatch(/hapus 107\.155\.65\.115/);
      expect(notes[0]!.text).toContain('157.245.207.5');
    },
  );

  it.each(['v2/cek-status/cek-status-get', 'v2/cek-status/cek-status-post', 'v2/cek-status/cek-status-ip'].map((id) => [id] as const))(
    '%s says when to stop looking for a ref_id it never finds, and whom to contact',
    (id) => {
      const page = getPage(id);
      const text = toString(page.tree);
      expect(text).toMatch(/ref_id yang tidak dikenal/);
      expect(text).toMatch(/masih belum ditemukan 30 menit setelah pembelian dikirim, hentikan pengecekan otomatis/);
      expect(text).toContain('cs@apigames.id');
      expect(page.body).toContain('(/docs/v2/pendahuluan#jadwal-cek-status)');
    },
  );

  it('the setup page lists which values are credentials', () => {
    const secs = sections(getPage('persiapan-awal').tree);
    const nodes = secs.get('Jaga kredensial Anda') ?? [];
    const text = toString({ type: 'root', children: nodes });
    for (const s of ['secret_key', 'Signature tanpa ref_id', 'Signature dengan ref_id', 'URL atau body permintaan lengkap', 'log']) expect(text).toContain(s);
  });
});

describe('smaller facts the pages must not overstate', () => {
  it.each(loadPages().map((p) => [p.id, p] as const))('%s does not promise key rotation in the member area', (_id, page) => {
    // How to change the secret key is not documented: pages send readers to CS instead.
    expect(page.body).not.toMatch(/\b(?:ganti|mengganti|ubah|mengubah|reset)\s+secret key\s+di member area/i);
    if (/pernah bocor/.test(page.body)) expect(page.body).toContain('cs@apigames.id');
  });

  it.each(PURCHASES.map((p) => [p.id] as const))('%s flags ref_id limits and the product prefix as undocumented', (id) => {
    const notes = admonitions(id).filter((a) => a.title === 'Format ref_id dan prefix produk');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toMatch(/Panjang maksimum ref_id[^.]*belum didokumentasikan/);
    expect(notes[0]!.text).toMatch(/prefix[^.]*belum didokumentasikan/);
    const params = sections(getPage(id).tree).get('Parameter') ?? [];
    expect(params.some((n) => n.type === 'containerDirective' && toString(n).includes('Format ref_id dan prefix produk'))).toBe(true);
  });

  it.each(
    [
      'v2/cek-status/cek-status-get',
      'v2/cek-status/cek-status-post',
      'v2/cek-status/cek-status-ip',
      'v2/transaksi/transaksi-get',
      'v2/transaksi/transaksi-post',
    ].map((id) => [id] as const),
  )('%s says the detail of a Pending answer differs between JSON and text and is not to be relied on', (id) => {
    const notes = admonitions(id).filter((a) => /Pending|PENDING/.test(a.title) && /\. \./.test(a.text));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toMatch(/belum pasti/);
    expect(notes[0]!.text).toMatch(/jangan/i);
  });
});
