/**
 * A report lists the values something was counted under: a value whose only rows are events no
 * column shows (a lander test's assignment on a page that is no landing carries the campaign but
 * no sub-id) is no row of zeros with a verdict, on the page, in the CSV or in the API; a `(none)`
 * row with real figures is still listed.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { DB } from '../campaign/campaign-helpers'
import { TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'empty-rows-token'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ENV, { ip: '192.0.2.71' })
const DAY = '2025-09-10'
const RANGE = `from=${DAY}&to=${DAY}`

const admin = ADMIN.get

function countRow(event: string, campaign: string, sub1: string, count: number) {
  return DB.prepare(
    `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, visitors)
     VALUES (?1, ?2, ?3, ?4, ?5, 0)`,
  ).bind(`${DAY}T10`, event, campaign, sub1, count)
}

beforeAll(async () => {
  await DB.batch([
    countRow('landing', 'er_main', 'z-1', 30),
    // Assigned an arm on a page reached through the campaign's cookie: no sub-id, no column.
    countRow('arm_assigned', 'er_main', '', 4),
    countRow('landing', 'er_none', 'z-1', 10),
    // Landings through a link without sub1: a real (none) row.
    countRow('landing', 'er_none', '', 6),
  ])
})

describe('a report of one campaign by a zone', () => {
  it('shows no (none) row of zeros, and no verdict for it', async () => {
    const res = await admin(`/admin/report?by=sub1&campaign=er_main&${RANGE}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('>z-1</a>')
    expect(html).not.toContain('(none)')
    const csv = await (await admin(`/admin/report.csv?by=sub1&campaign=er_main&${RANGE}`)).text()
    expect(
      csv
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['z-1'])
    const api = await admin(`/admin/api/report?by=sub1&campaign=er_main&${RANGE}`)
    const { rows } = (await api.json()) as { rows: { sub1: string }[] }
    expect(rows.map((row) => row.sub1)).toEqual(['z-1'])
  })

  it('still shows a (none) row with landings in it, with its verdict', async () => {
    const html = await (await admin(`/admin/report?by=sub1&campaign=er_none&${RANGE}`)).text()
    expect(textOf(html)).toMatch(/\(none\) 6 0 0 0 .*wait/)
  })

  it('lists every day of a report by day, an empty one too', async () => {
    const csv = await (
      await admin(`/admin/report.csv?by=day&campaign=er_main&from=2025-09-09&to=${DAY}`)
    ).text()
    expect(
      csv
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['2025-09-09', DAY])
  })
})
