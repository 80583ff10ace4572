/** Money as the campaign code keeps it: integer millionths of the currency's unit, exact to add. */

/** A plain decimal: digits, optionally a point and up to 6 more (no sign, no exponent). */
const PAYOUT_PATTERN = /^(\d{1,9})(?:\.(\d{1,6}))?$/

/** A plain decimal in millionths of its unit, or undefined when it is anything else. */
export function parsePayout(text: string): number | undefined {
  const payout = PAYOUT_PATTERN.exec(text)
  if (!payout) return undefined
  return Number(payout[1]) * 1_000_000 + Number((payout[2] ?? '').padEnd(6, '0'))
}

/** A payout in the currency's units, as the CSV and dashboard write it: `2.50`. */
export function formatMicros(micros: number): string {
  const sign = micros < 0 ? '-' : ''
  const cents = Math.round(Math.abs(micros) / 10_000)
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
