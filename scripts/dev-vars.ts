/**
 * `.dev.vars`, the local variables `wrangler dev` reads beside wrangler.toml (dotenv format), for
 * the Node-side scripts that must agree with what the dev worker runs with.
 */
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

type DevVars = Readonly<Record<string, string | undefined>>

/** The variables of `{root}.dev.vars`, or none when the file does not exist. */
export function readDevVars(root: string): DevVars {
  const file = `${root}.dev.vars`
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
}

/**
 * wrangler dev's `--var` giving SITE_URL this port's origin, so canonical links and og:image
 * point at the server actually running; none when .dev.vars sets SITE_URL (the operator's
 * choice wins, and a `--var` would override it).
 */
export function devSiteUrlArgs(port: string, devVars: DevVars): string[] {
  return devVars.SITE_URL ? [] : ['--var', `SITE_URL:http://localhost:${port}`]
}

/**
 * The local secrets `npm run dev` falls back on, each only when .dev.vars does not set it: a
 * `--var` overrides .dev.vars, so passing these unconditionally made a postback to the
 * operator's own POSTBACK_SECRET answer 404.
 */
export const LOCAL_SECRETS = {
  CAMPAIGN_SECRET: 'local-campaign-secret',
  POSTBACK_SECRET: 'local-postback-secret',
  ADMIN_DEV_TOKEN: 'local-admin',
} as const

/** wrangler dev's `--var`s for the LOCAL_SECRETS .dev.vars leaves unset. */
export function devSecretArgs(devVars: DevVars): string[] {
  return Object.entries(LOCAL_SECRETS).flatMap(([name, value]) =>
    devVars[name] ? [] : ['--var', `${name}:${value}`],
  )
}

/**
 * What `npm run dev` prints once the site answers: where the site and the dashboard are, and the
 * dashboard's local login. The password is the `--var ADMIN_DEV_TOKEN:…` npm run dev passes
 * (devSecretArgs), unless .dev.vars sets ADMIN_TOKEN or ADMIN_DEV_TOKEN, which is then named,
 * not printed.
 */
export function devBanner(port: string, devVars: DevVars, args: readonly string[]): string {
  const origin = `http://localhost:${port}`
  const devToken = varArg(args, 'ADMIN_DEV_TOKEN')
  const login = devVars.ADMIN_TOKEN
    ? 'user admin, the ADMIN_TOKEN password in .dev.vars'
    : devToken
      ? `user admin, password ${devToken}`
      : devVars.ADMIN_DEV_TOKEN
        ? 'user admin, the ADMIN_DEV_TOKEN password in .dev.vars'
        : 'off: set ADMIN_TOKEN in .dev.vars'
  return ['', `  Local site:  ${origin}/`, `  Dashboard:   ${origin}/admin  (${login})`, ''].join(
    '\n',
  )
}

/** The value of a `--var NAME:VALUE` among wrangler's arguments (either spelling). */
function varArg(args: readonly string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const pair = arg.startsWith('--var=') ? arg.slice(6) : arg === '--var' ? args[i + 1] : undefined
    if (pair?.startsWith(`${name}:`)) return pair.slice(name.length + 1)
  }
  return undefined
}
