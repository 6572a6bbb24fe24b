// Loading the config: a config that loops, waits forever, exits or throws is reported with what
// it did and how to fix it (exit 1), instead of hanging the build or ending the process silently.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { minimalSite, writeSite } from '../helpers/fixture.js';
import { runCli } from './run-cli.js';

const withConfig = (body: string): Record<string, string> => ({
  ...minimalSite,
  'docsgen.config.ts': `import { defineConfig } from 'docsgen';\n${body}\nexport default defineConfig({ title: 'F', url: 'https://example.com' });\n`,
});

async function buildWithConfig(body: string): Promise<{ status: number | null; stderr: string; built: boolean }> {
  const site = await writeSite(withConfig(body));
  const run = await runCli(['build', site], { env: { DOCSGEN_CONFIG_TIMEOUT: '2' }, timeoutMs: 30_000 });
  return { status: run.status, stderr: run.stderr, built: existsSync(join(site, 'build/index.html')) };
}

describe('loading the config', () => {
  it('stops a config that loops forever after the time limit, and says so', async () => {
    const run = await buildWithConfig('while (true) {}');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'docsgen.config.ts the config file did not finish loading within 2 s (an endless loop, or an await that never ends?); a config should only export its settings. Set DOCSGEN_CONFIG_TIMEOUT (seconds) if it really needs longer',
    );
  });

  it('reports a config that awaits something that never happens', async () => {
    const run = await buildWithConfig('await new Promise(() => {});');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'docsgen.config.ts the config file awaits something that never finishes (a top-level await whose promise never settles); a config should only export its settings',
    );
  });

  it('reports a config that awaits a timer longer than the limit', async () => {
    const run = await buildWithConfig('await new Promise((r) => setTimeout(r, 60_000));');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docsgen.config.ts the config file did not finish loading within 2 s');
  });

  it.each([0, 3])('reports process.exit(%i) in the config, and builds nothing', async (code) => {
    const run = await buildWithConfig(`process.exit(${code});`);
    expect(run.status).toBe(1);
    expect(run.built).toBe(false);
    expect(run.stderr).toContain(
      `docsgen.config.ts the config file called process.exit(${code}) while loading, so no site was built; remove the call: a config only exports its settings`,
    );
  });

  it('says why it stopped when a theme module awaits forever, instead of exiting silently with 13', async () => {
    const site = await writeSite({
      ...minimalSite,
      'docsgen.config.ts':
        "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'F', url: 'https://example.com', theme: './theme.ts' });\n",
      'theme.ts': 'await new Promise(() => {});\nexport const theme = {};\n',
    });
    const run = await runCli(['build', site], { timeoutMs: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docsgen stopped before it finished, because something it waited for never settled');
  });

  it('reports a config that throws, with its message and no stack', async () => {
    const run = await buildWithConfig("throw new Error('missing API_KEY');");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docsgen.config.ts config file threw while loading: missing API_KEY');
    expect(run.stderr).not.toContain('Internal error');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
