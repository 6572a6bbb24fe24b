/** Paths of the Docusaurus site as the docsgen config must write them (what the mapping needs of the disk). */
export interface SitePaths {
  /** A path of the Docusaurus site (relative to it, or absolute) as seen from the docsgen config. */
  relocate(path: string): string;
  /** Whether a path of the Docusaurus site (relative to it, or absolute) exists. */
  exists(path: string): boolean;
  /** A path of the Docusaurus site as a note shows it: relative to the site when inside it. */
  show(path: string): string;
  /** The names in `<prefix>versions.json` of the site, when it has that file. */
  versions(prefix: string): string[] | undefined;
  /** The docsgen config is written in another folder than the site's (`--out`). */
  elsewhere: boolean;
}
