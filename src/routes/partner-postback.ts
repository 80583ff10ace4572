/**
 * The partner's postback: `GET /postback/{POSTBACK_SECRET}?token=…&txid=…&payout=…&status=…`,
 * called by the partner's server when one of its transactions is approved, pending, rejected or
 * reversed. The token is the one our partner link carried (a signed campaign, hour and page); the
 * payout is added to that campaign's revenue once per txid and status. Plain-text answers, as
 * networks log them: `ok`, `duplicate`, or a 400 saying what is wrong.
 */
import { Hono } from 'hono'
import { readPartnerPostback } from '../campaign/conversions/postback-in'
import { readPartnerToken } from '../campaign/attribution/partner-token'
import { recordRevenue } from '../campaign/conversions/conversion-store'
import { sign, sameText } from '../campaign/core/sign'
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
  const tokenSecret = c.env.CAMPAIGN_SECRET
  const key = tokenSecret
    ? await readPartnerToken(c.req.query('token') ?? '', tokenSecret)
    : undefined
  if (!key) return c.text('token is missing, or not one this site issued.', 400)
  const read = readPartnerPostback(
    { txid: c.req.query('txid'), payout: c.req.query('payout'), status: c.req.query('status') },
    payoutCapMicros(c.env.POSTBACK_PAYOUT_CAP),
  )
  if (!read.ok) return c.text(read.error, 400)
  const db = c.env.DB
  if (!db) return c.text('The revenue store is not configured; try again later.', 503)
  const { txid, status, payoutMicros } = read.postback
  // A reversal of an approved txid is its own event: the key holds the status too.
  const dedupe = await sign(secret, `txid:${status}:${txid}`)
  const today = new Date().toISOString().slice(0, 10)
  try {
    const result = await recordRevenue(
      db,
      dedupe,
      {
        hour: key.hour,
        campaign: key.campaign,
        page: key.page,
        ...(key.dims && { dims: key.dims }),
        status,
        micros: payoutMicros,
      },
      today,
    )
    return c.text(result === 'counted' ? 'ok' : 'duplicate')
  } catch (error) {
    logError('partner_postback_failed', { error: String(error).slice(0, 200) })
    // The partner retries on a 5xx: nothing was counted.
    return c.text('Not recorded; try again later.', 503)
  }
})

/** The configured cap in millionths; a value that is not a positive number falls back to 1000. */
function payoutCapMicros(configured: string | undefined): number {
  const value = Number(configured)
  const units = Number.isFinite(value) && value > 0 ? value : DEFAULT_PAYOUT_CAP
  return Math.round(units * 1_000_000)
}
