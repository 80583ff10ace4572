/** Worker entry point: cached pages from the front door first, the Hono app for everything else. */
import app from './app'
import type { Env } from './env'
import { serveCachedPage } from './render/page-cache'

export default {
  async fetch(request, env, ctx) {
    return serveCachedPage(request, env, ctx) ?? app.fetch(request, env, ctx)
  },
} satisfies ExportedHandler<Env>
