/**
 * A client's code of the day (tag-budget.ts), hashed synchronously, is the code WebCrypto made
 * before: HMAC-SHA256 under a key of the day derived from CAMPAIGN_SECRET, 96 bits in base64url;
 * an IPv6 client's is its /64's and its /48's.
 */
import { describe, expect, it } from 'vitest'
import { clientOfDay, nonceOfDay } from '../../../../src/campaign/counting/tag-budget'
import { toBase64url } from '../../../../src/campaign/core/base64url'
import { clientKey, clientWideKey } from '../../../../src/http/client-key'
import type { Env } from '../../../../src/env'

const encoder = new TextEncoder()

async function mac(key: BufferSource, text: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey(
    'raw',
    key,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return crypto.subtle.sign('HMAC', imported, encoder.encode(text))
}

/** The code as WebCrypto made it (the implementation before decision 042). */
async function webCryptoCode(secret: string, day: string, text: string): Promise<string> {
  const dayKey = await mac(encoder.encode(secret), `tag-budget|${day}`)
  return toBase64url(new Uint8Array(await mac(dayKey, text), 0, 12))
}

const env = { CAMPAIGN_SECRET: 'a secret of the deployment' } as Env

describe('clientOfDay', () => {
  it('gives an IPv4 client the code WebCrypto gave it, one a day', async () => {
    const code = clientOfDay(env, '203.0.113.7', '2026-12-03')
    expect(code).toBe(await webCryptoCode(env.CAMPAIGN_SECRET!, '2026-12-03', '203.0.113.7'))
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(clientOfDay(env, '203.0.113.7', '2026-12-04')).not.toBe(code)
    expect(
      clientOfDay({ CAMPAIGN_SECRET: 'another' } as Env, '203.0.113.7', '2026-12-03'),
    ).not.toBe(code)
  })

  it("gives an IPv6 client its /64's and its /48's codes, as WebCrypto did", async () => {
    const address = '2001:db8:1234:5678:9abc::1'
    const day = '2026-12-03'
    const [narrow, wide] = [clientKey(address), clientWideKey(address)]
    expect(narrow).not.toBe(wide)
    expect(clientOfDay(env, address, day)).toBe(
      `${await webCryptoCode(env.CAMPAIGN_SECRET!, day, narrow)}.${await webCryptoCode(env.CAMPAIGN_SECRET!, day, wide)}`,
    )
  })

  it("gives an arm cookie's nonce its code of the day, as WebCrypto did", async () => {
    const nonce = 'bm9uY2Utb2YtYS12aXNpdG9y'
    expect(nonceOfDay(env, nonce, '2026-12-03')).toBe(
      await webCryptoCode(env.CAMPAIGN_SECRET!, '2026-12-03', `arm-nonce|${nonce}`),
    )
  })
})
