/** HTML element names, to tell `<DIV>` (HTML, whose tag names ignore case) from `<Tabs>` (JSX). */
import { htmlTagNames } from 'html-tag-names';

const names = new Set(htmlTagNames);

/** Whether `name`, in any letter case, names an HTML element. */
export function isHtmlTagName(name: string): boolean {
  return names.has(name.toLowerCase());
}
