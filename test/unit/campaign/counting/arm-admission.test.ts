import { describe, expect, it } from 'vitest'
import { COUNT_DIMENSIONS } from '../../../../src/campaign/core'
import { admitRow, ClientLedger, type StoredCount } from '../../../../src/campaign/counting'

/** An isolate's arm_assigned row of `count` events for arm `arm`, from `client` (and `nonce`). */
function assignment(arm: string, client: string, count = 1, nonce?: string): StoredCount {
  const row = { count, costMicros: 0, client } as StoredCount
  for (const { name } of COUNT_DIMENSIONS) row[name] = ''
  Object.assign(row, { hour: '2026-12-02T10', event: 'arm_assigned', page: 'state', arm })
  if (nonce !== undefined) row.nonce = nonce
  return row
}

const noBids = () => undefined

function counted(ledger: ClientLedger, row: StoredCount): number {
  return admitRow(ledger, row, noBids).reduce((sum, judged) => sum + judged.count, 0)
}

describe('an arm’s assignments judged by the test’s aggregator', () => {
  it('counts a client once per test a day, whatever its rows add up to', () => {
    const ledger = new ClientLedger()
    expect(counted(ledger, assignment('3A', 'client-1', 140))).toBe(1)
    expect(counted(ledger, assignment('3B', 'client-1', 60))).toBe(0)
    expect(counted(ledger, assignment('3B', 'client-2'))).toBe(1)
    // Another test is another count.
    expect(counted(ledger, assignment('5A', 'client-1'))).toBe(1)
  })

  it('counts a cookie nonce once per test a day, from however many clients', () => {
    const ledger = new ClientLedger()
    const counts = Array.from({ length: 50 }, (_, i) =>
      counted(ledger, assignment('3B', `client-${i}`, 1, 'nonce-code')),
    )
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1)
  })

  it('never passes the client or the nonce on', () => {
    const [judged] = admitRow(new ClientLedger(), assignment('3B', 'c', 1, 'n'), noBids)
    expect(judged).not.toHaveProperty('client')
    expect(judged).not.toHaveProperty('nonce')
  })
})
