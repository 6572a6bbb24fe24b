/**
 * Static checks of the documentation content: routes, frontmatter, categories, section headings,
 * JSON examples, example signatures, links/anchors, the status SVG and sensitive data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, Html, Link } from 'mdast';
import { CONTENT, DOCS, codesIn, firstColumn, hashProblems, headingIds, loadPages, metaOf, sections, tabGroups, titleOf, type Page } from './md-utils.js';
import { ROUTES, md5, paramNames } from './api-stub.js';

const EXPECTED_IDS = [
  'intro',
  'persiapan-awal',
  'deposit',
  'info-akun',
  'cek-username',
  ...['higgs', 'kiosgamer', 'smile-one', 'unipin', 'unipin-br', 'unipin-my'].map((e) => `cek-koneksi/${e}`),
  'radeem/radeem-voucher',
  'radeem/status',
  'v2/pendahuluan',
  ...['transaksi-get', 'transaksi-get-irs', 'transaksi-get-otomax', 'transaksi-post'].map((e) => `v2/transaksi/${e}`),
  ...['cek-status-get', 'cek-status-post', 'cek-status-ip'].map((e) => `v2/cek-status/${e}`),
  'v2/webhook/webhook-get',
  'v2/webhook/webhook-ip',
];

/** The h2 headings of every endpoint page: exactly these, in this order. */
export const ENDPOINT_SECTIONS = ['Endpoint', 'Parameter', 'Autentikasi', 'Contoh permintaan', 'Respons', 'Penanganan error', 'Langkah berikutnya'];
/** Fixed h2 headings of the webhook (callback) page, in this order. */
export const WEBHOOK_SECTIONS = ['Cara kerja', 'Payload', 'Verifikasi header', 'Membalas webhook', 'Contoh penerima'];
const ENDPOINT_IDS = Object.keys(ROUTES);
const TAB_LABELS = ['cURL', 'PHP', 'Node.js', 'Python'];

const pages = loadPages();
const docs = pages.filter((p) => p.kind === 'doc');

function inOrder(actual: string[], wanted: string[]): boolean {
  let i = 0;
  for (const h of actual) if (h === wanted[i]) i++;
  return i === wanted.length;
}

describe('routes and sidebar', () => {
  it('has exactly the requested doc pages', () => {
    expect(docs.map((p) => p.id).sort()).toEqual([...EXPECTED_IDS].sort());
  });

  it.each(docs.map((p) => [p.id, p] as const))('%s has the required frontmatter', (_id, page) => {
    const d = page.data;
    for (const key of ['title', 'sidebar_label', 'description']) {
      expect(typeof d[key], `${key} in ${page.id}`).toBe('string');
      expect((d[key] as string).trim().length, `${key} in ${page.id}`).toBeGreaterThan(0);
    }
    expect(Number.isInteger(d.sidebar_position), `sidebar_position in ${page.id}`).toBe(true);
    expect((d.sidebar_label as string).length, 'sidebar_label should stay short').toBeLessThanOrEqual(24);
    // one sentence: ends with a full stop and has no other sentence break
    expect(d.description as string).toMatch(/^[^.!?]+(?:\.[^\s.!?][^.!?]*)*\.$/);
  });

  it('gives siblings distinct sidebar positions', () => {
    const byDir = new Map<string, number[]>();
    for (const p of docs) {
      const dir = path.dirname(p.id);
      byDir.set(dir, [...(byDir.get(dir) ?? []), p.data.sidebar_position as number]);
    }
    for (const dir of fs.readdirSync(DOCS, { recursive: true, withFileTypes: true })) {
      if (!dir.isFile() || dir.name !== '_category_.json') continue;
      const rel = path.relative(DOCS, dir.parentPath);
      const parent = path.dirname(rel);
      const pos = JSON.parse(fs.readFileSync(path.join(dir.parentPath, dir.name), 'utf8')).position as number;
      byDir.set(parent, [...(byDir.get(parent) ?? []), pos]);
    }
    for (const [dir, positions] of byDir) expect(new Set(positions).size, `positions in ${dir}`).toBe(positions.length);
  });

  it('has a valid _category_.json in every folder', () => {
    const folders = new Set(docs.map((p) => path.dirname(p.id)).filter((d) => d !== '.'));
    for (const d of [...folders]) {
      let cur = path.dirname(d);
      while (cur !== '.') {
        folders.add(cur);
        cur = path.dirname(cur);
      }
    }
    for (const folder of folders) {
      const file = path.join(DOCS, folder, '_category_.json');
      expect(fs.existsSync(file), file).toBe(true);
      const cat = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(Object.keys(cat).sort()).toEqual(['collapsed', 'label', 'position']);
      expect(typeof cat.label).toBe('string');
      expect(Number.isInteger(cat.position)).toBe(true);
      expect(typeof cat.collapsed).toBe('boolean');
    }
  });

  it('has the standalone page and the home data', () => {
    const page = pages.find((p) => p.id === 'pages/markdown-page');
    expect(page).toBeDefined();
    expect(typeof page!.data.title).toBe('string');
    expect(typeof page!.data.description).toBe('string');
    const home = JSON.parse(fs.readFileSync(path.join(CONTENT, 'home.json'), 'utf8'));
    expect(typeof home.tagline).toBe('string');
    expect(home.cta).toEqual({ label: 'Baca Dokumentasi', href: '/docs/intro' });
    expect(home.features).toHaveLength(3);
    for (const f of home.features) expect(Object.keys(f).sort()).toEqual(['body', 'title']);
    expect(home.quickLinks.length).toBeGreaterThanOrEqual(4);
    expect(home.quickLinks.length).toBeLessThanOrEqual(6);
    const routes = new Set(pages.map((p) => p.route));
    for (const l of home.quickLinks) expect(routes.has(l.href), l.href).toBe(true);
  });
});

describe('page structure', () => {
  it.each(pages.map((p) => [p.id, p] as const))('%s has no h1 and no stray directives', (_id, page) => {
    visit(page.tree, 'heading', (h: Heading) => {
      expect(h.depth, `h1 "${toString(h)}" in ${page.id}`).toBeGreaterThan(1);
    });
    // `word:word` outside code turns into a text directive the engine does not support.
    visit(page.tree, (node) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        throw new Error(`${page.id}: unexpected ${node.type} "${node.name}" (wrap it in backticks)`);
      }
      if (node.type === 'containerDirective') {
        const allowed = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'tabs', 'tab'];
        expect(allowed, `${page.id}: directive ${node.name}`).toContain(node.name);
      }
    });
  });

  it.each(ENDPOINT_IDS.map((id) => [id] as const))('endpoint page %s has the same sections in the same order', (id) => {
    const page = docs.find((p) => p.id === id)!;
    expect([...sections(page.tree).keys()]).toEqual(ENDPOINT_SECTIONS);
  });

  it.each(ENDPOINT_IDS.map((id) => [id] as const))('endpoint page %s documents the stubbed method, path and parameters', (id) => {
    const page = docs.find((p) => p.id === id)!;
    const spec = ROUTES[id]!;
    const secs = sections(page.tree);
    const endpoint = codesIn(secs.get('Endpoint')!)[0]!;
    const [method, url] = endpoint.value.split('\n')[0]!.split(' ');
    expect(method).toBe(spec.method);
    expect(url!.split('?')[0]).toBe(`https://v1.apigames.id${spec.pathTemplate}`);
    const names = firstColumn(secs.get('Parameter')!);
    expect(names.sort()).toEqual(paramNames(spec).sort());
    // the request section holds one cURL/PHP/Node.js/Python tab group, synced by group "bahasa"
    const groups = tabGroups(secs.get('Contoh permintaan')!);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.group).toBe('bahasa');
    expect(groups[0]!.tabs.map((t) => t.label)).toEqual(TAB_LABELS);
    // a success example exists for the stub to answer with
    const ok = codesIn(secs.get('Respons')!).filter((c) => titleOf(c)?.startsWith('Respons sukses'));
    expect(ok.length, `${id}: "Respons sukses" block`).toBeGreaterThan(0);
    expect(ok[0]!.lang).toBe(spec.responseType);
  });

  it('raw-secret endpoints warn with an admonition', () => {
    for (const [id, spec] of Object.entries(ROUTES)) {
      const carriesSecret = Object.values(spec.query ?? {}).includes('EXAMPLE_SECRET_KEY');
      if (!carriesSecret) continue;
      const page = docs.find((p) => p.id === id)!;
      let warned = false;
      visit(page.tree, (node) => {
        if (node.type === 'containerDirective' && ['danger', 'warning', 'caution'].includes(node.name)) {
          if (/secret key/i.test(toString(node)) && /URL/.test(toString(node))) warned = true;
        }
      });
      expect(warned, `${id} must warn about the secret in the URL`).toBe(true);
    }
  });

  it('webhook page has its sections and a receiver in every language', () => {
    const page = docs.find((p) => p.id === 'v2/webhook/webhook-get')!;
    const secs = sections(page.tree);
    expect(inOrder([...secs.keys()], WEBHOOK_SECTIONS)).toBe(true);
    const groups = tabGroups(secs.get('Contoh penerima')!);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.group).toBe('bahasa');
    expect(groups[0]!.tabs.map((t) => t.label)).toEqual(TAB_LABELS);
    expect(page.body).toContain('X-Apigames-Authorization');
  });
});

describe('code examples', () => {
  it.each(pages.map((p) => [p.id, p] as const))('every json block of %s parses', (_id, page) => {
    for (const code of codesIn(page.tree)) {
      if (code.lang !== 'json') continue;
      const invalid = metaOf(code).invalid === true;
      const parse = () => JSON.parse(code.value);
      // `invalid` is an explicit opt-out for deliberately broken examples: they must really be broken.
      if (invalid) expect(parse, `block marked invalid parses in ${page.id}`).toThrow();
      else expect(parse, `${page.id}: ${titleOf(code) ?? code.value.slice(0, 60)}`).not.toThrow();
    }
  });

  it.each(pages.map((p) => [p.id, p] as const))('code fences of %s use supported languages', (_id, page) => {
    for (const code of codesIn(page.tree)) {
      expect(['bash', 'php', 'js', 'python', 'json', 'text', 'http'], `${page.id}: ${code.value.slice(0, 40)}`).toContain(code.lang);
    }
  });
});

describe('example signatures', () => {
  it.each(pages.map((p) => [p.id, p] as const))('every hash on %s recomputes from a stated input', (_id, page) => {
    expect(hashProblems(fs.readFileSync(page.file, 'utf8'), md5)).toEqual([]);
  });

  it('the hash check itself catches unstated, wrong and malformed hashes', () => {
    const input = '```text title="String yang di-hash"\nabc\n```\n\n';
    const good = `${input}\`\`\`text title="Hasil md5"\n${md5('abc')}\n\`\`\`\n\nURL ?signature=${md5('abc')}\n`;
    expect(hashProblems(good, md5)).toEqual([]);
    expect(hashProblems(`${good}\nlain: ${md5('xyz')}\n`, md5)).toHaveLength(1);
    expect(hashProblems(input.replace('abc', 'abd') + good.slice(input.length), md5).length).toBeGreaterThan(0);
    expect(hashProblems(`${good}\n${md5('abc').toUpperCase()}\n`, md5)).toHaveLength(1);
    expect(hashProblems(`${good}\n${md5('abc')}${md5('abc')}\n`, md5)).toHaveLength(1);
    expect(hashProblems(`${input}teks\n`, md5)).toHaveLength(1);
  });

  it('does not reproduce the invalid or unverifiable hashes of the sources', () => {
    const bad = [
      'e27e38e3f9gd78dfe93t2898b74982b9',
      'fa375f4e3dsdbe2cdcf5d1ee0e9d678ad',
      '30d19bbcd6c9784c020b135c818e8291',
      'fa375f4e30dbe2cdcf5d1ee0e9d678ef',
      'fa375f4e30dbe2cdcf5d1ee0e9d678ad',
      '1db518e0c97adb24cddc77be3c806773',
      'bd134207f74532a8b094676c4a2ca9ed',
    ];
    for (const p of pages) for (const b of bad) expect(p.body.includes(b), `${p.id} contains ${b}`).toBe(false);
  });
});

describe('links', () => {
  const byRoute = new Map(pages.map((p) => [p.route, p] as const));
  const byFile = new Map(pages.map((p) => [p.file, p] as const));
  const ids = new Map(pages.map((p) => [p.id, new Set(headingIds(p.tree))] as const));

  function resolve(page: Page, href: string): { target?: Page; anchor?: string } {
    const [pathPart, anchor] = href.split('#') as [string, string | undefined];
    if (pathPart === '') return { target: page, anchor };
    if (pathPart.startsWith('/')) return { target: byRoute.get(pathPart.replace(/\/$/, '')), anchor };
    if (pathPart.endsWith('.md')) return { target: byFile.get(path.resolve(path.dirname(page.file), pathPart)), anchor };
    return {};
  }

  it.each(pages.map((p) => [p.id, p] as const))('every internal link of %s resolves', (_id, page) => {
    const hrefs: string[] = [];
    visit(page.tree, 'link', (l: Link) => {
      hrefs.push(l.url);
    });
    visit(page.tree, 'html', (h: Html) => {
      for (const m of h.value.matchAll(/href="([^"]+)"/g)) hrefs.push(m[1]!);
    });
    for (const href of hrefs) {
      if (/^(https?:|mailto:)/.test(href)) continue;
      const { target, anchor } = resolve(page, href);
      expect(target, `${page.id}: broken link ${href}`).toBeDefined();
      if (anchor) expect(ids.get(target!.id)!.has(anchor), `${page.id}: missing anchor ${href}`).toBe(true);
    }
  });
});

describe('status lifecycle diagram', () => {
  const page = docs.find((p) => p.id === 'v2/pendahuluan')!;
  const svgBlocks: Html[] = [];
  visit(page.tree, 'html', (h: Html) => {
    if (h.value.includes('<svg')) svgBlocks.push(h);
  });

  it('is one inline, accessible, theme-aware SVG block', () => {
    expect(svgBlocks).toHaveLength(1);
    const svg = svgBlocks[0]!.value;
    expect(svg.trim().startsWith('<svg')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/<svg[^>]*role="img"/);
    expect(svg).toMatch(/<svg[^>]*viewBox="[^"]+"/);
    expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).toMatch(/<desc[^>]*>[^<]+<\/desc>/);
    expect(svg).not.toMatch(/style=|<style|<script|\son[a-z]+=/i);
    expect(svg).not.toMatch(/#(?:000|fff)\b|#(?:000000|ffffff)\b|\b(?:black|white)\b/i);
    expect(svg).toContain('currentColor');
    expect(svg).toMatch(/class="/);
    for (const s of ['Pending', 'Proses', 'Sukses', 'Gagal', 'Sukses Sebagian', 'Validasi Provider']) expect(svg).toContain(`>${s}<`);
  });

  it('contains no blank line and is followed by a text alternative', () => {
    const raw = fs.readFileSync(page.file, 'utf8');
    const start = raw.indexOf('<svg');
    const end = raw.indexOf('</svg>', start);
    expect(raw.slice(start, end)).not.toMatch(/\n\s*\n/);
    const after = page.tree.children.slice(page.tree.children.indexOf(svgBlocks[0]!) + 1);
    const list = after.find((n) => n.type === 'list');
    expect(list).toBeDefined();
    const text = toString(list!);
    for (const s of ['Pending', 'Proses', 'Sukses', 'Gagal', 'Sukses Sebagian', 'Validasi Provider']) expect(text).toContain(s);
  });
});

describe('sensitive data', () => {
  it.each(pages.map((p) => [p.id, p] as const))('%s publishes only the current webhook IP and fictional ids', (_id, page) => {
    const raw = fs.readFileSync(page.file, 'utf8');
    // The previous sender IP may only be named inside a caution that dates it and says to remove it.
    const offset = raw.length - page.body.length;
    let outside = raw;
    visit(page.tree, (node) => {
      if (node.type !== 'containerDirective' || node.name !== 'caution') return;
      const [from, to] = [offset + node.position!.start.offset!, offset + node.position!.end.offset!];
      const source = raw.slice(from, to);
      if (!source.includes('Sampai 7 Oktober 2023') || !/hapus `107\.155\.65\.115`/.test(source)) return;
      outside = outside.slice(0, from) + ' '.repeat(to - from) + outside.slice(to);
    });
    expect(outside, 'old webhook IP outside a dated removal caution').not.toContain('107.155.65.115');
    // the only public IP is the current sender; 127.0.0.1 appears in local receiver tests
    for (const ip of outside.match(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g) ?? []) expect(['157.245.207.5', '127.0.0.1']).toContain(ip);
    // merchant ids: only the fictional example id (masked ones contain X runs)
    for (const m of raw.match(/\bM\d{6}[A-Z0-9]{6,}\b/g) ?? []) expect(m).toBe('M240101TEST0001AB');
    // no bank account numbers: runs of 8+ digits only in known example values
    const allowedDigits = new Set([
      '12067803053055289057',
      '2772860208223211111',
      '99049000',
      '99048675',
      '99048600',
      '99048650',
      '19690000',
      '20240101',
      '101990303',
      '544231487',
      '1648196000',
      '1647398605',
      '1647398685',
      '1646973543',
      '1649386566',
      '1650529219',
      '1650529102',
      '1650529145',
      '1657527892',
      '1677058571',
      '1705312200',
      '1723719138',
      '0839834938',
    ]);
    const decoded = raw.replace(/%[0-9A-Fa-f]{2}/g, ' ');
    for (const d of decoded.match(/\b\d{8,}\b/g) ?? []) expect(allowedDigits, `${page.id}: unexpected long number ${d}`).toContain(d);
  });
});
