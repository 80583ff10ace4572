/** Folds a place name or a typed query to one comparable form (no imports: the cities script uses it too). */

/** Spelled-out words that people abbreviate; each pair folds to the short form. */
const ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/\bsaint\b/g, 'st'],
  [/\bsainte\b/g, 'ste'],
  [/\bfort\b/g, 'ft'],
  [/\bmount\b/g, 'mt'],
]

/**
 * Lower case, accents removed (NFD, then the combining marks dropped: "Cañada" -> "canada"),
 * punctuation as spaces, spaces collapsed, and saint/fort/mount folded to st/ft/mt, so that
 * "St. Petersburg", "saint petersburg" and "st petersburg" compare equal.
 */
export function foldName(text: string): string {
  let folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  for (const [word, short] of ABBREVIATIONS) folded = folded.replace(word, short)
  return folded
}
