/** The MDX fixture site (`test/fixtures/mdx-site`), copied to a temporary folder with its package installed. */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MDX_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'mdx-site');

/** A copy of the fixture, with `greet-pkg` in its node_modules (which the repository does not hold). */
export async function copyMdxSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-mdx-'));
  await cp(MDX_FIXTURE, dir, { recursive: true });
  await cp(join(dir, 'packages', 'greet-pkg'), join(dir, 'node_modules', 'greet-pkg'), { recursive: true });
  return dir;
}
