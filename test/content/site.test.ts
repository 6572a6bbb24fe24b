// Issue 2: the documentation site in content/ builds with every route of the spec, valid HTML
// and no broken links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { build } from '../../src/build.js';
import { SPEC_DOC_ROUTES } from '../helpers/spec-routes.js';

const SPEC_ROUTES = ['/', ...SPEC_DOC_ROUTES, '/blog/archive', '/markdown-page'];

let outDir: string;
let routes: string[];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'docsgen-site-'));
  const result = await build({ siteDir: 'content', outDir });
  routes = result.routes;
});

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the documentation site', () => {
  it('has exactly the routes of the spec, plus the /docs redirect', () => {
    expect([...routes].sort()).toEqual([...SPEC_ROUTES, '/docs'].sort());
    expect(existsSync(join(outDir, '404.html'))).toBe(true);
  });

  it('has the navbar link, the 2025 footer and Indonesian content marked as such', async () => {
    const html = await readFile(join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<html lang="en"');
    // On its own page, the link is the current section.
    expect(html).toContain(
      '<a class="navbar__link navbar__item navbar__link--active" aria-current="page" href="/docs/intro" data-nav-path="">Dokumentasi API</a>',
    );
    expect(html).toMatch(/<footer class="footer footer--light"><div class="footer__copyright">Copyright © 2025[^<]*<\/div><\/footer>/);
    expect(html).toContain('<article class="theme-doc-markdown markdown" lang="id">');
  });

  it('renders the home page with its title, tagline and a button to the docs', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<title>API documentation</title>');
    expect(html).toContain('<h1 class="hero__title">API documentation</h1>');
    expect(html).toMatch(/<a class="button button--primary button--lg" href="\/docs\/intro" lang="id">Baca Dokumentasi<\/a>/);
  });

  it('emits valid HTML on every page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // Long inline SVG paths and minified attributes are fine; the rest of the preset applies.
        'long-title': 'off',
        'no-inline-style': 'off',
        'attribute-boolean-style': 'off',
        'no-trailing-whitespace': 'off',
        // React writes boolean attributes as hidden="", which is valid HTML.
        'attribute-empty-style': 'off',
        'void-style': 'off',
      },
    });
    const problems: string[] = [];
    for (const file of htmlFiles(outDir)) {
      const report = await validator.validateString(await readFile(file, 'utf8'), file);
      for (const r of report.results) for (const m of r.messages) problems.push(`${relative(outDir, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('links in the built site', () => {
  it('has no broken links when crawled like a visitor would (linkinator)', async () => {
    const { LinkChecker } = await import('linkinator');
    const { startStaticServer } = await import('../../src/serve/static-server.js');
    const server = await startStaticServer({ root: outDir, port: 0 });
    try {
      const result = await new LinkChecker().check({ path: `${server.url}/`, recurse: true, linksToSkip: ['^(?!http://127\\.0\\.0\\.1)'] });
      const broken = result.links.filter((l) => String(l.state) === 'BROKEN').map((l) => `${l.url} (from ${l.parent})`);
      expect(broken).toEqual([]);
      expect(result.links.filter((l) => String(l.state) === 'OK').length).toBeGreaterThan(25);
    } finally {
      await server.close();
    }
  });
});
