/**
 * The partner's postback: `GET /postback/{POSTBACK_SECRET}?token=…&txid=…&payout=…&status=…`,
 * called by the partner's server when one of its transactions is approved, pending, rejected or
 * reversed. The token is the one our partner link carried (a signed campaign, hour and page, or
 * those sealed with the click's click id and sub-ids); the payout is added to that campaign's
 * revenue once per txid and status. A reversal applies only to an approved txid, with a token for
 * the same campaign and click, at most its approved amount, once (another click's, or an unknown
 * txid's, is refused with a 409 and logged); one that comes before its approval is kept and
 * applied when the approval comes, so the two end reversed in either order. An approval or
 * reversal whose token carried a click id is then told to the campaign's source (a template
 * firing on `partner`, postback-out.ts). Plain-text answers, as networks log them: `ok`,
 * `duplicate`, or a 4xx saying what is wrong.
 */
import { Hono } from 'hono/tiny'
import {
  applyEarlyReversal,
  approvalKey,
  clickOfTransaction,
  countRefusal,
  isApproved,
  partnerKeys,
  rateOf,
  readCurrency,
  readPartnerPostback,
  recordRevenue,
  recordReversal,
  relayPartnerOutcome,
  siteCurrency,
  type RefusalProblem,
} from '../campaign/conversions'
import { readPartnerToken, type PartnerKey } from '../campaign/attribution'
import { partnerNetwork, sameText } from '../campaign/core'
import type { AppEnv } from '../http/app-env'
import { logError } from '../shared/log'
import { PARTNER_POSTBACK_PATH } from '../shared/paths'
import { notFound } from './not-found'

/** POSTBACK_PAYOUT_CAP's default, in the currency's units. */
const DEFAULT_PAYOUT_CAP = 1000

export const partnerPostback = new Hono<AppEnv>()

partnerPostback.get(PARTNER_POSTBACK_PATH, async function receivePartnerPostback(c) {
  const secret = c.env.POSTBACK_SECRET
  // Unset, or not the right one: as if the address did not exist.
  if (!secret || !sameText(c.req.param('secret'), secret)) return notFound(c)
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  // Hono answers HEAD with this GET handler: a link checker's HEAD records nothing.
  if (c.req.method === 'HEAD') return c.body(null, 200)
  const tokenSecret = c.env.CAMPAIGN_SECRET
  const key = tokenSecret
    ? await readPartnerToken(c.req.query('token') ?? '', tokenSecret)
    : undefined
  if (!key || !tokenSecret) {
    await countRefused(c.env.DB, undefined, 'bad_token', '')
    return c.text('token is missing, or not one this site issued.', 400)
  }
  const presetId = c.req.query('preset')
  const network = partnerNetwork(presetId)
  if (presetId !== undefined && !network) return c.text('preset is not one this site has.', 400)
  const db = c.env.DB
  const currency = readCurrency(c.req.query('currency'), siteCurrency(c.env.SITE_CURRENCY))
  let rateMicros: number | undefined
  if (currency.kind !== 'site') {
    rateMicros = currency.kind === 'foreign' && db ? await rateOf(db, currency.code) : undefined
    if (rateMicros === undefined) {
      const word = c.req.query('currency') ?? ''
      await countRefused(c.env.DB, key, 'currency', word)
      const site = siteCurrency(c.env.SITE_CURRENCY)
      return c.text(`currency must be ${site}, or one with a rate set on /admin/partners.`, 400)
    }
  }
  const read = readPartnerPostback(
    {
      token: c.req.query('token'),
      txid: c.req.query('txid'),
      payout: c.req.query('payout'),
      status: c.req.query('status'),
    },
    payoutCapMicros(c.env.POSTBACK_PAYOUT_CAP),
    network,
    rateMicros,
  )
  if (!read.ok) {
    if (read.refusal) await countRefused(db, key, read.refusal.problem, read.refusal.word)
    return c.text(read.error, 400)
  }
  if (!db) return c.text('The revenue store is not configured; try again later.', 503)
  const { txid, payoutMicros } = read.postback
  let { status } = read.postback
  const row = {
    hour: key.hour,
    campaign: key.campaign,
    page: key.page,
    ...(key.dims && { dims: key.dims }),
    status,
    micros: payoutMicros,
  }
  const today = new Date().toISOString().slice(0, 10)
  let relayed = payoutMicros
  /** The amount of a reversal that came before this approval, applied with it. */
  let reversedEarly: number | undefined
  try {
    const approval = {
      key: await approvalKey(tokenSecret, txid),
      click: await clickOfTransaction(tokenSecret, txid, key),
    }
    // A rejection of a sale already approved takes it back (`trash` after the sale): a reversal.
    if (status === 'rejected' && (await isApproved(db, approval))) status = 'reversed'
    if (status === 'reversed') {
      const reversal = await recordReversal(db, approval, row, today)
      if (reversal.result !== 'counted') {
        if (reversal.result === 'duplicate') return c.text('duplicate')
        // The txid is the partner's, not a visitor's; the campaign is enough to look into it.
        if (reversal.result === 'mismatch') {
          logError('partner_reversal_mismatch', { campaign: key.campaign })
          return c.text('reversal with another click’s token than its approval: not applied.', 409)
        }
        logError('partner_reversal_unmatched', { campaign: key.campaign })
        return c.text(
          'reversal of a txid not approved (yet): not applied; kept for its approval.',
          409,
        )
      }
      relayed = reversal.micros
    } else {
      // A reversal of an approved txid is its own event: the key holds the status too.
      const keys = await partnerKeys(tokenSecret, secret, txid, status)
      const approved = status === 'approved' ? approval : undefined
      if ((await recordRevenue(db, keys, row, today, approved)) === 'duplicate') {
        return c.text('duplicate')
      }
      if (approved) reversedEarly = await applyEarlyReversal(db, approved, row)
    }
  } catch (error) {
    logError('partner_postback_failed', { error: String(error).slice(0, 200) })
    // The partner retries on a 5xx: nothing was counted.
    return c.text('Not recorded; try again later.', 503)
  }
  if (key.cid && (status === 'approved' || status === 'reversed')) {
    const outcome = { campaign: key.campaign, cid: key.cid, txid, status, payoutMicros: relayed }
    const now = new Date()
    const relay = async () => {
      await relayPartnerOutcome(c.env, outcome, now)
      // The source hears of the early reversal after the approval, as if they came in order.
      if (reversedEarly !== undefined) {
        const reversed = { ...outcome, status: 'reversed' as const, payoutMicros: reversedEarly }
        await relayPartnerOutcome(c.env, reversed, now)
      }
    }
    c.executionCtx.waitUntil(relay())
  }
  return c.text('ok')
})

/**
 * Counts a postback refused for a word this site does not know, under the token's campaign (a bad
 * token: under none, and without the token); a failure to count is logged and the partner still
 * gets its 400.
 */
async function countRefused(
  db: D1Database | undefined,
  key: PartnerKey | undefined,
  problem: RefusalProblem,
  word: string,
): Promise<void> {
  if (!db) return
  const day = new Date().toISOString().slice(0, 10)
  try {
    await countRefusal(db, { day, campaign: key?.campaign ?? '', problem, word })
  } catch (error) {
    logError('postback_refusal_uncounted', { error: String(error).slice(0, 200) })
  }
}

/** The configured cap in millionths; a value that is not a positive number falls back to 1000. */
function payoutCapMicros(configured: string | undefined): number {
  const value = Number(configured)
  const units = Number.isFinite(value) && value > 0 ? value : DEFAULT_PAYOUT_CAP
  return Math.round(units * 1_000_000)
}
