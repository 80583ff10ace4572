/**
 * /admin/tests: every lander and offer test with its arms' figures and the honest verdict on each
 * arm against arm A, the buttons that end a running test (keep an arm, or stop), and the form
 * that starts one. Plain forms: it works without JavaScript.
 */
import { formatMicros } from '../../campaign/core'
import { COPY_VARIANTS } from '../../lander-tests/arm-check'
import { ARM_LETTERS, scopeText, type Arm } from '../../lander-tests/lander-test'
import { PAGE_TYPES } from '../../shared/arm-variant'
import {
  armChanges,
  DIFFERENCES,
  TEST_DIFFERENCES,
  type ArmField,
} from '../../lander-tests/test-differences'
import {
  ADMIN_PATH,
  ADMIN_TESTS_CSV_PATH,
  ADMIN_TESTS_END_PATH,
  ADMIN_TESTS_PATH,
} from '../../shared/paths'
import type { Effect, Verdict } from '../../stats/sequential-test'
import { signupRate, type ArmReport, type TestReport } from '../../reports/test-figures'
import { AdminDocument } from '../ui/AdminDocument'
import { AdminErrors, AdminNotice, AdminProblem } from '../ui/AdminMessages'
import { formatCount, formatRate } from '../ui/format'
import {
  sortableTable,
  sortByColumns,
  tableSorting,
  type SortColumn,
  type Sorting,
  type TableSort,
} from '../ui/table-sort'
import { NumbersTable } from '../ui/TableScroller'

/** What the form was sent with, shown back with its errors. */
export type TestFormValues = Record<string, string>

interface TestsPageProps {
  reports: readonly TestReport[]
  form: TestFormValues
  csrfToken: string
  errors: readonly string[]
  notice?: string
  problem?: string
  /** The arms tables' order (every test's alike), and the query its links keep. */
  sorts: Record<TestsTable, TableSort>
  here: URLSearchParams
}

/** An arm's columns: its letter, then its figures (`?arms_sort=` names them). */
const ARM_COLUMNS: readonly SortColumn<ArmReport>[] = [
  { id: 'arm', label: 'Arm', value: (arm) => arm.arm.letter },
  { id: 'weight', label: 'Weight', numeric: true, value: (arm) => arm.arm.weight },
  { id: 'visitors', label: 'Visitors', numeric: true, value: (arm) => arm.figures.visitors },
  { id: 'landings', label: 'Landings', numeric: true, value: (arm) => arm.figures.landings },
  {
    id: 'gate_passed',
    label: 'Gate passed',
    numeric: true,
    value: (arm) => arm.figures.gatePassed,
  },
  { id: 'clicks', label: 'Clicks', numeric: true, value: (arm) => arm.figures.clicks },
  {
    id: 'unique_clicks',
    label: 'Unique clicks',
    numeric: true,
    value: (arm) => arm.figures.uniqueClicks,
  },
  { id: 'signups', label: 'Signups', numeric: true, value: (arm) => arm.figures.signups },
  {
    id: 'signup_rate',
    label: 'Signup rate',
    numeric: true,
    value: (arm) => signupRate(arm.figures),
  },
  { id: 'revenue', label: 'Revenue', numeric: true, value: (arm) => arm.figures.revenueMicros },
  { id: 'cost', label: 'Cost', numeric: true, value: (arm) => arm.figures.costMicros },
]

/** The page's sortable tables: every test's arms table sorts by the same `arms_sort`. */
export const TESTS_TABLES = {
  arms: sortableTable(ARM_COLUMNS, { column: 'arm', dir: 'asc' }),
}
type TestsTable = keyof typeof TESTS_TABLES

export function TestsPage(props: TestsPageProps) {
  const { reports, form, csrfToken, errors, notice, problem } = props
  return (
    <AdminDocument title="Lander and offer tests">
      <p>
        <a href={ADMIN_PATH}>Back to the campaign numbers</a>
      </p>
      <h1>Lander and offer tests</h1>
      <p>
        Each visitor in a test&apos;s scope is given an arm by weight on their first page of its
        type and keeps it (a signed cookie naming the arm only). Bots, prefetches and link previews
        see arm A and count nothing. Counts are the campaign counters filed under the arm; visitors
        are the people given it; the signup rate is created signups per visitor.
      </p>
      <p>
        A verdict compares each arm with arm A by a sequential test that stays at a 5 % false
        positive rate however often this page is opened: it may stop early only on a clear
        difference, and otherwise waits for the planned visitors per arm. No verdict below 100
        visitors or 5 signups per arm. <a href={ADMIN_TESTS_CSV_PATH}>Download the CSV</a>.
      </p>
      <AdminNotice notice={notice} />
      <AdminProblem problem={problem} />
      {reports.length === 0 ? <p>No tests yet.</p> : null}
      {reports.map((report) => (
        <TestSection
          key={report.test.id}
          report={report}
          csrfToken={csrfToken}
          sorting={tableSorting(
            ADMIN_TESTS_PATH,
            props.here,
            'arms',
            props.sorts.arms,
            `test-${report.test.id}`,
          )}
        />
      ))}
      <section aria-labelledby="test-new">
        <h2 id="test-new">Start a test</h2>
        <AdminErrors errors={errors} />
        <TestForm form={form} csrfToken={csrfToken} />
      </section>
    </AdminDocument>
  )
}

function TestSection({
  report,
  csrfToken,
  sorting,
}: {
  report: TestReport
  csrfToken: string
  sorting: Sorting
}) {
  const { test, plannedPerArm, arms } = report
  const status =
    test.status === 'running'
      ? 'running'
      : test.status === 'kept'
        ? `ended: arm ${test.kept} kept`
        : 'ended: stopped'
  const titleId = `test-${test.id}`
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{`Test ${test.id}: ${test.name}`}</h2>
      <p>
        {`${TEST_DIFFERENCES[test.difference].label} on ${test.pageType} pages, for ${scopeLabel(scopeText(test.scope))}; ${status}. `}
        {`Planned: ${formatCount(plannedPerArm)} visitors per arm, to find a lift of ${formatRate(test.minimumLift)} on a ${formatRate(test.baselineRate)} signup rate.`}
      </p>
      <NumbersTable
        caption={`Arms of test ${test.id}`}
        name={ARM_COLUMNS[0]!}
        columns={ARM_COLUMNS.slice(1)}
        sort={sorting.sort}
        sortHref={sorting.href}
      >
        {sortByColumns(arms, sorting.sort, ARM_COLUMNS).map((arm) => (
          <ArmRow key={arm.key} arm={arm} />
        ))}
      </NumbersTable>
      <ul>
        {arms.map((arm) => (
          <li key={arm.key}>{`Arm ${arm.arm.letter}: ${armSummary(arm.arm)}`}</li>
        ))}
      </ul>
      <ul>
        {arms.slice(1).map((arm) => (
          <li key={arm.key}>{verdictText(arm, plannedPerArm)}</li>
        ))}
      </ul>
      {test.status === 'running' ? (
        <form className="admin-filters" method="post" action={ADMIN_TESTS_END_PATH}>
          <input type="hidden" name="csrf" value={csrfToken} />
          <input type="hidden" name="test" value={test.id} />
          {arms.map((arm) => (
            <button key={arm.key} type="submit" name="keep" value={arm.arm.letter}>
              {`Keep arm ${arm.arm.letter}`}
            </button>
          ))}
          <button type="submit" name="keep" value="">
            Stop the test
          </button>
        </form>
      ) : null}
    </section>
  )
}

function ArmRow({ arm }: { arm: ArmReport }) {
  const f = arm.figures
  const cells = [
    String(arm.arm.weight),
    formatCount(f.visitors),
    formatCount(f.landings),
    formatCount(f.gatePassed),
    formatCount(f.clicks),
    formatCount(f.uniqueClicks),
    formatCount(f.signups),
    formatRate(signupRate(f)),
    formatMicros(f.revenueMicros),
    formatMicros(f.costMicros),
  ]
  return (
    <tr>
      <th scope="row">{arm.arm.letter}</th>
      {cells.map((cell, i) => (
        <td key={ARM_COLUMNS[i + 1]!.id} className="num">
          {cell}
        </td>
      ))}
    </tr>
  )
}

function scopeLabel(scope: string): string {
  if (scope === 'all') return 'every visitor'
  const [kind, value] = scope.split(':')
  return kind === 'campaign' ? `campaign ${value}` : `campaigns starting ${value}`
}

/** One field of an arm, as its difference's record declares it. */
function ArmFieldInput({ field, name, value }: { field: ArmField; name: string; value: string }) {
  if (field.input === 'checkbox') {
    return (
      <label className="admin-check">
        <input
          type="checkbox"
          name={name}
          value={field.value}
          defaultChecked={value === field.value}
        />{' '}
        {field.label}
      </label>
    )
  }
  return (
    <label>
      {field.label}
      <input
        type={field.input}
        name={name}
        defaultValue={value}
        maxLength={field.maxLength}
        list={field.list}
      />
    </label>
  )
}

/** What an arm changes, in words. */
export function armSummary(arm: Arm): string {
  const parts = armChanges(arm)
  return parts.length ? parts.join(', ') : 'the page as it is'
}

function points(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : ''
  return `${sign}${(Math.abs(value) * 100).toFixed(2)} points`
}

function effectText(effect: Effect): string {
  const relative = effect.relative === undefined ? '' : ` (${formatRelative(effect.relative)})`
  return `${points(effect.difference)}${relative}, interval ${points(effect.low)} to ${points(effect.high)}`
}

function formatRelative(value: number): string {
  return `${value >= 0 ? '+' : '−'}${Math.round(Math.abs(value) * 100)} %`
}

/** The verdict on an arm against A, in words: an effect always comes with its interval. */
function verdictText(arm: ArmReport, planned: number): string {
  const verdict = arm.verdict as Verdict
  const name = `Arm ${arm.arm.letter} against A`
  switch (verdict.kind) {
    case 'too-early': {
      const needs = [
        verdict.visitorsShort > 0 && `${formatCount(verdict.visitorsShort)} more visitors`,
        verdict.conversionsShort > 0 && `${formatCount(verdict.conversionsShort)} more signups`,
      ].filter(Boolean)
      return `${name}: no verdict yet; each arm needs ${needs.join(' and ')}.`
    }
    case 'running':
      return `${name}: ${effectText(verdict.effect)}; no verdict yet, need ${formatCount(verdict.visitorsShort)} more per arm (of ${formatCount(planned)}).`
    case 'better':
      return `${name}: converts better, ${effectText(verdict.effect)}.`
    case 'worse':
      return `${name}: converts worse, ${effectText(verdict.effect)}.`
    case 'no-difference':
      return `${name}: no difference of the planned size at the planned visitors; ${effectText(verdict.effect)}.`
  }
}

function TestForm({ form, csrfToken }: { form: TestFormValues; csrfToken: string }) {
  const value = (name: string, fallback = '') => form[name] ?? fallback
  const headlines = [
    ...new Set(Object.values(COPY_VARIANTS).flatMap((v) => v.map((x) => x.headline ?? ''))),
  ]
  const ctas = [...new Set(Object.values(COPY_VARIANTS).flatMap((v) => v.map((x) => x.cta ?? '')))]
  return (
    <form className="admin-form" method="post" action={ADMIN_TESTS_PATH}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <label>
        Name*
        <input type="text" name="name" defaultValue={value('name')} required maxLength={80} />
      </label>
      <label>
        Who is in it
        <select name="scope" defaultValue={value('scope', 'all')}>
          <option value="all">Every visitor</option>
          <option value="campaign">One campaign</option>
          <option value="prefix">Campaigns whose tag starts with</option>
        </select>
      </label>
      <label>
        Campaign tag or its start
        <input
          type="text"
          name="tag"
          defaultValue={value('tag')}
          maxLength={64}
          spellCheck={false}
        />
      </label>
      <label>
        Page type
        <select name="page" defaultValue={value('page', 'city')}>
          {PAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label>
        What differs
        <select name="difference" defaultValue={value('difference', 'copy')}>
          {DIFFERENCES.map((kind) => (
            <option key={kind} value={kind}>
              {TEST_DIFFERENCES[kind].label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Signup rate now, %
        <input
          type="text"
          name="baseline"
          defaultValue={value('baseline', '5')}
          inputMode="decimal"
        />
      </label>
      <label>
        Smallest lift worth finding, %
        <input type="text" name="lift" defaultValue={value('lift', '20')} inputMode="decimal" />
      </label>
      <datalist id="test-headlines">
        {headlines.filter(Boolean).map((text) => (
          <option key={text} value={text} />
        ))}
      </datalist>
      <datalist id="test-ctas">
        {ctas.filter(Boolean).map((text) => (
          <option key={text} value={text} />
        ))}
      </datalist>
      {ARM_LETTERS.map((letter) => (
        <fieldset key={letter} className="admin-form-wide">
          <legend>{letter === 'A' ? 'Arm A (the page as it is)' : `Arm ${letter}`}</legend>
          <label>
            Weight (1–100{letter > 'B' ? '; empty: no such arm' : ''})
            <input
              type="text"
              name={`weight${letter}`}
              defaultValue={value(`weight${letter}`, letter < 'C' ? '50' : '')}
              inputMode="numeric"
            />
          </label>
          {letter === 'A' ? null : (
            <>
              {DIFFERENCES.flatMap((kind) => TEST_DIFFERENCES[kind].fields).map((field) => (
                <ArmFieldInput
                  key={field.name}
                  field={field}
                  name={`${field.name}${letter}`}
                  value={value(`${field.name}${letter}`)}
                />
              ))}
            </>
          )}
        </fieldset>
      ))}
      <div className="admin-form-actions">
        <button type="submit">Start the test</button>
      </div>
    </form>
  )
}
