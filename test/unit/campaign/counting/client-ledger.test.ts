/** The aggregators' ledger of the day (client-ledger.ts): fixed in size, budgets that hold. */
import { describe, expect, it } from 'vitest'
import {
  ClientLedger,
  LEDGER_BYTES,
  type LedgerEntry,
  type LedgerLog,
} from '../../../../src/campaign/counting/client-ledger'

const DAY = '2026-11-27'

/** A log kept in an array, as the aggregator's SQLite storage keeps it. */
function memoryLog(): LedgerLog & { entries: LedgerEntry[]; seed?: number } {
  const log = {
    entries: [] as LedgerEntry[],
    seed: undefined as number | undefined,
    open(_day: string, newSeed: number) {
      log.seed ??= newSeed
      return { seed: log.seed, entries: [...log.entries] }
    },
    save(_day: string, entries: Int32Array) {
      for (let i = 0; i < entries.length; i += 3) {
        log.entries.push({ kind: entries[i] as 0 | 1, h1: entries[i + 1]!, h2: entries[i + 2]! })
      }
    },
  }
  return log
}

describe('a client ledger', () => {
  it(`holds ${LEDGER_BYTES.toLocaleString('en-US')} bytes across 100,000 clients, each still held to its budget`, () => {
    const ledger = new ClientLedger()
    expect(ledger.bytes).toBe(LEDGER_BYTES)
    let admitted = 0
    for (let client = 0; client < 100_000; client++) {
      for (let tag = 0; tag < 3; tag++) {
        if (ledger.admits([`c${client}`], 'tag', `tag|t${client}-${tag}`, 2, DAY)) admitted++
      }
    }
    expect(ledger.bytes).toBe(LEDGER_BYTES)
    // Two of three each; the sketch only ever over-counts (fails closed), by little.
    expect(admitted).toBeLessThanOrEqual(200_000)
    expect(admitted).toBeGreaterThan(199_000)
  }, 30_000)

  it('counts a client over each of its codes: its /64’s budget and its /48’s', () => {
    const ledger = new ClientLedger()
    let admitted = 0
    for (let net = 0; net < 5; net++) {
      for (let tag = 0; tag < 20; tag++) {
        if (ledger.admits([`net${net}`, 'site'], 'tag', `tag|n${net}-${tag}`, 20, DAY)) admitted++
      }
    }
    expect(admitted).toBe(20)
  })

  it('lets anyone bring again what was brought today, at no cost', () => {
    const ledger = new ClientLedger()
    expect(ledger.admits(['a'], 'tag', 'tag|x', 1, DAY)).toBe(true)
    expect(ledger.admits(['a'], 'tag', 'tag|y', 1, DAY)).toBe(false)
    expect(ledger.admits(['b'], 'tag', 'tag|x', 1, DAY)).toBe(true)
    expect(ledger.admits(['b'], 'tag', 'tag|z', 1, DAY)).toBe(true)
  })

  it('tells a fact’s first time once a day, and starts afresh the next day', () => {
    const ledger = new ClientLedger()
    expect(ledger.first('once|a|unique_click|x', DAY)).toBe(true)
    expect(ledger.first('once|a|unique_click|x', DAY)).toBe(false)
    expect(ledger.first('once|a|unique_click|x', '2026-11-28')).toBe(true)
    // A row of the day before cannot be checked any more: taken as a first time.
    expect(ledger.first('once|a|unique_click|x', DAY)).toBe(true)
  })

  it('forgets nothing through a restart: its log replayed gives the same answers', () => {
    const log = memoryLog()
    const before = new ClientLedger(log)
    for (let tag = 0; tag < 5; tag++) before.admits(['a'], 'tag', `tag|${tag}`, 5, DAY)
    before.first('once|a|gate_passed|x', DAY)
    before.save()
    const after = new ClientLedger(log)
    expect(after.admits(['a'], 'tag', 'tag|new', 5, DAY)).toBe(false)
    expect(after.admits(['a'], 'tag', 'tag|3', 5, DAY)).toBe(true)
    expect(after.first('once|a|gate_passed|x', DAY)).toBe(false)
  })
})
