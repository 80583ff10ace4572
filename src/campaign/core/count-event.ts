/**
 * What a campaign event is: its name and the dimensions it is counted under. Only these are
 * written (count-batch.ts), never an IP address, email, user agent or session id;
 * the campaign is the link's tag (from ?sub= or the camp cookie that holds it).
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { NO_SUB_IDS, type SubIds } from './sub-ids'
import {
  type ClickDimension,
  clickDimensionsOf,
  NO_CLICK_DIMENSIONS,
  type CountDimensionName,
} from './dimensions'
import type { Visitor } from './visitor'
import type { LinkProblem } from './source-macro'

export type CampaignEventName =
  /** A /go click: a campaign's direct link, or the site's own link by a visitor with a campaign. */
  | 'click'
  /**
   * Of those, a click on a campaign's direct link (the source sent the visitor straight to /go):
   * a paid visit, as a landing is, where a click on the site's own link follows a paid landing.
   */
  | 'direct_click'
  /** The first click of a visitor on a campaign in a UTC day (its `camp` cookie says so). */
  | 'unique_click'
  | 'landing'
  /** A counted landing of a visitor who had not confirmed 18+: the age gate was shown. */
  | 'gate_shown'
  /** The age gate confirmed by a visitor carrying a campaign. */
  | 'gate_passed'
  /**
   * A landing or click whose `cost` was not a plain decimal of 0 to 10, or above its campaign's
   * bid (it added nothing).
   */
  | 'cost_rejected'
  /**
   * A visit whose cost, admitted, is over its campaign's costly line: one a visit, its cost on
   * this row instead of its landing's (admission.ts), so a zone's costly share is a count.
   */
  | 'cost_costly'
  /** A counted landing or click whose link had an unusable click id or an unfilled macro. */
  | LinkProblem
  | 'signup_attempt'
  | 'signup_created'
  | 'signup_rejected'
  | 'signup_unavailable'
  | 'bot'
  /**
   * A person given an arm of a lander test (their `arm` cookie keeps it): its visitors, once per
   * client and test a day, and once per cookie nonce and test a day (admission.ts).
   */
  | 'arm_assigned'

/**
 * A counted event: its name, its row's dimensions (dimensions.ts) and, on a landing, its cost.
 * The campaign is the link's tag ('' for none).
 */
export type CampaignEvent = Record<CountDimensionName, string> & {
  event: CampaignEventName
  /** A landing's cost (the link's `cost`), in millionths of the unit; 0 otherwise. */
  costMicros: number
  /** In an isolate's batch only: the client's keyed hash of the day (tag-budget.ts). */
  client?: string
  /**
   * An `arm_assigned` of a visitor whose arm cookie already carried a nonce: the nonce, replaced
   * by its keyed hash of the day before it leaves the request (count-batch.ts). Never stored.
   */
  nonce?: string
}

const HOUR_MS = 60 * 60 * 1000
let thisHour = ''
let nextHourStartsAt = 0

/** This UTC hour, YYYY-MM-DDTHH: formatted once an hour rather than on every counted request. */
function utcHour(): string {
  const now = Date.now()
  if (now >= nextHourStartsAt) {
    thisHour = new Date(now).toISOString().slice(0, 13)
    nextHourStartsAt = Date.parse(`${thisHour}:00:00Z`) + HOUR_MS
  }
  return thisHour
}

/**
 * The event's dimensions: this hour (UTC), the visitor's country and the click's dimensions (the
 * link's sub-ids and the visitor's). A bot's event keeps only its campaign, page and country: its
 * sub-ids would take places under the daily cap of a sub's values that people's visits need.
 */
export function campaignEvent(
  visitor: Visitor,
  event: CampaignEventName,
  campaign: string,
  page: string,
  landingPage = '',
  subs: SubIds = NO_SUB_IDS,
  costMicros = 0,
): CampaignEvent {
  const dims = event === 'bot' ? NO_CLICK_DIMENSIONS : dimensionsOf(visitor, subs)
  // The dimensions spread first: V8 clones an object spread at the start of a literal in one step
  // (about 0.12 µs against 0.45 µs for a spread after other fields, in Node 24). Fields are read
  // by name (count-store.ts), never in order.
  return {
    ...dims,
    hour: utcHour(),
    event,
    campaign,
    landingPage,
    page,
    country: visitor.country,
    costMicros,
  }
}

/** The last click dimensions worked out, and what from (a Visitor and SubIds are never changed). */
let lastDimensions:
  { visitor: Visitor; subs: SubIds; dims: Readonly<Record<ClickDimension, string>> } | undefined

/**
 * A click's dimensions, worked out once for the events of one request (a /go click is its click,
 * unique click and direct click; a landing may add its gate and its link's problems): the events
 * of a request share the one Visitor and SubIds objects it read.
 */
function dimensionsOf(visitor: Visitor, subs: SubIds): Readonly<Record<ClickDimension, string>> {
  if (lastDimensions?.visitor === visitor && lastDimensions.subs === subs)
    return lastDimensions.dims
  const dims = clickDimensionsOf(visitor, subs)
  lastDimensions = { visitor, subs, dims }
  return dims
}

/** Whether campaign counting is on: CAMPAIGN_COUNTS = "off" stops it (and the camp cookie). */
export function countingEnabled(env: Env): boolean {
  return env.CAMPAIGN_COUNTS !== 'off'
}

/**
 * One line per lost batch (or signup's events): which kinds of event (each once), how many
 * events (a row's count, else one each), and why.
 */
export function logCountsLost(
  lost: readonly { event: string; count?: number }[],
  error: string,
): void {
  const events = [...new Set(lost.map((item) => item.event))]
  const count = lost.reduce((sum, item) => sum + (item.count ?? 1), 0)
  logError('campaign_count_failed', { events, count, error })
}
