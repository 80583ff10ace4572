/** Numeric cells are numbers in every CSV; only text cells get the formula guard. */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../../src/env'
import { TEST_ENV } from '../../helpers'
import { DB } from '../../campaign/campaign-helpers'
import { adminClient } from '../../../support/admin-client'

const TOKEN = 'csv-numbers-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.25' })
const DAY = '2024-02-07'

async function csvLines(path: string): Promise<string[]> {
  const res = await ADMIN.get(path)
  expect(res.status).toBe(200)
  return (await res.text()).trimEnd().split('\r\n')
}

describe('numbers in the CSVs', () => {
  it('writes negative revenue as a number in revenue.csv, and still guards a tag that starts with -', async () => {
    // Three reversals of 1,000.00: −3,000.00 for d16_neg; one of 2.50 for the tag "-2-3".
    await DB.prepare(
      `INSERT INTO partner_revenue (hour, campaign, page, status, count, micros) VALUES
       ('${DAY}T10', 'd16_neg', 'go', 'reversed', 3, 3000000000),
       ('${DAY}T10', '-2-3', 'go', 'reversed', 1, 2500000)`,
    ).run()
    const lines = await csvLines(`/admin/revenue.csv?from=${DAY}&to=${DAY}`)
    expect(lines).toContain(`${DAY}T10,d16_neg,-3000.00,0,0,0,3,0,0,0`)
    expect(lines).toContain(`${DAY}T10,'-2-3,-2.50,0,0,0,1,0,0,0`)
  })

  it('writes report.csv’s negative profit and ROI as numbers, and guards a text value', async () => {
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, page, sub1, count, cost_micros) VALUES
       ('${DAY}T11', 'landing', 'd16_cost', 'state', '-zone', 4, 400000)`,
    ).run()
    const lines = await csvLines(
      `/admin/report.csv?by=sub1&campaign=d16_cost&from=${DAY}&to=${DAY}`,
    )
    expect(lines[1]).toBe(
      `'-zone,4,0,0,0,0,0,0.00,0.40,-0.40,-100.00,,,0.00,0,0,0,0,0,wait,"no payout known: set one on a postback template, or wait for an approval"`,
    )
  })
})
