/**
 * The partner click token on every partner URL the site makes (/go, the fallback, the backend's
 * redirect to the partner): the chosen network preset's landing parameter (partner-choice.ts),
 * else `PARTNER_CLICK_PARAM` (default `aff_sub`), set to the token of the
 * campaign, current UTC hour and the page the visitor landed on, the click's dimensions
 * (dimensions.ts), and its click id when it has one (sealed: partner-token.ts), which the partner
 * echoes back in its postback so the revenue lands on that campaign and its outcome can be told
 * to the traffic source. Without a click id it names no visitor.
 */
import type { Env } from '../../env'
import type { PartnerClick } from '../../shared/partner-link'
import { clickDimensionsOf, NO_SUB_IDS, type PartnerNetwork, type Visitor } from '../core'
import type { CampaignPayload } from './campaign-cookie'
import {
  partnerToken,
  shortPartnerToken,
  type ClickDimensions,
  type PartnerKey,
} from './partner-token'

const DEFAULT_PARTNER_CLICK_PARAM = 'aff_sub'

/** The parameter the token goes in without a network preset: PARTNER_CLICK_PARAM, or `aff_sub`. */
export function defaultClickParam(env: Env): string {
  return env.PARTNER_CLICK_PARAM || DEFAULT_PARTNER_CLICK_PARAM
}

/**
 * The parameter and token for a click now, shaped for the partner's `network` preset when one is
 * chosen (its landing parameter, and its sub field's length), or undefined without
 * CAMPAIGN_SECRET (it keys it).
 */
export async function partnerClick(
  env: Env,
  campaign: string,
  page: string,
  now = new Date(),
  dims?: ClickDimensions,
  cid?: string,
  network?: PartnerNetwork,
): Promise<PartnerClick | undefined> {
  const secret = env.CAMPAIGN_SECRET
  if (!secret) return undefined
  const hour = now.toISOString().slice(0, 13)
  const key = { campaign, hour, page, ...(dims && { dims }), ...(cid && { cid }) }
  const name = network?.landing ?? defaultClickParam(env)
  return shapedClick(key, secret, name, network)
}

/**
 * The token as the preset's sub field takes it: whole; short; or split in two of `limit`
 * characters (the second field empty when one is enough), short when two are not enough.
 * Nothing of it is stored: the network's postback hands the pieces back joined (`#s2##s3#`).
 */
async function shapedClick(
  key: PartnerKey,
  secret: string,
  name: string,
  network: PartnerNetwork | undefined,
): Promise<PartnerClick> {
  const form = network?.token ?? { form: 'full' }
  if (form.form === 'short')
    return { name, token: await shortPartnerToken(key, secret, form.limit) }
  const token = await partnerToken(key, secret)
  if (form.form === 'full') return { name, token }
  const { limit, second } = form
  if (token.length > 2 * limit) {
    return {
      name,
      token: await shortPartnerToken(key, secret, limit),
      second: { name: second, token: '' },
    }
  }
  return { name, token: token.slice(0, limit), second: { name: second, token: token.slice(limit) } }
}

/**
 * The token of the campaign a visitor carries (their `camp` cookie): its campaign, landing page,
 * sub-ids and click id, so the partner's approval is credited to the zone that bought the visit
 * whichever of the site's ways onto the partner the visitor took.
 */
export function carriedClick(
  env: Env,
  carried: Pick<CampaignPayload, 'campaign' | 'page' | 'subs' | 'cid'>,
  /** In the lander-test arm they hold (inArm), which the token carries as a dimension. */
  visitor: Visitor,
  now = new Date(),
  network?: PartnerNetwork,
): Promise<PartnerClick | undefined> {
  const { campaign, page, subs = NO_SUB_IDS, cid } = carried
  const dims = clickDimensionsOf(visitor, subs)
  return partnerClick(env, campaign, page, now, dims, cid, network)
}
