import { describe, expect, it } from 'vitest'
import { request, TEST_ENV } from '../helpers'

const formAction = (res: Response) =>
  res.headers
    .get('Content-Security-Policy')!
    .split('; ')
    .find((directive) => directive.startsWith('form-action'))

describe('the CSP form-action directive', () => {
  it("lists this site and the partner hosts of the request's configuration", async () => {
    const res = await request('/signup')
    expect(formAction(res)).toBe("form-action 'self' https://partner.example.com")
    await res.arrayBuffer()
  })

  it('follows another configuration, ports included, with the same middleware', async () => {
    const env = {
      ...TEST_ENV,
      PARTNER_SIGNUP_URL: 'https://join.other.example/signup',
      REDIRECT_HOSTS: 'welcome.other.example:8443',
    }
    const res = await request('/signup', {}, env)
    expect(formAction(res)).toBe(
      "form-action 'self' https://welcome.other.example:8443 https://join.other.example https://partner.example.com",
    )
    await res.arrayBuffer()
  })
})
