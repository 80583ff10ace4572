/**
 * The worker's bindings: `Cloudflare.Env`, generated from wrangler.toml by `npm run cf-typegen`
 * into worker-configuration.d.ts, plus what wrangler.toml does not declare.
 */
export interface Env extends Cloudflare.Env {
  /** Secret: `wrangler secret put BACKEND_ANON_KEY` (locally .dev.vars). Absent until it is set. */
  BACKEND_ANON_KEY?: string
  /** Set to "on" only by `npm run dev` (--var): lets signup use the local stand-in backend. */
  SIGNUP_STAND_IN?: string
}

import type { PageForCache } from './render/page-cache'

export type AppEnv = {
  Bindings: Env
  Variables: { ageConfirmed: boolean; pageForCache?: PageForCache }
}
