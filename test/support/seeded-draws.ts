/**
 * Seeded draws for the simulation tests: every run draws the same numbers, so a simulated share
 * is a fixed figure, not a flaky one.
 */

/** Mulberry32, the site's own seeded generator of uniform numbers in [0, 1). */
export { seededRandom } from '../../src/directory/ads-for-city'

/**
 * A Poisson draw: Knuth's product of uniforms up to a mean of 30, a sum of such draws above
 * (a Poisson's mean splits into parts), so e^−mean never underflows.
 */
export function poisson(mean: number, random: () => number): number {
  let total = 0
  let left = mean
  while (left > 0) {
    const part = Math.min(left, 30)
    left -= part
    const limit = Math.exp(-part)
    let product = random()
    while (product > limit) {
      product *= random()
      total++
    }
  }
  return total
}

/** A draw from [low, high), evenly on a log scale (prices and sizes spread by factors). */
export function logUniform(low: number, high: number, random: () => number): number {
  return low * Math.exp(random() * Math.log(high / low))
}
