/**
 * /admin/tests: lander and offer tests listed with their figures and verdicts, started from a
 * form (its arms checked by the product rules, arm-check.ts), ended with one click (keep an arm:
 * it becomes the page for the scope; or stop), and exported as /admin/tests.csv. Mounted by the
 * admin app behind its login; posts are refused unless they come from this page (Hono's csrf
 * middleware and a token of the admin password, as /admin/postbacks does).
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import type { AppEnv } from '../../http/app-env'
import { armProblems } from '../../lander-tests/arm-check'
import { ARM_LETTERS, parseScope, type Arm, type LanderTest } from '../../lander-tests/lander-test'
import { PAGE_TYPES } from '../../shared/arm-variant'
import { forgetLiveTests } from '../../lander-tests/live-tests'
import { DIFFERENCES, readArmFields, type Difference } from '../../lander-tests/test-differences'
import { createTest, endTest, readTests } from '../../lander-tests/test-store'
import { renderPage } from '../../render/render-page'
import { logError } from '../../shared/log'
import { ADMIN_TESTS_CSV_PATH, ADMIN_TESTS_END_PATH, ADMIN_TESTS_PATH } from '../../shared/paths'
import { testsCsv } from '../../reports/csv/tests-csv'
import { formToken, tokenMatches } from '../login/owner-forms'
import { loadArmFigures, reportOf, type TestReport } from '../../reports/test-figures'
import { TESTS_TABLES, TestsPage, type TestFormValues } from './TestsPage'
import { readTableSorts, withSorts } from '../ui/table-sort'

const NO_DATABASE = 'The DB binding is missing: tests cannot be read or started.'
const UNREADABLE = 'The tests could not be read; see the worker log.'
const FORM_LIMIT = 16 * 1024

export function adminTestRoutes(): Hono<AppEnv> {
  const tests = new Hono<AppEnv>()
  tests.use(ADMIN_TESTS_PATH, csrf())
  tests.use(`${ADMIN_TESTS_PATH}/*`, csrf())

  tests.get(ADMIN_TESTS_PATH, (c) => {
    const id = c.req.query('started') ?? c.req.query('ended')
    const notice =
      id && /^\d+$/.test(id)
        ? `Test ${id} ${c.req.query('started') ? 'started' : 'ended'}.`
        : undefined
    return showPage(c, {}, [], 200, notice)
  })

  tests.post(ADMIN_TESTS_PATH, bodyLimit({ maxSize: FORM_LIMIT }), async function startTest(c) {
    const fields = await c.req.parseBody()
    const form = Object.fromEntries(
      Object.entries(fields).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    )
    if (!(await tokenMatches(c, FORM, form.csrf ?? ''))) return showPage(c, {}, [OUT_OF_DATE], 403)
    const read = readTestForm(form)
    if (!read.ok) return showPage(c, form, read.errors, 400)
    const db = c.env.DB
    if (!db) return showPage(c, form, [NO_DATABASE], 503)
    const id = await createTest(db, read.test)
    forgetLiveTests()
    return c.redirect(`${ADMIN_TESTS_PATH}?started=${id}`, 303)
  })

  tests.post(ADMIN_TESTS_END_PATH, bodyLimit({ maxSize: FORM_LIMIT }), async function end(c) {
    const fields = await c.req.parseBody()
    const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '')
    if (!(await tokenMatches(c, FORM, text('csrf')))) return showPage(c, {}, [OUT_OF_DATE], 403)
    const db = c.env.DB
    if (!db) return showPage(c, {}, [NO_DATABASE], 503)
    const test = (await readTests(db)).find((t) => String(t.id) === text('test'))
    const keep = test?.arms.find((arm) => arm.letter === text('keep'))
    if (!test || test.status !== 'running' || (text('keep') !== '' && !keep))
      return showPage(c, {}, ['No such running test or arm.'], 400)
    const report = reportOf(test, await loadArmFigures(db, [test]))
    const final = report.arms.map(({ key, figures, verdict }) => ({ key, figures, verdict }))
    await endTest(db, test.id, keep ? 'kept' : 'stopped', keep?.letter ?? '', final)
    forgetLiveTests()
    return c.redirect(`${ADMIN_TESTS_PATH}?ended=${test.id}`, 303)
  })

  tests.get(ADMIN_TESTS_CSV_PATH, async function exportTests(c) {
    if (!c.env.DB) return c.text(NO_DATABASE, 503)
    let reports: TestReport[]
    try {
      reports = await loadReports(c.env.DB)
    } catch (error) {
      logError('admin_export_failed', { error: String(error).slice(0, 200) })
      return c.text(UNREADABLE, 503, { 'Retry-After': '60' })
    }
    return c.body(testsCsv(reports), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="tests.csv"',
    })
  })
  return tests
}

const OUT_OF_DATE = 'The form was out of date; it has been reloaded. Try again.'

async function loadReports(db: D1Database): Promise<TestReport[]> {
  const tests = await readTests(db)
  const figures = await loadArmFigures(db, tests)
  return tests.map((test) => reportOf(test, figures))
}

/** A test from the form's fields, or every problem with them. */
function readTestForm(
  form: TestFormValues,
):
  { ok: true; test: Omit<LanderTest, 'id' | 'status' | 'kept'> } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const field = (name: string) => (form[name] ?? '').trim()
  const name = field('name')
  if (name === '' || name.length > 80) errors.push('Name the test (at most 80 characters).')
  const scopeKind = field('scope') || 'all'
  const scope = parseScope(scopeKind === 'all' ? 'all' : `${scopeKind}:${field('tag')}`)
  if (!scope) errors.push('A campaign scope needs a tag (letters, digits, “_” and “-”).')
  const pageType = PAGE_TYPES.find((type) => type === field('page'))
  if (!pageType) errors.push('Choose a page type.')
  const difference = DIFFERENCES.find((kind) => kind === field('difference'))
  if (!difference) errors.push('Choose what differs.')
  const baseline = Number(field('baseline')) / 100
  const lift = Number(field('lift')) / 100
  if (!(baseline > 0 && baseline < 0.5))
    errors.push('The signup rate now is a percentage from 0 to 50.')
  if (!(lift >= 0.05 && lift <= 5)) errors.push('The smallest lift is a percentage from 5 to 500.')
  const arms: Arm[] = []
  for (const letter of ARM_LETTERS) {
    const weight = field(`weight${letter}`)
    if (weight === '' && letter > 'B') continue
    const arm: Arm = { letter, weight: Number(weight) }
    if (letter !== 'A' && difference) Object.assign(arm, variantOf(form, letter, difference))
    arms.push(arm)
  }
  if (arms.some((arm, i) => arm.letter !== ARM_LETTERS[i]))
    errors.push('Arms are lettered in order: fill arm C before arm D.')
  if (pageType && difference) errors.push(...armProblems(pageType, difference, arms))
  if (difference && arms.slice(1).some((arm) => Object.keys(arm).length === 2))
    errors.push('Each arm after A changes something.')
  if (errors.length || !scope || !pageType || !difference) return { ok: false, errors }
  return {
    ok: true,
    test: { name, scope, pageType, difference, arms, baselineRate: baseline, minimumLift: lift },
  }
}

/** The fields of an arm that its test's difference may change (its record's); the rest are left out. */
function variantOf(form: TestFormValues, letter: string, difference: Difference): Partial<Arm> {
  return readArmFields(difference, (name) => (form[`${name}${letter}`] ?? '').trim())
}

/** This screen's forms' token purpose (owner-forms.ts). */
const FORM = 'admin-tests-form'

async function showPage(
  c: Context<AppEnv>,
  form: TestFormValues,
  errors: string[],
  status: 200 | 400 | 403 | 503,
  notice?: string,
) {
  // An order the page cannot read is the operator's input: the page in its usual order, 400.
  const read = readTableSorts((name) => c.req.query(name), TESTS_TABLES)
  if (read.errors.length) {
    errors = [...errors, ...read.errors]
    if (status === 200) status = 400
  }
  let reports: TestReport[] = []
  let problem: string | undefined
  if (!c.env.DB) problem = NO_DATABASE
  else {
    try {
      reports = await loadReports(c.env.DB)
    } catch (error) {
      problem = UNREADABLE
      logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
    }
  }
  if (problem && status === 200) status = 503
  const page = (
    <TestsPage
      reports={reports}
      form={form}
      csrfToken={await formToken(c, FORM)}
      errors={errors}
      notice={notice}
      problem={problem}
      sorts={read.sorts}
      here={withSorts(new URLSearchParams(), TESTS_TABLES, read.sorts)}
    />
  )
  return renderPage(c, page, { status })
}
