/**
 * HMAC-SHA256 (RFC 2104 over FIPS 180-4), computed synchronously in JavaScript: the same bytes
 * WebCrypto's `crypto.subtle.sign('HMAC', …)` gives, without its promise. Hand-written because a
 * counted landing hashes its client on the response path and WebCrypto is async only: its
 * promise, the microtasks after it and the batch waiting for them cost more than the hash (a
 * short message is two SHA-256 blocks once the key's padded blocks are absorbed, which a key
 * does once). Measured: docs/performance.md#counting, docs/decisions/042-synchronous-client-hash.md.
 * For secrets held in memory only; nothing here is constant-time beyond what HMAC needs.
 */

/** SHA-256's round constants (FIPS 180-4 §4.2.2). */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])
/** SHA-256's initial hash value (§5.3.3). */
const INITIAL = new Uint32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
])
const BLOCK_BYTES = 64

/** The message schedule, reused by every block (one thread per isolate). */
const W = new Uint32Array(64)

/** Absorbs the 64-byte block of `bytes` at `offset` into `state` (§6.2.2). */
function compress(state: Uint32Array, bytes: Uint8Array, offset: number): void {
  for (let t = 0; t < 16; t++) {
    const i = offset + t * 4
    W[t] = (bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!
  }
  compressSchedule(state)
}

/** Absorbs the block whose sixteen words are in W[0..15] into `state`. */
function compressSchedule(state: Uint32Array): void {
  for (let t = 16; t < 64; t++) {
    const w15 = W[t - 15]!
    const w2 = W[t - 2]!
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3)
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10)
    W[t] = (W[t - 16]! + s0 + W[t - 7]! + s1) | 0
  }
  let a = state[0]!
  let b = state[1]!
  let c = state[2]!
  let d = state[3]!
  let e = state[4]!
  let f = state[5]!
  let g = state[6]!
  let h = state[7]!
  for (let t = 0; t < 64; t++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[t]! + W[t]!) | 0
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0
    h = g
    g = f
    f = e
    e = (d + t1) | 0
    d = c
    c = b
    b = a
    a = (t1 + t2) | 0
  }
  state[0] = (state[0]! + a) | 0
  state[1] = (state[1]! + b) | 0
  state[2] = (state[2]! + c) | 0
  state[3] = (state[3]! + d) | 0
  state[4] = (state[4]! + e) | 0
  state[5] = (state[5]! + f) | 0
  state[6] = (state[6]! + g) | 0
  state[7] = (state[7]! + h) | 0
}

/**
 * Finishes a hash whose state has absorbed `absorbed` bytes already: `message` is the rest, then
 * the padding and the length in bits (§5.1.1). Returns the state (the digest's eight words).
 */
function finish(state: Uint32Array, absorbed: number, message: Uint8Array): Uint32Array {
  const whole = message.length - (message.length % BLOCK_BYTES)
  for (let offset = 0; offset < whole; offset += BLOCK_BYTES) compress(state, message, offset)
  const restBytes = message.length - whole
  const tail = new Uint8Array(restBytes < 56 ? BLOCK_BYTES : 2 * BLOCK_BYTES)
  tail.set(message.subarray(whole))
  tail[restBytes] = 0x80
  const bits = (absorbed + message.length) * 8
  // Messages here are far below 2^32 bytes: the length's high word is the division's.
  const end = tail.length
  tail[end - 8] = 0
  tail[end - 7] = 0
  tail[end - 6] = 0
  tail[end - 5] = Math.floor(bits / 2 ** 32) & 0xff
  tail[end - 4] = bits >>> 24
  tail[end - 3] = (bits >>> 16) & 0xff
  tail[end - 2] = (bits >>> 8) & 0xff
  tail[end - 1] = bits & 0xff
  for (let offset = 0; offset < end; offset += BLOCK_BYTES) compress(state, tail, offset)
  return state
}

function wordsToBytes(words: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4)
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    bytes[i * 4] = word >>> 24
    bytes[i * 4 + 1] = (word >>> 16) & 0xff
    bytes[i * 4 + 2] = (word >>> 8) & 0xff
    bytes[i * 4 + 3] = word & 0xff
  }
  return bytes
}

/** SHA-256 of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  return wordsToBytes(finish(INITIAL.slice(), 0, message))
}

/** An HMAC key: SHA-256's state after its inner and its outer padded key block. */
export interface HmacSha256Key {
  readonly inner: Uint32Array
  readonly outer: Uint32Array
}

/** The key, its padded blocks absorbed once (RFC 2104 §2: a key over 64 bytes is hashed first). */
export function hmacSha256Key(key: Uint8Array): HmacSha256Key {
  const block = new Uint8Array(BLOCK_BYTES)
  block.set(key.length > BLOCK_BYTES ? sha256(key) : key)
  const inner = INITIAL.slice()
  const outer = INITIAL.slice()
  const pad = new Uint8Array(BLOCK_BYTES)
  for (let i = 0; i < BLOCK_BYTES; i++) pad[i] = block[i]! ^ 0x36
  compress(inner, pad, 0)
  for (let i = 0; i < BLOCK_BYTES; i++) pad[i] = block[i]! ^ 0x5c
  compress(outer, pad, 0)
  return { inner, outer }
}

/** HMAC-SHA256 of `message` under `key`, as its eight big-endian words. */
export function hmacSha256Words(key: HmacSha256Key, message: Uint8Array): Uint32Array {
  const inner = finish(key.inner.slice(), BLOCK_BYTES, message)
  return outerOf(key, inner)
}

/** The outer hash of an inner digest: one block, the digest, its padding and 768 bits' length. */
function outerOf(key: HmacSha256Key, inner: Uint32Array): Uint32Array {
  // Element by element: W.set and W.fill are calls into the runtime, dearer than eight stores.
  for (let t = 0; t < 8; t++) W[t] = inner[t]!
  W[8] = 0x80000000
  for (let t = 9; t < 15; t++) W[t] = 0
  W[15] = (BLOCK_BYTES + 32) * 8
  const state = key.outer.slice()
  compressSchedule(state)
  return state
}

/** The longest text hmacSha256OfAscii hashes in one block (with its padding and length). */
const ONE_BLOCK_TEXT = 55

/**
 * HMAC-SHA256 of a text whose characters are all below U+0080 (its UTF-8 is one byte each), as
 * its eight words: a client's address or a cookie's nonce, read straight into the block with
 * nothing allocated but the two states. Other texts go through TextEncoder.
 */
export function hmacSha256OfAscii(key: HmacSha256Key, text: string): Uint32Array {
  const n = text.length
  let ascii = n <= ONE_BLOCK_TEXT
  for (let i = 0; ascii && i < n; i++) ascii = text.charCodeAt(i) < 0x80
  if (!ascii) return hmacSha256Words(key, ENCODER.encode(text))
  for (let t = 0; t < 16; t++) W[t] = 0
  for (let i = 0; i < n; i++) W[i >> 2]! |= text.charCodeAt(i) << (24 - 8 * (i & 3))
  W[n >> 2]! |= 0x80 << (24 - 8 * (n & 3))
  W[15] = (BLOCK_BYTES + n) * 8
  const inner = key.inner.slice()
  compressSchedule(inner)
  return outerOf(key, inner)
}

const ENCODER = new TextEncoder()

/** HMAC-SHA256 of `message` under `key` (32 bytes). */
export function hmacSha256(key: HmacSha256Key, message: Uint8Array): Uint8Array {
  return wordsToBytes(hmacSha256Words(key, message))
}
