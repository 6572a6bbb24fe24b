/**
 * Runs every request sample (cURL, PHP, Node.js, Python) of every endpoint page against the API
 * stub: the base URL https://v1.apigames.id is swapped for the stub's, the sample must exit 0,
 * the stub must have seen exactly one request that matches the page (method, path, parameters,
 * Content-Type, signature), and the sample must print the page's documented success answer.
 * Answered with HTTP 500, a sample must still show the answer's body (a v2 transaction sample:
 * say the purchase is Pending).
 * PHP samples are skipped only when no `php` binary is on PATH.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStub, ROUTES } from './api-stub.js';
import { BASE_URL, codesIn, getPage, sections, tabGroups, titleOf } from './md-utils.js';
import { hasPhp, runSample, tempDir } from './run-utils.js';

const stub = new ApiStub();
let dir: string;

beforeAll(async () => {
  await stub.start();
  dir = tempDir();
});

afterAll(async () => {
  await stub.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

for (const [id, spec] of Object.entries(ROUTES)) {
  describe(`samples of /docs/${id}`, () => {
    const page = getPage(id);
    const secs = sections(page.tree);
    const tabs = tabGroups(secs.get('Contoh permintaan') ?? [])[0]?.tabs ?? [];
    const success = codesIn(secs.get('Respons') ?? []).find((c) => titleOf(c)?.startsWith('Respons sukses'));

    it('has four samples and a documented success answer', () => {
      expect(tabs.map((t) => t.label)).toEqual(['cURL', 'PHP', 'Node.js', 'Python']);
      expect(success).toBeDefined();
    });

    for (const tab of tabs) {
      const skip = tab.label === 'PHP' && !hasPhp;
      /** Runs the sample against the stub, which answers `answer` with `status`. */
      const run = (answer: string, status: number, suffix: string) => {
        stub.expect(spec, answer, status);
        const source = tab.code.value.replaceAll(BASE_URL, stub.baseUrl);
        return runSample(dir, `${id.replace(/\//g, '_')}_${tab.label.replace(/\W/g, '')}${suffix}`, tab.label, source);
      };

      it.skipIf(skip)(`${tab.label} sample sends the documented request`, async () => {
        expect(tab.code.value).toContain(BASE_URL);
        const result = await run(success!.value, 200, '');
        const seen = stub.log.map((r) => `${r.method} ${r.url}\n  ${r.errors.join('\n  ')}`).join('\n');
        expect(result.code, `exit code\nstdout: ${result.stdout}\nstderr: ${result.stderr}\nstub saw:\n${seen}`).toBe(0);
        expect(stub.log, `stub saw:\n${seen}`).toHaveLength(1);
        expect(stub.log[0]!.errors, `request problems:\n${seen}`).toEqual([]);
        expect(result.stdout, 'sample prints the answer').toContain(success!.value.trim());
      });

      // The API's HTTP status codes for errors are not documented. Whatever it sends, a sample
      // shows the answer's body (its error_msg), and a v2 transaction sample says to treat
      // the purchase as Pending instead of failed.
      it.skipIf(skip)(`${tab.label} sample shows an answer sent with HTTP 500`, async () => {
        const transaction = id.startsWith('v2/transaksi/');
        const answer = spec.responseType === 'json' ? '{"status":0,"rc":500,"error_msg":"Contoh galat dari stub"}' : 'Contoh galat dari stub';
        const result = await run(answer, 500, '_error');
        const printed = `${result.stdout}\n${result.stderr}`;
        expect(stub.log, printed).toHaveLength(1);
        if (transaction) expect(printed).toMatch(/Pending/);
        else expect(printed).toContain('Contoh galat dari stub');
      });
    }
  });
}
