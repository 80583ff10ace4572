/**
 * The figures every report, CSV and dashboard table shows, each defined here once, so the same
 * rows give the same numbers wherever they are read: CR (created signups ÷ landings), EPC
 * (revenue ÷ clicks), CPA (cost ÷ created signups, none without a cost), profit and ROI. Money is
 * in millionths of the unit; a figure with nothing to divide by is undefined (shown "–", an
 * empty CSV cell).
 */

/** part ÷ base as a fraction, or undefined when there is no base to divide by. */
export function rate(part: number, base: number): number | undefined {
  return base > 0 ? part / base : undefined
}

/** CR: created signups ÷ landings, as a fraction. */
export const conversionRate = (signups: number, landings: number) => rate(signups, landings)

/** Money per unit (revenue per click, per landing, per signup), in millionths, rounded. */
export function perUnitMicros(micros: number, units: number): number | undefined {
  return units > 0 ? Math.round(micros / units) : undefined
}

/** EPC: revenue ÷ clicks. */
export const epcMicros = (revenueMicros: number, clicks: number) =>
  perUnitMicros(revenueMicros, clicks)

/** CPA: cost ÷ created signups; none where nothing was spent (no cost is not a cost of 0.00). */
export const cpaMicros = (costMicros: number, signups: number) =>
  costMicros > 0 ? perUnitMicros(costMicros, signups) : undefined

/** What a row of money and funnel counts gives. */
export interface Figures {
  profitMicros: number
  /** (revenue − cost) ÷ cost, as a percentage. */
  roi?: number
  epcMicros?: number
  cpaMicros?: number
  /** CR as a percentage. */
  cr?: number
}

interface FigureCounts {
  landings: number
  clicks: number
  signups: number
  revenueMicros: number
  costMicros: number
}

export function figuresOf(row: FigureCounts): Figures {
  const profitMicros = row.revenueMicros - row.costMicros
  const roi = rate(profitMicros, row.costMicros)
  const cr = conversionRate(row.signups, row.landings)
  const epc = epcMicros(row.revenueMicros, row.clicks)
  const cpa = cpaMicros(row.costMicros, row.signups)
  return {
    profitMicros,
    ...(roi !== undefined && { roi: roi * 100 }),
    ...(epc !== undefined && { epcMicros: epc }),
    ...(cpa !== undefined && { cpaMicros: cpa }),
    ...(cr !== undefined && { cr: cr * 100 }),
  }
}

/** Millionths rounded to whole cents, half away from zero (as formatMicros shows them). */
function toCents(micros: number): number {
  const cents = Math.round(Math.abs(micros) / 10_000) * 10_000
  return micros < 0 ? -cents : cents
}

/**
 * Profit as shown beside revenue and cost in cents: the shown revenue minus the shown cost, so
 * a row's three money cells always add up on screen (revenue 0.004 and cost 0.006 show 0.00,
 * 0.01 and −0.01, not −0.00).
 */
export const shownProfitMicros = (row: FigureCounts) =>
  toCents(row.revenueMicros) - toCents(row.costMicros)
