/**
 * The synchronous HMAC-SHA256 (hmac-sha256.ts) gives WebCrypto's bytes: RFC 4231's test cases,
 * and keys and messages of every length around SHA-256's 64-byte block and its 55-byte tail.
 */
import { describe, expect, it } from 'vitest'
import {
  hmacSha256,
  hmacSha256Key,
  hmacSha256OfAscii,
  sha256,
} from '../../../../src/campaign/core/hmac-sha256'
import { sign, signNow } from '../../../../src/campaign/core/sign'

const encoder = new TextEncoder()
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
const wordsHex = (words: Uint32Array) =>
  [...words].map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('')
const bytesOf = (length: number, seed: number) =>
  Uint8Array.from({ length }, (_, i) => (i * 31 + seed * 7 + 3) & 0xff)

async function webCrypto(key: Uint8Array, message: Uint8Array): Promise<string> {
  const imported = await crypto.subtle.importKey(
    'raw',
    key,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return hex(new Uint8Array(await crypto.subtle.sign('HMAC', imported, message)))
}

describe('hmacSha256', () => {
  it("gives RFC 4231's test case 2 (key 'Jefe')", () => {
    const mac = hmacSha256(
      hmacSha256Key(encoder.encode('Jefe')),
      encoder.encode('what do ya want for nothing?'),
    )
    expect(hex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
  })

  it("gives RFC 4231's test case 6 (a 131-byte key, hashed first)", () => {
    const key = new Uint8Array(131).fill(0xaa)
    const mac = hmacSha256(
      hmacSha256Key(key),
      encoder.encode('Test Using Larger Than Block-Size Key - Hash Key First'),
    )
    expect(hex(mac)).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54')
  })

  it("gives WebCrypto's bytes for keys and messages of 0 to 140 bytes", async () => {
    for (const keyLength of [1, 16, 32, 63, 64, 65, 100]) {
      for (let length = 0; length <= 140; length += 1) {
        const key = bytesOf(keyLength, length)
        const message = bytesOf(length, keyLength)
        expect(hex(hmacSha256(hmacSha256Key(key), message)), `${keyLength}, ${length}`).toBe(
          await webCrypto(key, message),
        )
      }
    }
  })

  it("gives WebCrypto's bytes for texts, ASCII in one block or not", async () => {
    const key = bytesOf(32, 1)
    const texts = [
      '',
      'unknown',
      '203.0.113.7',
      '2001:db8:1234:5678::/64',
      'arm-nonce|' + 'n'.repeat(22),
      'x'.repeat(55),
      'x'.repeat(56),
      'x'.repeat(64),
      'x'.repeat(200),
      'café|ünïcode',
    ]
    for (const text of texts)
      expect(wordsHex(hmacSha256OfAscii(hmacSha256Key(key), text)), text).toBe(
        await webCrypto(key, encoder.encode(text)),
      )
  })
})

describe('sha256', () => {
  it("gives FIPS 180-4's 'abc' and the empty message's digests", () => {
    expect(hex(sha256(encoder.encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    )
  })
})

describe('signNow', () => {
  it("gives sign()'s signature at once, for short and long secrets and texts", async () => {
    for (const secret of ['s', 'bench-campaign-secret', 'k'.repeat(100)])
      for (const text of ['', 'arm:v2.AAAAAAAAAAAAAAAA.3B', 'é'.repeat(40), 'x'.repeat(300)])
        expect(signNow(secret, text), `${secret.length}, ${text.length}`).toBe(
          await sign(secret, text),
        )
  })
})
