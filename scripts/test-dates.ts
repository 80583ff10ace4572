/**
 * `npm run test:dates`: the worker tests once per faked date (FAKE_NOW, test/worker/fake-date.ts),
 * so a test that holds only on the day it was written fails here, not on a later day in CI. The
 * dates are those a calendar breaks on: a month's last day, the first just after midnight, the
 * New York spring-forward morning, the year's last hour in UTC. `-- 2027-02-28T23:59:00Z …`
 * runs other moments instead. The worker suite's own time, once per date (about 10 min each on a
 * 2-core machine): a long job, documented in docs/testing.md, not part of `npm test`.
 */
import { spawnSync } from 'node:child_process'

const DEFAULT_MOMENTS = [
  '2026-11-30T12:00:00Z',
  '2026-12-01T00:00:30Z',
  // 07:30 UTC on the second Sunday of March 2027: 03:30 in New York, just after 02:00 became 03:00.
  '2027-03-14T07:30:00Z',
  '2026-12-31T23:00:00Z',
]

const moments = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_MOMENTS
const failed: string[] = []
for (const moment of moments) {
  if (Number.isNaN(Date.parse(moment))) {
    console.error(`not a date: ${moment}`)
    process.exit(2)
  }
  console.log(`\n=== worker tests at ${moment}`)
  const run = spawnSync(
    'vitest',
    ['run', '--config', 'test/vitest.config.ts', '--project', 'worker'],
    {
      stdio: 'inherit',
      env: { ...process.env, FAKE_NOW: moment },
      shell: process.platform === 'win32',
    },
  )
  if (run.status !== 0) failed.push(moment)
}
console.log(failed.length === 0 ? '\nGreen at every date.' : `\nRed at: ${failed.join(', ')}`)
process.exit(failed.length === 0 ? 0 : 1)
