/**
 * The tests in D1 (migration 0080): read, created, ended. Rows that fail their checks are skipped
 * (a difference the record does not know among them: D1 no longer checks it, migration 0200);
 * an arm's partner address that is not plain is dropped as it is read.
 */
import { isPlainPartnerUrl } from '../config'
import { DIFFERENCES } from './test-differences'
import {
  ARM_LETTERS,
  parseScope,
  scopeText,
  type Arm,
  type ArmLetter,
  type LanderTest,
  type TestStatus,
} from './lander-test'
import { PAGE_TYPES } from '../shared/arm-variant'

interface TestRow {
  id: number
  name: string
  scope: string
  page_type: string
  difference: string
  arms: string
  baseline_rate: number
  minimum_lift: number
  status: string
  kept: string
  final: string
  created: string
  ended: string
}

/** A test as stored, with when it started and ended and its final figures (JSON, '' running). */
interface StoredTest extends LanderTest {
  created: string
  ended: string
  final: string
}

const COLUMNS =
  'id, name, scope, page_type, difference, arms, baseline_rate, minimum_lift, status, kept, final, created, ended'

/** Every test, newest first; only those still shaping pages (running or kept) when `live`. */
export async function readTests(db: D1Database, live = false): Promise<StoredTest[]> {
  const where = live ? "WHERE status IN ('running', 'kept')" : ''
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM lander_tests ${where} ORDER BY id DESC`)
    .all<TestRow>()
  return results.flatMap((row) => {
    const test = testOf(row)
    return test ? [test] : []
  })
}

function testOf(row: TestRow): StoredTest | undefined {
  const scope = parseScope(row.scope)
  const arms = armsOf(row.arms)
  const pageType = PAGE_TYPES.find((type) => type === row.page_type)
  const difference = DIFFERENCES.find((kind) => kind === row.difference)
  const status = (['running', 'kept', 'stopped'] as const).find((s) => s === row.status)
  if (!scope || !arms || !pageType || !difference || !status) return undefined
  const kept = ARM_LETTERS.find((letter) => letter === row.kept) ?? ''
  return {
    id: row.id,
    name: row.name,
    scope,
    pageType,
    difference,
    arms,
    baselineRate: row.baseline_rate,
    minimumLift: row.minimum_lift,
    status,
    kept,
    created: row.created,
    ended: row.ended,
    final: row.final,
  }
}

function armsOf(json: string): Arm[] | undefined {
  try {
    const arms = JSON.parse(json) as Arm[]
    const valid =
      Array.isArray(arms) &&
      arms.length >= 2 &&
      arms.every((arm, i) => arm.letter === ARM_LETTERS[i] && Number.isInteger(arm.weight))
    return valid ? arms.map(withPlainOffer) : undefined
  } catch {
    return undefined
  }
}

/**
 * The arm without a partner address that is not plain (isPlainPartnerUrl): a row saved before
 * the check, or by hand, offers nothing /go, a signup or the CSP could be led astray by.
 */
function withPlainOffer(arm: Arm): Arm {
  const plain = { ...arm }
  if (plain.partnerUrl !== undefined && !isPlainPartnerUrl(plain.partnerUrl))
    delete plain.partnerUrl
  if (plain.partnerSignupUrl !== undefined && !isPlainPartnerUrl(plain.partnerSignupUrl))
    delete plain.partnerSignupUrl
  return plain
}

/** Saves a new running test; its id. */
export async function createTest(
  db: D1Database,
  test: Omit<LanderTest, 'id' | 'status' | 'kept'>,
  now = new Date(),
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO lander_tests (name, scope, page_type, difference, arms, baseline_rate,
         minimum_lift, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      test.name,
      scopeText(test.scope),
      test.pageType,
      test.difference,
      JSON.stringify(test.arms),
      test.baselineRate,
      test.minimumLift,
      now.toISOString(),
    )
    .first<{ id: number }>()
  return row!.id
}

/**
 * Ends a running test: `kept` an arm (it becomes the page for the scope) or stopped (the page
 * as it was). The final figures are kept with it. False when it was not running.
 */
export async function endTest(
  db: D1Database,
  id: number,
  status: Exclude<TestStatus, 'running'>,
  kept: ArmLetter | '',
  final: unknown,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE lander_tests SET status = ?2, kept = ?3, final = ?4, ended = ?5
       WHERE id = ?1 AND status = 'running'`,
    )
    .bind(id, status, kept, JSON.stringify(final), now.toISOString())
    .run()
  return result.meta.changes === 1
}
