/** Escaping for the HTML the engine writes itself (attributes of `<html>` and `<head>` tags). */

/** Escapes text for a double-quoted attribute value (or for an element's text). */
export function escapeAttribute(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
