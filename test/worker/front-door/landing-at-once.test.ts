/**
 * A cached page's landing is answered without a promise when its cookie is one the isolate has
 * signed before (the common case: many visitors from one link): the same cookie, the same
 * counts as the landing that had to sign it.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../../../src/app'
import { answerRequest } from '../../../src/front-door/front-door'
import { ORIGIN, TEST_ENV } from '../helpers'
import { campCookie, IPHONE, rowsFor, visit } from '../campaign/campaign-helpers'

function land(path: string, cookie = 'age_ok=1') {
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, {
    headers: { 'User-Agent': IPHONE, Cookie: cookie, 'Sec-Fetch-Mode': 'navigate' },
  })
  return { ctx, answer: answerRequest(request, TEST_ENV, ctx, app) }
}

describe('a landing on a cached page', () => {
  it('with a cookie signed before is answered at once, with the same cookie and counts', async () => {
    const link = '/state/Oregon?sub=at_once&sub1=zone-7&cost=0.25'
    await visit('/state/Oregon') // cached
    const first = land(link)
    expect(first.answer).toBeInstanceOf(Promise) // signs the cookie
    const firstCookie = campCookie(await first.answer)
    await waitOnExecutionContext(first.ctx)

    const second = land(link)
    expect(second.answer).toBeInstanceOf(Response)
    expect(campCookie(second.answer as Response)).toBe(firstCookie)
    await waitOnExecutionContext(second.ctx)

    const landings = (await rowsFor('at_once')).filter((row) => row.event === 'landing')
    expect(landings.reduce((sum, row) => sum + row.count, 0)).toBe(2)
  })

  it('with a click id, or from a visitor who carries a campaign, still goes the whole way', async () => {
    await visit('/state/Oregon')
    await waitOnExecutionContext(land('/state/Oregon?sub=at_once_cid').ctx)
    const withCid = land('/state/Oregon?sub=at_once_cid&cid=click-1')
    expect(withCid.answer).toBeInstanceOf(Promise)
    expect(campCookie(await withCid.answer)).toContain('click-1')
    await waitOnExecutionContext(withCid.ctx)

    const plain = land('/state/Oregon?sub=at_once_cid')
    const carried = campCookie(await plain.answer)!.split(';')[0]!
    await waitOnExecutionContext(plain.ctx)
    const returning = land('/state/Oregon?sub=at_once_cid', `age_ok=1; ${carried}`)
    expect(returning.answer).toBeInstanceOf(Promise)
    expect(campCookie(await returning.answer)).toMatch(/^camp=v1\.at_once_cid\.state\./)
    await waitOnExecutionContext(returning.ctx)
  })
})
