import { describe, expect, it } from 'vitest'
import { signupNextStep } from '../../../src/islands/signup/signup-answer'

const PARTNER = 'https://partner.example.com/signup?aff=x'

describe('signupNextStep (what the modal does with an answer)', () => {
  it('goes on to redirectUrl only for a 200 carrying one', () => {
    expect(signupNextStep(200, { redirectUrl: '/success' }, PARTNER)).toEqual({
      kind: 'go',
      url: '/success',
    })
  })

  it('shows the error of a 4xx carrying one, trimmed', () => {
    for (const status of [400, 409, 422, 429]) {
      expect(signupNextStep(status, { error: ' Taken ' }, PARTNER)).toEqual({
        kind: 'show',
        error: 'Taken',
      })
    }
  })

  it('offers the sign-in link of a 409, and only an https one', () => {
    const signInUrl = 'https://partner.example.com/'
    expect(signupNextStep(409, { error: 'Taken', signInUrl }, PARTNER)).toEqual({
      kind: 'show',
      error: 'Taken',
      signInUrl,
    })
    for (const bad of ['javascript:alert(1)', 'http://partner.example.com/', 42]) {
      expect(signupNextStep(409, { error: 'Taken', signInUrl: bad }, PARTNER)).toEqual({
        kind: 'show',
        error: 'Taken',
      })
    }
  })

  it('follows a 502 to its https fallbackUrl', () => {
    const body = { error: 'busy', fallbackUrl: 'https://partner.example.com/other' }
    expect(signupNextStep(502, body, PARTNER)).toEqual({ kind: 'fallback', url: body.fallbackUrl })
  })

  it('falls back to the partner for anything else: pages, empty bodies, odd JSON, 3xx', () => {
    const cases: [number, unknown][] = [
      [503, null], // an HTML platform page: not JSON
      [500, null], // an empty 500
      [200, null], // a 200 that is not JSON (a captive portal)
      [200, {}],
      [200, { redirectUrl: '' }],
      [200, { redirectUrl: 42 }],
      [200, [1, 2]],
      [400, { error: '   ' }],
      [400, { error: { code: 1 } }],
      [400, 'error'],
      [302, { redirectUrl: '/x' }],
      [502, { error: 'busy', fallbackUrl: 'javascript:alert(1)' }],
      [404, { error: 'x', fallbackUrl: 'https://partner.example.com/' }],
      [0, null],
    ]
    for (const [status, body] of cases) {
      const step = signupNextStep(status, body, PARTNER)
      expect(step.kind, `${status} ${JSON.stringify(body)}`).toBe('fallback')
    }
    expect(signupNextStep(503, null, PARTNER)).toEqual({ kind: 'fallback', url: PARTNER })
  })
})
