/**
 * Advice and notes a reader relies on when something goes wrong or is not confirmed: what to do
 * after a rejected purchase, and the notes on the pages that need them.
 */
import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { ListItem, Root, RootContent } from 'mdast';
import { getPage, sections } from './md-utils.js';

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
