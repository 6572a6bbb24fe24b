/**
 * The versions a navbar's `docsVersionDropdown` lists, as Docusaurus's `versions` option of the
 * item: without it every version, with it the versions it names, in its order and with its
 * labels; and the label the menu shows then.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { NavbarItemOptions } from '../config/theme-options.js';
import type { VersionMenu } from '../theme-api.js';

type Link = VersionMenu['links'][number];
type Chosen = Array<{ name: string; label?: string; where: string }>;

/** What each docs instance's menu lists: by plugin id, the first `docsVersionDropdown` item's `versions` (undefined: all). */
export function dropdownChoices(items: NavbarItemOptions[]): Map<string, Chosen | undefined> {
  const choices = new Map<string, Chosen | undefined>();
  for (const [i, item] of items.entries()) {
    if (!('type' in item) || item.type !== 'docsVersionDropdown') continue;
    const where = `navbar.items[${i}].versions`;
    const pluginId = item.docsPluginId ?? 'default';
    if (choices.has(pluginId)) continue;
    const versions = item.versions;
    choices.set(
      pluginId,
      versions === undefined
        ? undefined
        : Array.isArray(versions)
          ? versions.map((name) => ({ name, where }))
          : Object.entries(versions).map(([name, v]) => ({ name, where, ...(v.label !== undefined ? { label: v.label } : {}) })),
    );
  }
  return choices;
}

/** Names a menu lists that the docs do not have: Docusaurus fails the build on them. */
export function unknownChoices(choices: Map<string, Chosen | undefined>, versionsOf: (pluginId: string) => string[], configFile?: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const [pluginId, chosen] of choices) {
    const names = versionsOf(pluginId);
    if (!chosen || names.length === 0) continue;
    for (const { name, where } of chosen.filter((c) => !names.includes(c.name)))
      problems.push({
        severity: 'error',
        code: 'config/unknown-version',
        message: `${where}: docs "${pluginId}" have no version "${name}"; name one of ${names.map((n) => `"${n}"`).join(', ')} (versions.json lists the released ones, "current" is the docs folder)`,
        ...(configFile ? { file: configFile } : {}),
      });
  }
  return problems;
}

/**
 * The links the menu lists and its label: the page's version (`shown`, else `latest`) as the
 * menu names it, or its first entry when it lists neither, as Docusaurus picks it.
 */
export function listedVersions(links: Link[], chosen: Chosen | undefined, shown: string, latest: string): Pick<VersionMenu, 'links' | 'menuLabel'> {
  const listed = chosen
    ? chosen.flatMap(({ name, label }) => {
        const link = links.find((l) => l.name === name);
        return link ? [{ ...link, ...(label !== undefined ? { label } : {}) }] : [];
      })
    : links;
  const label =
    (listed.find((l) => l.name === shown) ?? listed.find((l) => l.name === latest) ?? listed[0] ?? links.find((l) => l.name === shown))?.label ?? shown;
  return { links: listed.length ? listed : links, menuLabel: label };
}
