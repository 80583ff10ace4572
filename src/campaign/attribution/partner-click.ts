/**
 * The partner click token on /go's and the fallback's partner URL: `PARTNER_CLICK_PARAM` (default
 * `aff_sub`) set to the token of the campaign, current UTC hour and page, the click's sub-ids,
 * state, OS and device, and its click id when it has one (sealed: partner-token.ts), which the
 * partner echoes back in its postback so the revenue lands on that campaign and its outcome can
 * be told to the traffic source. Without a click id it names no visitor.
 */
import type { Env } from '../../env'
import type { PartnerClick } from '../../shared/partner-link'
import { partnerToken, type ClickDimensions } from './partner-token'

const DEFAULT_PARTNER_CLICK_PARAM = 'aff_sub'

/** The parameter and token for a click now, or undefined without CAMPAIGN_SECRET (it keys it). */
export async function partnerClick(
  env: Env,
  campaign: string,
  page: string,
  now = new Date(),
  dims?: ClickDimensions,
  cid?: string,
): Promise<PartnerClick | undefined> {
  const secret = env.CAMPAIGN_SECRET
  if (!secret) return undefined
  const hour = now.toISOString().slice(0, 13)
  const key = { campaign, hour, page, ...(dims && { dims }), ...(cid && { cid }) }
  const token = await partnerToken(key, secret)
  return { name: env.PARTNER_CLICK_PARAM || DEFAULT_PARTNER_CLICK_PARAM, token }
}
