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
const MDX = 'the page uses MDX (import lines, JSX components), reported file by file until MDX support lands';
const MDX_TARGET = 'it points at a page written in MDX, which is not built until MDX support lands';
const REACT_PAGE =
  'a React page that imports Docusaurus components, CSS modules, Sass or images, which builds once React components in pages land with MDX support';
const SASS =
  "the site's stylesheet is Sass (docusaurus-plugin-sass), which docsgen does not compile: the site keeps the theme's look until it is written as CSS";

interface Expected {
  /** Path relative to the corpus site's folder. */
  file: string;
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
const mdxFile = (file: string): Expected => ({ file, message: /MDX/, reason: MDX });
const linkTo = (file: string, line: number, target: string, reason: string): Expected => ({
  file,
  line,
  message: new RegExp(`^broken (link|anchor) .*${target.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
  reason,
});
const sass = (config: string, stylesheet: string): Expected => ({
  file: config,
  message: new RegExp(`^customCss: ${stylesheet.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is Sass`),
  reason: SASS,
});
const reactPage = (file: string): Expected => ({
  file,
  message: /^page component (does not compile|threw while loading)/,
  reason: REACT_PAGE,
  mayBeMissing: true,
});

const EXPECTED: Record<Site, Expected[]> = {
  metro: [
    anchor(
      'docs/Configuration.md',
      377,
      'unstable-conditionnames',
      'the heading `unstable_conditionNames` Experimental has the id unstable_conditionnames-experimental',
    ),
    anchor('docs/ModuleAPI.md', 25, 'require-resolveweak', 'the heading `require.resolveWeak()` has the id requireresolveweak'),
    anchor('docs/PackageExports.md', 92, 'assetresolutions', 'Configuration.md has no heading about assetResolutions'),
    anchor('docs/PackageExports.md', 251, 'assetresolutions', 'Configuration.md has no heading about assetResolutions'),
    anchor('docs/Resolution.md', 78, 'disableHierarchicalLookup-boolean', 'ids are lower case: disablehierarchicallookup-boolean'),
    anchor('docs/Resolution.md', 108, 'resolve_package-exports', 'the heading RESOLVE_PACKAGE_EXPORTS has the id resolve_package_exports'),
    anchor('docs/Resolution.md', 134, 'doesfileexist-string--boolean', 'the heading has a Deprecated label, so its id ends with -deprecated'),
    anchor('docs/Resolution.md', 135, 'doesfileexist-string--boolean', 'the heading has a Deprecated label, so its id ends with -deprecated'),
    anchor('docs/Resolution.md', 226, 'assetresolutions', 'Configuration.md has no heading about assetResolutions'),
    anchor('docs/Resolution.md', 286, 'resolvereqeuest', 'a typo of resolverequest'),
    anchor('docs/Resolution.md', 343, 'dev', 'the heading `dev: boolean` has the id dev-boolean'),
    reactPage('website/src/pages/help/index.js'),
    reactPage('website/src/pages/index.js'),
    sass('website/docsgen.config.ts', 'src/css/custom.scss'),
  ],
  fluentvalidation: [
    linkTo(
      'docs/guides/formik.md',
      8,
      '/docs/api/core/ValidationErrors',
      BROKEN("the page is /docs/api/core/validationErrors; Docusaurus's client router matches paths in any case, a static host does not"),
    ),
    reactPage('website/src/pages/help.js'),
    reactPage('website/src/pages/index.js'),
  ],
  jellyfin: [
    ...[
      'blog/2020/02-04-android-tv-11.mdx',
      'blog/2020/02-07-client-mpv/index.mdx',
      'blog/2020/03-07-jellyfin-10-5-0/index.mdx',
      'blog/2020/05-12-client-infuse/index.mdx',
      'blog/2020/07-17-plugin-updates.mdx',
      'blog/2020/07-19-jellyfin-10-6-0/index.mdx',
      'blog/2020/08-22-client-videotape/index.mdx',
      'blog/2021/03-01-android-on-fdroid.mdx',
      'blog/2021/07-24-android-betas.mdx',
      'blog/2021/08-01-android-v2.3.0/index.mdx',
      'blog/2021/09-30-android-tv-12/index.mdx',
      'blog/2021/11-04-android-v2.4.0.mdx',
      'blog/2022/03-17-android-tv-13/index.mdx',
      'blog/2022/06-10-jellyfin-10-8-0.mdx',
      'blog/2022/07-08-webos-july2022.mdx',
      'blog/2022/08-02-android-tv-14/index.mdx',
      'blog/2022/10-18-new-website/index.mdx',
      'blog/2022/12-24-android-tv-15/index.mdx',
      'blog/2022/12-29-swiftfin/index.mdx',
      'blog/2023/01-13-roku-v163/index.mdx',
      'blog/2023/04-03-vue_vue3/index.mdx',
      'blog/2023/04-05-roku-v164/index.mdx',
      'blog/2023/05-14-android-v250/index.mdx',
      'blog/2023/06-16-forum/index.mdx',
      'blog/2023/10-01-a-call-for-developers/index.mdx',
      'blog/2023/11-23-jellyfin-security-and-you/index.mdx',
      'blog/2023/12-10-android-tv-16/index.mdx',
      'blog/2023/12-11-roku-v200/index.mdx',
      'blog/2023/12-12-android-2-6/index.mdx',
      'blog/2024/03-05-new-ci-new-repo/index.mdx',
      'blog/2024/03-25-testing-10.9.0/index.mdx',
      'blog/2024/05-11-jellyfin-release-10.9.0/index.mdx',
      'blog/2024/08-03-android-tv-17/index.mdx',
      'blog/2024/09-10-release-roadmap-10.10.0/index.mdx',
      'blog/2024/10-26-jellyfin-release-10.10.0/index.mdx',
      'blog/2024/11-03-efcore-refactoring-incoming/index.mdx',
      'blog/2024/11-30-android-tv-18/index.mdx',
      'blog/2025/01-25-efcore-and-me/index.mdx',
      'blog/2025/02-28-ios-1.6/index.mdx',
      'blog/2025/03-28-roku-v300/index.mdx',
      'blog/2025/04-15-xbox-0.9/index.mdx',
      'blog/2025/09-30-ios-1.7/index.mdx',
      'blog/2025/10-04-sqlite-locking/index.mdx',
      'blog/2025/10-19-jellyfin-release-10.11.0/index.mdx',
      'blog/2025/10-28-androidtv-19/index.mdx',
      'blog/2026/01-06-state-of-the-fin/index.mdx',
      'blog/2026/05-24-state-of-the-fin/index.mdx',
      'blog/2026/08-02-android-2-7/index.mdx',
      'docs/general/clients/index.mdx',
      'docs/general/clients/jellyfin-vue.md',
      'docs/general/contributing/direct-donations.mdx',
      'docs/general/installation/container.md',
      'docs/general/installation/index.mdx',
      'docs/general/post-install/transcoding/index.mdx',
      'docs/general/server/media/movies.md',
      'docs/general/server/media/music-videos.md',
      'docs/general/server/media/music.md',
      'docs/general/server/media/shows.md',
      'docs/general/server/plugins/index.mdx',
    ].map(mdxFile),
    linkTo('docs/general/administration/migrate.md', 133, '/docs/general/installation', MDX_TARGET),
    linkTo('docs/general/administration/storage.md', 27, '/docs/general/post-install/transcoding', MDX_TARGET),
    linkTo('docs/general/clients/codec-support.md', 81, '/docs/general/post-install/transcoding/#hdr-to-sdr-tone-mapping', MDX_TARGET),
    linkTo('docs/general/clients/jellyfin-vue.md', 30, '../installation/index.mdx', MDX_TARGET),
    // The id is set by a <Link id> component of the page: MDX.
    linkTo('docs/general/clients/jellyfin-vue.md', 147, '#why-updates-needed', MDX),
    linkTo('docs/general/faq.md', 49, '/docs/general/installation', MDX_TARGET),
    linkTo('docs/general/faq.md', 51, '/docs/general/contributing/direct-donations.mdx', MDX_TARGET),
    linkTo('docs/general/installation/advanced/truenas.md', 532, '/posts/jellyfin-release-10.9.0#key-release-notesbreaking-changes', MDX_TARGET),
    linkTo('docs/general/quick-start.md', 13, '/docs/general/installation', MDX_TARGET),
    linkTo('docs/general/server/metadata/index.md', 16, '/docs/general/server/plugins#official-plugins', MDX_TARGET),
    linkTo('docs/general/server/users/adding-managing-users.md', 46, '/docs/general/post-install/transcoding', MDX_TARGET),
    linkTo('docs/index.md', 29, '/docs/general/installation', MDX_TARGET),
    linkTo('docs/index.md', 48, '/docs/general/server/plugins', MDX_TARGET),
    ...['2_tailscale.md', '3_dlna.md', '8_reverse-proxy/caddy.md'].map((f): Expected => ({
      file: `docs/general/post-install/networking/${f}`,
      line: 4,
      message: /^unknown frontmatter key "sidebar-position"/,
      reason: BROKEN('sidebar-position is not a frontmatter key (Docusaurus ignores it too; the number prefix orders the page)'),
    })),
    // The redirects of docusaurus.config.ts, migrated into docsgen.config.ts.
    { file: 'docsgen.config.ts', message: /^broken anchor #external-subtitles-and-audio-tracks .* in the redirects/, reason: MDX },
    { file: 'docsgen.config.ts', message: /^broken link to \/docs\/general\/installation\/ in the redirects/, reason: MDX_TARGET },
    { file: 'docsgen.config.ts', message: /^broken link to \/docs\/general\/post-install\/transcoding\/ in the redirects/, reason: MDX_TARGET },
    sass('docsgen.config.ts', 'src/css/custom.scss'),
    sass('docsgen.config.ts', 'src/css/swiper.scss'),
    ...[
      'src/components/common/DetailsCard.tsx',
      'src/components/common/Hero.tsx',
      'src/components/contact/ForumCard.tsx',
      'src/components/home/CallToAction.tsx',
      'src/components/home/ClientSection.tsx',
      'src/components/home/FreedomSection.tsx',
      'src/components/home/HomepageFeatures.tsx',
      'src/components/home/InActionSection.tsx',
      'src/pages/contribute.tsx',
      'src/pages/downloads/clients/index.tsx',
      'src/pages/downloads/server.tsx',
    ].map(reactPage),
  ],
  prettier: [
    ...['docs/browser.md', 'docs/install.md', 'docs/precommit.md', 'docs/sharing-configurations.md'].flatMap((f) => [
      mdxFile(f),
      mdxFile(`website/versioned_docs/version-stable/${f.slice('docs/'.length)}`),
    ]),
    mdxFile('website/blog/2022-01-06-prettier-begins-paying-maintainers.mdx'),
    reactPage('website/src/pages/help/index.jsx'),
    reactPage('website/src/pages/index.jsx'),
    reactPage('website/src/pages/index.module.css'),
    reactPage('website/src/pages/users/index.jsx'),
  ],
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
        const match = expected.find((e) => e.file === file && (e.line === undefined || e.line === d.line) && e.message.test(d.message));
        if (match) used.add(match);
        else unexpected.push(`${file}:${d.line ?? ''}:${d.column ?? ''} ${d.message}`);
      }
      expect(unexpected, 'diagnostics no entry explains').toEqual([]);
      expect(
        expected.filter((e) => !used.has(e) && !e.mayBeMissing).map((e) => `${e.file}:${e.line ?? ''} ${String(e.message)}`),
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
    // installation/index.mdx and clients/index.mdx are MDX, not built until MDX support lands:
    // until then those categories have no page, and the second no title to take its label from.
    const untilMdx: Record<string, [string, string | null]> = { Installation: ['Installation', null], Clients: ['clients', null] };
    expect(tree.map(([label, target]) => [label, target])).toEqual(JELLYFIN_TOP.map(([label, target]) => untilMdx[label] ?? [label, target]));
    const postInstall = tree.find(([label]) => label === 'Post-Install Setup')![2]!;
    const networking = postInstall.find(([label]) => label === 'Networking');
    expect(networking).toEqual(['Networking', NET, JELLYFIN_NETWORKING]);
  }, 120_000);
});
