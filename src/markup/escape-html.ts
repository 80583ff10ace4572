/**
 * The one HTML escaper for markup written outside React (templates' holes, slot fills). It
 * escapes exactly what React escapes in text and attribute values, with the same entities
 * (react-dom/server's escapeTextForBrowser): `& < > " '`, nothing else, so a filled template is
 * byte for byte what React renders (test/unit/markup/escape-html.test.tsx compares them).
 */

const SPECIAL = /["&'<>]/

const ENTITIES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}

/** Escapes text for an HTML text node or a double-quoted attribute value, as React does. */
export function escapeHtml(text: string): string {
  // Most values (city names, titles, paths) have nothing to escape: returned as they are.
  if (!SPECIAL.test(text)) return text
  return text.replace(/["&'<>]/g, (char) => ENTITIES[char]!)
}
