// The site's own static/_headers in `docsgen serve`: its policy adds to docsgen's instead of
// replacing it, as static hosts send both, and a line no server can send does not stop serving.
import { afterAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { builtSecurityHeaders } from '../../src/security/content-security-policy.js';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** The raw response headers of GET `path`, as name/value pairs in the order sent. */
function rawHeaders(server: StaticServer, path: string): Promise<Array<[string, string]>> {
  return new Promise((done, fail) => {
    const req = request(`${server.url}${path}`, (res) => {
      const pairs: Array<[string, string]> = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
      res.resume();
      done(pairs);
    });
    req.on('error', fail);
    req.end();
  });
}

async function serveBuilt(headersFile: string): Promise<{ site: FixtureBuild; server: StaticServer; warnings: string[] }> {
  const site = await buildSite({ ...minimalSite, 'static/_headers': headersFile });
  cleanups.push(() => site.cleanup());
  expect(site.errors).toEqual([]);
  const warnings: string[] = [];
  const server = await startStaticServer({ root: site.outDir, port: 0, headers: builtSecurityHeaders(site.outDir, (l) => warnings.push(l)) });
  cleanups.push(() => server.close());
  return { site, server, warnings };
}

describe("the site's own _headers in serve", () => {
  it("sends the site's Content-Security-Policy besides docsgen's, never instead of it", async () => {
    const { server } = await serveBuilt("/*\n  Content-Security-Policy: img-src 'none'\n  X-Frame-Options: DENY\n");
    const headers = await rawHeaders(server, '/docs/intro');
    const policies = headers.filter(([n]) => n === 'content-security-policy').map(([, v]) => v);
    expect(policies).toHaveLength(2);
    expect(policies[0]).toContain("script-src 'self'");
    expect(policies[1]).toBe("img-src 'none'");
    expect(headers).toContainEqual(['x-frame-options', 'DENY']);
  });

  it('leaves out a line no server can send, says where it is, and keeps serving', async () => {
    const { server, warnings, site } = await serveBuilt('/*\n  X(Bad): yes\n  X-Fine: ok\n  X-Control: a\u0001b\n');
    const headers = await rawHeaders(server, '/docs/intro');
    expect(headers).toContainEqual(['x-fine', 'ok']);
    expect(headers.map(([n]) => n)).not.toContain('x(bad)');
    expect(headers.filter(([n]) => n === 'content-security-policy')).toHaveLength(1);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(new RegExp(`^${site.outDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/_headers:\\d+ the header "X\\(Bad\\)" cannot be sent`));
  });
});
