/**
 * D1's schema cannot derive from the dimension declaration at runtime: the migrated tables'
 * columns are held to it here, so a dimension declared without its migration (or a migration
 * without its declaration) fails.
 */
import { describe, expect, it } from 'vitest'
import { CLICK_DIMENSION_SPECS, DIMENSION_COLUMNS } from '../../../../src/campaign/core'
import { DB } from '../campaign-helpers'

async function columnsOf(table: string): Promise<string[]> {
  const { results } = await DB.prepare('SELECT name FROM pragma_table_info(?1)')
    .bind(table)
    .all<{ name: string }>()
  return results.map((column) => column.name).sort()
}

/** The columns of the table's primary key, in no particular order. */
async function keyOf(table: string): Promise<string[]> {
  const { results } = await DB.prepare('SELECT name FROM pragma_table_info(?1) WHERE pk > 0')
    .bind(table)
    .all<{ name: string }>()
  return results.map((column) => column.name).sort()
}

describe('the D1 schema of the declared dimensions', () => {
  it('gives campaign_counts a column for every declared dimension, all in its key', async () => {
    expect(await columnsOf('campaign_counts')).toEqual(
      [...DIMENSION_COLUMNS, 'count', 'cost_micros', 'visitors'].sort(),
    )
    expect(await keyOf('campaign_counts')).toEqual([...DIMENSION_COLUMNS].sort())
  })

  it('gives partner_revenue a column for every click dimension, all in its key', async () => {
    const clicks = CLICK_DIMENSION_SPECS.map((spec) => spec.column)
    const lead = ['hour', 'campaign', 'page']
    expect(await columnsOf('partner_revenue')).toEqual(
      [...lead, ...clicks, 'status', 'count', 'micros'].sort(),
    )
    expect(await keyOf('partner_revenue')).toEqual([...lead, ...clicks, 'status'].sort())
  })
})
