/**
 * The `arm` cookie: the arms a visitor was given, one per test (`v1.3B-5A.<signature>`), so they
 * see the same arm on every page and every day. It names arms only: every visitor of arm 3B
 * carries the same value, so it identifies no one. Signed with CAMPAIGN_SECRET (HMAC-SHA256,
 * core/sign.ts) so no one can file counts under an arm they were not given; a value the site
 * did not sign reads as no arm. First-party, 30 days, HttpOnly, as the Privacy Policy says.
 */
import { serialize } from 'hono/utils/cookie'
import { sameText, sign } from '../campaign/core'
import { ARM_COOKIE, ARM_COOKIE_OPTIONS, readCookie } from '../http/cookies'
import { LruCache } from '../shared/lru-cache'
import { ARM_KEY_PATTERN } from './lander-test'
const VERSION = 'v1'
/** At most this many arms in one cookie: a visitor's newest tests. */
const ARMS_KEPT = 8
/**
 * Signatures and Set-Cookie values remembered per isolate (keyed by the cookie's body, and by
 * scheme and body): values are shared by every visitor of the same arms.
 */
const SIGNATURES_KEPT = 1000

let memo: { secret: string; signatures: LruCache<string> } | undefined

function signatures(secret: string): LruCache<string> {
  if (memo?.secret !== secret) memo = { secret, signatures: new LruCache(SIGNATURES_KEPT) }
  return memo.signatures
}

function signed(body: string, secret: string): string | Promise<string> {
  const known = signatures(secret).get(body)
  if (known) return known
  return sign(secret, `arm:${body}`).then((signature) => {
    signatures(secret).set(body, signature)
    return signature
  })
}

/** The arm keys a Cookie header carries, when the site signed them ([] otherwise). */
export function readArmCookie(
  cookieHeader: string | null | undefined,
  secret: string,
): string[] | Promise<string[]> {
  if (!cookieHeader?.includes(`${ARM_COOKIE}=`)) return []
  const value = readCookie(cookieHeader, ARM_COOKIE)
  const [version, body, given, extra] = value?.split('.') ?? []
  if (version !== VERSION || !body || !given || extra !== undefined) return []
  const keys = body.split('-')
  if (!keys.every((key) => ARM_KEY_PATTERN.test(key))) return []
  const expected = signed(body, secret)
  const check = (signature: string) => (sameText(given, signature) ? keys : [])
  return typeof expected === 'string' ? check(expected) : expected.then(check)
}

/** The Set-Cookie value for these arm keys (the newest last). */
export function armSetCookie(
  keys: readonly string[],
  secret: string,
  secure: boolean,
): string | Promise<string> {
  const body = keys.slice(-ARMS_KEPT).join('-')
  // Whole Set-Cookie values are remembered too (every new visitor of an arm gets the same one):
  // serialize() on each new visitor was a share of a landing's cost in a test.
  const memoKey = `${secure ? 'https' : 'http'} ${body}`
  const known = signatures(secret).get(memoKey)
  if (known) return known
  const toCookie = (signature: string) => {
    const value = `${VERSION}.${body}.${signature}`
    const cookie = serialize(ARM_COOKIE, value, { ...ARM_COOKIE_OPTIONS, secure })
    signatures(secret).set(memoKey, cookie)
    return cookie
  }
  const signature = signed(body, secret)
  return typeof signature === 'string' ? toCookie(signature) : signature.then(toCookie)
}
