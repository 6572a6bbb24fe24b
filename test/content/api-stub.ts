/**
 * A small HTTP stand-in for the APIGames API, used to run the documented code samples.
 *
 * ROUTES holds, for every endpoint page, the request exactly as that page documents it (method,
 * path, query or JSON body, Content-Type and signature) for the example credentials. The stub
 * answers a matching request with the page's own "Respons sukses" example (passed in by the test)
 * and records every request it saw with the list of problems found (empty = valid).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

export const CRED = {
  merchantId: 'M240101TEST0001AB',
  secretKey: 'EXAMPLE_SECRET_KEY',
  refId: 'INV-20240101-0001',
} as const;

export const md5 = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex');

const M = CRED.merchantId;
const K = CRED.secretKey;
const R = CRED.refId;
/** md5(merchant_id + secret_key): cek-username, cek-koneksi, radeem. */
const SIG_CONCAT = md5(`${M}${K}`);
/** md5(merchant_id:secret_key): info-akun. */
const SIG_COLON = md5(`${M}:${K}`);
/** md5(merchant_id:secret_key:ref_id): v2 transaction and status. */
const SIG_TRX = md5(`${M}:${K}:${R}`);

export interface RouteSpec {
  method: 'GET' | 'POST';
  /** Path as the page's endpoint block writes it (placeholders in braces). */
  pathTemplate: string;
  /** Concrete path for the example values. */
  path: string;
  /** Names of the path parameters documented in the parameter table. */
  pathParams: string[];
  /** Exact query the request must carry (no more, no fewer keys). */
  query?: Record<string, string>;
  /** Exact JSON body the request must carry. */
  body?: Record<string, unknown>;
  /** Where the signature travels and the input it is the md5 of (none for raw-secret routes). */
  signature?: { in: 'query' | 'body'; name: string; input: string };
  /** Content type of the documented answer. */
  responseType: 'json' | 'text';
}

const koneksi = (engine: string): RouteSpec => ({
  method: 'GET',
  pathTemplate: '/merchant/{merchant_id}/cek-koneksi',
  path: `/merchant/${M}/cek-koneksi`,
  pathParams: ['merchant_id'],
  query: { engine, signature: SIG_CONCAT },
  signature: { in: 'query', name: 'signature', input: `${M}${K}` },
  responseType: 'json',
});

const trxQuery = (auth: Record<string, string>) => ({
  ref_id: R,
  merchant_id: M,
  produk: 'ff5',
  tujuan: '4645',
  ...auth,
  server_id: '',
});

export const ROUTES: Record<string, RouteSpec> = {
  'info-akun': {
    method: 'GET',
    pathTemplate: '/merchant/{merchant_id}',
    path: `/merchant/${M}`,
    pathParams: ['merchant_id'],
    query: { signature: SIG_COLON },
    signature: { in: 'query', name: 'signature', input: `${M}:${K}` },
    responseType: 'json',
  },
  deposit: {
    method: 'GET',
    pathTemplate: '/v2/deposit-get',
    path: '/v2/deposit-get',
    pathParams: [],
    query: { merchant: M, nominal: '10000', secret: K },
    responseType: 'json',
  },
  'cek-username': {
    method: 'GET',
    pathTemplate: '/merchant/{merchant_id}/cek-username/{game_code}',
    path: `/merchant/${M}/cek-username/mobilelegend`,
    pathParams: ['merchant_id', 'game_code'],
    query: { user_id: '101990303', signature: SIG_CONCAT },
    signature: { in: 'query', name: 'signature', input: `${M}${K}` },
    responseType: 'json',
  },
  'cek-koneksi/higgs': koneksi('higgs'),
  'cek-koneksi/kiosgamer': koneksi('kiosgamer'),
  'cek-koneksi/smile-one': koneksi('smileone'),
  'cek-koneksi/unipin': koneksi('unipin'),
  'cek-koneksi/unipin-br': koneksi('unipinbr'),
  'cek-koneksi/unipin-my': koneksi('unipinmy'),
  'radeem/radeem-voucher': {
    method: 'POST',
    pathTemplate: '/merchant/{merchant_id}/kiosgamer/redem/bulk',
    path: `/merchant/${M}/kiosgamer/redem/bulk`,
    pathParams: ['merchant_id'],
    body: {
      kode_voucher: Buffer.from('VOUCHER1AAAA\nVOUCHER2BBBB').toString('base64'),
      session_key: '',
      signature: SIG_CONCAT,
    },
    signature: { in: 'body', name: 'signature', input: `${M}${K}` },
    responseType: 'json',
  },
  'radeem/status': {
    method: 'POST',
    pathTemplate: '/merchant/{merchant_id}/kiosgamer/project/detail',
    path: `/merchant/${M}/kiosgamer/project/detail`,
    pathParams: ['merchant_id'],
    body: { projectid: 'R240815XPQR000012', status: '', page: 1, limit: 30, session_key: '', signature: SIG_CONCAT },
    signature: { in: 'body', name: 'signature', input: `${M}${K}` },
    responseType: 'json',
  },
  'v2/transaksi/transaksi-get': {
    method: 'GET',
    pathTemplate: '/v2/transaksi',
    path: '/v2/transaksi',
    pathParams: [],
    query: trxQuery({ signature: SIG_TRX }),
    signature: { in: 'query', name: 'signature', input: `${M}:${K}:${R}` },
    responseType: 'json',
  },
  'v2/transaksi/transaksi-post': {
    method: 'POST',
    pathTemplate: '/v2/transaksi',
    path: '/v2/transaksi',
    pathParams: [],
    body: { ref_id: R, merchant_id: M, produk: 'ff5', tujuan: '4645', server_id: '', signature: SIG_TRX },
    signature: { in: 'body', name: 'signature', input: `${M}:${K}:${R}` },
    responseType: 'json',
  },
  'v2/transaksi/transaksi-get-irs': {
    method: 'GET',
    pathTemplate: '/v2/transaksi-irs',
    path: '/v2/transaksi-irs',
    pathParams: [],
    query: trxQuery({ secret: K }),
    responseType: 'text',
  },
  'v2/transaksi/transaksi-get-otomax': {
    method: 'GET',
    pathTemplate: '/v2/transaksi-otomax',
    path: '/v2/transaksi-otomax',
    pathParams: [],
    query: trxQuery({ secret: K }),
    responseType: 'text',
  },
  'v2/cek-status/cek-status-get': {
    method: 'GET',
    pathTemplate: '/v2/transaksi/status',
    path: '/v2/transaksi/status',
    pathParams: [],
    query: { merchant_id: M, ref_id: R, signature: SIG_TRX },
    signature: { in: 'query', name: 'signature', input: `${M}:${K}:${R}` },
    responseType: 'json',
  },
  'v2/cek-status/cek-status-post': {
    method: 'POST',
    pathTemplate: '/v2/transaksi/status',
    path: '/v2/transaksi/status',
    pathParams: [],
    body: { merchant_id: M, ref_id: R, signature: SIG_TRX },
    signature: { in: 'body', name: 'signature', input: `${M}:${K}:${R}` },
    responseType: 'json',
  },
  'v2/cek-status/cek-status-ip': {
    method: 'GET',
    pathTemplate: '/v2/transaksi/status-get-text',
    path: '/v2/transaksi/status-get-text',
    pathParams: [],
    query: { merchant_id: M, ref_id: R, secret: K },
    responseType: 'text',
  },
};

/** Every parameter name a route documents (path, query and body). */
export function paramNames(spec: RouteSpec): string[] {
  return [...spec.pathParams, ...Object.keys(spec.query ?? {}), ...Object.keys(spec.body ?? {})];
}

export interface StubRecord {
  method: string;
  url: string;
  errors: string[];
}

/** Checks one request against a route spec; returns the list of problems (empty = valid). */
export function validate(spec: RouteSpec, method: string, rawUrl: string, headers: http.IncomingHttpHeaders, body: string): string[] {
  const errors: string[] = [];
  const url = new URL(rawUrl, 'http://stub.invalid');
  if (method !== spec.method) errors.push(`method ${method}, expected ${spec.method}`);
  const pathname = decodeURIComponent(url.pathname);
  if (pathname !== spec.path) errors.push(`path ${pathname}, expected ${spec.path}`);

  const ct = String(headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(ct)) errors.push(`Content-Type "${ct}", expected application/json`);

  const expectedQuery = spec.query ?? {};
  const seen = new Map<string, string[]>();
  for (const [k, v] of url.searchParams) seen.set(k, [...(seen.get(k) ?? []), v]);
  for (const [k, v] of Object.entries(expectedQuery)) {
    const got = seen.get(k);
    if (!got) errors.push(`query parameter ${k} missing`);
    else if (got.length !== 1) errors.push(`query parameter ${k} sent ${got.length} times`);
    else if (got[0] !== v) errors.push(`query parameter ${k}="${got[0]}", expected "${v}"`);
  }
  for (const k of seen.keys()) if (!(k in expectedQuery)) errors.push(`unexpected query parameter ${k}`);

  if (spec.method === 'POST') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      errors.push(`body is not JSON: ${body.slice(0, 200)}`);
    }
    if (parsed !== undefined && !isDeepStrictEqual(parsed, spec.body)) {
      errors.push(`body ${JSON.stringify(parsed)}, expected ${JSON.stringify(spec.body)}`);
    }
  } else if (body.length > 0) {
    errors.push(`unexpected body on ${method}: ${body.slice(0, 200)}`);
  }

  if (spec.signature) {
    const { name, input } = spec.signature;
    const got =
      spec.signature.in === 'query'
        ? url.searchParams.get(name)
        : (() => {
            try {
              return (JSON.parse(body) as Record<string, unknown>)[name];
            } catch {
              return undefined;
            }
          })();
    if (got !== md5(input)) errors.push(`signature ${String(got)} is not md5("${input}") = ${md5(input)}`);
  }
  return errors;
}

export class ApiStub {
  readonly log: StubRecord[] = [];
  private server: http.Server | undefined;
  private spec: RouteSpec | undefined;
  private response = '';
  private status = 200;

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Sets the route the next requests must match and the answer to send (with its HTTP status). */
  expect(spec: RouteSpec, responseBody: string, status = 200): void {
    this.spec = spec;
    this.response = responseBody;
    this.status = status;
    this.log.length = 0;
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const errors = this.spec ? validate(this.spec, req.method ?? '', req.url ?? '/', req.headers, body) : ['no route expected'];
        this.log.push({ method: req.method ?? '', url: req.url ?? '', errors });
        if (errors.length > 0) {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ stub_errors: errors }));
          return;
        }
        const type = this.spec!.responseType === 'json' ? 'application/json' : 'text/plain; charset=utf-8';
        res.writeHead(this.status, { 'Content-Type': type });
        res.end(this.response);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
