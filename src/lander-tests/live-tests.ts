/**
 * The tests that shape pages now (running, or ended with an arm kept), read from D1 at most once
 * per LIVE_TESTS_FRESH_MS per isolate: a page in a test costs no query. A missing or failing
 * database means no tests (every visitor sees the page as it is), never a broken page.
 */
import type { Env } from '../env'
import { logError } from '../shared/log'
import type { LanderTest } from './lander-test'
import { readTests } from './test-store'

/** How long an isolate trusts what it read: a new test reaches every isolate within it. */
export const LIVE_TESTS_FRESH_MS = 30_000

let memo: { db: D1Database; tests: LanderTest[]; until: number } | undefined

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
    (read) => remember(db, read),
    (error: unknown) => {
      logError('lander_tests_unreadable', { error: String(error) })
      return remember(db, [])
    },
  )
}

function remember(db: D1Database, tests: LanderTest[]): LanderTest[] {
  memo = { db, tests, until: Date.now() + LIVE_TESTS_FRESH_MS }
  return tests
}

/** Forgets what this isolate read: /admin calls it after a change, so its own isolate sees it. */
export function forgetLiveTests(): void {
  memo = undefined
}
