// The real Docusaurus sites of ../shared/corpus (see its README), each migrated and built on a
// fresh copy, as `npm run corpus` does:
// - every diagnostic the build reports is listed below with its reason; any other fails;
// - each site's sidebar is the tree Docusaurus shows, written down here by reading the site's
//   sidebars file, its `_category_` files and its docs' frontmatter (never docsgen's output).
// Skipped, with a message, when the corpus is absent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build } from '../../src/build.js';
import { loadConfig } from '../../src/config/load-config.js';
import { BuildError, type Diagnostic } from '../../src/diagnostics.js';
import { discoverContent } from '../../src/discover/discover.js';
import { migrate } from '../../src/migrate/migrate.js';
import type { NavNode } from '../../src/nav/sidebars.js';
import { buildNavigation } from '../../src/site/navigation.js';

const corpus = resolve(process.cwd(), '../shared/corpus');
const present = existsSync(corpus);
if (!present) console.warn(`corpus tests skipped: ${corpus} is absent`);

type Site = 'metro' | 'fluentvalidation' | 'jellyfin' | 'prettier';
/** The folder of each site that holds its docusaurus.config.*. */
const CONFIG_FOLDER: Record<Site, string> = { metro: 'website', fluentvalidation: 'website', jellyfin: '.', prettier: 'website' };

// Why a diagnostic is expected.
const BROKEN = (why: string): string => `broken in the published source: ${why}`;
const SASS =
  "the site's stylesheet is Sass (docusaurus-plugin-sass), and the corpus copy has no node_modules with the sass package docsgen compiles it with: `npm install` in the site provides it";

interface Expected {
  /** Path relative to the corpus site's folder; any file when absent. */
  file?: string;
  /** Only diagnostics at this line; every line of the file when absent. */
  line?: number;
  message: RegExp;
  reason: string;
  /** The build may stop before reporting it (esbuild reports what it meets first in a failing bundle). */
  mayBeMissing?: true;
}

const anchor = (file: string, line: number, id: string, why: string): Expected => ({
  file,
  line,
  message: new RegExp(`^broken anchor #${id} `),
  reason: BROKEN(why),
});
/**
 * A broken anchor on a page the migrated config compiles as MDX (Docusaurus's default format):
 * anchors are checked once the site's code has bundled, which a corpus copy without node_modules
 * does not reach when that code imports packages.
 */
const mdxAnchor = (file: string, line: number, id: string, why: string): Expected => ({
  ...anchor(file, line, id, `${why}; reported once the site's packages are installed and its code bundles`),
  mayBeMissing: true,
});
const DEPENDENCIES =
  "the corpus holds each site's sources without node_modules: its MDX and React code imports packages (and Sass) that `npm install` in the site provides";
/** A package or Sass that the site's code imports, missing because the corpus copy has no node_modules. */
const notInstalled: Expected[] = [
  { message: /^Could not resolve ".+"; check the path, or install the site's dependencies \(npm install\)$/, reason: DEPENDENCIES, mayBeMissing: true },
  { message: /^this Sass stylesheet needs the sass package in the site: npm install --save-dev sass$/, reason: DEPENDENCIES, mayBeMissing: true },
];
const sass = (config: string, stylesheet: string): Expected => ({
  file: config,
  message: new RegExp(`^customCss: ${stylesheet.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is Sass`),
  reason: SASS,
});

const EXPECTED: Record<Site, Expected[]> = {
  metro: [
    ...notInstalled,
    mdxAnchor(
      'docs/Configuration.md',
      377,
      'unstable-conditionnames',
      'the heading `unstable_conditionNames` Experimental has the id unstable_conditionnames-experimental',
    ),
    mdxAnchor('docs/ModuleAPI.md', 25, 'require-resolveweak', 'the heading `require.resolveWeak()` has the id requireresolveweak'),
    mdxAnchor('docs/PackageExports.md', 92, 'assetresolutions', 'Configuration.md has no heading about assetResolutions'),
    mdxAnchor('docs/PackageExports.md', 251, 'assetresolutions', 'Configuration.md has no heading about assetResolutions'),
    mdxAnchor('docs/Resolution.md', 78, 'disableHierarchicalLookup-boolean', 'ids are lower case: disablehierarchicallookup-boolean'),
    mdxAnchor('docs/Resolution.md', 108, 'resolve_package-exports', 'the heading RESOLVE_PACKAGE_EXPORTS has the id resolve_package_exports'),
    mdxAnchor('docs/Resolution.md', 134, 'doesfileexist-string--boolean', 'the heading has a Deprecated label, so its id ends with -deprecated'),
    mdxAnchor('docs/Resolution.md', 135, 'doesfileexist-string--boolean', 'the heading has a Deprecated label, so its id ends with -deprecated'),
    mdxAnchor('docs/Resolution.md', 226, 'assetresolutions', 'Configuration.md has no heading about assetResolutions'),
    mdxAnchor('docs/Resolution.md', 286, 'resolvereqeuest', 'a typo of resolverequest'),
    mdxAnchor('docs/Resolution.md', 343, 'dev', 'the heading `dev: boolean` has the id dev-boolean'),
    sass('website/docsgen.config.ts', 'src/css/custom.scss'),
  ],
  fluentvalidation: [
    ...notInstalled,
    {
      file: 'website/src/theme/Root.js',
      message: /^<link rel="stylesheet" href="https:\/\/fonts\.googleapis\.com\/.* is left out: the Content-Security-Policy .*\(page \/ and \d+ other pages\)$/,
      reason:
        "its Root links Google Fonts' stylesheet on every page, from another origin, which the strict policy's style-src 'self' refuses: the site would copy the font's CSS into static/ (its preconnect links are kept)",
    },
  ],
  jellyfin: [
    ...notInstalled,
    ...['2_tailscale.md', '3_dlna.md', '8_reverse-proxy/caddy.md'].map((f): Expected => ({
      file: `docs/general/post-install/networking/${f}`,
      line: 4,
      message: /^unknown frontmatter key "sidebar-position"/,
      reason: BROKEN('sidebar-position is not a frontmatter key (Docusaurus ignores it too; the number prefix orders the page)'),
    })),
    // The redirects of docusaurus.config.ts, migrated into docsgen.config.ts.
    sass('docsgen.config.ts', 'src/css/custom.scss'),
    sass('docsgen.config.ts', 'src/css/swiper.scss'),
  ],
  prettier: [...notInstalled],
};

/** A sidebar as readers see it: a doc or link is [label, target]; a category [label, its page or null, items]. */
type Tree = Array<[string, string] | [string, string | null, Tree]>;

const doc = (label: string, route: string): [string, string] => [label, route];
const flat = (pairs: Array<[string, string]>, base: string): Tree => pairs.map(([label, id]) => doc(label, `${base}/${id}`));

const METRO: Tree = [
  [
    'Introduction',
    null,
    flat(
      [
        ['Getting Started', 'getting-started'],
        ['Concepts', 'concepts'],
      ],
      '/docs',
    ),
  ],
  [
    'API Reference',
    null,
    flat(
      [
        ['Bundling API', 'api'],
        ['Module API', 'module-api'],
        ['Configuring Metro', 'configuration'],
        ['Metro CLI Options', 'cli'],
      ],
      '/docs',
    ),
  ],
  [
    'Guides',
    null,
    flat(
      [
        ['Package Exports Support (New)', 'package-exports'],
        ['Troubleshooting', 'troubleshooting'],
      ],
      '/docs',
    ),
  ],
  ['Contributing', null, flat([['Local Development Setup', 'local-development']], '/docs')],
  [
    'Deep Dives',
    null,
    flat(
      [
        ['Bundle Formats', 'bundling'],
        ['Caching', 'caching'],
        ['Module Resolution', 'resolution'],
        ['Source Map Format', 'source-map-format'],
      ],
      '/docs',
    ),
  ],
];

/** fluentvalidation's ids are their file names; titles are `.rule` for rules. */
const rules = (ids: string[], titles: Record<string, string> = {}): Tree => ids.map((id) => doc(titles[id] ?? `.${id}`, `/docs/api/rules/${id}`));

const FLUENTVALIDATION: Tree = [
  [
    'Getting Started',
    null,
    flat(
      [
        ['Overview', 'overview'],
        ['Tutorial', 'tutorial'],
      ],
      '/docs',
    ),
  ],
  [
    'Guides',
    null,
    flat(
      [
        ['Custom Rules', 'customRules'],
        ['Object Properties', 'objectProperties'],
        ['Array Properties', 'arrayProperties'],
        ['Ambient Context', 'ambientContext'],
      ],
      '/docs/guides',
    ),
  ],
  [
    'Core API',
    null,
    flat(
      [
        ['Validator', 'validator'],
        ['AsyncValidator', 'asyncValidator'],
        ['ValidationErrors', 'validationErrors'],
        ['.ruleFor', 'ruleFor'],
        ['.ruleForTransformed', 'ruleForTransformed'],
        ['.ruleForEach', 'ruleForEach'],
        ['.ruleForEachTransformed', 'ruleForEachTransformed'],
      ],
      '/docs/api/core',
    ),
  ],
  [
    'Rule Configuration',
    null,
    flat(
      [
        ['.withMessage', 'withMessage'],
        ['.when', 'when'],
        ['.unless', 'unless'],
      ],
      '/docs/api/configuration',
    ),
  ],
  [
    'Validation Rules',
    null,
    [
      [
        'Base Rules',
        null,
        rules(['equal', 'notEqual', 'must', 'mustAsync', 'notNull', 'nullRule', 'notUndefined', 'undefinedRule'], {
          nullRule: '.null',
          undefinedRule: '.undefined',
        }),
      ],
      ['String Rules', null, rules(['emailAddress', 'matches', 'length', 'maxLength', 'minLength', 'notEmpty'])],
      [
        'Number Rules',
        null,
        rules(['exclusiveBetween', 'inclusiveBetween', 'greaterThan', 'greaterThanOrEqualTo', 'lessThan', 'lessThanOrEqualTo', 'precisionScale']),
      ],
      ['Object Rules', null, rules(['setValidator', 'setAsyncValidator'])],
    ],
  ],
  [
    'Form Libraries',
    null,
    flat(
      [
        ['Formik', 'formik'],
        ['React Hook Form', 'reactHookForm'],
      ],
      '/docs/guides',
    ),
  ],
];

/** Prettier's sidebar, the same in both versions; `index` is the version's root page. */
const prettier = (base: string): Tree => {
  const at = (pairs: Array<[string, string]>): Tree => pairs.map(([label, id]) => doc(label, id === 'index' ? base : `${base}/${id}`));
  return [
    [
      'About',
      null,
      at([
        ['What is Prettier?', 'index'],
        ['Why Prettier?', 'why-prettier'],
        ['Prettier vs. Linters', 'comparison'],
        ['Option Philosophy', 'option-philosophy'],
        ['Rationale', 'rationale'],
      ]),
    ],
    [
      'Usage',
      null,
      at([
        ['Install', 'install'],
        ['Ignoring Code', 'ignore'],
        ['Integrating with Linters', 'integrating-with-linters'],
        ['Pre-commit Hook', 'precommit'],
        ['Plugins', 'plugins'],
        ['CLI', 'cli'],
        ['API', 'api'],
        ['Browser', 'browser'],
        ['Run Prettier on CI', 'ci'],
      ]),
    ],
    [
      'Configuring Prettier',
      null,
      at([
        ['Options', 'options'],
        ['Configuration File', 'configuration'],
        ['Sharing configurations', 'sharing-configurations'],
      ]),
    ],
    [
      'Editors',
      null,
      at([
        ['Editor Integration', 'editors'],
        ['WebStorm Setup', 'webstorm'],
        ['Vim Setup', 'vim'],
        ['Watching For Changes', 'watching-files'],
      ]),
    ],
    [
      'Misc',
      null,
      at([
        ['Technical Details', 'technical-details'],
        ['Related Projects', 'related-projects'],
        ['For Enterprise', 'for-enterprise'],
      ]),
    ],
  ];
};

/** Only a category's own page and label, for the subtrees written out elsewhere. */
type Outline = Array<[string, string | null]>;

// jellyfin: sidebars.ts is ['index', autogenerated 'general', a link]. The general folder's
// entries sorted by position (_category_.yml `position`, else the index doc's or the
// file's sidebar_position): getting-help 0, quick-start 1, installation 2, post-install 3,
// administration 4, server 5, clients 6, about 100, community-standards 101, faq 102,
// contributing 200, style-guides 201, testing 202. A category's label is its _category_
// label, else its index doc's title; its page is its index doc.
const JELLYFIN_TOP: Outline = [
  ['Introduction', '/docs'],
  ['Getting Help', '/docs/general/getting-help'],
  ['Quick Start', '/docs/general/quick-start'],
  ['Installation', '/docs/general/installation'],
  ['Post-Install Setup', null],
  ['Administration', null],
  ['Server Guide', null],
  ['Clients', '/docs/general/clients'],
  ['About Jellyfin', '/docs/general/about'],
  ['Community Standards', '/docs/general/community-standards'],
  ['FAQ', '/docs/general/faq'],
  ['Contributing', '/docs/general/contributing'],
  ['Style Guides', '/docs/general/style-guides'],
  ['Testing', '/docs/general/testing'],
  ['API Documentation', 'https://api.jellyfin.org'],
];

// post-install/networking: _category_ position 2, no label, so its index doc's title; items by
// position: 2_tailscale (prefix 2: its "sidebar-position" key is not one), 8_reverse-proxy
// (2.1), 9_advanced (2.3), 3_dlna (prefix 3). Reverse Proxy: by file name (caddy.md's
// "sidebar-position" is not a key either); Advanced Networking has no index doc, so no page.
const NET = '/docs/general/post-install/networking';
const JELLYFIN_NETWORKING: Tree = [
  doc('Tailscale', `${NET}/tailscale`),
  [
    'Reverse Proxy',
    `${NET}/reverse-proxy`,
    flat(
      [
        ['Apache', 'apache'],
        ['Caddy', 'caddy'],
        ['HAProxy', 'haproxy'],
        ['Nginx', 'nginx'],
        ['Traefik', 'traefik'],
      ],
      `${NET}/reverse-proxy`,
    ),
  ],
  [
    'Advanced Networking',
    null,
    flat(
      [
        ['fail2ban', 'fail2ban'],
        ['IPBan', 'ipban'],
        ["Let's Encrypt", 'letsencrypt'],
        ['Monitoring', 'monitoring'],
      ],
      `${NET}/advanced`,
    ),
  ],
  doc('DLNA', `${NET}/dlna`),
];

function toTree(nodes: NavNode[]): Tree {
  return nodes.flatMap((n): Tree => {
    if (n.type === 'doc') return [[n.label, n.route]];
    if (n.type === 'link') return [[n.label, n.href]];
    if (n.type === 'category') return [[n.label, n.route ?? null, toTree(n.children)]];
    return [];
  });
}

describe.skipIf(!present)('the corpus sites, migrated and built', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docsgen-corpus-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  /** A fresh copy of the site, migrated; returns the copy's root and its docsgen site folder. */
  async function migrated(name: Site): Promise<{ root: string; siteDir: string }> {
    const root = join(work, name);
    if (!existsSync(root)) {
      await cp(join(corpus, name), root, { recursive: true });
      await migrate({ siteDir: join(root, CONFIG_FOLDER[name]) });
    }
    return { root, siteDir: join(root, CONFIG_FOLDER[name]) };
  }

  async function sidebars(name: Site): Promise<Map<string, Tree>> {
    const { siteDir } = await migrated(name);
    const { config } = await loadConfig(siteDir);
    const navigation = await buildNavigation(config, discoverContent(config, siteDir));
    const out = new Map<string, Tree>();
    for (const [key, version] of navigation.versions) for (const s of version.sidebars.sidebars) out.set(`${key}/${s.id}`, toTree(s.tree));
    return out;
  }

  it.each(Object.keys(EXPECTED) as Site[])(
    '%s: every diagnostic of the build is one listed with its reason',
    async (name) => {
      const { root, siteDir } = await migrated(name);
      let diagnostics: readonly Diagnostic[];
      try {
        diagnostics = (await build({ siteDir, outDir: join(work, `${name}-out`), cacheDir: join(work, `${name}-cache`) })).diagnostics;
      } catch (error) {
        if (!(error instanceof BuildError)) throw error;
        diagnostics = error.diagnostics;
      }
      const expected = EXPECTED[name];
      const used = new Set<Expected>();
      const unexpected: string[] = [];
      for (const d of diagnostics) {
        const file = d.file ? relative(root, d.file) : '';
        const match = expected.find(
          (e) => (e.file === undefined || e.file === file) && (e.line === undefined || e.line === d.line) && e.message.test(d.message),
        );
        if (match) used.add(match);
        else unexpected.push(`${file}:${d.line ?? ''}:${d.column ?? ''} ${d.message}`);
      }
      expect(unexpected, 'diagnostics no entry explains').toEqual([]);
      expect(
        expected.filter((e) => !used.has(e) && !e.mayBeMissing).map((e) => `${e.file ?? '*'}:${e.line ?? ''} ${String(e.message)}`),
        'listed diagnostics the build no longer reports: remove them',
      ).toEqual([]);
      for (const e of expected) expect(e.reason.length).toBeGreaterThan(20);
    },
    300_000,
  );

  it('metro: one sidebar of five categories from sidebars.json, docs by their frontmatter id and title', async () => {
    expect(Object.fromEntries(await sidebars('metro'))).toEqual({ 'default/current/docs': METRO });
  }, 120_000);

  it('fluentvalidation: nested categories from sidebars.json, in the written order', async () => {
    expect(Object.fromEntries(await sidebars('fluentvalidation'))).toEqual({ 'default/current/docs': FLUENTVALIDATION });
  }, 120_000);

  it('prettier: the same tree in both versions, the stable one at /docs and the current one at /docs/next', async () => {
    expect(Object.fromEntries(await sidebars('prettier'))).toEqual({
      'default/current/docs': prettier('/docs/next'),
      'default/stable/docs': prettier('/docs'),
    });
  }, 120_000);

  it('jellyfin: an autogenerated folder between a doc and a link, ordered by _category_ files, positions and number prefixes', async () => {
    const trees = await sidebars('jellyfin');
    expect([...trees.keys()]).toEqual(['default/current/docs']);
    const tree = trees.get('default/current/docs')!;
    expect(tree.map(([label, target]) => [label, target])).toEqual(JELLYFIN_TOP.map(([label, target]) => [label, target]));
    const postInstall = tree.find(([label]) => label === 'Post-Install Setup')![2]!;
    const networking = postInstall.find(([label]) => label === 'Networking');
    expect(networking).toEqual(['Networking', NET, JELLYFIN_NETWORKING]);
  }, 120_000);
});
