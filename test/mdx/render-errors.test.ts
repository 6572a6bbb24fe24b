/**
 * A component that throws while an MDX page renders: the error names the element in the `.mdx`
 * file (or the partial) at its line and column, with what to check; the command exits 1 and the
 * previous output stays.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, minimalSite, type FixtureBuild } from '../helpers/fixture.js';
import { runCli } from '../hardening/run-cli.js';

const HINT = "components render once, at build time, with no browser (no window or document): check the component's props and imports";

let site: FixtureBuild;
beforeAll(async () => {
  site = await buildSite({
    ...minimalSite,
    'src/components/Shout.jsx': `export default function Shout({ word }) { return <strong>{word.toUpperCase()}</strong>; }\n`,
    'src/components/Box.jsx': `export default function Box({ children }) { return <div className="box">{children}</div>; }\n`,
    'docs/_part.mdx': `import Shout from '@site/src/components/Shout';\n\n<Shout word="fine" />\n`,
    'docs/page.mdx': `---\ntitle: Page\n---\n\nimport Shout from '@site/src/components/Shout';\nimport Box from '@site/src/components/Box';\nimport Part from './_part.mdx';\n\n<Shout word="ok" />\n\n<Part />\n\n<Box>\n  Text.\n</Box>\n`,
  });
  expect(site.errors).toEqual([]);
});
afterAll(() => site?.cleanup());

describe('a component that throws while an MDX page renders', () => {
  it('is reported at the element of the .mdx file, inside other components too', async () => {
    const broken = await buildSite(
      {
        'docs/page.mdx': `---\ntitle: Page\n---\n\nimport Shout from '@site/src/components/Shout';\nimport Box from '@site/src/components/Box';\n\n<Shout word="ok" />\n\n<Box>\n  Fine text.\n\n  <Shout />\n</Box>\n`,
      },
      site.siteDir,
    );
    expect(broken.errors).toEqual([
      `docs/page.mdx:13:3 <Shout> threw while rendering: Cannot read properties of undefined (reading 'toUpperCase'); ${HINT}, and see the error's cause in the component`,
    ]);
  });

  it('is reported in the partial where the element is written', async () => {
    await writeFile(join(site.siteDir, 'docs/page.mdx'), `---\ntitle: Page\n---\n\nimport Part from './_part.mdx';\n\nIntro.\n\n<Part />\n`);
    const broken = await buildSite(
      { 'docs/_part.mdx': `import Shout from '@site/src/components/Shout';\n\nSome text.\n\n<Shout word={undefined} />\n` },
      site.siteDir,
    );
    expect(broken.errors).toEqual([
      `docs/_part.mdx:5:1 <Shout> threw while rendering: Cannot read properties of undefined (reading 'toUpperCase'); ${HINT}, and see the error's cause in the component`,
    ]);
  });

  it('makes the command exit 1 and keeps the previous output', async () => {
    await writeFile(join(site.siteDir, 'docs/_part.mdx'), `Fine partial.\n`);
    await writeFile(join(site.siteDir, 'docs/page.mdx'), `---\ntitle: Page\n---\n\nimport Shout from '@site/src/components/Shout';\n\n<Shout word="good" />\n`);
    const good = await runCli(['build', site.siteDir, '--out', site.outDir]);
    expect(good.status).toBe(0);
    const before = await readFile(join(site.outDir, 'docs/page/index.html'), 'utf8');
    expect(before).toContain('<strong>GOOD</strong>');
    await writeFile(join(site.siteDir, 'docs/page.mdx'), `---\ntitle: Page\n---\n\nimport Shout from '@site/src/components/Shout';\n\n<Shout />\n`);
    const bad = await runCli(['build', site.siteDir, '--out', site.outDir]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('docs/page.mdx:7:1');
    expect(bad.stderr).toContain('<Shout> threw while rendering');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(join(site.outDir, 'docs/page/index.html'), 'utf8')).toBe(before);
  });
});
