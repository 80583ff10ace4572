/**
 * Number and rate formatting of the dashboard (en-US, as the rest of the site). The formats are
 * made on first use: this module is evaluated as every isolate starts (admin/lazy-admin.ts), and
 * a format made then started ICU, several ms of a public page's cold start.
 */
let number: Intl.NumberFormat | undefined
let percent: Intl.NumberFormat | undefined

export const formatCount = (value: number) =>
  (number ??= new Intl.NumberFormat('en-US')).format(value)

/** A rate as a percentage, or an en dash when there was nothing to divide by. */
export function formatRate(value: number | undefined): string {
  if (value === undefined) return '–'
  percent ??= new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })
  return percent.format(value)
}

/** The empty campaign (no ?sub=, or a signup without the cookie), as shown in tables. */
export const campaignLabel = (campaign: string) => campaign || 'no campaign'
