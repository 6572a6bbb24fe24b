// The npm package: `npm pack` holds only what a user needs, and the tarball installed into an
// empty project builds and serves a site through the `docsgen` command without TypeScript or
// the repository around it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = new URL('../..', import.meta.url).pathname;
const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;

let work: string;
let site: string;
let files: string[];

// Children get no colors and none of the npm variables of a surrounding `npm test`.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
Object.assign(env, { NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_yes: 'false' });

function run(cmd: string, args: string[], cwd: string, options: { timeout?: number; env?: Record<string, string> } = {}): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env: { ...env, ...options.env }, encoding: 'utf8', timeout: options.timeout ?? 120_000 });
}

function docsgen(...args: string[]): SpawnSyncReturns<string> {
  return run('npx', ['docsgen', ...args], site);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docsgen-pack-'));
  // dist/ is compiled by `npm test` before the suite runs; packing without scripts keeps other
  // suites that run the compiled CLI from seeing dist/ rebuilt under them.
  const packed = run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], repo, { timeout: 170_000 });
  expect(packed.status, packed.stderr).toBe(0);
  const json = packed.stdout.slice(packed.stdout.search(/^\[/m));
  const [info] = JSON.parse(json) as { filename: string; files: { path: string }[] }[];
  files = info!.files.map((f) => f.path).sort();

  site = join(work, 'site');
  await mkdir(join(site, 'docs'), { recursive: true });
  await writeFile(join(site, 'package.json'), JSON.stringify({ name: 'my-docs', private: true, type: 'module' }, null, 2));
  const installed = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, info!.filename)], site, { timeout: 170_000 });
  expect(installed.status, installed.stderr).toBe(0);
  await writeFile(
    join(site, 'docsgen.config.ts'),
    `import { defineConfig } from 'docsgen';\n\nexport default defineConfig({\n  title: 'My docs',\n  url: 'https://docs.example.com',\n  navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] },\n});\n`,
  );
  await writeFile(join(site, 'docs/intro.md'), '---\ntitle: Introduction\n---\n\nWelcome to **my docs**. See [the guide](./guide.md).\n');
  await writeFile(join(site, 'docs/guide.md'), '# Guide\n\nBack to the [introduction](/docs/intro).\n');
  await writeFile(
    join(site, 'docs/install.mdx'),
    '# Install\n\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\nimport Link from \'@docusaurus/Link\';\n\n<Tabs groupId="pm">\n  <TabItem value="npm">npm i</TabItem>\n  <TabItem value="yarn">yarn add</TabItem>\n</Tabs>\n\n<Link to="/docs/guide">Guide</Link>\n',
  );
}, 360_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('ships the compiled engine, its declarations, the theme and browser sources, README and LICENSE', () => {
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/bin/docsgen.js',
      'dist/index.js',
      'dist/types/index.d.ts',
      'dist/theme-api.js',
      'dist/types/theme-api.d.ts',
      'dist/types/config/schema.d.ts',
      'dist/worker.js',
      'templates/index.tsx',
      'templates/styles.css',
      'templates/client/index.ts',
      'src/client/index.ts',
      'src/client/search/index.ts',
      'src/theme-api.ts',
      'src/site-locale.ts',
      'src/chunk-format.ts',
      'src/compat/theme.tsx',
      'src/compat/render-context.ts',
    ]) {
      expect(files).toContain(f);
    }
  });

  it('ships no tests, fixtures, content, benchmarks, CI scripts, sources of the engine or source maps', () => {
    const unwanted = files.filter(
      (f) =>
        /^(test|content|bench|\.ci|scripts|build|node_modules|patches)\//.test(f) ||
        /\.map$/.test(f) ||
        /^(bin|src\/(?!client\/|compat\/|theme-api\.ts$|site-locale\.ts$|chunk-format\.ts$))/.test(f),
    );
    expect(unwanted).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/client/') && !f.endsWith('.ts'))).toEqual([]);
  });

  it('declares its types for `import { defineConfig } from "docsgen"`', () => {
    const pkg = JSON.parse(readFileSync(join(site, 'node_modules/docsgen/package.json'), 'utf8')) as {
      types: string;
      exports: Record<string, { types: string; default: string }>;
    };
    expect(existsSync(join(site, 'node_modules/docsgen', pkg.types))).toBe(true);
    expect(existsSync(join(site, 'node_modules/docsgen', pkg.exports['.']!.types))).toBe(true);
    const dts = readFileSync(join(site, 'node_modules/docsgen/dist/types/index.d.ts'), 'utf8');
    expect(dts).toContain('export declare function defineConfig(config: UserConfig): UserConfig;');
  });

  it('installs without TypeScript, and with only the dependencies it needs at run time', () => {
    expect(existsSync(join(site, 'node_modules/typescript'))).toBe(false);
    const pkg = JSON.parse(readFileSync(join(site, 'node_modules/docsgen/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    // The rest is bundled into dist/; React must be one copy shared with themes and pages;
    // MiniSearch and the stemmer are bundled into the theme's search script when a site is built;
    // clsx is for sites' code, which imports it without listing it (Docusaurus sites have it);
    // Docusaurus's theme translations are data files, read from where they are installed.
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@docusaurus/theme-translations', 'clsx', 'esbuild', 'minisearch', 'react', 'react-dom', 'stemmer']);
    expect(existsSync(join(site, 'node_modules/micromark'))).toBe(false);
  });
});

describe('the installed docsgen command', () => {
  it('--help lists build and serve', () => {
    const r = docsgen('--help');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^\s+build\b/m);
    expect(r.stdout).toMatch(/^\s+serve\b/m);
  });

  it('--version prints the package version', () => {
    const r = docsgen('--version');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(version);
  });

  it('builds the site', async () => {
    const r = docsgen('build');
    expect(r.status, r.stderr).toBe(0);
    const html = await readFile(join(site, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('<strong>my docs</strong>');
    expect(html).toContain('href="/docs/guide"');
    expect(existsSync(join(site, 'build/docs/guide/index.html'))).toBe(true);
    // An MDX page builds from the installed package alone (the compiler and the Docusaurus modules ship with it).
    const mdx = await readFile(join(site, 'build/docs/install/index.html'), 'utf8');
    expect(mdx).toContain('<div class="tabs" data-group="pm">');
    expect(mdx).toContain('<a href="/docs/guide">Guide</a>');
    // The search index, and the dialog's script bundled with MiniSearch from the installed package.
    expect(existsSync(join(site, 'build/_search/manifest.json'))).toBe(true);
    expect(readdirSync(join(site, 'build/assets')).filter((f) => /^search\.[0-9a-f]{10}\.js$/.test(f))).toHaveLength(1);
    // Plain output when not on a terminal.
    expect(r.stderr).not.toContain('\u001b[');
  });

  it('builds the same site with a worker thread', async () => {
    const single = await readFile(join(site, 'build/docs/intro/index.html'), 'utf8');
    // Without the build cache, which holds every page of the build above.
    const r = run('npx', ['docsgen', 'build', '--out', 'build-threads', '--no-cache', '--verbose'], site, { env: { DOCSGEN_THREADS: '1' } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^ {2}pages on the main thread and 1 worker thread$/m);
    expect(await readFile(join(site, 'build-threads/docs/intro/index.html'), 'utf8')).toBe(single);
  });

  it('builds with an edit of the installed theme or stylesheet', async () => {
    const build = (out: string) => {
      const r = run('npx', ['docsgen', 'build', '--out', out], site);
      expect(r.status, r.stderr).toBe(0);
    };
    const edit = async (file: string, change: (text: string) => string, check: () => Promise<void>) => {
      const path = join(site, 'node_modules/docsgen', file);
      const original = await readFile(path, 'utf8');
      await writeFile(path, change(original));
      try {
        await check();
      } finally {
        await writeFile(path, original);
      }
    };
    await edit(
      'templates/messages.ts',
      (t) => t.replace("'theme.common.skipToMainContent': 'Skip to main content'", "'theme.common.skipToMainContent': 'Jump to the text'"),
      async () => {
        build('build-edited');
        const html = await readFile(join(site, 'build-edited/docs/intro/index.html'), 'utf8');
        expect(html).toContain('Jump to the text');
        expect(html).not.toContain('Skip to main content');
      },
    );
    await edit(
      'templates/styles.css',
      (t) => `${t}\n.edited-rule { color: rgb(1, 2, 3); }\n`,
      async () => {
        build('build-edited');
        const css = readdirSync(join(site, 'build-edited/assets')).find((f) => f.endsWith('.css'))!;
        expect(await readFile(join(site, 'build-edited/assets', css), 'utf8')).toContain('.edited-rule{color:#010203}');
      },
    );
  });

  it('builds through the library API, whose BuildError carries the diagnostics', async () => {
    const script = join(site, 'library.mjs');
    await writeFile(
      script,
      [
        "import { rmSync, writeFileSync } from 'node:fs';",
        "import { build, BuildError } from 'docsgen';",
        "const ok = await build({ siteDir: '.', outDir: 'build-api' });",
        'console.log(`routes ${ok.routes.length}`);',
        "writeFileSync('docs/broken.md', '# Broken\\n\\nSee [nowhere](/docs/nowhere).\\n');",
        "await build({ siteDir: '.', outDir: 'build-api' }).then(",
        "  () => console.log('no error'),",
        '  (error) => console.log(`BuildError ${error instanceof BuildError} ${error.diagnostics.map((d) => `${d.file}:${d.line}`).join()}`),',
        ');',
        "rmSync('docs/broken.md');",
      ].join('\n'),
    );
    const r = run(process.execPath, [script], site);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^routes \d+$/m);
    expect(r.stdout).toMatch(/^BuildError true \S*docs\/broken\.md:3$/m);
    expect(existsSync(join(site, 'build-api/docs/intro/index.html'))).toBe(true);
  });

  it('exits 1 with file:line:column on a broken link, leaving the previous build in place', async () => {
    await writeFile(join(site, 'docs/broken.md'), '# Broken\n\nSee [nowhere](/docs/nowhere).\n');
    try {
      const r = docsgen('build');
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^docs\/broken\.md:3:5 broken link to \/docs\/nowhere/m);
      expect(existsSync(join(site, 'build/docs/intro/index.html'))).toBe(true);
    } finally {
      await rm(join(site, 'docs/broken.md'));
    }
  });

  it('exits 2 on an unknown option', () => {
    const r = docsgen('build', '--no-such-option');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("unknown option '--no-such-option'");
  });

  it('migrates a Docusaurus site, which then builds; exits 1 without a Docusaurus config', async () => {
    const docusaurus = join(work, 'docusaurus-site');
    await cp(join(repo, 'test/fixtures/docusaurus-classic'), docusaurus, { recursive: true });
    const migrated = docsgen('migrate', docusaurus);
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(migrated.stdout).toMatch(/^note: themeConfig\.prism: /m);
    expect(migrated.stderr).toContain('wrote ');
    const built = docsgen('build', docusaurus);
    expect(built.status, built.stderr).toBe(0);
    expect(existsSync(join(docusaurus, 'build/docs/tutorial-basics/markdown-features/index.html'))).toBe(true);

    const missing = docsgen('migrate', '.');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/no Docusaurus config in /);
  });

  it('serves the site and stops cleanly on SIGINT', async () => {
    // The installed bin itself (not npx), so the signal reaches docsgen directly.
    const child = spawn(join(site, 'node_modules/.bin/docsgen'), ['serve', '--port', '0'], { cwd: site, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
    try {
      const url = await new Promise<string>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`serve did not start:\n${stderr}`)), 60_000);
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          stderr += chunk;
          const m = /serving .* at (http:\/\/\S+?)\/?$/m.exec(stderr);
          if (m) {
            clearTimeout(timer);
            done(m[1]!);
          }
        });
        void exited.then(() => fail(new Error(`serve exited early:\n${stderr}`)));
      });
      const page = await new Promise<{ status: number; body: string }>((done, fail) => {
        request(`${url}/docs/intro`, (res) => {
          let body = '';
          res
            .setEncoding('utf8')
            .on('data', (c: string) => (body += c))
            .on('end', () => done({ status: res.statusCode ?? 0, body }));
        })
          .on('error', fail)
          .end();
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<strong>my docs</strong>');

      const stopped = Date.now();
      child.kill('SIGINT');
      const result = await exited;
      expect(result, stderr).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopped).toBeLessThan(5_000);
      // Nothing started by the server outlives it. A child (esbuild's service) ends when it reads
      // the end of its stdin, which the kernel closes as the server exits: it gets a moment.
      const orphans = (): string[] =>
        readdirSync('/proc')
          .filter((p) => /^\d+$/.test(p))
          .filter((p) => {
            try {
              return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(site);
            } catch {
              return false;
            }
          });
      for (let wait = 0; wait < 20 && orphans().length; wait++) await new Promise((next) => setTimeout(next, 100));
      expect(orphans()).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
