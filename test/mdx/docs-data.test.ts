// The docs plugin's global data in a site's components: `useAllDocsData()`, `useVersions()`,
// `useLatestVersion()`, `useActiveDocContext()`, `useDocVersionSuggestions()`,
// `useDocsPreferredVersion()`, `useLayoutDoc()` (from the docs plugin's client, and from
// theme-common as Docusaurus 2 sites import them), `usePluginData()`, and
// `@docusaurus/useBrokenLinks`, on a site with two docs versions and a second docs instance.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../helpers/fixture.js';

const about = `import React from 'react';
import {
  useAllDocsData, useVersions, useLatestVersion, useActiveDocContext, useDocVersionSuggestions, useLayoutDoc, useActivePlugin,
} from '@docusaurus/plugin-content-docs/client';
import { useDocsPreferredVersion } from '@docusaurus/theme-common';
import { usePluginData } from '@docusaurus/useGlobalData';
export default function About() {
  const all = useAllDocsData();
  const versions = useVersions();
  const latest = useLatestVersion();
  const { activeVersion, activeDoc, alternateDocVersions } = useActiveDocContext();
  const { latestDocSuggestion } = useDocVersionSuggestions();
  const { preferredVersion } = useDocsPreferredVersion();
  const setup = useLayoutDoc('setup');
  const lab = usePluginData('docusaurus-plugin-content-docs', 'lab');
  const facts = {
    instances: Object.entries(all).map(([id, d]) => id + '@' + d.path).join(' '),
    versions: versions.map((v) => v.name + '@' + v.path + (v.isLast ? '*' : '') + ':' + v.docs.map((d) => d.id + '=' + d.path + (d.sidebar ? '#' + d.sidebar : '')).join(',')).join(' '),
    sidebars: versions.map((v) => Object.entries(v.sidebars).map(([id, s]) => id + ':' + (s.link ? s.link.label + '@' + s.link.path : '')).join(',')).join(' '),
    latest: latest.name,
    active: (activeVersion ? activeVersion.name : '-') + '/' + (activeDoc ? activeDoc.id : '-'),
    alternates: Object.entries(alternateDocVersions).map(([v, d]) => v + '=' + d.path).join(' '),
    suggestion: latestDocSuggestion ? latestDocSuggestion.path : '-',
    preferred: String(preferredVersion),
    layoutDoc: setup ? setup.path : 'null',
    lab: lab.versions.map((v) => v.docs.map((d) => d.path).join(',')).join(' '),
    plugin: useActivePlugin()?.pluginId ?? '-',
  };
  return <dl className="about">{Object.entries(facts).map(([k, v]) => <React.Fragment key={k}><dt>{k}</dt><dd>{v}</dd></React.Fragment>)}</dl>;
}
`;

const collector = `import useBrokenLinks from '@docusaurus/useBrokenLinks';
export default function Collector({ to, anchor }) {
  const links = useBrokenLinks();
  if (to) links.collectLink(to);
  if (anchor) links.collectAnchor(anchor);
  return <span id={anchor} data-to={to} />;
}
`;

// What a swizzled DocCard does with a link's doc id.
const titles = `import { useDocById } from '@docusaurus/plugin-content-docs/client';
export default function Titles({ ids }) {
  return <ul className="titles">{ids.map((id) => { const doc = useDocById(id); return <li key={id}>{doc.title}|{doc.description}|{doc.sidebar ?? '-'}</li>; })}</ul>;
}
`;

const page = (title: string) => `import About from '@site/src/components/About';\n\n# ${title}\n\n<About />\n`;

const files = {
  'docsgen.config.ts': `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', baseUrl: '/base/', docs: [{}, { id: 'lab', path: 'lab', routeBasePath: 'lab' }] });\n`,
  'versions.json': '["1.0"]\n',
  'docs/intro.mdx': page('Intro (next)'),
  'docs/setup.md': '# Setup (next)\n',
  'docs/extra.md': '---\ndescription: Extra things.\n---\n\n# Only in next\n\nThe first paragraph.\n',
  'versioned_docs/version-1.0/intro.mdx': page('Intro (1.0)'),
  'versioned_docs/version-1.0/setup.md': '# Setup (1.0)\n',
  'lab/notes.md': '# Notes\n',
  'src/components/About.jsx': about,
  'src/components/Collector.jsx': collector,
  'src/components/Titles.jsx': titles,
  'docs/cards.mdx': "import Titles from '@site/src/components/Titles';\n\n# Cards\n\n<Titles ids={['setup', 'extra']} />\n",
  'versioned_docs/version-1.0/cards.mdx': "import Titles from '@site/src/components/Titles';\n\n# Cards\n\n<Titles ids={['setup']} />\n",
  'pages/elsewhere.mdx': page('Elsewhere'),
};

/** The `<dl class="about">` of a page as an object. */
function facts(html: string): Record<string, string> {
  const dl = /<dl class="about">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...dl.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
}

describe("the docs plugin's global data", () => {
  it('gives components every instance, version and doc, and the page’s own, as Docusaurus does', async () => {
    const site = await buildSite(files);
    try {
      expect(site.errors).toEqual([]);
      const next = facts(await site.read('docs/next/intro/index.html'));
      expect(next).toMatchObject({
        instances: 'default@/base/docs lab@/base/lab',
        versions:
          'current@/base/docs/next:cards=/base/docs/next/cards#defaultSidebar,extra=/base/docs/next/extra#defaultSidebar,intro=/base/docs/next/intro#defaultSidebar,setup=/base/docs/next/setup#defaultSidebar 1.0@/base/docs*:cards=/base/docs/cards,intro=/base/docs/intro,setup=/base/docs/setup',
        // Version 1.0 has no sidebars file: no sidebar, as on Docusaurus.
        sidebars: 'defaultSidebar:Cards@/base/docs/next/cards ',
        latest: '1.0',
        active: 'current/intro',
        alternates: 'current=/base/docs/next/intro 1.0=/base/docs/intro',
        suggestion: '/base/docs/intro',
        preferred: 'null',
        layoutDoc: '/base/docs/next/setup',
        lab: '/base/lab/notes',
        plugin: 'default',
      });
      const old = facts(await site.read('docs/intro/index.html'));
      expect(old).toMatchObject({ active: '1.0/intro', suggestion: '/base/docs/intro', layoutDoc: '/base/docs/setup', plugin: 'default' });
      // Off the docs: no active version or doc; a navbar item's doc comes from the latest version.
      const elsewhere = facts(await site.read('elsewhere/index.html'));
      expect(elsewhere).toMatchObject({ active: '-/-', alternates: '', suggestion: '-', layoutDoc: '/base/docs/setup', plugin: '-' });
      // useDocById reads the page's own version.
      expect(await site.read('docs/next/cards/index.html')).toContain(
        '<ul class="titles"><li>Setup (next)||defaultSidebar</li><li>Only in next|Extra things.|defaultSidebar</li></ul>',
      );
      expect(await site.read('docs/cards/index.html')).toContain('<ul class="titles"><li>Setup (1.0)||-</li></ul>');
    } finally {
      await site.cleanup();
    }
  });

  it('reports a docs instance the site does not have at the component, and checks the links useBrokenLinks collects', async () => {
    const site = await buildSite({
      ...files,
      'src/components/Missing.jsx': `import { useVersions } from '@docusaurus/plugin-content-docs/client';\nexport default function Missing() { return <p>{useVersions('nope').length}</p>; }\n`,
      'docs/checked.mdx': [
        "import Collector from '@site/src/components/Collector';",
        "import Missing from '@site/src/components/Missing';",
        '',
        '# Checked',
        '',
        '<Collector anchor="made-here" />',
        '',
        '<Collector to="/base/docs/next/nowhere" />',
        '',
        '[to the anchor](#made-here)',
        '',
        '<Missing />',
        '',
      ].join('\n'),
    });
    try {
      const messages = site.errors.join('\n');
      expect(messages).toContain('no docs instance has the id "nope"; the site\'s docs instances: default, lab');
      expect(messages).toMatch(/checked\.mdx.*\/base\/docs\/next\/nowhere/);
      expect(messages).not.toContain('made-here');
    } finally {
      await site.cleanup();
    }
  });
});
