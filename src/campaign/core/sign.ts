/**
 * Short HMAC-SHA256 signatures (16 bytes, base64url) of values the site hands out and later
 * takes back: the camp cookie, the partner link's token, and keys of what was already counted.
 * Keys are imported once per secret.
 */
import { toBase64url } from './base64url'
import { hmacSha256, hmacSha256Key, type HmacSha256Key } from './hmac-sha256'

const KEYS = new Map<string, Promise<CryptoKey>>()
const ENCODER = new TextEncoder()
/** HMAC-SHA256 cut to 16 bytes: 128 bits are far more than a forger can guess. */
const SIGNATURE_BYTES = 16

function keyFor(secret: string): Promise<CryptoKey> {
  let key = KEYS.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      ENCODER.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    KEYS.set(secret, key)
  }
  return key
}

/** The signature of `text` under `secret`. */
export async function sign(secret: string, text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await keyFor(secret), ENCODER.encode(text))
  return toBase64url(new Uint8Array(mac, 0, SIGNATURE_BYTES))
}

let nowKey: { secret: string; key: HmacSha256Key } | undefined

/**
 * The signature of `text` under `secret`, the same as sign()'s, at once: HMAC-SHA256 in
 * JavaScript (hmac-sha256.ts), for a value signed on a cached page's response path, where
 * WebCrypto's promise would cost the page more than the hash (a lander test's new visitor's arm
 * cookie: docs/decisions/042-synchronous-client-hash.md).
 */
export function signNow(secret: string, text: string): string {
  if (nowKey?.secret !== secret) nowKey = { secret, key: hmacSha256Key(ENCODER.encode(secret)) }
  return toBase64url(hmacSha256(nowKey.key, ENCODER.encode(text)).subarray(0, SIGNATURE_BYTES))
}

/** Whether `signature` is `text`'s, compared in constant time. */
export async function verify(secret: string, text: string, signature: string): Promise<boolean> {
  return sameText(await sign(secret, text), signature)
}

/** Compares in time that depends on the length only, not on where the texts differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}
