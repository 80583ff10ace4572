/** The campaign tag of a `?sub=` link: one rule for /go, landings and the `camp` cookie. */

/** Letters, digits, '_' and '-', at most 64: anything else is dropped, not cleaned. */
export const CAMPAIGN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** The value when it is a valid campaign tag, else undefined. */
export function campaignTag(value: unknown): string | undefined {
  return typeof value === 'string' && CAMPAIGN_PATTERN.test(value) ? value : undefined
}
