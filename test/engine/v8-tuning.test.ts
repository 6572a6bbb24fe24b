// The CLI's V8 tuning (src/cli/v8-tuning.ts), in a process of its own: with the larger interrupt
// budget a function called 2,000 times is not yet optimized by TurboFan, while it is without;
// a budget the process was started with is kept.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'docsgen-v8-'));
  const source = readFileSync(join(import.meta.dirname, '../../src/cli/v8-tuning.ts'), 'utf8');
  writeFileSync(join(dir, 'v8-tuning.mjs'), transformSync(source, { loader: 'ts', format: 'esm' }).code);
  writeFileSync(
    join(dir, 'probe.mjs'),
    [
      "import { tuneV8ForCli } from './v8-tuning.mjs';",
      "const tuned = process.argv[2] === 'tune' ? tuneV8ForCli() : false;",
      // Defined after the tuning, as the engine's code is.
      "const hot = new Function('a', 'let s = 0; for (let i = 0; i < 3; i++) s += a * i; return s;');",
      'let x = 0;',
      'for (let i = 0; i < 2000; i++) x += hot(i);',
      "const status = new Function('f', 'return %GetOptimizationStatus(f)')(hot);",
      'console.log(JSON.stringify({ tuned, turbofan: (status & 16) !== 0, x }));',
    ].join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function probe(args: string[], nodeFlags: string[] = []): { tuned: boolean; turbofan: boolean } {
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--no-concurrent-recompilation', ...nodeFlags, join(dir, 'probe.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as { tuned: boolean; turbofan: boolean };
}

describe("the CLI's V8 tuning", () => {
  it('leaves a briefly used function to the baseline tiers, which V8 alone would optimize', () => {
    expect(probe([])).toMatchObject({ tuned: false, turbofan: true });
    expect(probe(['tune'])).toMatchObject({ tuned: true, turbofan: false });
  });

  it('keeps a budget the process was started with', () => {
    expect(probe(['tune'], ['--interrupt-budget=1000'])).toMatchObject({ tuned: false, turbofan: true });
  });
});
