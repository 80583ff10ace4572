import { describe, expect, it } from 'vitest'
import { fetchWorker, ORIGIN, textOf } from '../helpers'

const HOUSTON = { country: 'US', latitude: '29.76', longitude: '-95.37', regionCode: 'TX' }
const PORTLAND_ME = { country: 'US', latitude: '43.66', longitude: '-70.26', regionCode: 'ME' }
/** The Brooks Range, Alaska: no listed city within 100 miles. */
const REMOTE_ALASKA = { country: 'US', latitude: '67.5', longitude: '-152.0', regionCode: 'AK' }
const PARIS = { country: 'FR', latitude: '48.85', longitude: '2.35', regionCode: 'IDF' }

async function home(cf?: Record<string, string>, gzip = false) {
  const headers: Record<string, string> = { Cookie: 'age_ok=1' }
  if (gzip) headers['Accept-Encoding'] = 'gzip'
  const res = await fetchWorker(new Request(`${ORIGIN}/`, { headers, cf }))
  const text =
    res.headers.get('Content-Encoding') === 'gzip'
      ? await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text()
      : await res.text()
  return { res, text }
}

const nearMe = (html: string) => html.match(/<p class="near-me">.*?<\/p>/)?.[0]

describe('"Listings near you" on the home page', () => {
  it('suggests the nearest listed city to where the request comes from, as a link', async () => {
    const { res, text } = await home(HOUSTON)
    expect(res.status).toBe(200)
    expect(nearMe(text)).toBe(
      '<p class="near-me">Listings near you: <a href="/city/Texas/Houston">Houston, Texas</a></p>',
    )
  })

  it('gives each visitor their own suggestion from the cached page, never the previous one', async () => {
    for (let i = 0; i < 2; i++) await home(HOUSTON)
    const portland = await home(PORTLAND_ME)
    expect(nearMe(portland.text)).toContain('href="/city/Maine/Portland"')
    expect(portland.text).not.toContain('Houston, Texas</a></p>')
    const again = await home(HOUSTON)
    expect(nearMe(again.text)).toContain('href="/city/Texas/Houston"')
  })

  it('keeps gzipped copies per suggestion, without mixing them up', async () => {
    for (let i = 0; i < 3; i++) await home(HOUSTON, true)
    const houston = await home(HOUSTON, true)
    expect(houston.res.headers.get('Content-Encoding')).toBe('gzip')
    expect(nearMe(houston.text)).toContain('Houston, Texas')
    const portland = await home(PORTLAND_ME, true)
    expect(nearMe(portland.text)).toContain('Portland, Maine')
    const none = await home(undefined, true)
    expect(nearMe(none.text)).toBeUndefined()
  })

  it('offers the state page when no listed city is within about 100 miles', async () => {
    const { text } = await home(REMOTE_ALASKA)
    expect(nearMe(text)).toBe(
      '<p class="near-me">Listings near you: <a href="/state/Alaska">Alaska</a></p>',
    )
  })

  it('is absent without a usable location, and outside the United States', async () => {
    expect(nearMe((await home()).text)).toBeUndefined()
    expect(nearMe((await home(PARIS)).text)).toBeUndefined()
    expect(
      nearMe((await home({ country: 'US', latitude: 'x', longitude: 'y' })).text),
    ).toBeUndefined()
  })
})

describe('the Privacy Policy on "near me"', () => {
  it('says the request location is read for one answer and never kept', async () => {
    const res = await fetchWorker(new Request(`${ORIGIN}/privacy`))
    const text = textOf(await res.text())
    expect(text).toContain('To suggest listings near you on the home page')
    expect(text).toContain('That location is never stored, logged or shared')
  })
})
