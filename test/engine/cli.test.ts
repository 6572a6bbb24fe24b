// Issue 7: terminal output: --verbose stage timings, colors only on a terminal without NO_COLOR.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createReporter } from '../../src/cli/reporter.js';
import { writeSite, minimalSite } from '../helpers/fixture.js';

const bin = join(process.cwd(), 'dist/bin/docsgen.js');

function fakeStream(isTTY: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  let out = '';
  const stream = { isTTY, write: (s: string) => ((out += s), true) } as unknown as NodeJS.WriteStream;
  return { stream, text: () => out };
}

describe('command-line output', () => {
  it('prints per-stage timings with --verbose', async () => {
    const site = await writeSite(minimalSite);
    const r = spawnSync(process.execPath, [bin, 'build', site, '--verbose'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    for (const stage of ['loadConfig', 'discover', 'planSite', 'render', 'checkLinks', 'write']) {
      expect(r.stderr).toMatch(new RegExp(`^\\s+${stage}\\s+[\\d.]+ ms$`, 'm'));
    }
    expect(r.stderr).toMatch(/^wrote \d+ pages to .+ in [\d.]+s$/m);
  });

  it("renders with React's production build: no development warnings, whatever the theme or pages do", async () => {
    // A list without keys makes React's development build warn on stderr; the production
    // build, which docsgen loads (it is also several times faster), says nothing.
    const site = await writeSite({
      ...minimalSite,
      'pages/list.tsx': "export default function List() {\n  return <ul>{['a', 'b'].map((x) => <li>{x}</li>)}</ul>;\n}\n",
    });
    const { NODE_ENV: _unset, ...env } = process.env;
    for (const threads of ['0', '1']) {
      const r = spawnSync(process.execPath, [bin, 'build', site], { encoding: 'utf8', env: { ...env, DOCSGEN_THREADS: threads } });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).not.toMatch(/key|Warning/i);
    }
  });

  it('colors errors only on a terminal, and never with NO_COLOR', () => {
    const diagnostic = { severity: 'error' as const, code: 'link/broken', message: 'broken link to /x' };
    const tty = fakeStream(true);
    createReporter(tty.stream, {}).diagnostic(diagnostic, 'docs/a.md:1:1 broken link to /x');
    expect(tty.text()).toContain('\u001b[31m');
    const noColor = fakeStream(true);
    createReporter(noColor.stream, { NO_COLOR: '1' }).diagnostic(diagnostic, 'docs/a.md:1:1 broken link to /x');
    expect(noColor.text()).toBe('docs/a.md:1:1 broken link to /x\n');
    const pipe = fakeStream(false);
    createReporter(pipe.stream, {}).error('build failed');
    expect(pipe.text()).toBe('build failed\n');
  });
});
