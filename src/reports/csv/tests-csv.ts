/**
 * GET /admin/tests.csv: one row per test and arm, with the columns the issue fixes first and
 * visitors, unique clicks, status and the test's name after. `signup_rate` is signups per visitor
 * as a fraction (empty with no visitors); `decision` is `control` for a running test's arm A, the
 * verdict on any other running arm (too-early, running, better, worse, no-difference), and for an
 * ended test `kept` on the kept arm, `not kept` on the others, `stopped` on all when stopped.
 */
import { formatMoney } from '../../campaign/core'
import { signupRate, type ArmReport, type TestReport } from '../test-figures'
import { csvField } from './export-csv'

const TESTS_CSV_HEADER =
  'test,arm,weight,landings,gate_passed,clicks,signups,revenue,cost,signup_rate,decision,visitors,unique_clicks,status,name'

export function testsCsv(reports: readonly TestReport[]): string {
  const lines = reports.flatMap((report) => report.arms.map((arm) => testLine(report, arm)))
  return `${TESTS_CSV_HEADER}\r\n${lines.join('')}`
}

function testLine({ test }: TestReport, arm: ArmReport): string {
  const f = arm.figures
  const rate = signupRate(f)
  const cells = [
    test.id,
    arm.arm.letter,
    arm.arm.weight,
    f.landings,
    f.gatePassed,
    f.clicks,
    f.signups,
    formatMoney(f.revenueMicros),
    formatMoney(f.costMicros),
    rate === undefined ? '' : rate.toFixed(6),
    decisionOf(test.status, test.kept, arm),
    f.visitors,
    f.uniqueClicks,
    test.status,
    csvField(test.name),
  ]
  return `${cells.join(',')}\r\n`
}

function decisionOf(status: string, kept: string, arm: ArmReport): string {
  if (status === 'stopped') return 'stopped'
  if (status === 'kept') return arm.arm.letter === kept ? 'kept' : 'not kept'
  return arm.verdict?.kind ?? 'control'
}
