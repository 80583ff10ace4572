/**
 * The front door: every request comes in here. A page the render cache holds is answered from
 * it before Hono runs (once a page is cached, routing and middleware cost more than the page
 * itself: 13-20 µs of about 65), a campaign landing on it settled first so its cookie goes out
 * in the cached headers; everything else goes to the app, whose answerLandings does the same. A
 * page in a lander test is first given its arm (choose-arm.ts), the copy of the page it finds.
 */
import type { Env } from '../env'
import { countLanding, readLanding, settleLanding, type SettledLanding } from './landing'
import { answerCachedPage, findCachedPage } from './page-cache'
import { chooseArm, type ArmChoice } from '../lander-tests/choose-arm'
import { assignmentEvent, countAssignment } from './arms'
import { pageVisitor } from './page-visitor'

/** What the front door hands requests it does not answer to: the Hono app. */
export interface App {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response>
}

export function answerRequest(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  app: App,
): Response | Promise<Response> {
  const arm = chooseArm(request, env, pageVisitor)
  if (arm instanceof Promise) return arm.then((chosen) => answerArm(request, env, ctx, app, chosen))
  return answerArm(request, env, ctx, app, arm)
}

function answerArm(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  app: App,
  arm: ArmChoice | undefined,
): Response | Promise<Response> {
  const cached = findCachedPage(request, env, arm?.variant)
  if (!cached) return app.fetch(request, env, ctx)
  // The landing read in the request's arm: its events are counted under it.
  const landing = readLanding(request, env, arm?.counted)
  const armCookies = arm?.setCookie ? [arm.setCookie] : undefined
  // A cached page answered 200 and was tagged by its Layout as it was rendered. Most requests
  // are no landing: answered as they are, without a promise for the runtime to wait on.
  if (!landing || !cached.page.subid) {
    if (arm?.setCookie) countAssignment(env, ctx, request, arm, landing?.campaign ?? '')
    return answerCachedPage(cached, request, ctx, armCookies)
  }
  // A landing's new visitor of a test: the assignment goes with the landing's events, so the
  // client's address is hashed for the tag budget once, not twice (docs/performance.md).
  const assigned = arm?.setCookie ? [assignmentEvent(request, arm, landing.campaign)] : undefined
  const settled = settleLanding(request, env, landing, cached.page.subid)
  const answer = (later: SettledLanding) => {
    countLanding(env, ctx, request, landing, later, assigned)
    const cookies = later.cookie ? [later.cookie, ...(armCookies ?? [])] : armCookies
    return answerCachedPage(cached, request, ctx, cookies)
  }
  // A landing whose cookie this isolate has signed before is settled at once, also promise-free.
  return settled instanceof Promise ? settled.then(answer) : answer(settled)
}
