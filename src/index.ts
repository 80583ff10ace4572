/** Worker entry point: every request through the front door, which hands the rest to the app. */
import app from './app'
import type { Env } from './env'
import { pruneCampaignCounts } from './campaign/aggregator'
import { answerRequest } from './front-door/front-door'
import { warmUpRenderer } from './render/warm-up'

// The count aggregators' Durable Object class (wrangler.toml's COUNT_AGGREGATOR).
export { CountAggregator } from './campaign/aggregator'

// After the modules are evaluated, before the first request (render/warm-up.tsx says why).
queueMicrotask(warmUpRenderer)

export default {
  fetch: (request, env, ctx) => answerRequest(request, env, ctx, app),

  /** The daily Cron Trigger (wrangler.toml): campaign counters past their retention deleted. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(pruneCampaignCounts(env, new Date(controller.scheduledTime)))
  },
} satisfies ExportedHandler<Env>
