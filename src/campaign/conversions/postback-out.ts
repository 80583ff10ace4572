/**
 * The postback out, to the campaign's traffic source or tracker: one GET to the filled template
 * after the response (waitUntil), when a signup is created for a visitor whose signed cookie
 * carries a click id (a template firing on `signup`), and when the partner approves or reverses a
 * transaction whose token carried one (firing on `approved`, `reversed`). Its outcome is added to
 * the campaign's hourly sent/failed/skipped counts, and the source's answer (click id masked) to
 * the template's last answers. The click id goes into that URL and nowhere else (a created
 * signup's postback waits in its aggregator's storage until sent: postback-queue.ts): not D1, not
 * a log line. Rejected, unavailable and bot signups send nothing.
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { recordPostbackOutcome, type PostbackOutcome } from './conversion-store'
import { formatMoney, retryD1, type RetryOptions, sign } from '../core'
import { findTemplate, firesOn, type PostbackEvent, type PostbackTemplate } from './postback-store'
import { maskClickId, maskedAnswer, type PostbackAnswer } from './postback-answers'
import { checkTemplate, fillTemplate } from './postback-template'
import { sendPostback, type SendPostbackOptions } from './send-postback'

/** The `event` placeholder's values: the site's created signup, or the partner's outcome. */
const SIGNUP_EVENT = 'signup'
const PARTNER_EVENT = 'partner'
/** The `status` placeholder's value on a created signup (a partner event sends its own). */
const CREATED_STATUS = 'created'

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
  const key = await signupKey(secret, txid)
  await fire(env, signupFiring(campaign, cid, txid, key), now, options, d1)
}

/** A created signup's postback, its txid a random id of the signup and its key an HMAC of it. */
export function signupFiring(campaign: string, cid: string, txid: string, key: string): Firing {
  return { event: 'signup', campaign, cid, txid, key, status: CREATED_STATUS }
}

/** The outcome key of a signup's postback (the same for every try of it). */
export function signupKey(secret: string, txid: string): Promise<string> {
  return sign(secret, `signup:${txid}`)
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
  // Fires on the status itself: a template may take approvals and not reversals.
  await fire(env, { event: status, campaign, cid, txid, key, status, payoutMicros }, now, options)
}

/** One postback to send: what happened, to which campaign's click. */
interface Firing {
  event: PostbackEvent
  campaign: string
  cid: string
  txid: string
  /** The outcome's key (recordPostbackOutcome counts each once). */
  key: string
  status: string
  /** A partner event's own payout; a signup sends its template's. */
  payoutMicros?: number
}

/** What became of a postback sent (or refused before sending): its outcome and the answer. */
export interface Delivery {
  outcome: 'sent' | 'failed'
  /** The last try's status; 0 for a timeout, a network failure or a template refused. */
  status: number
  tries: number
  /** The answer's first bytes with the click id masked, or why nothing was sent. */
  body: string
}

/** The body shown for a stored template the URL rules now refuse (it is not called). */
const REFUSED_TEMPLATE = '(not sent: the template is refused by the URL rules)'

/**
 * Sends one postback through its template, checked again first (saved before a rule existed, or
 * edited in D1 by hand). Logs a failure with the campaign, tries and status only: the URL and
 * the answer can hold the click id.
 */
export async function deliver(
  env: Env,
  template: PostbackTemplate,
  firing: Firing,
  options?: SendPostbackOptions,
): Promise<Delivery> {
  const { campaign } = firing
  const allowLocalHttp = env.POSTBACK_ALLOW_LOCAL === 'on'
  if (!checkTemplate(template.template, { allowLocalHttp }).ok) {
    logError('postback_failed', { campaign, error: 'template refused by the URL rules' })
    return { outcome: 'failed', status: 0, tries: 0, body: REFUSED_TEMPLATE }
  }
  const url = fillTemplate(template.template, {
    cid: firing.cid,
    // Exact, as revenue.csv counts it (`2.50`, `12.075`): a source's revenue is ours to the
    // micro, not rounded to the cent (decision 004: money is integer micros).
    payout: formatMoney(firing.payoutMicros ?? template.payoutMicros),
    txid: firing.txid,
    sub: campaign,
    event: firing.event === 'signup' ? SIGNUP_EVENT : PARTNER_EVENT,
    status: firing.status,
  })
  const { sent, tries, status, body } = await sendPostback(url, options)
  if (!sent) logError('postback_failed', { campaign, tries, status, refused: status < 300 })
  return { outcome: sent ? 'sent' : 'failed', status, tries, body: maskedAnswer(body, firing.cid) }
}

/** A delivery as the answers list keeps it (postback-answers.ts): no click id, only its mask. */
export function answerOf(
  template: PostbackTemplate,
  firing:
    Pick<Firing, 'campaign' | 'cid' | 'event'> | { campaign: string; cid: string; event: 'test' },
  delivery: Delivery,
  at: Date,
): PostbackAnswer {
  return {
    template: template.campaign,
    campaign: firing.campaign,
    at: at.toISOString(),
    event: firing.event,
    outcome: delivery.outcome,
    status: delivery.status,
    tries: delivery.tries,
    click: maskClickId(firing.cid),
    body: delivery.body,
  }
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
  const record = (outcome: PostbackOutcome, answer?: PostbackAnswer) =>
    retryD1(
      () => recordPostbackOutcome(db, key, { hour, campaign, outcome }, hour.slice(0, 10), answer),
      d1,
    )
  try {
    // Retried through a D1 outage (retry-d1.ts): the postback is sent late rather than lost.
    const template = await retryD1(() => findTemplate(db, campaign), d1)
    if (!template) return await record('skipped')
    if (!firesOn(template, firing.event)) return
    const delivery = await deliver(env, template, firing, options)
    await record(delivery.outcome, answerOf(template, firing, delivery, new Date()))
  } catch (error) {
    logError('postback_failed', { campaign, error: errorName(error) })
  }
}

/** An error's name only: a message could quote the URL, and with it the click id. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown'
}
