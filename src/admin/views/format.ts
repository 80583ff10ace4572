/** Number and rate formatting of the dashboard (en-US, as the rest of the site). */
const NUMBER = new Intl.NumberFormat('en-US')
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

export const formatCount = (value: number) => NUMBER.format(value)

/** A rate as a percentage, or an en dash when there was nothing to divide by. */
export const formatRate = (value: number | undefined) =>
  value === undefined ? '–' : PERCENT.format(value)

/** The empty campaign (no ?sub=, or a signup without the cookie), as shown in tables. */
export const campaignLabel = (campaign: string) => campaign || 'no campaign'
