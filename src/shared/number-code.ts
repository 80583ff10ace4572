/**
 * Small whole numbers as two printable digits each: how the build writes each city's nearby
 * cities into one string (src/data/cities/city-derived.ts), read a city at a time.
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_'
const BASE = DIGITS.length
/** Digits per number. */
const NUMBER_WIDTH = 2

/** The numbers (each 0 to 4,095) as one string. */
export function encodeNumbers(numbers: readonly number[]): string {
  return numbers
    .map((n) => {
      if (!Number.isInteger(n) || n < 0 || n >= BASE ** NUMBER_WIDTH) {
        throw new Error(`encodeNumbers: ${n} does not fit ${NUMBER_WIDTH} digits`)
      }
      return DIGITS[Math.floor(n / BASE)]! + DIGITS[n % BASE]!
    })
    .join('')
}

/** The `index`th number of an encodeNumbers string. */
export function numberAt(encoded: string, index: number): number {
  const at = index * NUMBER_WIDTH
  return DIGITS.indexOf(encoded[at]!) * BASE + DIGITS.indexOf(encoded[at + 1]!)
}
