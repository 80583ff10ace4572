/**
 * The upper tail of the Gamma distribution, Q(a, x) = Γ(a, x) ÷ Γ(a): what the zone verdicts'
 * Gamma–Poisson model needs. By a series below a + 1 and a continued fraction above it
 * (Numerical Recipes, 3rd ed., §6.2), with Lanczos' log-gamma (g = 7, 9 terms).
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0. */
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = LANCZOS[0]!
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i)
  const t = z + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

const EPSILON = 1e-14
const MAX_TERMS = 10_000
const TINY = 1e-300

/**
 * Q(a, x): the chance that a Gamma(shape a, rate 1) variable is at least x. So P(λ ≥ t) for
 * λ ~ Gamma(a, rate b) is Q(a, b·t); and Q(n + 1, μ) is P(N ≤ n) for N ~ Poisson(μ).
 */
export function gammaUpperTail(a: number, x: number): number {
  if (!(a > 0)) return x > 0 ? 0 : 1
  if (x <= 0) return 1
  const logPrefix = a * Math.log(x) - x - logGamma(a)
  if (x < a + 1) {
    // P(a, x) by its series, then Q = 1 − P.
    let term = 1 / a
    let sum = term
    for (let n = 1; n < MAX_TERMS; n++) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break
    }
    return Math.min(1, Math.max(0, 1 - sum * Math.exp(logPrefix)))
  }
  // Q(a, x) by Lentz's continued fraction.
  let b = x + 1 - a
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i < MAX_TERMS; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const step = d * c
    h *= step
    if (Math.abs(step - 1) < EPSILON) break
  }
  return Math.min(1, Math.max(0, Math.exp(logPrefix) * h))
}
