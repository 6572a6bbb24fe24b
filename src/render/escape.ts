/** Escaping for the HTML the engine writes itself (attributes of `<html>` and `<head>` tags). */

/** Escapes text for a double-quoted attribute value (or for an element's text). */
export function escapeAttribute(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** An attribute value's text from the HTML React (or {@link escapeAttribute}) wrote: its entities decoded. */
export function unescapeAttribute(s: string): string {
  return s.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);
}
