/** The worker's bindings, as declared in wrangler.toml (vars, secrets, the limiter, the D1 database). */
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
  /** Campaign counters (aggregates only); optional so a missing binding never breaks a page. */
  DB?: D1Database
  /** Secret: the /admin password. Unset in a deployment, /admin answers 404. */
  ADMIN_TOKEN?: string
  /** Set only by `npm run dev`: the local /admin password when .dev.vars sets no ADMIN_TOKEN. */
  ADMIN_DEV_TOKEN?: string
}

export type AppEnv = { Bindings: Env; Variables: { ageConfirmed: boolean } }
