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
