/**
 * The link builder: pick a page, type a tag, get the `?sub=` link to that page and the `/go` link
 * to the partner, ready to copy. A plain GET form on /admin: it works without JavaScript.
 */
import type { LinkRequest } from '../reports/link-builder'
import { CampaignTagInput } from './CampaignTagInput'
import { ADMIN_PATH } from '../../shared/paths'

export function LinkBuilder({ link }: { link: LinkRequest }) {
  return (
    <section aria-labelledby="link-builder">
      <h2 id="link-builder">Link builder</h2>
      <form className="admin-filters" method="get" action={`${ADMIN_PATH}#link-builder`}>
        <label>
          Page
          <select name="link_page" defaultValue={link.path}>
            {link.choices.map((choice) => (
              <option key={choice.path} value={choice.path}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Campaign tag
          <CampaignTagInput name="link_tag" defaultValue={link.tag} required />
        </label>
        <button type="submit">Build links</button>
      </form>
      {link.error ? (
        <p className="admin-errors" role="alert">
          {link.error}
        </p>
      ) : null}
      {link.links ? (
        <dl className="admin-totals">
          <div>
            <dt>Link to the page</dt>
            <dd>
              <input
                type="text"
                readOnly
                value={link.links.landing}
                aria-label="Link to the page"
              />
            </dd>
          </div>
          <div>
            <dt>Link straight to the partner (/go)</dt>
            <dd>
              <input type="text" readOnly value={link.links.go} aria-label="Link through /go" />
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  )
}
