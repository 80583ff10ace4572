/** Worker entry point: memoized responses first, the Hono app for everything else. */
import app from './app'
import { trackCampaign } from './campaign/track-campaign'
import type { Env } from './env'
import { answerFromMemo, rememberResponse } from './render/response-memo'

export default {
  async fetch(request, env, ctx) {
    const response =
      answerFromMemo(request, env, ctx) ??
      rememberResponse(request, env, await app.fetch(request, env, ctx))
    // Around both paths: a campaign landing gets its cookie and count whoever answered.
    return trackCampaign(request, env, ctx, response)
  },
} satisfies ExportedHandler<Env>
