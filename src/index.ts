/** Worker entry point: cached pages from the front door first, the Hono app for everything else. */
import app from './app'
import { answerLanding, countLanding, readLanding } from './front-door/landing'
import type { Env } from './env'
import { serveCachedPage } from './front-door/page-cache'
// Renders each kind of page once as the isolate starts (see the module).
import './render/warm-up'

// The count aggregators' Durable Object class (wrangler.toml's COUNT_AGGREGATOR).
export { CountAggregator } from './campaign/count-aggregator'

export default {
  async fetch(request, env, ctx) {
    // A campaign landing (?sub=) is read first, so whoever answers gives it its cookie and count.
    const landing = readLanding(request, env)
    const cached = serveCachedPage(request, env, ctx, landing?.cookie)
    if (cached) {
      // The front door answers only GETs of HTML pages, with the cookie already in its headers.
      if (landing) countLanding(request, env, ctx, landing, cached.status)
      return cached
    }
    const response = await app.fetch(request, env, ctx)
    return landing ? answerLanding(request, env, ctx, landing, response) : response
  },
} satisfies ExportedHandler<Env>
