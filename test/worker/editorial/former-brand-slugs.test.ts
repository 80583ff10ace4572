/** After a BRAND_SLUG change, the about paths under the slugs in FORMER_BRAND_SLUGS answer 301. */
import { describe, expect, it } from 'vitest'
import { request, TEST_ENV } from '../helpers'

/** The brand renamed from Nightgator (and, before that, Gatorline) to Swampline. */
const RENAMED = {
  ...TEST_ENV,
  BRAND_NAME: 'Swampline',
  BRAND_SLUG: 'swampline',
  FORMER_BRAND_SLUGS: 'nightgator, Gatorline',
}

describe('former brand slugs', () => {
  it('answers 301 from the old about index to the new one, keeping the query', async () => {
    const res = await request('/about-nightgator?sub=news', {}, RENAMED)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/about-swampline?sub=news')
    expect((await request('/about-swampline', {}, RENAMED)).status).toBe(200)
  })

  it('answers 301 from an old guide to the same guide under the new slug', async () => {
    const res = await request('/about-nightgator/what-is-nightgator-guide', {}, RENAMED)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/about-swampline/what-is-swampline-guide')
    const moved = await request('/about-swampline/what-is-swampline-guide', {}, RENAMED)
    expect(moved.status).toBe(200)
  })

  it('reads every slug of the list, in any case', async () => {
    const res = await request('/about-gatorline/gatorline-mobile-finding-escorts', {}, RENAMED)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/about-swampline/swampline-mobile-finding-escorts')
  })

  it('answers 404 for a guide that never existed under the old slug', async () => {
    const res = await request('/about-nightgator/no-such-guide', {}, RENAMED)
    expect(res.status).toBe(404)
  })

  it('answers 404 for a slug the list does not hold', async () => {
    expect((await request('/about-swamp', {}, RENAMED)).status).toBe(404)
    const unlisted = { ...RENAMED, FORMER_BRAND_SLUGS: '' }
    expect((await request('/about-nightgator', {}, unlisted)).status).toBe(404)
  })

  it('ignores the current slug in the list, so the about pages never redirect to themselves', async () => {
    const env = { ...TEST_ENV, FORMER_BRAND_SLUGS: 'nightgator' }
    expect((await request('/about-nightgator', {}, env)).status).toBe(200)
    const guide = await request('/about-nightgator/what-is-nightgator-guide', {}, env)
    expect(guide.status).toBe(200)
  })
})
