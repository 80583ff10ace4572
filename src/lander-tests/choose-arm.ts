/**
 * Which arm of which test a page request gets, decided on the server before the page is found
 * or rendered (no script, no flicker): a visitor's arm from their signed `arm` cookie, else one
 * drawn by weight and given in a new cookie. Bots, prefetches, previews and requests that are not
 * a navigation see arm A and are given nothing. A test that ended with an arm kept shows that arm
 * to everyone in its scope, without a cookie. A returning visitor's page is settled without a
 * promise whenever this isolate has read the tests and checked their cookie before; a new
 * visitor's costs one HMAC (their cookie is their own, arm-cookie.ts).
 */
import { getPath } from 'hono/utils/url'
import type { Env } from '../env'
import type { PageArm } from '../http/app-env'
import { linkCampaign, type Visitor } from '../campaign/core'
import { claimedCampaign, readCampaignCookie } from '../campaign/attribution'
import { changesPartner } from '../config'
import { SIGNUP_PATH } from '../shared/paths'
import { armSetCookie, readArmCookie, type ArmCookie } from './arm-cookie'
import {
  armKey,
  inScope,
  pageTypeOf,
  pageTypeOfPath,
  type Arm,
  type LanderTest,
} from './lander-test'
import type { PageType } from '../shared/arm-variant'
import { liveTests } from './live-tests'
import { TEST_DIFFERENCES } from './test-differences'

/** The arm a request gets: what the pages read of it (PageArm), and the test it is of. */
export interface ArmChoice extends PageArm {
  test: LanderTest
  arm: Arm
  /** A new visitor's cookie, to send with the page. */
  setCookie?: string
  /**
   * The nonce of the `arm` cookie a visitor given a new arm already carried (from another
   * test): their assignment counts once per test and day however many clients replay it.
   */
  carriedNonce?: string
}

type Maybe<T> = T | Promise<T>

/** Chosen once per request: the front door's choice is the app's when it renders the page. */
const CHOSEN = new WeakMap<Request, Maybe<ArmChoice | undefined>>()

/** How the caller reads the request's visitor: once per request, and only if it is needed. */
type ReadVisitor = (request: Request) => Visitor

/** This request's arm, if a live test covers its page; the same answer on every call. */
export function chooseArm(
  request: Request,
  env: Env,
  readVisitor: ReadVisitor,
): Maybe<ArmChoice | undefined> {
  const chosen = CHOSEN.get(request)
  if (chosen) return chosen
  const choice = choose(request, env, readVisitor)
  if (choice) CHOSEN.set(request, choice)
  return choice
}

function choose(
  request: Request,
  env: Env,
  readVisitor: ReadVisitor,
): Maybe<ArmChoice | undefined> {
  const secret = env.CAMPAIGN_SECRET
  if (!secret) return undefined
  const path = getPath(request)
  if (path === SIGNUP_PATH) return signupOffer(request, env)
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const pageType = pageTypeOfPath(path)
  if (!pageType) return undefined
  const tests = liveTests(env)
  const among = (read: readonly LanderTest[]) =>
    chooseAmong(read, pageType, request, secret, readVisitor)
  return Array.isArray(tests) ? among(tests) : tests.then(among)
}

function chooseAmong(
  tests: readonly LanderTest[],
  pageType: PageType,
  request: Request,
  secret: string,
  readVisitor: ReadVisitor,
): Maybe<ArmChoice | undefined> {
  const forPage = tests.filter((test) => test.pageType === pageType)
  if (forPage.length === 0) return undefined
  const running = forPage.filter((test) => test.status === 'running')
  if (running.length === 0) return keptChoice(forPage, request)
  const cookieHeader = request.headers.get('Cookie')
  const carried = readArmCookie(cookieHeader, secret)
  const decide = (given: ArmCookie) =>
    runningChoice(running, given, tests, request, secret, readVisitor)
  return carried instanceof Promise ? carried.then(decide) : decide(carried)
}

/**
 * The arm the visitor holds in one of the page type's running tests, else (a person in the
 * newest test whose scope they are in) a new one; bots and the like see the newest test's arm A.
 */
function runningChoice(
  running: readonly LanderTest[],
  { keys: given, nonce }: ArmCookie,
  tests: readonly LanderTest[],
  request: Request,
  secret: string,
  readVisitor: ReadVisitor,
): Maybe<ArmChoice | undefined> {
  const mine = heldAmong(running, given)
  if (mine) return choiceOf(mine.test, mine.arm, true)
  const visitor = readVisitor(request)
  const tag = campaignOf(request)
  const test = running.find((candidate) => inScope(candidate.scope, tag))
  if (!test) return undefined
  if (visitor.bot || !visitor.navigation) return choiceOf(test, test.arms[0]!, false)
  const arm = drawArm(test.arms, Math.random())
  // Arms of tests no longer live are dropped from the cookie as it is renewed.
  const live = new Set(tests.map((t) => t.id))
  const kept = given.filter((key) => live.has(Number.parseInt(key, 10)))
  const secure = request.url.startsWith('https:')
  // The visitor keeps their nonce as their cookie is renewed: one visitor, however many tests.
  const keys = [...kept, armKey(test, arm.letter)]
  const cookie = nonce
    ? armSetCookie(keys, secret, secure, nonce)
    : armSetCookie(keys, secret, secure)
  const withCookie = (setCookie: string): ArmChoice => {
    const choice: ArmChoice = { ...choiceOf(test, arm, true), setCookie }
    if (nonce) choice.carriedNonce = nonce
    return choice
  }
  return typeof cookie === 'string' ? withCookie(cookie) : cookie.then(withCookie)
}

function keptChoice(tests: readonly LanderTest[], request: Request): ArmChoice | undefined {
  const tag = campaignOf(request)
  const test = tests.find((t) => t.status === 'kept' && inScope(t.scope, tag))
  const arm = test?.arms.find((a) => a.letter === test.kept)
  return test && arm
    ? { test, arm, counted: '', variant: `k${armKey(test, arm.letter)}` }
    : undefined
}

function choiceOf(test: LanderTest, arm: Arm, counted: boolean): ArmChoice {
  const key = armKey(test, arm.letter)
  return { test, arm, counted: counted ? key : '', variant: key }
}

/** The arm a uniform draw `u` in [0, 1) falls on, each arm taking its weight's share. */
export function drawArm(arms: readonly Arm[], u: number): Arm {
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0)
  let at = u * total
  for (const arm of arms) {
    at -= arm.weight
    if (at < 0) return arm
  }
  return arms.at(-1)!
}

/**
 * The campaign a visitor comes with, for the test's scope only: the link's ?sub= (the query parsed
 * once, for the landing too), else the tag their `camp` cookie claims, read unverified (being put
 * in a test's scope is all a forged one could buy; counts take the campaign from the verified
 * cookie).
 */
function campaignOf(request: Request): string {
  return linkCampaign(request) ?? claimedCampaign(request.headers.get('Cookie')) ?? ''
}

/**
 * The arm a visitor's later events (the age gate passed, a signup, a /go click, the partner's
 * revenue) are filed under: the one they hold in a running test of the page type they landed
 * on (`landingPage`, the `camp` cookie's page; any, without one: heldArm), '' when none.
 */
export async function visitorArm(
  request: Request,
  env: Env,
  landingPage: string | undefined,
): Promise<string> {
  return (await heldArm(request, env, landingPage))?.key ?? ''
}

/** An arm a visitor holds: its test, the arm, and its key in counts and partner tokens. */
interface HeldArm {
  test: LanderTest
  arm: Arm
  /** '' for a kept arm: an ended test counts under no arm. */
  key: string
}

/**
 * The first of `running` whose arm the visitor's cookie keys hold, with that arm: the one rule for
 * a page (runningChoice) and for the visitor's later events (heldArm). Tests of one page type in
 * other scopes may have started since: the visitor's is the one whose arm they hold, not the newest.
 */
function heldAmong(
  running: readonly LanderTest[],
  given: readonly string[],
): { test: LanderTest; arm: Arm } | undefined {
  for (const test of running) {
    const arm = test.arms.find((a) => given.includes(armKey(test, a.letter)))
    if (arm) return { test, arm }
  }
  return undefined
}

/**
 * heldArm's last answer, with the request and what it was asked: decided once per request (the
 * signup page asks twice: for its offer, then for the counts). The last request only, as
 * pageVisitor keeps its visitor: a request's parts ask one after another, and a WeakMap's set
 * costs more than the lookup saves on a request that asks once.
 */
let lastHeld:
  | {
      request: Request
      landingPage: string | undefined
      campaign: string
      held: Promise<HeldArm | undefined>
    }
  | undefined

/**
 * The arm a visitor holds in a running test of their landing page's type; for a visitor who came
 * without a campaign link (no landing page: a test of every visitor holds them too), in the
 * newest running test whose arm they hold. Else the arm kept by an ended test of that type whose
 * scope their `campaign` is in: it is the page (and the offer) for everyone there. This is also
 * the one place that decides a visitor's partner offer: /go, the signup forwarding (both forms)
 * and the signup page's CSP all take the arm's partner addresses from here.
 */
export function heldArm(
  request: Request,
  env: Env,
  landingPage: string | undefined,
  campaign = '',
): Promise<HeldArm | undefined> {
  const asked = lastHeld
  if (
    asked?.request === request &&
    asked.landingPage === landingPage &&
    asked.campaign === campaign
  )
    return asked.held
  const held = decideHeldArm(request, env, landingPage, campaign)
  lastHeld = { request, landingPage, campaign, held }
  return held
}

async function decideHeldArm(
  request: Request,
  env: Env,
  landingPage: string | undefined,
  campaign: string,
): Promise<HeldArm | undefined> {
  const secret = env.CAMPAIGN_SECRET
  const pageType = pageTypeOf(landingPage)
  // A /go link's landing ('go') is on no page a test changes.
  if (!secret || (landingPage !== undefined && !pageType)) return undefined
  const ofType = (await liveTests(env)).filter((test) => !pageType || test.pageType === pageType)
  const running = ofType.filter((test) => test.status === 'running')
  if (running.length > 0) {
    const { keys: given } = await readArmCookie(request.headers.get('Cookie'), secret)
    const held = heldAmong(running, given)
    if (held) return { ...held, key: armKey(held.test, held.arm.letter) }
  }
  const kept = ofType.find((test) => test.status === 'kept' && inScope(test.scope, campaign))
  const arm = kept?.arms.find((a) => a.letter === kept.kept)
  return kept && arm ? { test: kept, arm, key: '' } : undefined
}

/**
 * The signup page's "arm" (/signup, shown and posted): the partner offer of the arm the visitor
 * holds, so its form-action names that partner's host (the no-JS form's 303 goes there) and the
 * render cache keeps its copy apart. Counted under no arm: its counts are the held arm's anyway.
 * Without a live offer test (running, or ended with an arm kept) this costs no cookie check.
 */
function signupOffer(request: Request, env: Env): Maybe<ArmChoice | undefined> {
  const tests = liveTests(env)
  const offered = (read: readonly LanderTest[]) =>
    read.some(
      (test) => test.status !== 'stopped' && TEST_DIFFERENCES[test.difference].followsToPartner,
    )
  if (Array.isArray(tests)) return offered(tests) ? heldOffer(request, env) : undefined
  return tests.then((read) => (offered(read) ? heldOffer(request, env) : undefined))
}

async function heldOffer(request: Request, env: Env): Promise<ArmChoice | undefined> {
  const carried = await readCampaignCookie(request.headers.get('Cookie'), env)
  const held = await heldArm(request, env, carried?.page, carried?.campaign)
  if (!held || !changesPartner(held.arm)) return undefined
  const variant = `o${armKey(held.test, held.arm.letter)}`
  return { test: held.test, arm: held.arm, counted: '', variant }
}
