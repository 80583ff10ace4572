/**
 * /admin/postbacks: the postback each campaign's traffic source or tracker gets, on the site's
 * created signup, on the partner's approval and reversal, or both. A list of templates (a page at
 * a time, with the total), a form to add or change one (with a preset to start from), and a
 * delete button per row that asks first. Plain forms: it works without JavaScript.
 */
import { formatMicros } from '../../campaign/core'
import {
  type FireMode,
  PLACEHOLDERS,
  type PostbackTemplate,
  PRESETS,
  TEMPLATE_CAMPAIGN_PATTERN,
  TEMPLATES_PER_PAGE,
} from '../../campaign/conversions'
import { AdminDocument } from './AdminDocument'
import { TableScroller } from './TableScroller'
import { ADMIN_PATH, POSTBACKS_DELETE_PATH, POSTBACKS_PATH } from '../../shared/paths'

export interface PostbackFormValues {
  campaign: string
  template: string
  payout: string
  /** A FireMode, or what a post sent (shown back as given). */
  fire: string
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
}

const FIRE_LABELS: Record<FireMode, string> = {
  signup: 'Signup created here',
  partner: 'Partner approval, reversal',
  both: 'Both',
}

export function PostbacksPage(props: PostbacksPageProps) {
  const { templates, total, page, form, csrfToken, errors, notice, problem } = props
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
        that campaign&apos;s postback URL once: when a signup is created here (with the payout set
        below), when the partner approves or reverses the signup (with the partner&apos;s payout),
        or both. It sends no email, password or other detail of the visitor.
      </p>
      <p>
        Placeholders: {PLACEHOLDERS.map((name) => `{${name}}`).join(', ')} (the click id, the
        payout, a stable id of the conversion, the campaign tag, <code>signup</code> or{' '}
        <code>partner</code>, and <code>created</code>, <code>approved</code> or{' '}
        <code>reversed</code>), in the query string only. {'{cid}'} is required. A campaign ending
        in <code>*</code> (e.g. <code>ts_*</code>) applies to every tag that starts so; a tag&apos;s
        own template wins, then the longest prefix.{' '}
        {props.allowLocalHttp
          ? 'URLs start with https:// and name a public host (here, in development, also http://127.0.0.1 or http://localhost).'
          : 'URLs start with https:// and name a public host, on the default port.'}
      </p>
      {notice ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p className="admin-errors" role="alert">
          {problem}
        </p>
      ) : null}
      <section aria-labelledby="postback-list">
        <h2 id="postback-list">Templates</h2>
        {total === 0 ? (
          <p>No postback templates yet.</p>
        ) : (
          <TemplateList templates={templates} total={total} page={page} />
        )}
      </section>
      <section aria-labelledby="postback-preset">
        <h2 id="postback-preset">Start from a preset</h2>
        <form className="admin-filters" method="get" action={POSTBACKS_PATH}>
          <input type="hidden" name="campaign" value={form.campaign} />
          <label>
            Traffic source or tracker
            <select name="preset" defaultValue="">
              <option value="">Choose…</option>
              {PRESETS.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Fill the form</button>
        </form>
        <p>Replace each YOUR_… part with the value from your account before saving.</p>
      </section>
      <section aria-labelledby="postback-edit">
        <h2 id="postback-edit">Add or change a template</h2>
        {errors.length ? (
          <ul className="admin-errors" role="alert">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
        <TemplateForm form={form} csrfToken={csrfToken} />
      </section>
    </AdminDocument>
  )
}

function TemplateList(props: {
  templates: readonly PostbackTemplate[]
  total: number
  page: number
}) {
  const { templates, total, page } = props
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
              <th scope="col">Campaign</th>
              <th scope="col">Fires on</th>
              <th scope="col">Postback URL</th>
              <th scope="col" className="num">
                Payout
              </th>
              <th scope="col">Saved (UTC)</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {templates.map((row) => (
              <tr key={row.campaign}>
                <th scope="row">
                  <a href={`${POSTBACKS_PATH}?campaign=${encodeURIComponent(row.campaign)}`}>
                    {row.campaign}
                  </a>
                </th>
                <td>{row.fire}</td>
                <td className="admin-url">{row.template}</td>
                <td className="num">{formatMicros(row.payoutMicros)}</td>
                <td>{row.updated.slice(0, 16).replace('T', ' ')}</td>
                <td>
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
            ))}
          </tbody>
        </table>
      </TableScroller>
      {pages > 1 ? (
        <nav className="admin-pager" aria-label="Template pages">
          {page > 1 ? <a href={`${POSTBACKS_PATH}?page=${page - 1}`}>Previous page</a> : null}
          {page < pages ? <a href={`${POSTBACKS_PATH}?page=${page + 1}`}>Next page</a> : null}
        </nav>
      ) : null}
    </>
  )
}

function TemplateForm({ form, csrfToken }: { form: PostbackFormValues; csrfToken: string }) {
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
      <label>
        Sent
        <select name="fire" defaultValue={form.fire}>
          {(Object.keys(FIRE_LABELS) as FireMode[]).map((mode) => (
            <option key={mode} value={mode}>
              {FIRE_LABELS[mode]}
            </option>
          ))}
        </select>
      </label>
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
