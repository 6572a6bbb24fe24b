/**
 * Code fences marked `npm2yarn` (```` ```bash npm2yarn ````), as Docusaurus's
 * `@docusaurus/remark-plugin-npm2yarn` turns them: tabs with the npm commands as written, then
 * the same commands for each other package manager (converted by the `npm-to-yarn` package).
 * The site turns it on with `markdown.npm2yarn`; `sync` keeps every such block on the manager
 * the reader picked (the tabs' group `npm2yarn`).
 */
import type { Code, Nodes, Parents, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import npmToYarn from 'npm-to-yarn';

/**
 * The package's converter. Its ES module's default export is the function; its type declarations
 * sit in a CommonJS package, so TypeScript sees them as a module whose `default` is the function.
 */
const convert = npmToYarn as unknown as (npmCommands: string, to: PackageManager) => string;

/** The package managers a block gets a tab for besides npm. */
export type PackageManager = 'yarn' | 'pnpm' | 'bun';

export interface Npm2YarnOptions {
  /** One choice of package manager for every block of the site (the tabs' group). */
  sync: boolean;
  converters: PackageManager[];
}

/** The label of each package manager's tab, as Docusaurus's plugin writes them. */
const LABELS: Record<'npm' | PackageManager, string> = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'bun' };

/** A tab of the block: the code under its manager's label (docsgen's tabs, as `::::tabs` makes them). */
function tab(manager: 'npm' | PackageManager, code: Code, value: string): ContainerDirective {
  return {
    type: 'containerDirective',
    name: 'tab',
    attributes: {},
    children: [{ type: 'code', lang: code.lang ?? null, meta: null, value, ...(code.position ? { position: code.position } : {}) }],
    data: { hName: 'docsgen-tab', hProperties: { label: LABELS[manager], value: manager } },
  };
}

/** Replaces every `npm2yarn` code block below `root` by tabs, one per package manager. */
export function npm2yarnTabs(root: Root, options: Npm2YarnOptions): void {
  const visit = (parent: Parents): void => {
    parent.children = parent.children.map((node: Nodes) => {
      if (node.type === 'code' && node.meta?.trim() === 'npm2yarn') {
        const tabs: ContainerDirective = {
          type: 'containerDirective',
          name: 'tabs',
          attributes: {},
          children: [tab('npm', node, node.value), ...options.converters.map((manager) => tab(manager, node, convert(node.value, manager)))],
          data: { hName: 'docsgen-tabs', hProperties: { group: options.sync ? 'npm2yarn' : '' } },
          ...(node.position ? { position: node.position } : {}),
        };
        return tabs;
      }
      if ('children' in node) visit(node);
      return node;
    }) as typeof parent.children;
  };
  visit(root);
}
