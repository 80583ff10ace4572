/**
 * The tests that shape pages now (running, or ended with an arm kept), read from D1 at most once
 * per LIVE_TESTS_FRESH_MS per isolate: a page in a test costs no query. A failed read keeps the
 * last list this isolate read (tests keep running through a D1 outage) and is tried again after
 * LIVE_TESTS_RETRY_MS; only an isolate that never read the list takes it as empty (every visitor
 * sees the page as it is). A missing database means no tests, never a broken page.
 */
import type { Env } from '../env'
import { logError } from '../shared/log'
import type { LanderTest } from './lander-test'
import { readTests } from './test-store'

/** How long an isolate trusts what it read: a new test reaches every isolate within it. */
export const LIVE_TESTS_FRESH_MS = 30_000
/** After a failed read, how long the last list is served before D1 is asked again. */
const LIVE_TESTS_RETRY_MS = 5_000

let memo: { db: D1Database; tests: LanderTest[]; until: number } | undefined
/** The last list read from D1: what a failed read serves. */
let lastRead: { db: D1Database; tests: LanderTest[] } | undefined

/**
 * The live tests: at once when this isolate read them lately, else after one query. A query is
 * never shared with another request: workerd does not let one request wait on another's I/O
 * (the waiting request would hang).
 */
export function liveTests(env: Env): LanderTest[] | Promise<LanderTest[]> {
  const db = env.DB
  if (!db) return []
  if (memo?.db === db && Date.now() < memo.until) return memo.tests
  return readTests(db, true).then(
    (read) => {
      lastRead = { db, tests: read }
      return remember(db, read, LIVE_TESTS_FRESH_MS)
    },
    (error: unknown) => {
      logError('lander_tests_unreadable', { error: String(error) })
      const kept = lastRead?.db === db ? lastRead.tests : []
      return remember(db, kept, LIVE_TESTS_RETRY_MS)
    },
  )
}

function remember(db: D1Database, tests: LanderTest[], freshMs: number): LanderTest[] {
  memo = { db, tests, until: Date.now() + freshMs }
  return tests
}

/**
 * Forgets when this isolate read the tests, so the next page reads them again: /admin calls it
 * after a change, so its own isolate sees it. The list read last is still what a failed read
 * serves.
 */
export function forgetLiveTests(): void {
  memo = undefined
}
