/**
 * React's string renderer loaded and run once as the isolate starts, on a page no visitor is
 * sent (the 500 page, with the default configuration), so V8 has compiled the renderer and the
 * Layout before the first request: on plain workerd a fresh isolate's first request cost about
 * 6 ms less CPU, and exec to the first response about 2 ms more
 * (docs/decisions/012-warm-up-after-start-up.md). On Cloudflare a worker's start-up counts
 * against its 1 s start-up
 * limit, not the first request's CPU. Run in a microtask after the modules are evaluated: an
 * Error made under the start-up's own stack (React's renderer makes one as it loads) cost about
 * 9 ms there, V8 re-parsing every function on the stack for its positions (the renderer now
 * loads with stackless Errors: render-to-string.ts). Nothing rendered here is kept: no template,
 * no page, no structure.
 */
import { renderToString } from '../markup/render-to-string'
import { siteConfig } from '../config'
import type { Env } from '../env'
import { ErrorPage } from '../pages/ErrorPage'
import { logError } from '../shared/log'
import { SiteContext, type SiteContextValue } from '../site/site-context'

export function warmUpRenderer(): void {
  const site: SiteContextValue = {
    config: siteConfig({} as Env),
    ageConfirmed: true,
    neutralTitle: false,
    path: '/',
    rendered: {},
  }
  try {
    renderToString(
      <SiteContext.Provider value={site}>
        <ErrorPage />
      </SiteContext.Provider>,
    )
  } catch (error) {
    // A failed warm-up costs only the time it took: the first request renders as it would have.
    logError('render', { phase: 'warm-up', error: String(error).slice(0, 200) })
  }
}
