/** Worker entry point: cached pages from the front door first, the Hono app for everything else. */
import app from './app'
import { trackCampaign } from './campaign/track-campaign'
import type { Env } from './env'
import { serveCachedPage } from './render/page-cache'
// Renders each kind of page once as the isolate starts (see the module).
import './render/warm-up'

export default {
  async fetch(request, env, ctx) {
    const response = serveCachedPage(request, env, ctx) ?? (await app.fetch(request, env, ctx))
    // Around both paths: a campaign landing gets its cookie and count whoever answered.
    return trackCampaign(request, env, ctx, response)
  },
} satisfies ExportedHandler<Env>
