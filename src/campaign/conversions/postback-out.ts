/**
 * The postback out: when a signup is created for a visitor whose signed cookie carries a campaign
 * with a template and a click id, one GET to the filled template after the response (waitUntil),
 * and its outcome added to the campaign's hourly sent/failed counts. The click id goes into that
 * URL and nowhere else: not D1, not a log line. Rejected, unavailable and bot signups send nothing.
 */
import type { Context } from 'hono'
import type { Env } from '../../env'
import type { AppEnv } from '../../http/app-env'
import { logError } from '../../shared/log'
import type { SignupOutcome } from '../../signup/forward-signup'
import type { CampaignPayload } from '../attribution/campaign-cookie'
import { recordPostbackOutcome } from './conversion-store'
import { visitorOf } from '../counting/count-event'
import { formatMicros } from '../core/money'
import { findTemplate } from './postback-store'
import { fillTemplate } from './postback-template'
import { sendPostback, type SendPostbackOptions } from './send-postback'
import { sign } from '../core/sign'
import { retryD1, type RetryOptions } from '../core/retry-d1'
import { carryPostback } from './carry-postback'

/** The `event` placeholder's value: the one conversion the site reports. */
const SIGNUP_EVENT = 'signup'

/**
 * Schedules the postback of a created signup, if it has one to send. None of it starts before the
 * response is handed back, the template lookup included: `npm run bench` (postback) measured a
 * lookup started in the handler costing the visitor a few ms on a busy local runtime.
 */
export function postbackSignup(
  c: Context<AppEnv>,
  outcome: SignupOutcome,
  carried: CampaignPayload | undefined,
): void {
  if (outcome.kind !== 'created' || !carried?.cid || visitorOf(c.req.raw).bot) return
  const { campaign, cid } = carried
  const now = new Date()
  c.executionCtx.waitUntil(afterTheResponse().then(() => carryPostback(c.env, campaign, cid, now)))
}

/** Resolves on a later turn of the event loop: the handler's response has been handed back. */
function afterTheResponse(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Finds the campaign's template, sends, and records sent or failed once per signup: the txid is
 * a random id of this signup (so a tracker that sees it twice can tell), its key an HMAC of it.
 */
export async function sendSignupPostback(
  env: Env,
  campaign: string,
  cid: string,
  now: Date,
  options?: SendPostbackOptions,
  d1?: RetryOptions,
): Promise<void> {
  const db = env.DB
  const secret = env.CAMPAIGN_SECRET
  if (!db || !secret) return
  try {
    // Retried through a D1 outage (retry-d1.ts): the postback is sent late rather than lost.
    const template = await retryD1(() => findTemplate(db, campaign), d1)
    if (!template) return
    const txid = crypto.randomUUID()
    const payout = formatMicros(template.payoutMicros)
    const url = fillTemplate(template.template, {
      cid,
      payout,
      txid,
      sub: campaign,
      event: SIGNUP_EVENT,
    })
    const { sent, tries, status } = await sendPostback(url, options)
    // Only the campaign, tries and status: the URL holds the click id.
    if (!sent) logError('postback_failed', { campaign, tries, status })
    const hour = now.toISOString().slice(0, 13)
    const key = await sign(secret, `signup:${txid}`)
    const outcome = { hour, campaign, sent }
    await retryD1(() => recordPostbackOutcome(db, key, outcome, hour.slice(0, 10)), d1)
  } catch (error) {
    logError('postback_failed', { campaign, error: errorName(error) })
  }
}

/** An error's name only: a message could quote the URL, and with it the click id. */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown'
}
