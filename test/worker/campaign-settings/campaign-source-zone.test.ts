/**
 * A campaign's default time zone is its traffic source's: saved on its report page, the
 * dashboard, the report and its CSV count that campaign's days in it unless `tz=` says otherwise;
 * a source that documents no zone gives UTC, and says so.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { DB } from '../campaign/campaign-helpers'
import { ORIGIN, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'source-zone-token'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ENV, { ip: '192.0.2.62' })
const DAY = '2025-08-05'

const admin = ADMIN.get

async function saveSource(campaign: string, fields: Record<string, string>) {
  return ADMIN.post(
    '/admin/campaign-source',
    { campaign, ...fields },
    { tokenFrom: `/admin/report?by=sub1&campaign=${campaign}` },
  )
}

/** Landings of the report CSV's day rows, by day. */
async function landingsByDay(query: string): Promise<string[]> {
  const res = await admin(`/admin/report.csv?by=day&${query}`)
  expect(res.status).toBe(200)
  return (await res.text())
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',').slice(0, 2).join(' '))
}

/** 10 landings at 02:00 UTC on DAY: the evening before in New York (22:00 EDT). */
beforeAll(async () => {
  await DB.batch(
    ['zn_hilltop', 'zn_exo'].map((campaign) =>
      DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, sub1, count)
         VALUES (?1, 'landing', ?2, 'z1', 10)`,
      ).bind(`${DAY}T02`, campaign),
    ),
  )
})

describe('a campaign’s default time zone', () => {
  it('counts the campaign’s days in the zone saved with its source; tz= in the URL wins', async () => {
    const saved = await saveSource('zn_hilltop', {
      source: 'hilltopads',
      tz: 'America/New_York',
      source_campaign_id: '445566',
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toContain('saved=source')
    const range = `campaign=zn_hilltop&from=2025-08-04&to=${DAY}`
    // In New York the landings fall on the 4th; in UTC on the 5th.
    expect(await landingsByDay(range)).toEqual(['2025-08-04 10', `${DAY} 0`])
    expect(await landingsByDay(`${range}&tz=UTC`)).toEqual(['2025-08-04 0', `${DAY} 10`])
    const dashboard = textOf(await (await admin(`/admin?${range}`)).text())
    expect(dashboard).toContain(
      'Days in America/New_York: the time zone zn_hilltop’s HilltopAds account reports in',
    )
    expect(dashboard).toContain('are days in America/New_York')
    const chosen = textOf(await (await admin(`/admin?${range}&tz=UTC`)).text())
    expect(chosen).toContain('are days in UTC')
    expect(chosen).not.toContain('Days in America/New_York')
  })

  it('keeps a zone chosen over the source’s in the page’s links, even UTC', async () => {
    const page = await (await admin(`/admin?campaign=zn_hilltop&tz=UTC`)).text()
    const exportLink = page
      .match(/href="(\/admin\/export\.csv\?[^"]+)"/)![1]!
      .replaceAll('&amp;', '&')
    expect(new URL(exportLink, ORIGIN).searchParams.get('tz')).toBe('UTC')
  })

  it('uses UTC for a source that documents no zone, and says it is not documented', async () => {
    expect((await saveSource('zn_exo', { source: 'clickadu', tz: '' })).status).toBe(303)
    const range = `campaign=zn_exo&from=2025-08-04&to=${DAY}`
    expect(await landingsByDay(range)).toEqual(['2025-08-04 0', `${DAY} 10`])
    const report = textOf(await (await admin(`/admin/report?by=sub1&${range}`)).text())
    expect(report).toContain(
      'Days in UTC: Clickadu documents no time zone for its statistics, so UTC (not documented)',
    )
  })

  it('uses America/New_York for ExoClick, the zone its statistics API documents', async () => {
    expect((await saveSource('zn_exo_ny', { source: 'exoclick', tz: '' })).status).toBe(303)
    const report = textOf(await (await admin('/admin/report?by=sub1&campaign=zn_exo_ny')).text())
    expect(report).toContain(
      'Days in America/New_York: the time zone ExoClick documents for its statistics.',
    )
  })

  it('refuses a zone or a source it does not know with 400, saving nothing', async () => {
    expect((await saveSource('zn_bad', { source: 'nowhere' })).status).toBe(400)
    const unknown = await saveSource('zn_bad', { source: 'exoclick', tz: 'Mars/Olympus' })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toBe(
      '“Mars/Olympus” is not a time zone: choose one from the list (an IANA name such as America/New_York).',
    )
    const row = await DB.prepare(`SELECT 1 FROM campaign_sources WHERE campaign = 'zn_bad'`).first()
    expect(row).toBeNull()
  })

  it('refuses with 400 a zone whose days do not begin on a UTC hour, and says why', async () => {
    const res = await saveSource('zn_bad', { source: 'exoclick', tz: 'Asia/Kathmandu' })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(
      /^Asia\/(Kathmandu|Katmandu) is not a whole number of hours off UTC: counts are kept per UTC hour/,
    )
    const row = await DB.prepare(`SELECT 1 FROM campaign_sources WHERE campaign = 'zn_bad'`).first()
    expect(row).toBeNull()
  })
})

describe('the traffic source form’s time zone', () => {
  /** The tz select's options: value, label, and whether it is selected. */
  async function zoneOptions(campaign: string) {
    const page = await (await admin(`/admin/report?by=sub1&campaign=${campaign}`)).text()
    const select = page.match(/<select name="tz"[^>]*>([\s\S]*?)<\/select>/)![1]!
    return [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(
      ([, value, selected, label]) => ({ value, label, selected: Boolean(selected) }),
    )
  }

  it('offers every IANA time zone, the source’s own chosen until one is saved', async () => {
    const options = await zoneOptions('zn_fresh')
    expect(options.map(({ value }) => value).sort()).toEqual(
      ['', 'UTC', ...Intl.supportedValuesOf('timeZone')].sort(),
    )
    expect(options.filter(({ selected }) => selected)).toEqual([
      { value: '', label: 'The source’s (as its preset says)', selected: true },
    ])
  })

  it('saves a zone outside the usual few and shows it chosen', async () => {
    expect((await saveSource('zn_manila', { source: 'exoclick', tz: 'Asia/Manila' })).status).toBe(
      303,
    )
    const chosen = (await zoneOptions('zn_manila')).filter(({ selected }) => selected)
    expect(chosen.map(({ value }) => value)).toEqual(['Asia/Manila'])
    const report = textOf(await (await admin('/admin/report?by=sub1&campaign=zn_manila')).text())
    expect(report).toContain('Days in Asia/Manila: the time zone zn_manila’s ExoClick account')
  })
})
