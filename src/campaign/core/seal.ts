/**
 * Sealed values: AES-256-GCM (WebCrypto) under a key derived from a secret with HKDF-SHA256, so
 * a value the site hands out and later takes back can carry what only the site may read (the
 * partner token's click id). A fresh random 96-bit nonce per value; GCM's tag makes a value the
 * site did not seal, or one altered on the way, read as nothing. Keys are derived once per secret
 * and purpose.
 */
import { fromBase64url, toBase64url } from './base64url'

const ENCODER = new TextEncoder()
const DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
const NONCE_BYTES = 12
const TAG_BYTES = 16
const KEYS = new Map<string, Promise<CryptoKey>>()

/**
 * The AES key for one purpose (HKDF's info, e.g. 'partner-token v1'): another purpose, or the
 * HMAC signatures made with the same secret (sign.ts), share no key with it.
 */
function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const name = `${purpose}\n${secret}`
  let key = KEYS.get(name)
  if (!key) {
    key = crypto.subtle
      .importKey('raw', ENCODER.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: ENCODER.encode(purpose) },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      )
    KEYS.set(name, key)
  }
  return key
}

/** `text` encrypted and authenticated, as base64url (nonce, then ciphertext and tag). */
export async function seal(secret: string, purpose: string, text: string): Promise<string> {
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: nonce },
    await keyFor(secret, purpose),
    ENCODER.encode(text),
  )
  const bytes = new Uint8Array(NONCE_BYTES + sealed.byteLength)
  bytes.set(nonce)
  bytes.set(new Uint8Array(sealed), NONCE_BYTES)
  return toBase64url(bytes)
}

/** The text of a value sealed under this secret and purpose, else undefined. */
export async function unseal(
  secret: string,
  purpose: string,
  value: string,
): Promise<string | undefined> {
  const bytes = fromBase64url(value)
  if (!bytes || bytes.length < NONCE_BYTES + TAG_BYTES) return undefined
  try {
    const text = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, NONCE_BYTES) },
      await keyFor(secret, purpose),
      bytes.subarray(NONCE_BYTES),
    )
    return DECODER.decode(text)
  } catch {
    return undefined
  }
}
