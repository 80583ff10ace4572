import { describe, expect, it } from 'vitest'
import { sign } from '../../../src/campaign/core'
import { armSetCookie, readArmCookie } from '../../../src/lander-tests/arm-cookie'

const SECRET = 'arm-cookie-secret'

function valueOf(setCookie: string): string {
  return setCookie.split(';')[0]!
}

describe('the arm cookie', () => {
  it('is each visitor’s own: two visitors of one arm carry different values', async () => {
    const one = await armSetCookie(['3B'], SECRET, true)
    const two = await armSetCookie(['3B'], SECRET, true)
    expect(valueOf(one)).not.toBe(valueOf(two))
    expect(one).toMatch(
      /^arm=v2\.[\w-]{16}\.3B\.[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
  })

  it('reads back its arms and its nonce, and keeps the nonce as it is renewed', async () => {
    const first = await readArmCookie(valueOf(await armSetCookie(['3B'], SECRET, true)), SECRET)
    expect(first.keys).toEqual(['3B'])
    expect(first.nonce).toMatch(/^[\w-]{16}$/)
    const renewed = await armSetCookie(['3B', '5A'], SECRET, false, first.nonce)
    expect(renewed).not.toContain('Secure')
    expect(await readArmCookie(valueOf(renewed), SECRET)).toEqual({
      keys: ['3B', '5A'],
      nonce: first.nonce,
    })
  })

  it('reads as no arm when tampered with: another nonce, another arm, another secret', async () => {
    const value = valueOf(await armSetCookie(['3B'], SECRET, true))
    const [version, nonce, keys, signature] = value.slice('arm='.length).split('.')
    const forged = [
      `arm=${version}.${'A'.repeat(16)}.${keys}.${signature}`,
      `arm=${version}.${nonce}.3A.${signature}`,
    ]
    for (const cookie of forged)
      expect(await readArmCookie(cookie, SECRET)).toEqual({ keys: [], nonce: '' })
    expect(await readArmCookie(value, 'another-secret')).toEqual({ keys: [], nonce: '' })
  })

  it('still reads a value set before the nonce (v1), with no nonce', async () => {
    const v1 = `arm=v1.3B.${await sign(SECRET, 'arm:3B')}`
    expect(await readArmCookie(v1, SECRET)).toEqual({ keys: ['3B'], nonce: '' })
  })
})
