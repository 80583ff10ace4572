/**
 * Setup file of every worker test file: the D1 schema from migrations/ before its tests
 * (idempotent), and after them a scan of every table for IPs, emails, user agents and cookies.
 */
import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test'
import { afterAll, expect } from 'vitest'
import { findPersonalData } from '../support/d1-privacy-scan'

const bindings = env as unknown as { DB: D1Database; TEST_MIGRATIONS: D1Migration[] }
await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS)

// Its own budget: the scan reads every row the file left, up to 100,000 (the dashboard's scale
// test), which alone took 5 s of the 10 s default on a busy 2-core machine.
afterAll(async () => {
  expect(await findPersonalData(bindings.DB)).toEqual([])
}, 60_000)
