import { describe, expect, it } from 'vitest'
import { request, TEST_ENV } from '../../helpers'
import { GO_PATH } from '../../../../src/shared/paths'

describe('GET /go', () => {
  it('answers 302 to PARTNER_URL with the campaign sub-id, uncached', async () => {
    const res = await request(`${GO_PATH}?sub=spring_promo-2`, { confirmed: false })
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('Location')!)
    const partner = new URL(TEST_ENV.PARTNER_URL)
    expect(location.origin + location.pathname).toBe(partner.origin + partner.pathname)
    expect(location.searchParams.get('aff')).toBe(partner.searchParams.get('aff'))
    expect(location.searchParams.get('sub')).toBe('spring_promo-2')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('drops a sub-id with other characters or over 64 characters', async () => {
    for (const sub of ['a b', 'x'.repeat(65), '<script>', 'a&b=c', '%E0%A4%A', 'ünïcode']) {
      const res = await request(`${GO_PATH}?sub=${encodeURIComponent(sub)}`)
      expect(res.status).toBe(302)
      expect(new URL(res.headers.get('Location')!).searchParams.has('sub'), sub).toBe(false)
    }
    const max = await request(`${GO_PATH}?sub=${'x'.repeat(64)}`)
    expect(new URL(max.headers.get('Location')!).searchParams.get('sub')).toBe('x'.repeat(64))
  })

  it('never takes its destination from the request', async () => {
    for (const query of [
      'url=https://evil.example',
      'to=//evil.example',
      'redirect=https://evil.example',
      'next=/x',
    ]) {
      const res = await request(`${GO_PATH}?${query}`)
      expect(new URL(res.headers.get('Location')!).host).toBe(new URL(TEST_ENV.PARTNER_URL).host)
    }
  })
})
