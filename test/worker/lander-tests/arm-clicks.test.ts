/**
 * A lander test's clicks are its visitors' clicks on the way to the partner, the site's own links
 * included: the tests page, tests.csv and report.csv by arm count the same clicks and unique
 * clicks for each arm, and a manual cost charges each arm's paid visits as every report does.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import type { Arm } from '../../../src/lander-tests/lander-test'
import { forgetLiveTests } from '../../../src/lander-tests/live-tests'
import { createTest } from '../../../src/lander-tests/test-store'
import { saveCampaignCost } from '../../../src/campaign-settings/campaign-costs'
import { formatMoney } from '../../../src/campaign/core'
import { flushAggregators } from '../campaign/count-helpers'
import { request, TEST_ENV } from '../helpers'
import { adminClient } from '../../support/admin-client'

const DB = env.DB!
const TOKEN = 'arm-clicks-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.36' })
const NAVIGATION = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}
const ARMS: Arm[] = [
  { letter: 'A', weight: 50 },
  { letter: 'B', weight: 50, headline: 'Pick Your City in {state}' },
]

let testId = 0

beforeAll(async () => {
  testId = await createTest(DB, {
    name: 'Ohio headline',
    scope: { kind: 'all' },
    pageType: 'state',
    difference: 'copy',
    arms: ARMS,
    baselineRate: 0.05,
    minimumLift: 0.2,
  })
  forgetLiveTests()
})

const cookiesOf = (response: Response, before = '') => {
  const set = response.headers.getSetCookie().map((value) => value.split(';')[0]!)
  const names = new Set(set.map((pair) => pair.split('=')[0]))
  const kept = before.split('; ').filter((pair) => pair && !names.has(pair.split('=')[0]))
  return [...kept, ...set].join('; ')
}

/** The arm letter a visitor's cookies hold for this test. */
const armOf = (cookies: string) => new RegExp(`${testId}([AB])`).exec(cookies)?.[1]

async function csv(path: string): Promise<Record<string, string>[]> {
  await flushAggregators()
  const res = await ADMIN.get(path)
  expect(res.status).toBe(200)
  const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
  const names = header!.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])))
}

describe('clicks of a lander test’s visitors', () => {
  it('are the same per arm on tests.csv and report.csv by arm, site links included, unique once per visitor', async () => {
    await saveCampaignCost(DB, 'lt_clicks', 'cpm', 2_000_000)
    const clicked = { A: 0, B: 0 } as Record<string, number>
    const clickers = { A: 0, B: 0 } as Record<string, number>
    const people = { A: 0, B: 0 } as Record<string, number>
    for (let i = 0; i < 9; i++) {
      // One person: one address for their landing and their clicks.
      const headers = { ...NAVIGATION, 'CF-Connecting-IP': `198.51.100.${10 + i}` }
      const landing = await request('/state/Ohio?sub=lt_clicks&sub1=z1', { headers })
      let cookies = cookiesOf(landing)
      const letter = armOf(cookies)!
      people[letter]! += 1
      // Each clicks the site's own links (the success page's, the sign-up page's) i % 3 times.
      const links = ['success', 'signup-page'].slice(0, i % 3)
      for (const from of links) {
        const go = await request(`/go?from=${from}`, { headers, cookie: cookies })
        expect(go.status).toBe(302)
        cookies = cookiesOf(go, cookies)
        clicked[letter]! += 1
      }
      if (links.length > 0) clickers[letter]! += 1
    }
    const tests = await csv('/admin/tests.csv')
    const byArm = await csv('/admin/report.csv?by=arm&campaign=lt_clicks')
    for (const letter of ['A', 'B'] as const) {
      if (people[letter] === 0) continue
      const testRow = tests.find((row) => row.test === String(testId) && row.arm === letter)
      const reportRow = byArm.find((row) => row.arm === `${testId}${letter}`)
      // Clicks on the site's own links, unique once per person, none of them a direct link's.
      const figures = {
        landings: String(people[letter]),
        clicks: String(clicked[letter]),
        unique_clicks: String(clickers[letter]),
        // A CPM of 2.00 charges each landing 0.002, and no click on the site's links.
        cost: formatMoney(people[letter]! * 2_000),
      }
      expect(testRow, letter).toMatchObject(figures)
      expect(reportRow, letter).toMatchObject({ ...figures, direct_clicks: '0' })
    }
  })
})
