/**
 * The 18+ confirmation over every content page until the visitor confirms. A plain form POST,
 * so it works without JavaScript; the page's content stays in the HTML underneath (inert).
 */
import { AGE_GATE_PATH, RETURN_FIELD } from '../http/age-gate'
import { useSite } from '../render/site-context'

/** Where "Leave" goes: a neutral, general-purpose site. */
export const LEAVE_URL = 'https://www.google.com/'

export function AgeGate() {
  const { config, path } = useSite()
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
        <input type="hidden" name={RETURN_FIELD} value={path} />
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
