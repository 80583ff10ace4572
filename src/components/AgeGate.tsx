/**
 * The 18+ confirmation over every content page until the visitor confirms. A plain form POST,
 * so it works without JavaScript; the page's content stays in the HTML underneath (inert).
 */
import { RETURN_FIELD } from '../http/age-gate'
import type { SlotFill } from '../http/slots'
import { NEUTRAL_SITE_URL } from '../shared/discretion-contract'
import { useSite } from '../site/site-context'
import { markupTemplate } from '../markup/markup-template'
import { Slot } from '../markup/Slot'
import { AGE_GATE_PATH } from '../shared/paths'

/** Where "Leave" goes: the same neutral site as Quick exit. */
export const LEAVE_URL = NEUTRAL_SITE_URL

/** The slot holding the form's return field: cached pages are shared, the URL is not. */
export const RETURN_SLOT = 'age-return'

/** The form's hidden field: where to return once confirmed. */
export function ReturnField({ path }: { path: string }) {
  return <input type="hidden" name={RETURN_FIELD} value={path} />
}

const RETURN_FIELD_TEMPLATE = markupTemplate<'path'>('18+ return field', (hole) => (
  <ReturnField path={hole.text('path')} />
))

/** Each visitor returns to exactly the URL they were on, path and query. */
export const returnFieldSlot: SlotFill = {
  varies: 'request',
  fill: (request) => RETURN_FIELD_TEMPLATE.fill({ path: request.pathAndQuery() }),
}

export function AgeGate() {
  const { config } = useSite()
  return (
    <div
      className="age-gate"
      role="dialog"
      aria-modal="true"
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
    >
      <form method="post" action={AGE_GATE_PATH}>
        <h2 id="age-gate-title">Adults only (18+)</h2>
        <p id="age-gate-text">
          {config.brand} is an adult directory. Please confirm that you are 18 years or older and
          that adult content is legal where you are.
        </p>
        <Slot name={RETURN_SLOT} />
        <div className="actions">
          <button className="button button-primary" type="submit">
            Enter: I am 18 or older
          </button>
          <a className="button" href={LEAVE_URL} rel="noreferrer">
            Leave
          </a>
        </div>
      </form>
    </div>
  )
}
