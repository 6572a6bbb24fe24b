/**
 * Orders two strings by their UTF-16 code units: the same order on every machine, for routes,
 * URLs and file paths. (`localeCompare` without a locale follows the machine's language
 * settings, and its first call loads ICU's collation data: about 8 ms of a cold build.)
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
