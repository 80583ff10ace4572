/**
 * The postback out, to the campaign's traffic source or tracker: one GET to the filled template
 * after the response (waitUntil), when a signup is created for a visitor whose signed cookie
 * carries a click id (a template firing on `signup`), and when the partner approves or reverses a
 * transaction whose token carried one (firing on `partner`). Its outcome is added to the
 * campaign's hourly sent/failed/skipped counts. The click id goes into that URL and nowhere else:
 * not D1, not a log line. Rejected, unavailable and bot signups send nothing.
 */
import type { Context } from 'hono'
import type { Env } from '../../env'
import type { AppEnv } from '../../http/app-env'
import { logError } from '../../shared/log'
import type { SignupOutcome } from '../../signup/forward-signup'
import type { CampaignPayload } from '../attribution'
import { recordPostbackOutcome, type PostbackOutcome } from './conversion-store'
import { formatMicros, retryD1, type RetryOptions, sign, visitorOf } from '../core'
import { findTemplate, firesOn, type FireEvent } from './postback-store'
import { checkTemplate, fillTemplate } from './postback-template'
import { sendPostback, type SendPostbackOptions } from './send-postback'
import { carryPostback } from './carry-postback'

/** The `event` placeholder's values: the site's created signup, or the partner's outcome. */
const SIGNUP_EVENT = 'signup'
const PARTNER_EVENT = 'partner'
/** The `status` placeholder's value on a created signup (a partner event sends its own). */
const CREATED_STATUS = 'created'

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
 * Finds the campaign's template and, when it fires on signups, sends with its payout; a click id
 * with no template is counted skipped. The txid is a random id of this signup (so a tracker that
 * sees it twice can tell), the outcome's key an HMAC of it.
 */
export async function sendSignupPostback(
  env: Env,
  campaign: string,
  cid: string,
  now: Date,
  options?: SendPostbackOptions,
  d1?: RetryOptions,
): Promise<void> {
  const secret = env.CAMPAIGN_SECRET
  if (!secret) return
  const txid = crypto.randomUUID()
  const key = await sign(secret, `signup:${txid}`)
  await fire(
    env,
    { event: 'signup', campaign, cid, txid, key, status: CREATED_STATUS },
    now,
    options,
    d1,
  )
}

/** The partner's word on a transaction whose token carried a click id (see partner-postback.ts). */
interface PartnerOutcome {
  campaign: string
  cid: string
  /** The partner's transaction id: sent only as an HMAC of it, the same for its reversal. */
  txid: string
  status: 'approved' | 'reversed'
  /** The partner's payout (of a reversal: the amount taken back). */
  payoutMicros: number
}

/**
 * Tells the campaign's source the partner's approval or reversal, with the partner's payout and
 * {status}, through a template that fires on partner events; counted sent, failed or skipped once
 * per transaction and status. The caller runs it after the partner's answer (waitUntil).
 */
export async function relayPartnerOutcome(
  env: Env,
  outcome: PartnerOutcome,
  now: Date,
  options?: SendPostbackOptions,
): Promise<void> {
  const secret = env.CAMPAIGN_SECRET
  if (!secret) return
  const { campaign, cid, status, payoutMicros } = outcome
  const [txid, key] = await Promise.all([
    sign(secret, `relay:${outcome.txid}`),
    sign(secret, `relay:${status}:${outcome.txid}`),
  ])
  await fire(
    env,
    { event: 'partner', campaign, cid, txid, key, status, payoutMicros },
    now,
    options,
  )
}

interface Firing {
  event: FireEvent
  campaign: string
  cid: string
  txid: string
  /** The outcome's key (recordPostbackOutcome counts each once). */
  key: string
  status: string
  /** A partner event's own payout; a signup sends its template's. */
  payoutMicros?: number
}

async function fire(
  env: Env,
  firing: Firing,
  now: Date,
  options?: SendPostbackOptions,
  d1?: RetryOptions,
) {
  const db = env.DB
  if (!db) return
  const { campaign, key } = firing
  const hour = now.toISOString().slice(0, 13)
  // Guarded by its key, so a retry through an outage counts it once.
  const record = (outcome: PostbackOutcome) =>
    retryD1(
      () => recordPostbackOutcome(db, key, { hour, campaign, outcome }, hour.slice(0, 10)),
      d1,
    )
  try {
    // Retried through a D1 outage (retry-d1.ts): the postback is sent late rather than lost.
    const template = await retryD1(() => findTemplate(db, campaign), d1)
    if (!template) return await record('skipped')
    if (!firesOn(template, firing.event)) return
    // Saved before a rule existed, or edited in D1 by hand: checked again before any call.
    const allowLocalHttp = env.POSTBACK_ALLOW_LOCAL === 'on'
    if (!checkTemplate(template.template, { allowLocalHttp }).ok) {
      logError('postback_failed', { campaign, error: 'template refused by the URL rules' })
      return await record('failed')
    }
    const url = fillTemplate(template.template, {
      cid: firing.cid,
      payout: formatMicros(firing.payoutMicros ?? template.payoutMicros),
      txid: firing.txid,
      sub: campaign,
      event: firing.event === 'signup' ? SIGNUP_EVENT : PARTNER_EVENT,
      status: firing.status,
    })
    const { sent, tries, status } = await sendPostback(url, options)
    // Only the campaign, tries and status: the URL holds the click id.
    if (!sent) logError('postback_failed', { campaign, tries, status })
    await record(sent ? 'sent' : 'failed')
  } catch (error) {
    logError('postback_failed', { campaign, error: errorName(error) })
  }
}

/** An error's name only: a message could quote the URL, and with it the click id. */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown'
}
