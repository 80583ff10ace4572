/** The signup rate limit: 10 attempts a minute per IPv4 address or IPv6 /64. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { awayFromMinuteBoundary, mockBackend, postSignup, VALID_SIGNUP } from '../helpers'

const VALID = VALID_SIGNUP

afterEach(() => vi.restoreAllMocks())

describe('the signup rate limit keys IPv6 clients by their /64', () => {
  it('shares one budget across a /64, written in any form, and not beyond it', async () => {
    mockBackend(() => Response.json({ error: 'taken' }, { status: 409 }))
    await awayFromMinuteBoundary()
    const statuses: number[] = []
    for (let i = 1; i <= 10; i++) {
      const res = await postSignup(VALID, { ip: `2001:db8:9:1::${i.toString(16)}` })
      statuses.push(res.status)
      await res.arrayBuffer()
    }
    expect(statuses.every((s) => s === 409)).toBe(true)
    for (const ip of ['2001:db8:9:1:ffff:ffff:ffff:ffff', '2001:0DB8:0009:0001:0:0:0:77']) {
      const res = await postSignup(VALID, { ip })
      expect(res.status, ip).toBe(429)
      await res.arrayBuffer()
    }
    const neighbour = await postSignup(VALID, { ip: '2001:db8:9:2::1' })
    expect(neighbour.status).toBe(409)
  }, 60_000)
})
