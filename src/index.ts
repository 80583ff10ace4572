/** Worker entry point: every request through the front door, which hands the rest to the app. */
import app from './app'
import type { Env } from './env'
import { pruneCampaignCounts } from './campaign/aggregator'
import { answerRequest } from './front-door/front-door'
import { RULES_CRON, runRules } from './zone-rules'
import { runAlerts } from './alerts'
import { buildRollups } from './reports/build-rollups'
import { updateCostProfiles } from './campaign-settings/cost-profiles'
import { logError } from './shared/log'
import { runCostSync } from './cost-sync'
import { warmUpRenderer } from './render/warm-up'

// The count aggregators' Durable Object class (wrangler.toml's COUNT_AGGREGATOR).
export { CountAggregator } from './campaign/aggregator'

// After the modules are evaluated, before the first request (render/warm-up.tsx says why).
queueMicrotask(warmUpRenderer)

export default {
  fetch: (request, env, ctx) => answerRequest(request, env, ctx, app),

  /**
   * The Cron Triggers (wrangler.toml): every 10 minutes the count rollups (the closed hours the
   * views read from them), hourly the campaigns' cost profiles, the enabled zone rules, then the alerts (which report the rules'
   * actions of this run), and the sources' spend pulled; daily, campaign counters past their
   * retention deleted.
   */
  scheduled(controller, env, ctx) {
    const now = new Date(controller.scheduledTime)
    if (controller.cron === RULES_CRON) {
      ctx.waitUntil(
        buildRollups(env, now)
          // Hourly: each campaign's usual visit cost, its ceiling and costly line (decision 046).
          .then(() => updateCostProfiles(env, now))
          .catch((error: unknown) => {
            logError('cost_profiles_failed', { error: String(error).slice(0, 200) })
          })
          .then(() => runRules(env, now))
          .then(() => runAlerts(env, now)),
      )
      // Spend pulled from the sources' APIs, each connection when due (decision 038).
      ctx.waitUntil(runCostSync(env, now))
    } else ctx.waitUntil(pruneCampaignCounts(env, now))
  },
} satisfies ExportedHandler<Env>
