/** Edit distance with a ceiling, for "Did you mean ...?" near misses. */

/**
 * The optimal-string-alignment distance between a and b: insertions, deletions, substitutions and
 * swaps of two neighbouring letters ("texsa" -> "texas" is one edit, the commonest typo), or
 * max + 1 as soon as it must exceed max, so a scan costs little for the many names far off.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1)
      }
      current.push(value)
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    beforePrevious = previous
    previous = current
  }
  return Math.min(previous[b.length]!, max + 1)
}
