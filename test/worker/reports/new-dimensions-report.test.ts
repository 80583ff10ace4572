/**
 * The dimensions added after the declaration (browser family, OS major version, network, hour of
 * day): each splits report.csv with exact counts, from landings sent through the worker with
 * their user agents and Cloudflare's `asOrganization`, or from hourly rows in D1.
 */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import {
  ADMITS_ALL,
  writeFlush,
  type StoredCount,
} from '../../../src/campaign/counting/count-store'
import { TEST_ENV } from '../helpers'
import { DESKTOP, IPHONE, visit } from '../campaign/campaign-helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { countRow } from '../../support/count-rows'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'dimensions-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.35' })

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36'
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0'

const TMOBILE = 'T-Mobile USA, Inc.'
const VERIZON = 'Verizon Business'
const COMCAST = 'Comcast Cable Communications, LLC'

/** Eight landings: [user agent, Cloudflare's asOrganization (undefined: none)]. */
const LANDINGS: [string, string | undefined][] = [
  [IPHONE, TMOBILE],
  [IPHONE, TMOBILE],
  [IPHONE, TMOBILE],
  [ANDROID_CHROME, VERIZON],
  [ANDROID_CHROME, VERIZON],
  [SAMSUNG, undefined],
  [FIREFOX, TMOBILE],
  [EDGE, COMCAST],
]

async function report(query: string): Promise<Record<string, string>> {
  await flushAggregators()
  const res = await ADMIN.get(`/admin/report.csv?${query}`)
  expect(res.status).toBe(200)
  const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
  const names = header!.split(',')
  const landings = names.indexOf('landings')
  return Object.fromEntries(
    lines.map((line) => {
      const values = line.split(',')
      return [values[0]!, values[landings]!]
    }),
  )
}

const today = () => new Date().toISOString().slice(0, 10)

describe('report.csv by the added dimensions', () => {
  it('splits landings by browser, OS version and network with exact counts', async () => {
    for (const [agent, organization] of LANDINGS) {
      const cf = { country: 'US', regionCode: 'TX', asOrganization: organization }
      const { res } = await visit('/state/Texas?sub=nd_main', {
        headers: { 'User-Agent': agent },
        cf,
      })
      expect(res.status).toBe(200)
    }
    const range = `campaign=nd_main&from=${today()}&to=${today()}`
    expect(await report(`by=browser&${range}`)).toEqual({
      chrome: '2',
      edge: '1',
      firefox: '1',
      safari: '3',
      samsung: '1',
    })
    expect(await report(`by=os_version&${range}`)).toEqual({
      '(none)': '2',
      'android-13': '1',
      'android-14': '2',
      'ios-18': '3',
    })
    expect(await report(`by=network&${range}`)).toEqual({
      '(none)': '1',
      'comcast-cable-communications-llc': '1',
      't-mobile-usa-inc': '4',
      'verizon-business': '2',
    })
    // A drill-down by a new dimension narrows as a filter.
    expect(await report(`by=browser&network=t-mobile-usa-inc&${range}`)).toEqual({
      firefox: '1',
      safari: '3',
    })
  }, 60_000)

  it('counts networks past the daily cap of a campaign as (other), as sub-ids are', async () => {
    const env = { ...TEST_ENV, CAMPAIGN_SUB_VALUES_PER_DAY: '2' }
    // Each visitor is a client of their own, and a client's counts go to the aggregator its
    // address routes to that day (a keyed hash of the day), so four visitors are four shards;
    // first sight is the order their flushes reach D1. Flushing after each visit makes that the
    // visits' order on every date (flushing once at the end flushed in shard order, which
    // changes with the day: the test failed on some dates).
    for (const organization of ['Alpha Net', 'Beta Net', 'Gamma Net', 'Alpha Net']) {
      const cf = { country: 'US', asOrganization: organization }
      await visit('/state/Texas?sub=nd_capped', { headers: { 'User-Agent': DESKTOP }, cf, env })
      await flushAggregators()
    }
    const range = `campaign=nd_capped&from=${today()}&to=${today()}`
    expect(await report(`by=network&${range}`)).toEqual({
      '(other)': '1',
      'alpha-net': '2',
      'beta-net': '1',
    })
  }, 60_000)

  it('groups hourly rows by the hour of day in the report’s time zone', async () => {
    const row = (hour: string, count: number): StoredCount =>
      // Brought by a person: the tag is counted by its name (admission.ts).
      countRow({ hour, campaign: 'nd_hours', browser: 'safari', count, admits: ADMITS_ALL })
    // 14:00 and 15:00 UTC are 09:00 and 10:00 in New York in November (UTC-5).
    const rows = [row('2026-11-20T14', 2), row('2026-11-21T14', 3), row('2026-11-20T15', 4)]
    await writeFlush(TEST_ENV.DB!, rows, { shard: 'hours', seq: 1 }, { tagsPerDay: 1000 })
    const range = 'campaign=nd_hours&from=2026-11-20&to=2026-11-21'
    expect(await report(`by=hour&${range}&tz=America/New_York`)).toEqual({ '09': '5', '10': '4' })
    expect(await report(`by=hour&${range}`)).toEqual({ '14': '5', '15': '4' })
  })
})
