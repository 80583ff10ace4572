/** The worker's bindings, as declared in wrangler.toml (vars, the BACKEND_ANON_KEY secret, the limiter). */
export interface Env {
  SITE_URL: string
  BRAND_NAME: string
  BRAND_SLUG: string
  CONTACT_EMAIL: string
  BACKEND_URL: string
  BACKEND_ANON_KEY?: string
  PARTNER_URL: string
  PARTNER_SIGNUP_URL: string
  REDIRECT_HOSTS: string
  /** Set to "on" only by `npm run dev`: lets signup use the local stand-in backend. */
  SIGNUP_STAND_IN?: string
  SIGNUP_RATE_LIMITER?: RateLimit
}

import type { PageForCache } from './render/page-cache'

export type AppEnv = {
  Bindings: Env
  Variables: { ageConfirmed: boolean; pageForCache?: PageForCache }
}
