/**
 * Dependency rules (`npm run lint`): no import cycles, and the walls between the parts of the
 * project (see ARCHITECTURE.md):
 * - the engine (src/) never imports the theme (templates/);
 * - a theme imports only the contract (src/theme-api.ts, src/chunk-format.ts) and the browser
 *   library (src/client/);
 * - the browser library imports nothing of the engine but the chunk format;
 * - Docusaurus's modules (src/compat/), shipped as sources, import only what ships with them;
 * - a build never imports the dev server (only the CLI and serve itself do);
 * - nothing shipped imports the benchmarks, the tests or the repository's scripts.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and modules impossible to test alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-not-theme',
      severity: 'error',
      comment: 'The engine finds a theme through the config and knows it only through src/theme-api.ts.',
      from: { path: '^src/' },
      to: { path: '^templates/' },
    },
    {
      name: 'theme-only-contract',
      severity: 'error',
      comment: "A theme may import the contract, the site's locale and the browser library, nothing else of the engine.",
      from: { path: '^(templates|test/fixtures/[^/]+/theme)/' },
      to: { path: '^src/', pathNot: '^src/(theme-api\\.ts|site-locale\\.ts|chunk-format\\.ts|client/)' },
    },
    {
      name: 'client-alone',
      severity: 'error',
      comment: 'Browser code runs in pages: it may share only the chunk format with the engine.',
      from: { path: '^(src|templates)/client/' },
      to: { path: '^src/', pathNot: '^src/(client/|chunk-format\\.ts)' },
    },
    {
      name: 'compat-shipped-sources',
      severity: 'error',
      comment:
        "Docusaurus's modules (src/compat/) ship as sources and are bundled with a site's code: they may import only what the package ships beside them (package.json's files).",
      from: { path: '^src/compat/' },
      to: { path: '^src/', pathNot: '^src/(compat/|client/|theme-api\\.ts|site-locale\\.ts|chunk-format\\.ts)' },
    },
    {
      name: 'build-not-dev-server',
      severity: 'error',
      comment: 'A build must work without the dev server; only the CLI and serve load it.',
      from: { path: '^src/', pathNot: '^src/(serve|cli)/' },
      to: { path: '^src/serve/' },
    },
    {
      name: 'shipped-not-tools',
      severity: 'error',
      comment: 'The package never imports benchmarks, tests or repository scripts.',
      from: { path: '^(src|bin|templates|scripts)/' },
      to: { path: '^(bench|test)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
