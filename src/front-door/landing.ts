/**
 * Landings: a top-level navigation to an HTML page whose URL carries a valid `?sub=` gets the
 * signed `camp` cookie (campaign and landing page) and is counted after the response. All of it
 * is here: the front door settles a landing on a cached page before sending its memoized bytes
 * (the cookie then goes in their headers), and answerLandings does it for the app's pages. Both
 * credit the tag the page's own Layout gave (kept with a cached page), never one read off the path.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { Env } from '../env'
import type { AppEnv } from '../http/app-env'
import { pathOf } from '../http/request-url'
import type { Subid } from '../shared/island-contract'
import { ADMIN_PATH, GO_PATH } from '../shared/paths'
import {
  carryCampaign,
  carryNewCampaignAtOnce,
  type CarriedCampaign,
  linkProblems,
} from '../campaign/attribution'
import {
  campaignEvent,
  type CampaignEvent,
  campaignTag,
  type CostReading,
  countingEnabled,
  inArm,
  type LinkProblem,
  linkQuery,
  readCost,
  type SubIds,
  subIdsOf,
  type Visitor,
} from '../campaign/core'
import { scheduleCount, type WaitUntil } from '../campaign/counting'
import { isAgeConfirmed } from '../http/cookies'
import { pageVisitor } from './page-visitor'

/** Paths that are not pages a campaign lands on: /go counts its own click, /admin is ours. */
const NOT_LANDINGS = new RegExp(`^(${GO_PATH}|${ADMIN_PATH})(/|\\.|$)`)

export interface Landing {
  campaign: string
  /** In the lander-test arm this request was given (ArmChoice.counted; '' outside a test). */
  visitor: Visitor
  /** The link's sub1..sub5. */
  subs: SubIds
  /** The link's `cost` (the source's cost macro), read once. */
  cost: CostReading
  /** An unusable click id, unfilled macros (counted with the landing, never their values). */
  problems: LinkProblem[]
  /** Whether the visitor had confirmed 18+ already (else the page showed them the age gate). */
  ageConfirmed: boolean
  /** The request's URL and Cookie header, read once for the landing and its cookie. */
  url: string
  cookies: string | null
}

/** What a landing comes to on the page it reached. */
export interface SettledLanding {
  page: Subid
  /** The Set-Cookie value; none for a bot, or without CAMPAIGN_SECRET. */
  cookie: string | undefined
  /** False when the visitor already carries this campaign: a reload is not a second landing. */
  fresh: boolean
  /** The sub-ids the landing is counted under (a returning visitor's first landing's). */
  subs: SubIds
}

/**
 * This request's campaign landing, if it is one: a valid ?sub= on a page path, counting on, and a
 * navigation (an <img>, <iframe> or fetch() from another site gets its normal answer, uncounted).
 * Its visitor is read in `arm`, the lander-test arm the request was given ('' for none): every
 * event of the landing is counted under it.
 */
export function readLanding(request: Request, env: Env, arm = ''): Landing | undefined {
  const url = request.url
  // Most requests carry no query: decided without parsing the URL.
  if (!url.includes('sub=') || !countingEnabled(env)) return undefined
  // Read as /go reads it, parsed once for this request's readers (a landing link names up to
  // seven parameters; the arm's scope read `sub` already when a test is live).
  const query = linkQuery(request, url)
  const campaign = campaignTag(query.sub)
  if (!campaign || NOT_LANDINGS.test(pathOf(url))) return undefined
  const visitor = inArm(pageVisitor(request), arm)
  if (!visitor.navigation) return undefined
  const cookies = request.headers.get('Cookie')
  return {
    campaign,
    visitor,
    subs: subIdsOf(query),
    cost: readCost(query.cost),
    problems: linkProblems(query),
    ageConfirmed: isAgeConfirmed(cookies),
    url,
    cookies,
  }
}

/**
 * The landing's cookie and freshness on the page tagged `page`. A visitor who
 * already carries this campaign keeps the page they first landed on (renewed, not replaced), so
 * a page is credited only with signups of visitors whose landing it counted; a `cid` in the URL
 * (readClickId) goes into the signed cookie and nowhere else. Settled without a promise when
 * the cookie is one this isolate has signed before (carryNewCampaignAtOnce).
 */
export function settleLanding(
  request: Request,
  env: Env,
  landing: Landing,
  page: Subid,
): SettledLanding | Promise<SettledLanding> {
  if (!landing.visitor.tagged) return settledWith(page, landing, undefined)
  const visit = { campaign: landing.campaign, page, subs: landing.subs }
  const atOnce = carryNewCampaignAtOnce(request, env, visit, landing.url, landing.cookies)
  if (atOnce) return settledWith(page, landing, atOnce)
  return carryCampaign(request, env, visit).then((carried) => settledWith(page, landing, carried))
}

function settledWith(
  page: Subid,
  landing: Landing,
  carried: CarriedCampaign | undefined,
): SettledLanding {
  return {
    page,
    cookie: carried?.cookie,
    fresh: carried?.fresh ?? true,
    subs: carried?.subs ?? landing.subs,
  }
}

/**
 * Counts a settled landing: a bot's as the `bot` event, a reload not at all. A counted landing
 * carries its cost (once: a reload adds none), or a `cost_rejected` event when the link's cost
 * was unreadable, one event per problem of its link (link-problems.ts), and a `gate_shown` when
 * the visitor had not confirmed 18+ yet; all under the arm its visitor was read in (readLanding),
 * with `also` (a new visitor of the test, counted as given its arm) in the same count.
 */
export function countLanding(
  env: Env,
  ctx: WaitUntil,
  request: Request,
  landing: Landing,
  settled: SettledLanding,
  also: readonly CampaignEvent[] = [],
): void {
  const { campaign, visitor, cost } = landing
  if (visitor.bot) {
    scheduleCount(ctx, env, [campaignEvent(visitor, 'bot', campaign, settled.page)])
    return
  }
  if (!settled.fresh) return scheduleCount(ctx, env, also, request)
  const { page, subs } = settled
  const micros = cost.kind === 'cost' ? cost.micros : 0
  const events: CampaignEvent[] = [
    campaignEvent(visitor, 'landing', campaign, page, '', subs, micros),
  ]
  if (cost.kind === 'rejected')
    events.push(campaignEvent(visitor, 'cost_rejected', campaign, page, '', subs))
  for (const problem of landing.problems)
    events.push(campaignEvent(visitor, problem, campaign, page, '', subs))
  if (!landing.ageConfirmed)
    events.push(campaignEvent(visitor, 'gate_shown', campaign, page, '', subs))
  events.push(...also)
  // With the request: a person's landing may make its tag new for the day (tag-budget.ts).
  scheduleCount(ctx, env, events, request)
}

/**
 * The app's landings: counted, and given the cookie, when the answer is one of the site's pages
 * (rendered with a Layout, so tagged; not a server error) to a GET or HEAD. Anything else goes
 * out as it is.
 */
export function answerLandings(): MiddlewareHandler<AppEnv> {
  return async function answerLandings(c, next) {
    await next()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return
    const page = c.get('subid')
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html')
    if (!page || !html || c.res.status >= 500) return
    // Read once the page is answered, in the arm the request was given (answerArms).
    const landing = readLanding(c.req.raw, c.env, c.get('arm')?.counted)
    if (!landing) return
    const settled = await settleLanding(c.req.raw, c.env, landing, page)
    countLanding(c.env, c.executionCtx, c.req.raw, landing, settled)
    if (settled.cookie) addCookie(c, settled.cookie)
  }
}

/**
 * Adds the cookie to the response in place: a Response made by `new Response()` has its own copy
 * of its headers, so the body stays as it was (a new Response around `response.body` would pump
 * it through a stream: about half the throughput). Only immutable headers (a response passed
 * through from fetch()) are copied, by Hono's c.header, which makes the new Response once.
 */
export function addCookie(c: Context<AppEnv>, cookie: string): void {
  try {
    c.res.headers.append('Set-Cookie', cookie)
  } catch {
    c.header('Set-Cookie', cookie, { append: true })
  }
}
