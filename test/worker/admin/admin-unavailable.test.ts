/**
 * /admin and its CSVs while D1 fails or hangs: 503 with a message, within a
 * deadline of their own, never a 500 or a download cut short.
 */
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_READ_DEADLINE_MS } from '../../../src/reports/csv/answer-in-time'
import { DEADLINE_MISSED } from '../../../src/campaign/core'
import type { Env } from '../../../src/env'
import { captureLog, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

afterEach(() => vi.restoreAllMocks())

const DB = (env as unknown as { DB: D1Database }).DB
const TOKEN = 'unavailable-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV)
const RANGE = 'from=2020-01-01&to=2020-01-03'
const PATHS = [`/admin?${RANGE}`, `/admin/export.csv?${RANGE}`, `/admin/revenue.csv?${RANGE}`]

/** D1's statements and batches as a database that answers `answer()`. */
function d1Answering(answer: () => Promise<never>) {
  const d1 = Object.getPrototypeOf(DB) as D1Database
  const statement = {
    bind: () => statement,
    all: answer,
    first: answer,
    run: answer,
    raw: answer,
  }
  vi.spyOn(d1, 'prepare').mockImplementation(() => statement as unknown as D1PreparedStatement)
  vi.spyOn(d1, 'batch').mockImplementation(answer)
}

describe('/admin while D1 is down', () => {
  it('answers 503 with a message on the dashboard and both CSVs when D1 fails', async () => {
    captureLog()
    d1Answering(() => Promise.reject(new Error('D1_ERROR: database is locked: SQLITE_BUSY')))
    for (const path of PATHS) {
      const res = await ADMIN.get(path)
      expect(res.status, path).toBe(503)
      expect(textOf(await res.text()), path).toMatch(/could not be read.*Try again in a minute/)
    }
  })

  it('answers 503 within its deadline when D1 never answers', async () => {
    const lines = captureLog()
    d1Answering(() => new Promise<never>(() => {}))
    for (const path of PATHS) {
      const res = await ADMIN.get(path)
      expect(res.status, path).toBe(503)
      expect(await res.text(), path).toMatch(/did not answer in time/)
    }
    // D1 never answers: each answer came from the read's own deadline, as its log line says (not
    // timed on the wall clock, which a busy machine stretches).
    expect(lines.map((line) => line.error)).toEqual(
      PATHS.map(() => `Error: ${DEADLINE_MISSED} ${ADMIN_READ_DEADLINE_MS} ms`),
    )
    // Three 5 s deadlines, one after the other.
  }, 60_000)
})
