/**
 * Runs every request sample (cURL, PHP, Node.js, Python) of every endpoint page against the API
 * stub: the base URL https://v1.apigames.id is swapped for the stub's, the sample must exit 0,
 * the stub must have seen exactly one request that matches the page (method, path, parameters,
 * Content-Type, signature), and the sample must print the page's documented success answer.
 *
 * Failures are run too, because that is when code leaks what it holds:
 * - answered with HTTP 500, a sample still shows the answer's body (a v2 transaction sample: says
 *   the purchase is Pending);
 * - pointed at a closed port, a sample fails (non-zero exit); a v2 transaction sample says the
 *   request was not sent and never calls the purchase Pending;
 * - in every run, nothing the sample prints contains the secret key or the page's signature (a
 *   signature that does not change per request is as good as the key for that endpoint).
 * cURL samples also run with a `curl` that fails before sending (as an old curl does on an option
 * it does not know), and may only use options an old curl has.
 * PHP samples are skipped only when no `php` binary is on PATH.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStub, CRED, ROUTES, md5 } from './api-stub.js';
import { BASE_URL, codesIn, getPage, loadPages, sections, tabGroups, titleOf } from './md-utils.js';
import { OLDEST_CURL, OLD_CURL_OPTIONS, curlCommands, oldCurlProblems } from './old-curl.js';
import { freePort, hasPhp, runSample, tempDir, type RunResult } from './run-utils.js';

const stub = new ApiStub();
let dir: string;
let closedPort: number;
/** A directory whose `curl` fails before sending anything, like an old curl given a newer option. */
let failingCurlDir: string;

beforeAll(async () => {
  await stub.start();
  dir = tempDir();
  closedPort = await freePort();
  failingCurlDir = path.join(dir, 'curl-yang-gagal');
  fs.mkdirSync(failingCurlDir);
  fs.writeFileSync(
    path.join(failingCurlDir, 'curl'),
    '#!/bin/sh\necho "curl: option --fail-with-body: is unknown" >&2\necho "curl: try \'curl --help\' for more information" >&2\nexit 2\n',
    { mode: 0o755 },
  );
});

afterAll(async () => {
  await stub.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Everything a run showed, for messages and for the secret check. */
const shown = (r: RunResult): string => `${r.stdout}\n${r.stderr}`;

/** Values that must never appear in a sample's output: the secret key and the signature it sends. */
function credentialsOf(id: string): string[] {
  const spec = ROUTES[id]!;
  return [CRED.secretKey, ...(spec.signature ? [md5(spec.signature.input)] : [])];
}

for (const [id, spec] of Object.entries(ROUTES)) {
  describe(`samples of /docs/${id}`, () => {
    const page = getPage(id);
    const secs = sections(page.tree);
    const tabs = tabGroups(secs.get('Contoh permintaan') ?? [])[0]?.tabs ?? [];
    const success = codesIn(secs.get('Respons') ?? []).find((c) => titleOf(c)?.startsWith('Respons sukses'));
    const transaction = id.startsWith('v2/transaksi/');
    const secrets = credentialsOf(id);

    it('has four samples and a documented success answer', () => {
      expect(tabs.map((t) => t.label)).toEqual(['cURL', 'PHP', 'Node.js', 'Python']);
      expect(success).toBeDefined();
    });

    for (const tab of tabs) {
      const skip = tab.label === 'PHP' && !hasPhp;
      const fileName = (suffix: string) => `${id.replace(/\//g, '_')}_${tab.label.replace(/\W/g, '')}${suffix}`;
      /** Runs the sample against the stub, which answers `answer` with `status`. */
      const run = (answer: string, status: number, suffix: string) => {
        stub.expect(spec, answer, status);
        const source = tab.code.value.replaceAll(BASE_URL, stub.baseUrl);
        return runSample(dir, fileName(suffix), tab.label, source);
      };
      const expectNoCredentials = (result: RunResult) => {
        for (const secret of secrets) expect(shown(result), `output shows ${secret}`).not.toContain(secret);
      };

      it.skipIf(skip)(`${tab.label} sample sends the documented request`, async () => {
        expect(tab.code.value).toContain(BASE_URL);
        const result = await run(success!.value, 200, '');
        const seen = stub.log.map((r) => `${r.method} ${r.url}\n  ${r.errors.join('\n  ')}`).join('\n');
        expect(result.code, `exit code\nstdout: ${result.stdout}\nstderr: ${result.stderr}\nstub saw:\n${seen}`).toBe(0);
        expect(stub.log, `stub saw:\n${seen}`).toHaveLength(1);
        expect(stub.log[0]!.errors, `request problems:\n${seen}`).toEqual([]);
        expect(result.stdout, 'sample prints the answer').toContain(success!.value.trim());
        expectNoCredentials(result);
      });

      // The API's HTTP status codes for errors are not documented. Whatever it sends, a sample
      // shows the answer's body (its error_msg), and a v2 transaction sample says to treat
      // the purchase as Pending instead of failed.
      it.skipIf(skip)(`${tab.label} sample shows an answer sent with HTTP 500 and no credential`, async () => {
        const answer = spec.responseType === 'json' ? '{"status":0,"rc":500,"error_msg":"Contoh galat dari stub"}' : 'Contoh galat dari stub';
        const result = await run(answer, 500, '_error');
        expect(stub.log, shown(result)).toHaveLength(1);
        expect(shown(result)).toContain('Contoh galat dari stub');
        if (transaction) expect(shown(result)).toMatch(/Pending/);
        expectNoCredentials(result);
      });

      it.skipIf(skip)(`${tab.label} sample fails without showing a credential when nothing listens`, async () => {
        const source = tab.code.value.replaceAll(BASE_URL, `http://127.0.0.1:${closedPort}`);
        const result = await runSample(dir, fileName('_closed'), tab.label, source);
        expect(result.code, shown(result)).not.toBe(0);
        expectNoCredentials(result);
        if (transaction) {
          // Nothing reached the API, so nothing was bought: saying Pending would be wrong.
          expect(shown(result)).not.toMatch(/pending/i);
          expect(shown(result)).toMatch(/belum terkirim/);
        }
      });

      if (tab.label === 'cURL') {
        it(`cURL sample uses only options curl ${OLDEST_CURL} has`, () => {
          const commands = curlCommands(tab.code.value);
          expect(commands.length).toBeGreaterThan(0);
          expect(commands.flatMap(oldCurlProblems)).toEqual([]);
        });

        it('cURL sample does not say Pending when curl stops before sending', async () => {
          const result = await runSample(dir, fileName('_curlgagal'), tab.label, tab.code.value, {
            env: { PATH: `${failingCurlDir}${path.delimiter}${process.env.PATH ?? ''}` },
          });
          expect(result.code, shown(result)).not.toBe(0);
          expect(shown(result)).not.toMatch(/pending/i);
          expectNoCredentials(result);
          if (transaction) expect(shown(result)).toMatch(/belum terkirim/);
        });
      }
    }
  });
}

describe('curl commands on every page', () => {
  it.each(loadPages().map((p) => [p.id, p] as const))('%s uses only options an old curl has', (_id, page) => {
    const problems = codesIn(page.tree)
      .filter((c) => c.lang === 'bash')
      .flatMap((c) => curlCommands(c.value))
      .flatMap(oldCurlProblems);
    expect(problems).toEqual([]);
  });

  it('the option check knows its versions and catches newer options', () => {
    const older = (a: string, b: string) => {
      const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
      for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
      return true;
    };
    for (const [option, version] of Object.entries(OLD_CURL_OPTIONS)) expect(older(version, OLDEST_CURL), option).toBe(true);
    expect(oldCurlProblems('-sS --fail-with-body --max-time 30 "$URL"')).toHaveLength(1);
    expect(oldCurlProblems('-sS --json "{}" "$URL"')).toHaveLength(1);
    expect(oldCurlProblems('-sSL "$URL"')).toHaveLength(1);
    expect(oldCurlProblems('-s -w \'%{url} %{http_code}\' "$URL"')).toHaveLength(1);
    expect(oldCurlProblems('-sS -o "$F" -w \'%{http_code} %{size_request}\' -G "$URL" --data-urlencode "a=--json"')).toEqual([]);
    expect(curlCommands('A=1\n# curl --json in a comment\nINFO=$(curl -sS \\\n  --fail-with-body "$U")')).toEqual(['-sS    --fail-with-body "$U")']);
  });
});

describe('the first request on the introduction page', () => {
  const quick = codesIn(sections(getPage('intro').tree).get('Permintaan pertama dalam lima menit') ?? []).find((c) => c.lang === 'bash');

  it('asks for the credentials and sends the documented Info Akun request', async () => {
    expect(quick, 'a bash block in "Permintaan pertama dalam lima menit"').toBeDefined();
    const success = codesIn(sections(getPage('info-akun').tree).get('Respons') ?? []).find((c) => titleOf(c)?.startsWith('Respons sukses'))!;
    stub.expect(ROUTES['info-akun']!, success.value, 200);
    const source = quick!.value.replaceAll(BASE_URL, stub.baseUrl);
    const result = await runSample(dir, 'permintaan-pertama', 'cURL', source, { input: `${CRED.merchantId}\n${CRED.secretKey}\n` });
    const seen = stub.log.map((r) => `${r.method} ${r.url}\n  ${r.errors.join('\n  ')}`).join('\n');
    expect(result.code, shown(result)).toBe(0);
    expect(stub.log, seen).toHaveLength(1);
    expect(stub.log[0]!.errors, seen).toEqual([]);
    expect(result.stdout).toContain(success.value.trim());
    expect(result.stdout).toContain('HTTP 200');
    // the secret is typed in, never written in the script or printed
    expect(quick!.value).not.toContain(CRED.secretKey);
    expect(shown(result)).not.toContain(CRED.secretKey);
    expect(oldCurlProblems(curlCommands(quick!.value).join(' '))).toEqual([]);
  });
});
