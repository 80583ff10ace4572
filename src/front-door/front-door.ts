/**
 * The front door: every request comes in here. A page the render cache holds is answered from
 * it before Hono runs (once a page is cached, routing and middleware cost more than the page
 * itself: 13-20 µs of about 65), a campaign landing on it settled first so its cookie goes out
 * in the cached headers; everything else goes to the app, whose answerLandings does the same.
 */
import type { Env } from '../env'
import {
  countLanding,
  readLanding,
  settleLanding,
  type Landing,
  type SettledLanding,
} from './landing'
import { answerCachedPage, findCachedPage, type FoundPage } from './page-cache'

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
  const cached = findCachedPage(request, env)
  if (!cached) return app.fetch(request, env, ctx)
  const landing = readLanding(request, env)
  // A cached page answered 200 and was tagged by its Layout as it was rendered. Most requests
  // are no landing: answered as they are, without a promise for the runtime to wait on.
  if (!landing || !cached.page.subid) return answerCachedPage(cached, request, ctx)
  const settled = settleLanding(request, env, landing, cached.page.subid)
  // A landing whose cookie this isolate has signed before is settled at once, also promise-free.
  if (settled instanceof Promise)
    return settled.then((later) => answerLanding(request, env, ctx, cached, landing, later))
  return answerLanding(request, env, ctx, cached, landing, settled)
}

function answerLanding(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  cached: FoundPage,
  landing: Landing,
  settled: SettledLanding,
): Response {
  countLanding(env, ctx, request, landing, settled)
  return answerCachedPage(cached, request, ctx, settled.cookie)
}
