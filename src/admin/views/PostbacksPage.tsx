/**
 * /admin/postbacks: the postback each campaign's advertiser gets when a signup is created. A list
 * of templates, a form to add or change one (with a preset to start from), and a delete button
 * per row. Plain forms: it works without JavaScript.
 */
import { CAMPAIGN_PATTERN } from '../../campaign/core/campaign-tag'
import { formatMicros } from '../../campaign/core/money'
import { PLACEHOLDERS, PRESETS } from '../../campaign/conversions/postback-template'
import type { PostbackTemplate } from '../../campaign/conversions/postback-store'
import { AdminDocument } from './AdminDocument'
import { ADMIN_PATH, POSTBACKS_DELETE_PATH, POSTBACKS_PATH } from '../../shared/paths'

export interface PostbackFormValues {
  campaign: string
  template: string
  payout: string
}

interface PostbacksPageProps {
  templates: readonly PostbackTemplate[]
  form: PostbackFormValues
  /** The hidden field that proves a post came from this page. */
  csrfToken: string
  errors: readonly string[]
  /** What the last post did, e.g. "Saved spring_1." */
  notice?: string
  problem?: string
  allowLocalHttp: boolean
}

export function PostbacksPage(props: PostbacksPageProps) {
  const { templates, form, csrfToken, errors, notice, problem, allowLocalHttp } = props
  return (
    <AdminDocument title="Postbacks">
      <p>
        <a href={ADMIN_PATH}>Back to the campaign numbers</a>
      </p>
      <h1>Postbacks</h1>
      <p>
        When a signup is created for a visitor who landed from a campaign link carrying a click id (
        <code>cid</code>, <code>clickid</code>, <code>click_id</code> or <code>externalid</code>),
        the site calls that campaign&apos;s postback URL once, after the visitor&apos;s answer, so
        the traffic source or tracker learns of the conversion. It sends no email, password or other
        detail of the visitor. Placeholders: {PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}{' '}
        (the click id, this payout, a stable id of the signup, the campaign tag, and{' '}
        <code>signup</code>).{' '}
        {allowLocalHttp
          ? 'URLs start with https:// (here, in development, also http://127.0.0.1 or http://localhost).'
          : 'URLs start with https://.'}
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
        {templates.length === 0 ? (
          <p>No postback templates yet.</p>
        ) : (
          <div
            className="admin-table-wrap"
            role="region"
            aria-label="Postback templates"
            tabIndex={0}
          >
            <table className="admin-table">
              <caption>One template per campaign tag</caption>
              <thead>
                <tr>
                  <th scope="col">Campaign</th>
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
                    <td className="admin-url">{row.template}</td>
                    <td className="num">{formatMicros(row.payoutMicros)}</td>
                    <td>{row.updated.slice(0, 16).replace('T', ' ')}</td>
                    <td>
                      <form method="post" action={POSTBACKS_DELETE_PATH}>
                        <input type="hidden" name="csrf" value={csrfToken} />
                        <input type="hidden" name="campaign" value={row.campaign} />
                        <button type="submit">Delete {row.campaign}</button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
        <form className="admin-postback-form" method="post" action={POSTBACKS_PATH}>
          <input type="hidden" name="csrf" value={csrfToken} />
          <label>
            Campaign tag
            <input
              type="text"
              name="campaign"
              defaultValue={form.campaign}
              required
              pattern={CAMPAIGN_PATTERN.source.slice(1, -1)}
              maxLength={64}
            />
          </label>
          <label>
            Postback URL
            <input
              type="text"
              name="template"
              defaultValue={form.template}
              required
              maxLength={1024}
            />
          </label>
          <label>
            Payout
            <input
              type="text"
              name="payout"
              defaultValue={form.payout}
              inputMode="decimal"
              pattern="\d{1,9}(\.\d{1,6})?"
              placeholder="0.00"
            />
          </label>
          <button type="submit">Save</button>
        </form>
      </section>
    </AdminDocument>
  )
}
