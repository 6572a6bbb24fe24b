/**
 * Exercises the minimal webhook receivers of /docs/v2/webhook/webhook-get: each receiver (PHP via
 * `php -S`, Node.js, Python) is started on a free port, then gets the documented payloads with the
 * documented X-Apigames-Authorization values (must answer 200), a payload with a wrong header
 * (must answer 401), the bodies the page says it accepts or rejects, and the page's own cURL test
 * command (must exit 0 and print OK).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { md5 } from './api-stub.js';
import { HASH_INPUT_TITLE, HASH_RESULT_TITLE, codesIn, getPage, sections, tabGroups, titleOf } from './md-utils.js';
import { RUNNERS, freePort, hasPhp, runSample, startServer, stopServer, tempDir } from './run-utils.js';

const page = getPage('v2/webhook/webhook-get');
const secs = sections(page.tree);
const tabs = tabGroups(secs.get('Contoh penerima') ?? [])[0]?.tabs ?? [];
const payloads = codesIn(secs.get('Payload') ?? []).filter((c) => c.lang === 'json' && titleOf(c)?.startsWith('Payload webhook'));

/** Documented header values: stated input -> md5 from the "Hasil md5" block that follows it. */
const documentedHeaders = new Map<string, string>();
visit(page.tree, 'code', (code: Code, index, parent) => {
  if (titleOf(code) !== HASH_INPUT_TITLE) return;
  const next = parent!.children[index! + 1] as Code;
  if (titleOf(next) === HASH_RESULT_TITLE) documentedHeaders.set(code.value, next.value.trim());
});

function headerFor(payload: Record<string, unknown>): string {
  const input = `M240101TEST0001AB:EXAMPLE_SECRET_KEY:${String(payload.ref_id)}`;
  const value = documentedHeaders.get(input);
  if (!value) throw new Error(`the page states no header input for ref_id ${String(payload.ref_id)}`);
  expect(value).toBe(md5(input));
  return value;
}

async function post(port: number, body: string, auth: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Apigames-Authorization': auth },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, text: (await res.text()).trim() };
}

describe('webhook page examples', () => {
  it('documents two payloads and a header for each', () => {
    expect(payloads).toHaveLength(2);
    for (const p of payloads) headerFor(JSON.parse(p.value));
    expect(tabs.map((t) => t.label)).toEqual(['cURL', 'PHP', 'Node.js', 'Python']);
  });
});

const receivers = tabs.filter((t) => t.label !== 'cURL');
const curlTest = tabs.find((t) => t.label === 'cURL');

for (const tab of receivers) {
  describe.skipIf(tab.label === 'PHP' && !hasPhp)(`${tab.label} receiver`, () => {
    let dir: string;
    let port: number;
    let server: Awaited<ReturnType<typeof startServer>>;

    beforeAll(async () => {
      dir = tempDir();
      port = await freePort();
      const file = path.join(dir, `webhook.${RUNNERS[tab.label]!.ext}`);
      fs.writeFileSync(file, `${tab.code.value}\n`);
      server =
        tab.label === 'PHP'
          ? await startServer('php', ['-S', `127.0.0.1:${port}`, file], port, dir)
          : await startServer(RUNNERS[tab.label]!.cmd, [file], port, dir);
    });

    afterAll(async () => {
      if (server) await stopServer(server.child);
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('accepts each documented payload with its documented header', async () => {
      for (const p of payloads) {
        const payload = JSON.parse(p.value) as Record<string, unknown>;
        const res = await post(port, p.value, headerFor(payload));
        expect(res, `${titleOf(p)}\n${server.output()}`).toEqual({ status: 200, text: 'OK' });
      }
    });

    it('rejects a payload whose header belongs to another ref_id', async () => {
      const [a, b] = payloads.map((p) => JSON.parse(p.value) as Record<string, unknown>);
      const res = await post(port, payloads[0]!.value, headerFor(b!));
      expect(a!.ref_id).not.toBe(b!.ref_id);
      expect(res.status).toBe(401);
    });

    it('does not depend on the HTTP method, as the page says', async () => {
      const p = payloads[0]!;
      const res = await fetch(`http://127.0.0.1:${port}/webhook`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Apigames-Authorization': headerFor(JSON.parse(p.value) as Record<string, unknown>) },
        body: p.value,
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(200);
      expect((await res.text()).trim()).toBe('OK');
    });

    // The page's note says what the receivers accept: any method and Content-Type, but only a
    // JSON body; data sent as a form or in the query string gets 400, and the Python receiver
    // (which reads Content-Length bytes) also answers 400 to a chunked body.
    it('accepts the JSON body whatever the Content-Type, as the page says', async () => {
      const p = payloads[0]!;
      const res = await fetch(`http://127.0.0.1:${port}/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Apigames-Authorization': headerFor(JSON.parse(p.value) as Record<string, unknown>) },
        body: p.value,
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(200);
    });

    it('answers 400 to data sent as a form or in the query string, as the page says', async () => {
      const payload = JSON.parse(payloads[0]!.value) as Record<string, string>;
      const auth = headerFor(payload);
      const form = new URLSearchParams({ ref_id: payload.ref_id!, status: payload.status! }).toString();
      const asForm = await fetch(`http://127.0.0.1:${port}/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Apigames-Authorization': auth },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      expect(asForm.status).toBe(400);
      const asQuery = await fetch(`http://127.0.0.1:${port}/webhook?${form}`, {
        headers: { 'X-Apigames-Authorization': auth },
        signal: AbortSignal.timeout(10_000),
      });
      expect(asQuery.status).toBe(400);
    });

    it(`${tab.label === 'Python' ? 'rejects' : 'accepts'} a chunked body, as the page says`, async () => {
      const p = payloads[0]!;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(p.value));
          controller.close();
        },
      });
      const res = await fetch(`http://127.0.0.1:${port}/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Apigames-Authorization': headerFor(JSON.parse(p.value) as Record<string, unknown>) },
        body,
        duplex: 'half',
        signal: AbortSignal.timeout(10_000),
      } as RequestInit);
      expect(res.status).toBe(tab.label === 'Python' ? 400 : 200);
      expect(page.body).toMatch(/Python[^.]*Content-Length[^.]*chunked[^.]*400/);
    });

    it('rejects a missing header and a body that is not JSON', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/webhook`, { method: 'POST', body: payloads[0]!.value });
      expect(res.status).toBe(401);
      const bad = await post(port, 'not json', 'x');
      expect(bad.status).toBe(400);
    });

    it("passes the page's cURL test command", async () => {
      expect(curlTest).toBeDefined();
      const source = curlTest!.code.value.replaceAll('http://127.0.0.1:8080', `http://127.0.0.1:${port}`);
      expect(source).toContain(`:${port}/`);
      const result = await runSample(dir, 'uji-webhook', 'cURL', source);
      expect(result.code, `${result.stderr}\n${server.output()}`).toBe(0);
      expect(result.stdout.trim()).toBe('OK');
    });
  });
}
