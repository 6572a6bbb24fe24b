/** How many capturing groups a regular expression (a RegExp or its source) has, read from its source. */
export function countMatchGroups(re: unknown): number;
