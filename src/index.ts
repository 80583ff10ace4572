/** Worker entry point: memoized responses first, the Hono app for everything else. */
import app from './app'
import type { Env } from './env'
import { answerFromMemo, rememberResponse } from './render/response-memo'

export default {
  async fetch(request, env, ctx) {
    return (
      answerFromMemo(request, env, ctx) ??
      rememberResponse(request, env, await app.fetch(request, env, ctx))
    )
  },
} satisfies ExportedHandler<Env>
