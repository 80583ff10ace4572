/**
 * /admin/postbacks: the postback each campaign's traffic source or tracker gets, on the site's
 * created signup, on the partner's approval, on its reversal. A list of templates (a page at a
 * time, with the total), each with a test button and the sources' last answers; the postbacks
 * the aggregators hold; a form to add or change one (with a traffic source's or tracker's preset
 * to start from), and a delete button per row that asks first. Plain forms: it works without
 * JavaScript.
 */
import {
  CHECK_IN_DASHBOARD,
  formatMicros,
  needsDashboardCheck,
  POSTBACK_PRESETS,
  type PostbackPreset,
} from '../../campaign/core'
import {
  eventsProblem,
  firedEvents,
  httpOnlyWarning,
  PLACEHOLDERS,
  POSTBACK_EVENTS,
  TEMPLATE_CAMPAIGN_PATTERN,
  TEMPLATES_PER_PAGE,
  type PostbackAnswer,
  type PostbackEvent,
  type PostbackTemplate,
  type WaitingPostback,
} from '../../campaign/conversions'
import {
  sortableTable,
  sortByColumns,
  tableSorting,
  type SortColumn,
  type Sorting,
  type TableSort,
} from '../ui/table-sort'
import { AdminDocument } from '../ui/AdminDocument'
import { REFUSED_TABLE, RefusedPostbacks, type RefusedRow } from './RefusedPostbacks'
import { AdminErrors, AdminNotice, AdminProblem } from '../ui/AdminMessages'
import { SortHeaders } from '../ui/SortHeader'
import { TableScroller } from '../ui/TableScroller'
import {
  ADMIN_PATH,
  POSTBACKS_DELETE_PATH,
  POSTBACKS_PATH,
  POSTBACKS_TEST_PATH,
} from '../../shared/paths'

export interface PostbackFormValues {
  campaign: string
  template: string
  payout: string
  /** The events ticked (PostbackEvent names, or what a post sent, shown back as given). */
  fire: readonly string[]
  /** The preset the form was filled from, if any. */
  preset?: string
}

/** What a test postback came to (postbacks.tsx), shown above the list. */
export interface TestResult {
  campaign: string
  /** The test click id, masked as every click id shown. */
  click: string
  outcome: 'sent' | 'failed'
  status: number
  tries: number
  body: string
}

interface PostbacksPageProps {
  /** The templates of this page. */
  templates: readonly PostbackTemplate[]
  /** How many there are in all. */
  total: number
  /** This page's number, from 1. */
  page: number
  form: PostbackFormValues
  /** The hidden field that proves a post came from this page. */
  csrfToken: string
  errors: readonly string[]
  /** What the last post did, e.g. "Saved spring_1." */
  notice?: string
  problem?: string
  allowLocalHttp: boolean
  /** The last answers of this page's templates, newest first, by template. */
  answers: ReadonlyMap<string, readonly PostbackAnswer[]>
  /** The postbacks the aggregators hold, and notes on shards that did not answer. */
  waiting: { waiting: readonly WaitingPostback[]; notes: readonly string[] }
  /** Partner postbacks refused for an unknown word, per campaign and word. */
  refused: readonly RefusedRow[]
  test?: TestResult
  /** Each table's order (the templates' was applied in SQL), and the query links keep. */
  sorts: Record<PostbacksTable, TableSort>
  here: URLSearchParams
}

const when = (iso: string, length: number) => iso.slice(0, length).replace('T', ' ')

/** The templates' columns; the list is sorted in SQL by the same ids (TEMPLATE_ORDERS). */
const TEMPLATE_COLUMNS: readonly SortColumn<PostbackTemplate>[] = [
  { id: 'campaign', label: 'Campaign', value: (row) => row.campaign },
  { id: 'fires', label: 'Fires on', value: (row) => row.fire },
  { id: 'url', label: 'Postback URL', value: (row) => row.template },
  { id: 'payout', label: 'Payout', numeric: true, value: (row) => row.payoutMicros },
  { id: 'saved', label: 'Saved (UTC)', value: (row) => row.updated },
]

const ANSWER_COLUMNS: readonly SortColumn<PostbackAnswer>[] = [
  { id: 'template', label: 'Template', value: (row) => row.template },
  { id: 'at', label: 'When (UTC)', value: (row) => row.at },
  { id: 'event', label: 'Event', value: (row) => row.event },
  { id: 'click', label: 'Click id', value: (row) => row.click },
  { id: 'outcome', label: 'Outcome', value: (row) => row.outcome },
  { id: 'status', label: 'Status', numeric: true, value: (row) => row.status || undefined },
  { id: 'answer', label: 'Answer (first 256 bytes)', value: (row) => row.body || undefined },
]

const WAITING_COLUMNS: readonly SortColumn<WaitingPostback>[] = [
  { id: 'campaign', label: 'Campaign', value: (job) => job.campaign },
  { id: 'at', label: 'Signup (UTC)', value: (job) => job.at },
  { id: 'state', label: 'State', value: (job) => WAITING_STATES[job.state] },
  { id: 'tries', label: 'D1 tries', numeric: true, value: (job) => job.tries },
  { id: 'next', label: 'Next try (UTC)', value: (job) => job.next },
]

/** The page's sortable tables (`?{table}_sort=&{table}_dir=`) and their usual orders. */
export const POSTBACK_TABLES = {
  templates: sortableTable(TEMPLATE_COLUMNS, { column: 'campaign', dir: 'asc' }),
  answers: sortableTable(ANSWER_COLUMNS, { column: 'at', dir: 'desc' }),
  waiting: sortableTable(WAITING_COLUMNS, { column: 'at', dir: 'asc' }),
  refused: REFUSED_TABLE,
}
type PostbacksTable = keyof typeof POSTBACK_TABLES

const EVENT_LABELS: Record<PostbackEvent, string> = {
  signup: 'Signup created here',
  approved: 'Partner approval',
  reversed: 'Partner reversal',
}

export function PostbacksPage(props: PostbacksPageProps) {
  const { templates, total, page, form, csrfToken, errors, notice, problem } = props
  const preset = POSTBACK_PRESETS.find((candidate) => candidate.id === form.preset)
  const sorting = (table: PostbacksTable, anchor: string) =>
    tableSorting(POSTBACKS_PATH, props.here, table, props.sorts[table], anchor)
  return (
    <AdminDocument title="Postbacks">
      <p>
        <a href={ADMIN_PATH}>Back to the campaign numbers</a>
      </p>
      <h1>Postbacks</h1>
      <p>
        A visitor who lands from a campaign link carrying a click id (<code>cid</code>,{' '}
        <code>clickid</code>, <code>click_id</code> or <code>externalid</code>) carries it in the
        signed campaign cookie and, sealed, in the token on the partner link. The site then calls
        that campaign&apos;s postback URL on the events its template names: a signup created here
        (with the payout set below), the partner&apos;s approval, the partner&apos;s reversal (with
        the partner&apos;s payout). It sends no email, password or other detail of the visitor.
      </p>
      <p>
        Placeholders: {PLACEHOLDERS.map((name) => `{${name}}`).join(', ')} (the click id, the
        payout, a stable id of the conversion, the campaign tag, <code>signup</code> or{' '}
        <code>partner</code>, and <code>created</code>, <code>approved</code> or{' '}
        <code>reversed</code>), in the query string only. {'{cid}'} is required. A campaign ending
        in <code>*</code> (e.g. <code>ts_*</code>) applies to every tag that starts so; a tag&apos;s
        own template wins, then the longest prefix.{' '}
        {props.allowLocalHttp
          ? 'URLs start with https:// and name a public host (here, in development, also http://127.0.0.1 or http://localhost);'
          : 'URLs start with https:// and name a public host, on the default port;'}{' '}
        http:// only for the five sources that document nothing else.
      </p>
      <AdminNotice notice={notice} />
      <AdminProblem problem={problem} />
      {props.test ? <TestAnswer test={props.test} /> : null}
      <section aria-labelledby="postback-list">
        <h2 id="postback-list">Templates</h2>
        {total === 0 ? (
          <p>No postback templates yet.</p>
        ) : (
          <TemplateList
            templates={templates}
            total={total}
            page={page}
            csrfToken={csrfToken}
            sorting={sorting('templates', 'postback-list')}
            here={props.here}
          />
        )}
      </section>
      <section aria-labelledby="postback-answers">
        <h2 id="postback-answers">Last answers</h2>
        <AnswerList
          templates={templates}
          answers={props.answers}
          sorting={sorting('answers', 'postback-answers')}
        />
      </section>
      <section aria-labelledby="postback-waiting">
        <h2 id="postback-waiting">Waiting to be sent</h2>
        <WaitingList
          waiting={props.waiting.waiting}
          notes={props.waiting.notes}
          sorting={sorting('waiting', 'postback-waiting')}
        />
      </section>
      <RefusedPostbacks refused={props.refused} sorting={sorting('refused', 'postback-refused')} />
      <section aria-labelledby="postback-preset">
        <h2 id="postback-preset">Start from a preset</h2>
        <form className="admin-filters" method="get" action={POSTBACKS_PATH}>
          <input type="hidden" name="campaign" value={form.campaign} />
          <label>
            Traffic source or tracker
            <select name="preset" defaultValue={preset?.id ?? ''}>
              <option value="">Choose…</option>
              <optgroup label="Traffic sources">
                {POSTBACK_PRESETS.filter((choice) => choice.source).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name} (grade {choice.source!.postback!.grade})
                  </option>
                ))}
              </optgroup>
              <optgroup label="Trackers">
                {POSTBACK_PRESETS.filter((choice) => !choice.source).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <button type="submit">Fill the form</button>
        </form>
        <p>
          Replace each YOUR_… part with the value from your account before saving. Grade A: the
          source&apos;s own documentation; B: a tracker&apos;s published preset for it; C: seen only
          in public code. For B and C, check the exact URL in your source&apos;s dashboard.
        </p>
        {preset ? <PresetNote preset={preset} /> : null}
      </section>
      <section aria-labelledby="postback-edit">
        <h2 id="postback-edit">Add or change a template</h2>
        <AdminErrors errors={errors} />
        <TemplateForm form={form} csrfToken={csrfToken} />
      </section>
    </AdminDocument>
  )
}

/** What a source's preset is worth and what it needs: grade, payout, events, http. */
function PresetNote({ preset }: { preset: PostbackPreset }) {
  const postback = preset.source?.postback
  if (!postback) return <p>{preset.name}: a tracker on your own domain.</p>
  return (
    <ul aria-label={`About the ${preset.name} preset`}>
      <li>
        {preset.name}, grade {postback.grade}.
        {needsDashboardCheck(postback.grade) ? ` ${CHECK_IN_DASHBOARD}` : ''}
      </li>
      <li>
        {postback.payoutParameter ? (
          <>
            The payout goes in <code>{postback.payoutParameter}</code>.
          </>
        ) : (
          'It takes no payout.'
        )}
        {postback.note ? ` ${postback.note}` : ''}
      </li>
      {postback.events === 'goal' ? (
        <li>
          {preset.name} tells events apart only by a goal id per event: fire this template on one
          event, the one its goal counts.
        </li>
      ) : null}
      {postback.httpOnly ? (
        <li className="admin-warning">
          {preset.name} documents its postback over http:// only: the URL, with any key in it,
          travels unencrypted.
        </li>
      ) : null}
    </ul>
  )
}

/** A test postback's answer, as the source gave it (click id masked). */
function TestAnswer({ test }: { test: TestResult }) {
  return (
    <section aria-labelledby="postback-test" className="admin-notice">
      <h2 id="postback-test">Test postback for {test.campaign}</h2>
      <p role="status">
        Click id {test.click}: {test.outcome === 'sent' ? 'sent' : 'failed'},{' '}
        {test.status ? `HTTP ${test.status}` : 'no answer'}
        {test.tries > 1 ? ` after ${test.tries} tries` : ''}.
      </p>
      <pre className="admin-answer">{test.body || '(empty answer)'}</pre>
    </section>
  )
}

function TemplateList(props: {
  templates: readonly PostbackTemplate[]
  total: number
  page: number
  csrfToken: string
  sorting: Sorting
  /** The page's query without its page number: the orders asked. */
  here: URLSearchParams
}) {
  const { templates, total, page, csrfToken, sorting } = props
  // The pages keep the order.
  const pageHref = (n: number) => {
    const query = new URLSearchParams(props.here)
    query.set('page', String(n))
    return `${POSTBACKS_PATH}?${query}`
  }
  const pages = Math.max(1, Math.ceil(total / TEMPLATES_PER_PAGE))
  const first = (page - 1) * TEMPLATES_PER_PAGE + 1
  const shown =
    templates.length === 0 ? `None on page ${page}` : `${first}–${first + templates.length - 1}`
  return (
    <>
      <p role="status">
        {total === 1 ? '1 template' : `${total} templates`}
        {pages > 1 ? `; ${shown}, page ${page} of ${pages}` : ''}.
      </p>
      <TableScroller label="Postback templates">
        <table className="admin-table admin-templates">
          <caption>One template per campaign tag or prefix (ending in *)</caption>
          <thead>
            <tr>
              <SortHeaders columns={TEMPLATE_COLUMNS} sorting={sorting} />
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {templates.map((row) => {
              const events = firedEvents(row.fire)
              const apart = eventsProblem(row.template, events)
              const warning = httpOnlyWarning(row.template)
              return (
                <tr key={row.campaign}>
                  <th scope="row">
                    <a href={`${POSTBACKS_PATH}?campaign=${encodeURIComponent(row.campaign)}`}>
                      {row.campaign}
                    </a>
                  </th>
                  {/* The events' short names: the column stays narrow. */}
                  <td>{events.join(', ')}</td>
                  <td className="admin-url">
                    {row.template}
                    {apart ? <span className="admin-warning"> Warning: {apart}</span> : null}
                    {warning ? <span className="admin-warning"> Warning: {warning}</span> : null}
                  </td>
                  <td className="num">{formatMicros(row.payoutMicros)}</td>
                  <td>{when(row.updated, 16)}</td>
                  <td className="admin-actions">
                    <form method="post" action={POSTBACKS_TEST_PATH}>
                      <input type="hidden" name="csrf" value={csrfToken} />
                      <input type="hidden" name="campaign" value={row.campaign} />
                      {/* Short on screen (the table fits 1366 px); its name says it all. */}
                      <button type="submit" aria-label={`Send test postback for ${row.campaign}`}>
                        Send test
                      </button>
                    </form>
                    <form method="get" action={POSTBACKS_DELETE_PATH}>
                      <input type="hidden" name="campaign" value={row.campaign} />
                      {/* The row's name in the button's: each of them says what it deletes. */}
                      <button
                        type="submit"
                        className="admin-danger"
                        aria-label={`Delete ${row.campaign}…`}
                      >
                        Delete…
                      </button>
                    </form>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroller>
      {pages > 1 ? (
        <nav className="admin-pager" aria-label="Template pages">
          {page > 1 ? <a href={pageHref(page - 1)}>Previous page</a> : null}
          {page < pages ? <a href={pageHref(page + 1)}>Next page</a> : null}
        </nav>
      ) : null}
    </>
  )
}

/** The sources' last answers to this page's templates, newest first per template. */
function AnswerList(props: {
  templates: readonly PostbackTemplate[]
  answers: ReadonlyMap<string, readonly PostbackAnswer[]>
  sorting: Sorting
}) {
  const listed = props.templates.flatMap((template) => props.answers.get(template.campaign) ?? [])
  const rows = sortByColumns(listed, props.sorting.sort, ANSWER_COLUMNS)
  if (rows.length === 0) return <p>No answers yet: they appear here as postbacks are sent.</p>
  return (
    <TableScroller label="Answers of each template">
      <table className="admin-table admin-answers">
        <caption>
          Each template&apos;s last answers (a 2xx whose body refuses it counts as failed); click
          ids masked
        </caption>
        <thead>
          <tr>
            <SortHeaders columns={ANSWER_COLUMNS} sorting={props.sorting} />
          </tr>
        </thead>
        <tbody>
          {rows.map((answer, index) => (
            <tr key={`${answer.template}-${index}`}>
              <th scope="row">{answer.template}</th>
              <td>{when(answer.at, 19)}</td>
              <td>{answer.event}</td>
              <td>{answer.click}</td>
              <td>{answer.outcome}</td>
              <td className="num">{answer.status || '–'}</td>
              <td className="admin-url">
                <code>{answer.body || '(empty)'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}

const WAITING_STATES: Record<WaitingPostback['state'], string> = {
  pending: 'pending: waiting for D1 to send it',
  sent: 'sent; its outcome waits for D1',
  failed: 'failed; its outcome waits for D1',
  skipped: 'no template; its outcome waits for D1',
}

/** The postbacks the aggregators hold through a D1 outage (none, normally). */
function WaitingList(props: {
  waiting: readonly WaitingPostback[]
  notes: readonly string[]
  sorting: Sorting
}) {
  return (
    <>
      {props.notes.map((note) => (
        <p key={note} className="admin-errors" role="alert">
          {note}
        </p>
      ))}
      {props.waiting.length === 0 ? (
        <p>
          None: every postback of a created signup has been sent or has failed, and is in the
          answers above and the numbers on the dashboard.
        </p>
      ) : (
        <TableScroller label="Postbacks waiting">
          <table className="admin-table">
            <caption>
              Held by the count aggregators until D1 answers (given up as failed after 6 hours)
            </caption>
            <thead>
              <tr>
                <SortHeaders columns={WAITING_COLUMNS} sorting={props.sorting} />
              </tr>
            </thead>
            <tbody>
              {sortByColumns(props.waiting, props.sorting.sort, WAITING_COLUMNS).map(
                (job, index) => (
                  <tr key={`${job.campaign}-${job.at}-${index}`}>
                    <th scope="row">{job.campaign}</th>
                    <td>{when(job.at, 19)}</td>
                    <td>{WAITING_STATES[job.state]}</td>
                    <td className="num">{job.tries}</td>
                    <td>{when(job.next, 19)}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </TableScroller>
      )}
    </>
  )
}

function TemplateForm({ form, csrfToken }: { form: PostbackFormValues; csrfToken: string }) {
  const warning = httpOnlyWarning(form.template)
  return (
    <form className="admin-form" method="post" action={POSTBACKS_PATH}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <label>
        Campaign tag or prefix*
        <input
          type="text"
          name="campaign"
          defaultValue={form.campaign}
          required
          pattern={TEMPLATE_CAMPAIGN_PATTERN.source.slice(1, -1)}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <label className="admin-form-wide">
        Postback URL
        <textarea
          name="template"
          defaultValue={form.template}
          required
          maxLength={1024}
          rows={3}
          spellCheck={false}
        />
      </label>
      {warning ? (
        <p className="admin-form-wide admin-warning" role="note">
          Warning: {warning}
        </p>
      ) : null}
      <fieldset className="admin-form-wide">
        <legend>Sent on</legend>
        {POSTBACK_EVENTS.map((event) => (
          <label key={event} className="admin-check">
            <input
              type="checkbox"
              name="fire"
              value={event}
              defaultChecked={form.fire.includes(event)}
            />
            {EVENT_LABELS[event]}
          </label>
        ))}
        <p>
          Two events to one URL count as two conversions of the click unless the URL tells them
          apart: with {'{status}'} (or {'{event}'} between a signup and a partner event), or a
          template per event for sources that count by goal.
        </p>
      </fieldset>
      <label>
        Payout of a signup
        <input
          type="text"
          name="payout"
          defaultValue={form.payout}
          inputMode="decimal"
          pattern="\d{1,9}(\.\d{1,6})?"
          placeholder="0.00"
        />
      </label>
      <div className="admin-form-actions">
        <button type="submit">Save</button>
      </div>
    </form>
  )
}

/** The delete's confirmation step: what goes, and the one button that deletes it. */
export function ConfirmDeletePage({
  campaign,
  csrfToken,
}: {
  campaign: string
  csrfToken: string
}) {
  return (
    <AdminDocument title="Delete a postback template">
      <p>
        <a href={POSTBACKS_PATH}>Back to the postbacks</a>
      </p>
      <h1>Delete the template of {campaign}?</h1>
      <p>
        Conversions of {campaign} will no longer be told to its traffic source
        {campaign.endsWith('*')
          ? ' (nor those of the tags this prefix covers, unless another template does)'
          : ''}
        . The counts already made stay.
      </p>
      <form className="admin-form-actions" method="post" action={POSTBACKS_DELETE_PATH}>
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="campaign" value={campaign} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="admin-danger">
          Delete {campaign}
        </button>
        <a href={POSTBACKS_PATH}>Keep it</a>
      </form>
    </AdminDocument>
  )
}
