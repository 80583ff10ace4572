import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startForeignSite, type ForeignSite } from '../support/foreign-site'
import { freePort } from '../support/free-port'
import { BASE_URL, pagePerTest, until } from './helpers'
import { GO_PATH } from '../../src/shared/paths'
import { adminAuth } from '../support/basic-auth'

// A person's browser (HeadlessChrome would count as a bot, which proves less).
const session = pagePerTest({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
})
let foreign: ForeignSite
beforeAll(async () => {
  foreign = await startForeignSite(await freePort())
})
afterAll(() => foreign.close())

/** Every counted row of a campaign today, read from the dashboard's CSV. */
async function countedRows(campaign: string): Promise<string[]> {
  const today = new Date().toISOString().slice(0, 10)
  const auth = adminAuth(inject('adminToken'))
  const res = await fetch(
    `${BASE_URL}/admin/export.csv?from=${today}&to=${today}&campaign=${campaign}`,
    { headers: { Authorization: auth } },
  )
  expect(res.status).toBe(200)
  return (await res.text()).trim().split('\r\n').slice(1)
}

describe('a foreign page pointing at our links', () => {
  it('leaves its campaign at zero: an <img> of /go and an <iframe> of a page count nothing', async () => {
    const campaign = `foreign_${Date.now()}`
    const page = session.page()
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(foreign.pageUrl(BASE_URL, campaign))
    await page.waitForLoadState('load')
    await page.frameLocator('#frame').locator('body').waitFor({ state: 'attached' })
    // Both reached the worker (the image followed /go's redirect to the partner).
    expect(requested).toContain(`${BASE_URL}${GO_PATH}?sub=${campaign}`)
    expect(requested).toContain(`${BASE_URL}/state/Ohio?sub=${campaign}`)
    const cookies = await session.context().cookies(BASE_URL)
    expect(cookies.find((cookie) => cookie.name === 'camp')).toBeUndefined()
    // The same link opened by the visitor counts. Counting happens after the response: once its
    // landing is in the CSV, anything the foreign page's requests counted would be too (sent
    // before it, from the same isolate to the campaign's one aggregator).
    await page.goto(`${BASE_URL}/state/Ohio?sub=${campaign}`)
    const rows = await until(async () => {
      const counted = await countedRows(campaign)
      return counted.length > 0 ? counted : undefined
    })
    // One landing, counted once: the event and the count of each row.
    expect(rows.map((row) => [row.split(',')[1], row.split(',').at(-1)])).toEqual([
      ['landing', '1'],
    ])
  })
})
