/**
 * The `arm` cookie: a visitor's random nonce and the arms they were given, one per test
 * (`v2.<nonce>.3B-5A.<signature>`), so they see the same arm on every page and every day. The
 * nonce (96 random bits, drawn when the cookie is first set and kept as it is renewed) makes
 * each visitor's value their own, so a value replayed from many addresses is one visitor: a new
 * arm given to it counts once per test and day, whoever sends it (docs/decisions/027). Signed
 * with CAMPAIGN_SECRET (HMAC-SHA256, core/sign.ts) so no one can file counts under an arm they
 * were not given; a value the site did not sign reads as no arm. First-party, 30 days, HttpOnly,
 * as the Privacy Policy says. `v1.3B.<signature>` values (no nonce, the same for every visitor of
 * an arm) set before the nonce are still read until they expire.
 */
import { serialize } from 'hono/utils/cookie'
import { sameText, signNow, toBase64url } from '../campaign/core'
import { ARM_COOKIE, ARM_COOKIE_OPTIONS, readCookie } from '../http/cookies'
import { LruCache } from '../shared/lru-cache'
import { ARM_KEY_PATTERN } from '../campaign/core'

const VERSION = 'v2'
/** Values set before the nonce: read, never written. */
const NONCELESS_VERSION = 'v1'
/** At most this many arms in one cookie: a visitor's newest tests. */
const ARMS_KEPT = 8
const NONCE_BYTES = 12
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16}$/
/**
 * Signatures remembered per isolate, keyed by the signed text: a returning visitor's pages cost
 * no HMAC. Bounded by count; the render cache never sees a cookie (its key is the arm).
 */
const SIGNATURES_KEPT = 1000

/** What a signed `arm` cookie carries: the arm keys, and the visitor's nonce ('' in a v1 value). */
export interface ArmCookie {
  keys: string[]
  nonce: string
}

const NO_ARM_COOKIE: ArmCookie = { keys: [], nonce: '' }

let memo: { secret: string; signatures: LruCache<string> } | undefined

function signatures(secret: string): LruCache<string> {
  if (memo?.secret !== secret) memo = { secret, signatures: new LruCache(SIGNATURES_KEPT) }
  return memo.signatures
}

/**
 * A text's signature, at once (signNow, decision 042): a new visitor's cookie, its nonce their
 * own, is signed on the cached page's response path. readArmCookie and armSetCookie are settled
 * at once too; their types still admit the promise WebCrypto gave, so their callers need no
 * change.
 */
function signed(text: string, secret: string): string {
  const known = signatures(secret).get(text)
  if (known) return known
  const signature = signNow(secret, `arm:${text}`)
  signatures(secret).set(text, signature)
  return signature
}

/** A new visitor's nonce: 96 random bits, base64url. */
function newVisitorNonce(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)))
}

/** What a Cookie header's `arm` cookie carries, when the site signed it (NO_ARM_COOKIE otherwise). */
export function readArmCookie(
  cookieHeader: string | null | undefined,
  secret: string,
): ArmCookie | Promise<ArmCookie> {
  if (!cookieHeader?.includes(`${ARM_COOKIE}=`)) return NO_ARM_COOKIE
  const parts = readCookie(cookieHeader, ARM_COOKIE)?.split('.') ?? []
  const version = parts[0]
  const nonce = version === VERSION ? (parts[1] ?? '') : ''
  const [body, given, extra] = version === VERSION ? parts.slice(2) : parts.slice(1)
  const known = version === VERSION ? NONCE_PATTERN.test(nonce) : version === NONCELESS_VERSION
  if (!known || !body || !given || extra !== undefined) return NO_ARM_COOKIE
  const keys = body.split('-')
  if (!keys.every((key) => ARM_KEY_PATTERN.test(key))) return NO_ARM_COOKIE
  // A v1 value was signed as its body alone, a v2 value with its version and nonce.
  const expected = signed(version === VERSION ? `${VERSION}.${nonce}.${body}` : body, secret)
  return sameText(given, expected) ? { keys, nonce } : NO_ARM_COOKIE
}

/** The cookie's attributes after its value, per scheme: the same for every visitor. */
const ATTRIBUTES = new Map<boolean, string>()

function attributes(secure: boolean): string {
  let known = ATTRIBUTES.get(secure)
  if (known === undefined) {
    const sample = serialize(ARM_COOKIE, '', { ...ARM_COOKIE_OPTIONS, secure })
    known = sample.slice(`${ARM_COOKIE}=`.length)
    ATTRIBUTES.set(secure, known)
  }
  return known
}

/** The Set-Cookie value for the visitor `nonce` and these arm keys (the newest last). */
export function armSetCookie(
  keys: readonly string[],
  secret: string,
  secure: boolean,
  nonce: string = newVisitorNonce(),
): string | Promise<string> {
  const text = `${VERSION}.${nonce}.${keys.slice(-ARMS_KEPT).join('-')}`
  // Built by hand around attributes serialize() wrote once: the value is the visitor's own.
  return `${ARM_COOKIE}=${text}.${signed(text, secret)}${attributes(secure)}`
}
