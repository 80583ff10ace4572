/**
 * The partner click token on /go's and the fallback's partner URL: `PARTNER_CLICK_PARAM` (default
 * `aff_sub`) set to the token of the campaign, current UTC hour and page, and the click id and
 * dimensions the visitor's campaign carries (partner-token.ts), which the partner echoes back in its
 * postback so the revenue lands on that campaign and the outcome can be told to its source.
 */
import type { Env } from '../../env'
import type { PartnerClick } from '../../shared/partner-link'
import type { CampaignPayload } from './campaign-cookie'
import { partnerToken, type ClickDimensions } from './partner-token'

const DEFAULT_PARTNER_CLICK_PARAM = 'aff_sub'

/** What a click hands the partner: its campaign and page, and what the visitor's cookie carries. */
export interface ClickAttribution {
  campaign: string
  page: string
  cid?: string
  dims?: ClickDimensions
}

/** The attribution of a click by a visitor carrying `payload` (the signed campaign cookie). */
export function clickAttribution(payload: CampaignPayload): ClickAttribution {
  const { campaign, page, cid } = payload
  return { campaign, page, ...(cid && { cid }) }
}

/** The parameter and token for a click now, or undefined without CAMPAIGN_SECRET (it keys it). */
export async function partnerClick(
  env: Env,
  click: ClickAttribution,
  now = new Date(),
): Promise<PartnerClick | undefined> {
  const secret = env.CAMPAIGN_SECRET
  if (!secret) return undefined
  const hour = now.toISOString().slice(0, 13)
  const token = await partnerToken({ ...click, hour }, secret)
  return { name: env.PARTNER_CLICK_PARAM || DEFAULT_PARTNER_CLICK_PARAM, token }
}
