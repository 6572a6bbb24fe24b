/**
 * Reference material a reader looks for: the table of every status value and error message on the
 * v2 introduction (checked against the facts sheet in ../shared/api-facts when it is there), the
 * polling schedule, the glossary on the setup page, next-step links at the end of every page, and
 * one word for each thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';

const parseYaml = (text: string): unknown => yaml.safeLoad(text);
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { InlineCode, Link, Root, Table } from 'mdast';
import { ROUTES } from './api-stub.js';
import { REPO, getPage, loadPages, sections } from './md-utils.js';

/** Every status value and error message the API is known to return. */
export const KNOWN_VALUES = [
  // envelope of JSON answers, and the text form of a rejection
  'status 1',
  'status 0',
  'status ERROR.',
  // transaction statuses, JSON and text spelling
  ...['Pending', 'Proses', 'Sukses', 'Gagal', 'Sukses Sebagian', 'Validasi Provider'].flatMap((s) => [s, s.toUpperCase()]),
  // report status codes
  'statuscode 1',
  'statuscode 2',
  // failure reason in sn
  'error_require_login',
  // error_msg values
  'Signature not valid',
  'Signature Not Valid',
  'Engine <engine> belum tersedia',
  'JSON tidak valid',
  'Data JSON tidak valid',
  'Redem sedang maintenance',
  'Data voucher bulk harus dalam bentuk bas64encode',
  'Merchant not found',
  'Merchant config not found',
  'Error getting account info from KiosGamer',
  'Error creating project redemption',
  'Error inserting voucher data',
  'Voucher ini double, sudah ada sebelumnya',
  'Project ID tidak ditemukan',
];

const FACTS = path.resolve(REPO, '..', 'shared', 'api-facts');

/** Status values and error messages named anywhere in the facts sheet's YAML files. */
function valuesInFacts(): Set<string> {
  const out = new Set<string>();
  const add = (v: string) => out.add(v.replace(/^Engine \S+ belum tersedia$/, 'Engine <engine> belum tersedia'));
  const walk = (node: unknown, key = ''): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, key));
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        // field descriptions talk about a value, they are not one
        if (k === 'fields' || k === 'response_fields') continue;
        walk(v, k);
      }
      return;
    }
    if (typeof node !== 'string' && typeof node !== 'number') return;
    const value = String(node);
    if (['error_msg', 'older_body_error_msg'].includes(key) && !value.startsWith('<')) add(value);
    if (key === 'line' && value.startsWith('status ERROR. ')) {
      add('status ERROR.');
      add(value.slice('status ERROR. '.length));
    }
    if (key === 'sn' && value === 'error_require_login') add(value);
    if (key === 'value' || key === 'STATUS_values') add(value);
  };
  for (const file of fs.readdirSync(FACTS).filter((f) => f.endsWith('.yaml'))) {
    const doc = parseYaml(fs.readFileSync(path.join(FACTS, file), 'utf8')) as Record<string, unknown>;
    // error_msg values, "status ERROR." lines, sn reasons, transaction statuses (`value`, `STATUS_values`)
    walk(doc);
    // report status codes seen
    for (const p of (doc.parameters as { name?: string; allowed_values_seen?: Record<string, string> }[] | undefined) ?? []) {
      if (p.name === 'statuscode') for (const code of Object.keys(p.allowed_values_seen ?? {})) add(`statuscode ${code}`);
    }
  }
  return out;
}

/** The first cell of each body row of a table: its inline code values, alone and joined. */
function firstCellValues(table: Table): Set<string> {
  const out = new Set<string>();
  for (const row of table.children.slice(1)) {
    const codes: string[] = [];
    visit(row.children[0]!, 'inlineCode', (c: InlineCode) => {
      codes.push(c.value);
    });
    for (const c of codes) out.add(c);
    out.add(codes.join(' '));
  }
  return out;
}

describe('table of status values and error messages', () => {
  const nodes = sections(getPage('v2/pendahuluan').tree).get('Tabel status dan pesan error') ?? [];
  const tables = nodes.filter((n): n is Table => n.type === 'table');

  it('is one table on the v2 introduction, with what to do for each value', () => {
    expect(tables).toHaveLength(1);
    const header = tables[0]!.children[0]!.children.map((c) => toString(c));
    expect(header).toEqual(['Nilai', 'Muncul di', 'Arti', 'Yang dilakukan']);
    for (const row of tables[0]!.children.slice(1)) expect(toString(row.children[3]!).trim().length, toString(row)).toBeGreaterThan(10);
  });

  it('lists every known status value and error message', () => {
    const listed = firstCellValues(tables[0]!);
    expect(KNOWN_VALUES.filter((v) => !listed.has(v))).toEqual([]);
  });

  it.skipIf(!fs.existsSync(FACTS))('knows every status value and error message the facts sheet names', () => {
    const inFacts = valuesInFacts();
    expect(inFacts.size).toBeGreaterThan(20);
    // the table names a value in both spellings; the facts name the title-case and upper-case forms
    expect([...inFacts].filter((v) => !KNOWN_VALUES.includes(v))).toEqual([]);
  });

  it('is where the other pages send readers for a status', () => {
    expect(getPage('v2/cek-status/cek-status-get').body).toContain('(/docs/v2/pendahuluan#tabel-status)');
  });
});

describe('polling schedule', () => {
  const nodes = sections(getPage('v2/pendahuluan').tree).get('Jadwal cek status') ?? [];
  const text = toString({ type: 'root', children: nodes });

  it('gives intervals that grow and a point to stop', () => {
    const table = nodes.find((n): n is Table => n.type === 'table');
    expect(table).toBeDefined();
    const rows = table!.children.slice(1).map((r) => r.children.map((c) => toString(c)));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const seconds = (s: string) => {
      const m = /(\d+)\s*(detik|menit|jam)/.exec(s);
      return m ? Number(m[1]) * { detik: 1, menit: 60, jam: 3600 }[m[2] as 'detik' | 'menit' | 'jam'] : Infinity;
    };
    const gaps = rows.map((r) => seconds(r[1]!));
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]!, rows.map((r) => r.join(' | ')).join('\n')).toBeGreaterThanOrEqual(gaps[i - 1]!);
    expect(rows.at(-1)![1]).toMatch(/Berhenti/);
  });

  it('says when to stop, what to do about an unfound ref_id and whom to contact', () => {
    expect(text).toMatch(/Berhenti begitu status Sukses atau Gagal/);
    expect(text).toMatch(/ref_id tidak ditemukan[^.]*30 menit/);
    expect(text).toContain('cs@apigames.id');
    expect(text).toMatch(/rekomendasi, bukan batas dari API/);
  });
});

describe('glossary', () => {
  it('explains the words every page uses', () => {
    const nodes = sections(getPage('persiapan-awal').tree).get('Istilah') ?? [];
    const table = nodes.find((n): n is Table => n.type === 'table');
    expect(table).toBeDefined();
    const terms = table!.children.slice(1).map((r) => toString(r.children[0]!));
    for (const t of ['merchant_id', 'secret_key', 'signature', 'ref_id', 'Kode produk', 'Webhook']) expect(terms).toContain(t);
  });
});

describe('next steps', () => {
  it.each(loadPages().map((p) => [p.id, p] as const))('%s ends with next-step links', (_id, page) => {
    const secs = [...sections(page.tree)];
    const [title, nodes] = secs.at(-1)!;
    expect(title).toBe('Langkah berikutnya');
    const links: string[] = [];
    visit({ type: 'root', children: nodes } as Root, 'link', (l: Link) => {
      if (!/^(https?:|mailto:)/.test(l.url)) links.push(l.url);
    });
    expect(links.length, 'internal links in "Langkah berikutnya"').toBeGreaterThan(0);
  });
});

describe('one word for each thing', () => {
  // "respons" for what the API sends back, "jika" for conditions.
  const WORDS: [RegExp, string][] = [
    [/\bjawaban(?:nya)?\b/i, 'use "respons"'],
    [/\bkalau\b/i, 'use "jika"'],
    [/\b(?:apa)?bila\b/i, 'use "jika"'],
  ];
  it.each(loadPages().map((p) => [p.id, p] as const))('%s says "respons" and "jika"', (_id, page) => {
    const raw = fs.readFileSync(page.file, 'utf8');
    const hits = raw.split('\n').flatMap((line, i) => WORDS.filter(([re]) => re.test(line)).map(([re, fix]) => `line ${i + 1}: ${re.exec(line)![0]} (${fix})`));
    expect(hits).toEqual([]);
  });
});

/** The key path of every leaf value of a JSON value: `a.b`, `a.list[].c` (containers are implied). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((v) => keyPaths(v, `${prefix}[]`)))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

/** Whether a field table entry (`data.x`, `vouchers[].x`, `data.unipin_*`) names the key path. */
function names(entry: string, keyPath: string): boolean {
  const re = new RegExp(`(^|\\.)${entry.replace(/[.[\]]/g, (c) => `\\${c}`).replace(/\*/g, '[^.]+')}$`);
  return re.test(keyPath);
}

describe('field tables', () => {
  for (const [id, spec] of Object.entries(ROUTES)) {
    if (spec.responseType !== 'json') continue;
    it(`${id} documents every field of its success example`, () => {
      const nodes = sections(getPage(id).tree).get('Respons') ?? [];
      const example = nodes.find((n) => n.type === 'code' && /title="Respons sukses/.test(n.meta ?? ''));
      expect(example).toBeDefined();
      const rows: { entries: string[]; text: string }[] = [];
      for (const table of nodes.filter((n): n is Table => n.type === 'table')) {
        for (const row of table.children.slice(1)) {
          const entries: string[] = [];
          visit(row.children[0]!, 'inlineCode', (c: InlineCode) => {
            entries.push(c.value);
          });
          const codes: string[] = [];
          visit(row, 'inlineCode', (c: InlineCode) => {
            codes.push(c.value);
          });
          rows.push({ entries, text: codes.join(' ') });
        }
      }
      const documented = (p: string): boolean => {
        if (rows.some((r) => r.entries.some((e) => names(e, p)))) return true;
        // a child listed in the description of its documented parent object
        const parent = p.slice(0, p.lastIndexOf('.'));
        const key = p.slice(p.lastIndexOf('.') + 1);
        return parent !== '' && rows.some((r) => r.entries.some((e) => names(e, parent)) && r.text.split(' ').includes(key));
      };
      const missing = keyPaths(JSON.parse((example as { value: string }).value)).filter((p) => !documented(p));
      expect(missing).toEqual([]);
    });
  }

  it('the path matching treats entries as whole segments', () => {
    expect(names('vouchers[].id', 'data.data.vouchers[].id')).toBe(true);
    expect(names('data.unipin_*', 'data.unipin_email')).toBe(true);
    expect(names('id', 'data.data.vouchers[].project_id')).toBe(false);
    expect(names('data.id', 'data.data.id')).toBe(true);
    expect(keyPaths({ a: [{ b: 1 }, { b: 2 }], c: { d: 'x' } })).toEqual(['a[].b', 'c.d']);
  });
});
