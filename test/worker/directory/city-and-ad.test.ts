import { describe, expect, it } from 'vitest'
import { ILLUSTRATIVE_NOTICE } from '../../../src/components/IllustrativeNotice'
import { ADS } from '../../../src/data/ads'
import { count, h1s, request, textOf } from '../helpers'

const CITY = '/city/New%20York/New%20York%20City'
const SESSION_A = 'sid=0123456789abcdef0123456789abcdef'
const SESSION_B = 'sid=fedcba9876543210fedcba9876543210'

function adIds(html: string): number[] {
  const list = html.match(/<ol class="ad-list[^"]*"[\s\S]*?<\/ol>/)![0]
  return [...list.matchAll(/href="\/city\/New%20York\/New%20York%20City\/(\d+)"/g)].map((m) =>
    Number(m[1]),
  )
}

describe('GET /city/:state/:city', () => {
  it('shows the heading, the illustrative notice and 40-60 distinct ads with age and W4M', async () => {
    const res = await request(CITY, { cookie: SESSION_A })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1s(html)).toEqual(['Escorts in New York City, New York'])
    expect(textOf(html)).toContain(ILLUSTRATIVE_NOTICE)
    const ids = adIds(html)
    expect(ids.length).toBeGreaterThanOrEqual(40)
    expect(ids.length).toBeLessThanOrEqual(60)
    expect(new Set(ids).size).toBe(ids.length)
    expect(count(html, /class="tag">W4M</)).toBe(ids.length)
    const first = ADS.find((ad) => ad.id === ids[0])!
    expect(textOf(html)).toContain(`${first.title} Age: ${first.age} W4M`)
  })

  it('keeps the same list for a session and draws another for a different session', async () => {
    const a1 = adIds(await (await request(CITY, { cookie: SESSION_A })).text())
    const a2 = adIds(await (await request(CITY, { cookie: SESSION_A })).text())
    const b = adIds(await (await request(CITY, { cookie: SESSION_B })).text())
    expect(a2).toEqual(a1)
    expect(b).not.toEqual(a1)
  })

  it('starts a session cookie on the first visit (no JavaScript needed)', async () => {
    const res = await request(CITY)
    const cookie = res.headers.get('Set-Cookie')!
    expect(cookie).toMatch(/^sid=[0-9a-f]{32}; /)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).not.toMatch(/Max-Age|Expires/i)
    const again = adIds(await (await request(CITY, { cookie: cookie.split(';')[0] })).text())
    expect(again).toEqual(adIds(await res.text()))
  })

  it('is noindex, nofollow in a meta tag and X-Robots-Tag', async () => {
    const res = await request(CITY)
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  it('answers 404 "City not found" for a city outside the state', async () => {
    for (const path of ['/city/Texas/Chicago', '/city/Narnia/Chicago', '/city/Texas/%E0%A4%A']) {
      const res = await request(path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      expect(h1s(html)).toEqual(['City not found'])
      expect(html).toContain('Return to home')
    }
  })

  it('redirects a non-canonical spelling to the canonical city URL', async () => {
    const res = await request('/city/new+york/new%20york%20city')
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe(CITY)
  })
})

describe('GET /city/:state/:city/:adId and /ad/:adId', () => {
  it('shows the ad: title, age, description, Pics, Reply, where it was posted and a way back', async () => {
    const ad = ADS[6]!
    const res = await request(`${CITY}/${ad.id}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const text = textOf(html)
    expect(h1s(html)).toEqual([ad.title])
    expect(text).toContain(`Age: ${ad.age}`)
    expect(text).toContain(ad.description)
    expect(html).toContain(
      '<a href="/signup" class="button" data-signup="">Pics on partner site</a>',
    )
    expect(html).toContain(
      '<a href="/signup" class="button button-primary" data-signup="">Reply on partner site</a>',
    )
    expect(text).toContain('Both open our free signup, then continue on our partner dating site.')
    expect(text).toContain('Posted in New York City, New York')
    expect(html).toContain(`<a href="${CITY}">Back to New York City ads</a>`)
    expect(text).toContain(ILLUSTRATIVE_NOTICE)
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })

  it('answers the older /ad/ form with 301 to the short form', async () => {
    const res = await request(`${CITY}/ad/12`)
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe(`${CITY}/12`)
  })

  it('answers 404 "Ad not found" for unknown and non-numeric ids', async () => {
    for (const id of ['0', '61', '999', 'abc', '1.5', '-3', '%20', '1e1', '00000000000007']) {
      for (const path of [`${CITY}/${id}`, `${CITY}/ad/${id}`]) {
        const res = await request(path)
        expect(res.status, path).toBe(404)
        const html = await res.text()
        expect(h1s(html)).toEqual(['Ad not found'])
        expect(html).toContain('<a href="/">Return to home</a>')
      }
    }
  })
})

describe('the ad page within the visitor’s own list', () => {
  it('shows the ad number, its place in the list, previous/next and More in the city', async () => {
    const list = adIds(await (await request(CITY, { cookie: SESSION_A })).text())
    const at = 5
    const html = await (await request(`${CITY}/${list[at]}`, { cookie: SESSION_A })).text()
    const text = textOf(html)
    expect(text).toContain(`Ad #${list[at]}`)
    expect(text).toContain(`Ad ${at + 1} of ${list.length} in your New York City list`)
    const prev = html.match(/<a class="pager-prev" href="([^"]+)" rel="prev">/)![1]
    const next = html.match(/<a class="pager-next" href="([^"]+)" rel="next">/)![1]
    expect(prev).toBe(`${CITY}/${list[at - 1]}`)
    expect(next).toBe(`${CITY}/${list[at + 1]}`)
    expect(h1s(html)).toHaveLength(1)
    expect(html).toContain('<h2 id="more-ads-title">More in New York City</h2>')
    expect(adIds(html)).toEqual(list.slice(at + 1, at + 5))
  })

  it('follows another session’s list for another visitor, from the same cached page', async () => {
    const listB = adIds(await (await request(CITY, { cookie: SESSION_B })).text())
    const id = listB[0]!
    const html = await (await request(`${CITY}/${id}`, { cookie: SESSION_B })).text()
    expect(html).not.toContain('rel="prev"')
    expect(html).toContain(`href="${CITY}/${listB[1]}" rel="next"`)
    expect(adIds(html)).toEqual(listB.slice(1, 5))
  })
})
