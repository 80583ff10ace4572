/**
 * Money as the campaign code keeps it: integer millionths of the currency's unit, exact to add
 * (docs/decisions/004-money-as-integer-micros.md).
 */
import { isUnfilledMacro } from './unfilled-macro'

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
  const cents = Math.round(Math.abs(micros) / 10_000)
  // No "-0.00": a loss under half a cent reads as nothing lost.
  const sign = micros < 0 && cents > 0 ? '-' : ''
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** The largest cost a landing may carry: 10 currency units. */
export const MAX_COST_MICROS = 10_000_000

/** What the `cost` parameter of a landing URL says. */
export type CostReading = { kind: 'none' } | { kind: 'cost'; micros: number } | { kind: 'rejected' }

const NO_COST: CostReading = { kind: 'none' }
const REJECTED_COST: CostReading = { kind: 'rejected' }

/**
 * The traffic source's cost of a visit, from its cost macro: a plain decimal of 0 to 10 with at
 * most 6 decimals; anything else present (a sign, an exponent, too many decimals, over 10) is
 * rejected and adds nothing. An unfilled macro (`{cost}`) is no cost: it is counted as a link
 * problem of its own (attribution/link-problems.ts), not as a rejected cost.
 */
export function readCost(value: string | undefined): CostReading {
  if (value === undefined || isUnfilledMacro(value)) return NO_COST
  const micros = parsePayout(value)
  if (micros === undefined || micros > MAX_COST_MICROS) return REJECTED_COST
  return { kind: 'cost', micros }
}

/**
 * Money in the currency's units as a CSV number: exact (micros are integers), at least two
 * decimals, trailing zeros past them dropped: `12.50`, `0.0105`, `-3000.00`.
 */
export function formatMoney(micros: number): string {
  const whole = Math.round(micros)
  const sign = whole < 0 ? '-' : ''
  const abs = Math.abs(whole)
  const fraction = String(abs % 1_000_000)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '')
  return `${sign}${Math.floor(abs / 1_000_000)}.${fraction.padEnd(2, '0')}`
}
