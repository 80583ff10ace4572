/** Edit distance with a ceiling, for "Did you mean ...?" near misses. */

/** Longest text compared; queries are capped at 100 characters, names are shorter. */
const MAX_LENGTH = 128
// Three reused rows: a near-miss scan compares thousands of names and allocates nothing.
const ROWS = [
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
]

/**
 * The optimal-string-alignment distance between a and b: insertions, deletions, substitutions and
 * swaps of two neighbouring letters ("texsa" -> "texas" is one edit, the commonest typo), or
 * max + 1 as soon as it must exceed max, so a scan costs little for the many names far off.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a.length > MAX_LENGTH || b.length > MAX_LENGTH) return max + 1
  let [beforePrevious, previous, current] = ROWS as [Int32Array, Int32Array, Int32Array]
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1)
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ai === bj ? 0 : 1),
      )
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, beforePrevious[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[beforePrevious, previous, current] = [previous, current, beforePrevious]
  }
  return Math.min(previous[b.length]!, max + 1)
}
