// The dependency rules of .dependency-cruiser.cjs fail on each kind of violation: an import
// cycle, the engine importing the theme, a theme importing the engine beyond its contract,
// browser code importing the engine, a build importing the dev server, shipped code importing
// the benchmarks. (`npm run lint` checks the real tree with the same rules.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
let dir: string;

const FILES: Record<string, string> = {
  // A cycle.
  'src/a.ts': "import { b } from './b.js';\nexport const a = (): number => b;\n",
  'src/b.ts': "import { a } from './a.js';\nexport const b = 1;\nexport const c = a;\n",
  // The engine importing the theme, and the build importing the dev server.
  'src/build.ts': "import '../templates/index.js';\nimport './serve/server.js';\n",
  'src/serve/server.ts': 'export const server = 1;\n',
  'src/theme-api.ts': 'export const api = 1;\n',
  'src/internal.ts': 'export const internal = 1;\n',
  // A theme reaching past the contract, and its browser code into the engine.
  'templates/index.ts': "import './../src/theme-api.js';\nimport '../src/internal.js';\n",
  'templates/client/index.ts': "import '../../src/internal.js';\n",
  // Shipped code importing a benchmark.
  'scripts/compile.mjs': "import '../bench/lib.mjs';\n",
  'bench/lib.mjs': 'export const lib = 1;\n',
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowJs: true } }),
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docsgen-lint-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await copyFile(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('dependency rules', () => {
  it('fail on cycles and on every wall between the parts', () => {
    const bin = join(ROOT, 'node_modules/.bin/depcruise');
    const r = spawnSync(bin, ['src', 'templates', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toMatch(/no-circular: src\/a\.ts/);
    expect(out).toContain('engine-not-theme: src/build.ts → templates/index.ts');
    expect(out).toContain('build-not-dev-server: src/build.ts → src/serve/server.ts');
    expect(out).toContain('theme-only-contract: templates/index.ts → src/internal.ts');
    expect(out).not.toContain('theme-only-contract: templates/index.ts → src/theme-api.ts');
    expect(out).toContain('client-alone: templates/client/index.ts → src/internal.ts');
    expect(out).toContain('shipped-not-tools: scripts/compile.mjs → bench/lib.mjs');
  });
});
