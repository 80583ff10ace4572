/** Worker entry point: cached pages from the front door first, the Hono app for everything else. */
import app from './app'
import { answerLanding, countLanding, readLanding, settleLanding } from './front-door/landing'
import type { Env } from './env'
import { pruneCampaignCounts } from './campaign/prune-counts'
import { serveCachedPage } from './front-door/page-cache'
// Renders each kind of page once as the isolate starts (see the module).
import './render/warm-up'

// The count aggregators' Durable Object class (wrangler.toml's COUNT_AGGREGATOR).
export { CountAggregator } from './campaign/count-aggregator'

export default {
  async fetch(request, env, ctx) {
    // A campaign landing (?sub=) is read first, so whoever answers gives it its cookie and count.
    const landing = readLanding(request, env)
    // The front door keeps only pages that answered 200: settled as one of those.
    const settled = landing && (await settleLanding(request, env, landing, 200))
    const cached = serveCachedPage(request, env, ctx, settled?.cookie)
    if (cached) {
      // The front door answers only GETs of HTML pages, with the cookie already in its headers.
      if (landing) countLanding(env, ctx, landing, settled!)
      return cached
    }
    const response = await app.fetch(request, env, ctx)
    return landing ? answerLanding(request, env, ctx, landing, response) : response
  },

  /** The daily Cron Trigger (wrangler.toml): campaign counters past their retention deleted. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(pruneCampaignCounts(env, new Date(controller.scheduledTime)))
  },
} satisfies ExportedHandler<Env>
