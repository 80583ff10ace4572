/** Levenshtein distance with a ceiling, for "Did you mean ...?" near misses. */

/**
 * The edit distance between a and b (insertions, deletions, substitutions), or max + 1 as soon as
 * it must exceed max: a near-miss scan then costs little for the many names that are far off.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    previous = current
  }
  return Math.min(previous[b.length]!, max + 1)
}
