#!/usr/bin/env node
// Generates a synthetic documentation site of realistic API reference pages, in the Markdown
// that both docsgen and Docusaurus 3 (classic preset) build: frontmatter, h2/h3 headings,
// tables, admonitions, titled code blocks in several languages, links between pages (relative
// `./x.md` and absolute `/docs/...`, with anchors that exist) and nested categories with
// `_category_.json`. The output depends only on the page count and the seed.
//
// Usage: node bench/generate-site.mjs <outDir> <pages> [--seed N] [--small]
// (--small: pages of about 400 bytes, a sentence, a link, a heading and a code block)
//   <outDir>/docs/…                 the Markdown (N pages, docs/intro.md included)
//   <outDir>/docsgen.config.ts      a config that imports nothing
//   <outDir>/static/img/favicon.svg
// The folder is emptied first.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CATEGORIES = [
  ['accounts', 'Accounts'],
  ['orders', 'Orders'],
  ['payments', 'Payments'],
  ['products', 'Products'],
  ['vouchers', 'Vouchers'],
  ['webhooks', 'Webhooks'],
  ['reports', 'Reports'],
  ['customers', 'Customers'],
  ['inventory', 'Inventory'],
  ['shipping', 'Shipping'],
];
const SUBCATEGORIES = [
  ['core', 'Core'],
  ['batch', 'Batch operations'],
  ['search', 'Search'],
  ['history', 'History'],
  ['limits', 'Limits'],
  ['sandbox', 'Sandbox'],
  ['exports', 'Exports'],
  ['events', 'Events'],
  ['settings', 'Settings'],
  ['legacy', 'Legacy v1'],
];
const VERBS = [
  ['get', 'GET', 'Get'],
  ['list', 'GET', 'List'],
  ['create', 'POST', 'Create'],
  ['update', 'PUT', 'Update'],
  ['delete', 'DELETE', 'Delete'],
  ['check', 'POST', 'Check'],
];
const NOUNS = [
  'balance',
  'transaction',
  'voucher',
  'product',
  'merchant',
  'callback',
  'invoice',
  'refund',
  'status',
  'token',
  'server',
  'player',
  'deposit',
  'price',
  'stock',
  'report',
];
const FIELD_NAMES = [
  'ref_id',
  'merchant_id',
  'product_code',
  'target',
  'server_id',
  'amount',
  'currency',
  'callback_url',
  'note',
  'limit',
  'offset',
  'since',
  'until',
  'status',
  'customer_id',
  'quantity',
];
const TYPES = ['string', 'integer', 'boolean', 'number'];
const WORDS = (
  'the request must carry a valid signature computed from the merchant id and the secret key ' +
  'every response is json and holds a status field together with a message that explains what happened ' +
  'retries are safe because the reference id makes each call idempotent on the server side ' +
  'amounts are integers in the smallest unit of the currency and never carry decimals ' +
  'timeouts and network errors mean the outcome is unknown so check the status before trying again ' +
  'the sandbox accepts the same parameters and never charges the balance of the account'
).split(' ');

/** Mulberry32: a small seeded generator, so the same seed gives the same site. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Headings every endpoint page has, with the ids both systems give them. */
export const ANCHORS = ['endpoint', 'parameters', 'authentication', 'signature', 'example-request', 'response', 'status-codes', 'see-also'];

/** Decides the folder layout: 10 top-level categories, each with sub-categories holding the pages. */
export function planSite(pages) {
  if (!Number.isInteger(pages) || pages < 2) throw new Error('pages must be an integer >= 2');
  const endpoints = pages - 1; // docs/intro.md is the other page
  const cats = Math.min(CATEGORIES.length, endpoints);
  const subsPerCat = Math.max(1, Math.min(SUBCATEGORIES.length, Math.round(Math.sqrt(endpoints / cats / 2))));
  const leaves = [];
  for (let c = 0; c < cats; c++) for (let s = 0; s < subsPerCat; s++) leaves.push({ c, s, pages: [] });
  const list = [];
  for (let i = 0; i < endpoints; i++) {
    const leaf = leaves[i % leaves.length];
    const n = leaf.pages.length;
    const [verb, method, verbLabel] = VERBS[n % VERBS.length];
    const noun = NOUNS[Math.floor(n / VERBS.length) % NOUNS.length];
    const round = Math.floor(n / (VERBS.length * NOUNS.length));
    const slug = `${verb}-${noun}${round ? `-${round + 1}` : ''}`;
    const [catSlug, catLabel] = CATEGORIES[leaf.c];
    const [subSlug, subLabel] = SUBCATEGORIES[leaf.s];
    const page = {
      index: i,
      leaf,
      position: n + 1,
      slug,
      method,
      verb: verbLabel,
      noun,
      round,
      dir: `${catSlug}/${subSlug}`,
      catLabel,
      subLabel,
      route: `/docs/${catSlug}/${subSlug}/${slug}`,
      title: `${verbLabel} ${noun}${round ? ` ${round + 1}` : ''} (${catLabel})`,
    };
    leaf.pages.push(page);
    list.push(page);
  }
  return { cats, subsPerCat, leaves, pages: list };
}

function sentence(r, min = 8, max = 18) {
  const n = min + Math.floor(r() * (max - min));
  const words = [];
  for (let i = 0; i < n; i++) words.push(WORDS[Math.floor(r() * WORDS.length)]);
  const s = words.join(' ');
  return s[0].toUpperCase() + s.slice(1) + '.';
}

/** A small page (about 400 bytes): a sentence, a link, one heading and a short code block. */
function smallPage(page, site, r) {
  const next = site.pages[(page.index + 1) % site.pages.length];
  return [
    '---',
    `title: ${page.title}`,
    `sidebar_position: ${page.position}`,
    '---',
    '',
    `${sentence(r, 6, 12)} Next: [${next.title}](${linkTo(page, next)}).`,
    '',
    '## Endpoint',
    '',
    '```bash',
    `curl -X ${page.method} https://api.example.com/v2/${page.noun}`,
    '```',
    '',
  ].join('\n');
}

function linkTo(from, to, anchor) {
  const hash = anchor ? `#${anchor}` : '';
  // Same folder: a relative Markdown link; elsewhere: an absolute site path.
  if (from.dir === to.dir) return `./${to.slug}.md${hash}`;
  return `${to.route}${hash}`;
}

function endpointPage(page, site, r) {
  const { pages } = site;
  const siblings = page.leaf.pages;
  const sibling = siblings[page.position % siblings.length];
  const far = pages[Math.floor(r() * pages.length)];
  const far2 = pages[(page.index * 7919 + 13) % pages.length];
  const path = `/v2/${page.dir.split('/')[0]}/${page.noun}${page.method === 'GET' && page.verb === 'Get' ? '/{id}' : ''}`;
  const url = `https://api.example.com${path}`;
  const fields = [];
  const nFields = 4 + Math.floor(r() * 5);
  for (let i = 0; i < nFields; i++) fields.push(FIELD_NAMES[(page.index + i * 3) % FIELD_NAMES.length]);
  const unique = [...new Set(fields)];
  const body = Object.fromEntries(
    unique.map((f, i) => [f, f === 'amount' || f === 'quantity' || f === 'limit' || f === 'offset' ? 1000 * (i + 1) : `${f.toUpperCase()}_${page.index}`]),
  );
  const bodyJson = JSON.stringify(body, null, 2);
  const response = JSON.stringify(
    {
      status: 1,
      message: 'OK',
      data: {
        ref_id: `INV-${String(page.index).padStart(6, '0')}`,
        [page.noun]: `${page.noun}-${page.index}`,
        amount: 15000,
        created_at: '2025-01-01T00:00:00Z',
      },
    },
    null,
    2,
  );
  const lines = [];
  lines.push('---');
  lines.push(`title: ${page.title}`);
  lines.push(`sidebar_label: ${page.verb} ${page.noun}${page.round ? ` ${page.round + 1}` : ''}`);
  lines.push(`sidebar_position: ${page.position}`);
  lines.push(`description: ${page.verb} a ${page.noun} of the ${page.catLabel.toLowerCase()} API with a ${page.method} request and read the JSON response.`);
  lines.push('---', '');
  lines.push(
    `This endpoint lets you ${page.verb.toLowerCase()} a **${page.noun}** in the ${page.catLabel} API (${page.subLabel}). ${sentence(r)} Read the [authentication rules](/docs/intro#authentication) first, and see [${sibling.title}](${linkTo(page, sibling)}) for a related call.`,
    '',
  );
  lines.push(sentence(r, 12, 30), '');
  lines.push('## Endpoint', '');
  lines.push('```http title="Endpoint"', `${page.method} ${url}`, 'Content-Type: application/json', '```', '');
  lines.push('## Parameters', '');
  lines.push('| Name | Location | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
  for (const [i, f] of unique.entries()) {
    lines.push(
      `| \`${f}\` | ${page.method === 'GET' ? 'query' : 'JSON body'} | ${TYPES[(i + page.index) % TYPES.length]} | ${i < 3 ? 'Yes' : 'No'} | ${sentence(r, 5, 12)} |`,
    );
  }
  lines.push('');
  lines.push(':::note', `${sentence(r)} The \`ref_id\` must be unique per merchant.`, ':::', '');
  lines.push('## Authentication', '');
  lines.push(`${sentence(r)} The signature is described on [${far.title}](${linkTo(page, far, 'signature')}) too.`, '');
  lines.push('### Signature', '');
  lines.push('```text title="Formula"', 'signature = md5(merchant_id + ":" + secret_key + ":" + ref_id)', '```', '');
  lines.push(`:::warning[Keep the secret key on the server]`, `${sentence(r)} Never put the key in a browser or a mobile app.`, ':::', '');
  lines.push('## Example request', '');
  lines.push(sentence(r), '');
  lines.push(
    `\`\`\`bash title="${page.slug}.sh"`,
    `curl -X ${page.method} '${url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(body)}'`,
    '```',
    '',
  );
  lines.push('```json title="Request body"', bodyJson, '```', '');
  lines.push(
    `\`\`\`php title="${page.slug}.php"`,
    '<?php',
    `$body = json_decode('${JSON.stringify(body)}', true);`,
    `$ch = curl_init('${url}');`,
    `curl_setopt($ch, CURLOPT_CUSTOMREQUEST, '${page.method}');`,
    'curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($body));',
    'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
    '$response = json_decode(curl_exec($ch), true);',
    "echo $response['message'];",
    '```',
    '',
  );
  lines.push(
    `\`\`\`js title="${page.slug}.mjs"`,
    `const response = await fetch('${url}', {`,
    `  method: '${page.method}',`,
    "  headers: { 'Content-Type': 'application/json' },",
    `  body: JSON.stringify(${JSON.stringify(body)}),`,
    '});',
    'const result = await response.json();',
    'console.log(result.status, result.message);',
    '```',
    '',
  );
  lines.push(
    `\`\`\`python title="${page.slug.replace(/-/g, '_')}.py"`,
    'import requests',
    '',
    `body = ${JSON.stringify(body).replace(/true/g, 'True')}`,
    `response = requests.request("${page.method}", "${url}", json=body, timeout=30)`,
    'result = response.json()',
    'print(result["status"], result["message"])',
    '```',
    '',
  );
  lines.push('## Response', '');
  lines.push(sentence(r), '');
  lines.push('```json title="Response"', response, '```', '');
  lines.push('### Status codes', '');
  lines.push('| Code | Meaning | What to do |', '| --- | --- | --- |');
  lines.push(
    `| \`1\` | Success | ${sentence(r, 4, 9)} |`,
    `| \`0\` | Failed | ${sentence(r, 4, 9)} |`,
    `| \`2\` | Pending | Check again later with [${far2.title}](${linkTo(page, far2, 'response')}). |`,
    '',
  );
  lines.push(':::tip', sentence(r), ':::', '');
  lines.push('## See also', '');
  lines.push(`- [${sibling.title}](${linkTo(page, sibling, 'parameters')})`);
  lines.push(`- [${far.title}](${linkTo(page, far, 'example-request')})`);
  lines.push(`- [${far2.title}](${linkTo(page, far2)})`);
  lines.push(`- [Introduction](/docs/intro)`, '');
  return lines.join('\n');
}

function introPage(site) {
  const first = site.pages[0];
  const lines = [
    '---',
    'title: Introduction',
    'sidebar_position: 0',
    'description: Overview of the synthetic example API, its authentication rules and its categories.',
    '---',
    '',
  ];
  lines.push(`This synthetic reference documents ${site.pages.length} endpoints in ${site.cats} categories. Start with [${first.title}](${first.route}).`, '');
  lines.push('## Authentication', '');
  lines.push('Every request carries a signature made from the merchant id, the secret key and the reference id.', '');
  lines.push('```text title="Formula"', 'signature = md5(merchant_id + ":" + secret_key + ":" + ref_id)', '```', '');
  lines.push(':::info', 'The sandbox uses the same rules and never charges your balance.', ':::', '');
  lines.push('## Categories', '');
  lines.push('| Category | First endpoint |', '| --- | --- |');
  for (let c = 0; c < site.cats; c++) {
    const p = site.leaves.find((l) => l.c === c).pages[0];
    lines.push(`| ${p.catLabel} | [${p.title}](${p.route}#endpoint) |`);
  }
  lines.push('');
  return lines.join('\n');
}

const CONFIG = `// Synthetic benchmark site. Imports nothing.
export default {
  title: 'Synthetic API',
  tagline: 'Generated API reference for benchmarks.',
  url: 'https://docs.example.com',
  baseUrl: '/',
  lang: 'en',
  favicon: 'img/favicon.svg',
  navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] },
  footer: { style: 'light', copyright: 'Copyright © 2025 Example' },
};
`;

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#2e8555"/></svg>\n';

/** Writes the site to `outDir` (emptied first); returns the plan. */
export function generateSite(outDir, pages, seed = 1, { small = false } = {}) {
  const site = planSite(pages);
  rmSync(outDir, { recursive: true, force: true });
  const docs = join(outDir, 'docs');
  mkdirSync(docs, { recursive: true });
  writeFileSync(join(outDir, 'docsgen.config.ts'), CONFIG);
  mkdirSync(join(outDir, 'static/img'), { recursive: true });
  writeFileSync(join(outDir, 'static/img/favicon.svg'), FAVICON);
  writeFileSync(join(docs, 'intro.md'), introPage(site));
  const made = new Set();
  for (const leaf of site.leaves) {
    if (leaf.pages.length === 0) continue;
    const [catSlug, catLabel] = CATEGORIES[leaf.c];
    const [subSlug, subLabel] = SUBCATEGORIES[leaf.s];
    if (!made.has(catSlug)) {
      made.add(catSlug);
      mkdirSync(join(docs, catSlug), { recursive: true });
      writeFileSync(join(docs, catSlug, '_category_.json'), JSON.stringify({ label: catLabel, position: leaf.c + 1 }, null, 2) + '\n');
    }
    mkdirSync(join(docs, catSlug, subSlug), { recursive: true });
    writeFileSync(join(docs, catSlug, subSlug, '_category_.json'), JSON.stringify({ label: subLabel, position: leaf.s + 1, collapsed: true }, null, 2) + '\n');
  }
  for (const page of site.pages) {
    const r = rng(seed * 1_000_003 + page.index);
    writeFileSync(join(docs, page.dir, `${page.slug}.md`), (small ? smallPage : endpointPage)(page, site, r));
  }
  return site;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const seedAt = args.indexOf('--seed');
  const seed = seedAt >= 0 ? Number(args.splice(seedAt, 2)[1]) : 1;
  const smallAt = args.indexOf('--small');
  const small = smallAt >= 0 && Boolean(args.splice(smallAt, 1));
  const [outDir, count] = args;
  if (!outDir || !count) {
    console.error('usage: node bench/generate-site.mjs <outDir> <pages> [--seed N] [--small]');
    process.exit(2);
  }
  const site = generateSite(outDir, Number(count), seed, { small });
  console.log(`wrote ${site.pages.length + 1} pages (${site.cats} categories x ${site.subsPerCat} sub-categories) to ${outDir}`);
}
