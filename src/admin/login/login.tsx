/**
 * The /admin guard: HTTP Basic authentication (user "admin", password the ADMIN_TOKEN secret; or
 * user "viewer", password ADMIN_VIEWER_TOKEN, who reads every page and gets 403 on every write),
 * or a bearer REPORT_API_TOKEN that reads GET /admin/api/report and gets 403 elsewhere; each
 * compared in constant time. No-store and noindex on every answer, and a plain 404 when no admin
 * token is configured, so an unconfigured deployment shows no dashboard at all.
 * Failed logins are logged (`admin_auth_failed`, never the password or the address) and counted
 * by the ADMIN_RATE_LIMITER binding per IPv4 address, per IPv6 /64 and per IPv6 /48 (decision
 * 034): past 10 a minute under any of them, 429 with Retry-After, for every address under it.
 * Only failures count, so an operator browsing the dashboard is never throttled; the right
 * password from another address still gets in. A missing binding never blocks the admin.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { timingSafeEqual } from 'hono/utils/buffer'
import type { AppEnv } from '../../http/app-env'
import type { Env } from '../../env'
import { requestClientKeys, withinRateLimit } from '../../http/rate-limit'
import { ROBOTS } from '../../http/robots'
import { logError } from '../../shared/log'
import { AdminMessagePage } from './AdminMessagePage'
import { renderPage } from '../../render/render-page'
import { notFound } from '../../routes/not-found'
import { ADMIN_API_COSTS_PATH, ADMIN_API_REPORT_PATH } from '../../shared/paths'

const ADMIN_USER = 'admin'
const VIEWER_USER = 'viewer'
const REALM = 'Campaign dashboard'
/** The binding's window (wrangler.toml): how long a throttled client waits. */
const ADMIN_RETRY_AFTER_SECONDS = 60
/**
 * Clients throttled lately, remembered by this isolate until their window ends, by a keyed hash
 * (see throttleMac): never an address. Every entry gets the same window, so the Map's insertion
 * order is the order they expire in: expired ones are dropped from the front, none ever early
 * (a table-wide clear let a throttled client's right password answer 200 while its wrong ones
 * answered 429).
 */
const THROTTLED = new Map<string, number>()
/** Entries of THROTTLED (about 100 bytes each); more throttled at once go to OVERFLOW. */
export const THROTTLED_LIMIT = 1000
/**
 * Throttled clients past THROTTLED_LIMIT, in fixed memory: Bloom filters of two generations of
 * one window each (3 bits a client, 2^20 bits a generation, 256 KB in all, made on the first
 * overflow). A client is found while its generation or the next is current: 60 to 120 s, never
 * less than its window. The price of fixed memory: with 10,000 clients throttled in one minute,
 * another client is taken for a throttled one about 3 times in 100,000 (about 2 in 100 with
 * 100,000 of them); a flood that large shuts the door for a minute or two rather than open it.
 */
const OVERFLOW_BITS = 1 << 20
let overflow: { current: Uint8Array; previous?: Uint8Array; since: number } | undefined

/** The password: the secret, or the local one `npm run dev` passes when .dev.vars sets none. */
export function adminToken(env: Env): string | undefined {
  return env.ADMIN_TOKEN || env.ADMIN_DEV_TOKEN || undefined
}

/**
 * Who signed in: the owner, the read-only viewer, a script holding the report API token, or one
 * holding the cost API token (it writes POST /admin/api/costs only, decision 038).
 */
export type AdminRole = NonNullable<AppEnv['Variables']['adminRole']>

const READS = new Set(['GET', 'HEAD'])

export function adminAuth(): MiddlewareHandler<AppEnv> {
  return async function adminAuth(c, next) {
    const token = adminToken(c.env)
    if (!token) return notFound(c)
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', ROBOTS.noindex)
    const keys = requestClientKeys(c)
    const clients = await Promise.all(keys.map(throttleMac))
    // The binding can only count: a client it refused is refused here until its window ends,
    // right password or not, or its 429s and a 200 would tell wrong guesses from the right one.
    // A /48 refused refuses every /64 in it (decision 034).
    if (clients.some(isThrottled)) return tooManyAttempts(c)
    const role = await roleOf(c.env, token, c.req.header('Authorization'))
    if (!role) return failedLogin(c, keys, clients)
    if (role === 'viewer' && !READS.has(c.req.method)) {
      return c.text('The viewer login reads reports; it cannot change anything.', 403)
    }
    if (role === 'api' && (!READS.has(c.req.method) || c.req.path !== ADMIN_API_REPORT_PATH)) {
      return c.text(`The report API token reads ${ADMIN_API_REPORT_PATH} only.`, 403)
    }
    if (role === 'costs' && (c.req.method !== 'POST' || c.req.path !== ADMIN_API_COSTS_PATH)) {
      return c.text(`The cost API token writes POST ${ADMIN_API_COSTS_PATH} only.`, 403)
    }
    c.set('adminRole', role)
    await next()
  }
}

/** The role an Authorization header proves, or undefined (none, unreadable or wrong). */
async function roleOf(
  env: Env,
  token: string,
  header: string | undefined,
): Promise<AdminRole | undefined> {
  const bearer = /^Bearer +(\S+)$/i.exec(header ?? '')
  if (bearer) {
    const api = env.REPORT_API_TOKEN
    const costs = env.COST_API_TOKEN
    const [reads, writes] = await Promise.all([
      api ? timingSafeEqual(api, bearer[1]!) : false,
      costs ? timingSafeEqual(costs, bearer[1]!) : false,
    ])
    return reads ? 'api' : writes ? 'costs' : undefined
  }
  const basic = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(header ?? '')
  if (!basic) return undefined
  let decoded: string
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(basic[1]!), (ch) => ch.charCodeAt(0)))
  } catch {
    return undefined
  }
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  const [user, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)]
  // Both compared whatever the user name: the time taken tells nothing of which is set.
  const viewerToken = env.ADMIN_VIEWER_TOKEN
  const [owner, viewer] = await Promise.all([
    timingSafeEqual(token, password),
    viewerToken ? timingSafeEqual(viewerToken, password) : false,
  ])
  if (user === ADMIN_USER && owner) return 'owner'
  if (user === VIEWER_USER && viewer) return 'viewer'
  return undefined
}

/** A wrong or unreadable login: logged and counted when credentials were sent, then 401 or 429. */
async function failedLogin(
  c: Context<AppEnv>,
  keys: readonly string[],
  clients: readonly Uint8Array[],
): Promise<Response> {
  // A browser's first request sends no credentials (it asks for them on the 401): no guess.
  if (c.req.header('Authorization') !== undefined) {
    const limiter = c.env.ADMIN_RATE_LIMITER
    // Each key on its own: the one past its limit is remembered, the /48 or the /64.
    const allowed = await Promise.all(keys.map((key) => withinRateLimit(limiter, c, [key])))
    logError('admin_auth_failed', { throttled: allowed.includes(false) })
    if (allowed.includes(false)) {
      clients.forEach((client, i) => {
        if (!allowed[i]) throttle(client)
      })
      return tooManyAttempts(c)
    }
  }
  c.header('WWW-Authenticate', `Basic realm="${REALM}"`)
  const page = (
    <AdminMessagePage
      heading="Sign-in required"
      message="The campaign dashboard needs its user name and password."
    />
  )
  return renderPage(c, page, { status: 401 })
}

function tooManyAttempts(c: Context<AppEnv>): Promise<Response> {
  c.header('Retry-After', String(ADMIN_RETRY_AFTER_SECONDS))
  const page = (
    <AdminMessagePage
      heading="Too many attempts"
      message="Too many failed sign-ins from your address. Please wait a minute and try again."
    />
  )
  return renderPage(c, page, { status: 429 })
}

function isThrottled(mac: Uint8Array): boolean {
  const until = THROTTLED.get(keyOf(mac))
  if (until !== undefined && Date.now() < until) return true
  return overflow !== undefined && inOverflow(mac)
}

/** Remembers a throttled client until its window ends: in THROTTLED if it has room, else OVERFLOW. */
function throttle(mac: Uint8Array): void {
  const now = Date.now()
  for (const [client, until] of THROTTLED) {
    if (until > now) break
    THROTTLED.delete(client)
  }
  const key = keyOf(mac)
  THROTTLED.delete(key)
  if (THROTTLED.size < THROTTLED_LIMIT) THROTTLED.set(key, now + ADMIN_RETRY_AFTER_SECONDS * 1000)
  else for (const bit of bitsOf(mac)) currentOverflow()[bit >> 3]! |= 1 << (bit & 7)
}

function inOverflow(mac: Uint8Array): boolean {
  const { current, previous } = rotated()
  const has = (bits?: Uint8Array) =>
    !!bits && bitsOf(mac).every((b) => bits[b >> 3]! & (1 << (b & 7)))
  return has(current) || has(previous)
}

function currentOverflow(): Uint8Array {
  overflow ??= { current: new Uint8Array(OVERFLOW_BITS / 8), since: Date.now() }
  return rotated().current
}

/** The generations, turned over when a window has passed since the current one began. */
function rotated(): NonNullable<typeof overflow> {
  const generation = overflow!
  const age = Date.now() - generation.since
  const window = ADMIN_RETRY_AFTER_SECONDS * 1000
  if (age >= window) {
    generation.previous = age < 2 * window ? generation.current : undefined
    generation.current = new Uint8Array(OVERFLOW_BITS / 8)
    generation.since = Date.now()
  }
  return generation
}

/** Three bit positions of a client, from its keyed hash. */
function bitsOf(mac: Uint8Array): number[] {
  const view = new DataView(mac.buffer, mac.byteOffset, 12)
  return [0, 4, 8].map((at) => view.getUint32(at) % OVERFLOW_BITS)
}

function keyOf(mac: Uint8Array): string {
  return btoa(String.fromCharCode(...mac))
}

/**
 * The client as the throttle remembers it: an HMAC (16 bytes) under a key this isolate drew at
 * random and keeps in memory only, so nothing it holds is an address (the Privacy Policy says so).
 */
let throttleHmac: Promise<CryptoKey> | undefined
async function throttleMac(client: string): Promise<Uint8Array> {
  throttleHmac ??= crypto.subtle.importKey(
    'raw',
    crypto.getRandomValues(new Uint8Array(32)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', await throttleHmac, new TextEncoder().encode(client))
  return new Uint8Array(mac, 0, 16)
}
