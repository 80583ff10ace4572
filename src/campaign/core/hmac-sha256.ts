/**
 * HMAC-SHA256, synchronous: the same bytes WebCrypto's `crypto.subtle.sign('HMAC', …)` gives,
 * without its promise. A counted landing hashes its client on the response path and WebCrypto is
 * async only: its promise, the microtasks after it and the batch waiting for them cost more than
 * the hash. The hash is @noble/hashes' (audited, no dependencies); a key's padded blocks are
 * absorbed once and the keyed state cloned per message. Measured against a hand-written version:
 * docs/decisions/042-synchronous-client-hash.md.
 */
import { hmac, type _HMAC } from '@noble/hashes/hmac.js'
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'

/** SHA-256 of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  return nobleSha256(message)
}

/** An HMAC key: SHA-256's states after its inner and its outer padded key block. */
export type HmacSha256Key = _HMAC<ReturnType<typeof nobleSha256.create>>

/** The key, its padded blocks absorbed once (RFC 2104 §2: a key over 64 bytes is hashed first). */
export function hmacSha256Key(key: Uint8Array): HmacSha256Key {
  return hmac.create(nobleSha256, key)
}

/** HMAC-SHA256 of `message` under `key` (32 bytes). */
export function hmacSha256(key: HmacSha256Key, message: Uint8Array): Uint8Array {
  return key.clone().update(message).digest()
}

const ENCODER = new TextEncoder()

/** HMAC-SHA256 of `text`'s UTF-8, as its eight big-endian words (a client's code reads three). */
export function hmacSha256OfAscii(key: HmacSha256Key, text: string): Uint32Array {
  const mac = hmacSha256(key, ENCODER.encode(text))
  const words = new Uint32Array(8)
  for (let t = 0; t < 8; t++)
    words[t] =
      (mac[t * 4]! << 24) | (mac[t * 4 + 1]! << 16) | (mac[t * 4 + 2]! << 8) | mac[t * 4 + 3]!
  return words
}
