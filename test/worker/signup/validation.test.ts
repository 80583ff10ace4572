/** Signup validation: what the worker accepts and refuses before anything is forwarded. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockBackend, postSignup, VALID_SIGNUP } from '../helpers'

const VALID = VALID_SIGNUP

afterEach(() => vi.restoreAllMocks())

describe('signup validation accepts only clean emails and passwords', () => {
  const badEmails = [
    'vis\u0000itor@example.org',
    'vis\u0007itor@example.org',
    'vis\u200bitor@example.org',
    'vis\u202eitor@example.org',
    '<script>@example.org',
    'visitor@exa mple.org',
    'visitor@-example.org',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`,
  ]
  for (const email of badEmails) {
    it(`rejects the email ${JSON.stringify(email).slice(0, 40)} and forwards nothing`, async () => {
      const backend = mockBackend(() => Response.json({}))
      const res = await postSignup({ ...VALID, email })
      expect(res.status).toBe(400)
      expect((await res.json<{ error: string }>()).error).toBe(
        'Please enter a valid email address.',
      )
      expect(backend).not.toHaveBeenCalled()
    })
  }

  const badPasswords: [string, RegExp][] = [
    ['      ', /only spaces/],
    ['\u0000'.repeat(8), /control characters/],
    ['abc\u0007defgh', /control characters/],
    ['secret\r\npassword', /control characters/],
    ['\u3000\u2003\u00a0\u2028\u3000\u3000', /only spaces/],
  ]
  for (const [password, message] of badPasswords) {
    it(`rejects the password ${JSON.stringify(password)} with a clear message`, async () => {
      const backend = mockBackend(() => Response.json({}))
      const res = await postSignup({ ...VALID, password })
      expect(res.status).toBe(400)
      expect((await res.json<{ error: string }>()).error).toMatch(message)
      expect(backend).not.toHaveBeenCalled()
    })
  }

  it('still accepts the addresses the HTML standard allows', async () => {
    for (const email of [
      "o'brien+tag@example.org",
      'x@sub-domain.example.co.uk',
      'A.B@EXAMPLE.ORG',
    ]) {
      mockBackend(() => Response.json({}))
      expect((await postSignup({ ...VALID, email })).status, email).toBe(200)
      vi.restoreAllMocks()
    }
  })
})
