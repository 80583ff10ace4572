/**
 * The worker's bindings: `Cloudflare.Env`, generated from wrangler.toml and .dev.vars.example by
 * `npm run cf-typegen` into worker-configuration.d.ts, plus the variable only `npm run dev` sets.
 */
export interface Env extends Cloudflare.Env {
  /** Set to "on" only by `npm run dev` (--var): lets signup use the local stand-in backend. */
  SIGNUP_STAND_IN?: string
}

export type AppEnv = { Bindings: Env; Variables: { ageConfirmed: boolean } }
