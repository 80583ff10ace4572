/**
 * The footer's discreet-browsing controls: "Clear this device" and the neutral tab title switch,
 * both form POSTs that work without JavaScript. The switch's choice is a cookie the server reads
 * (http/neutral-title.ts), so every page's HTML carries the title chosen: nothing flashes.
 */
import { NEUTRAL_FIELD } from '../http/neutral-title'
import { RETURN_FIELD } from '../http/age-gate'
import { NEUTRAL_TITLE } from '../shared/discretion-contract'
import { useSite } from '../site/site-context'
import { CLEAR_DATA_PATH, NEUTRAL_TITLE_PATH } from '../shared/paths'

export function DeviceControls() {
  const { neutralTitle, path } = useSite()
  return (
    <div className="device-controls">
      <form method="post" action={CLEAR_DATA_PATH}>
        <button type="submit" className="button">
          Clear this device
        </button>
      </form>
      <form method="post" action={NEUTRAL_TITLE_PATH}>
        {/* Back to this page (the server prefers the Referer, which has the query too). */}
        <input type="hidden" name={RETURN_FIELD} value={path} />
        <input type="hidden" name={NEUTRAL_FIELD} value={neutralTitle ? 'off' : 'on'} />
        <button type="submit" className="button" aria-pressed={neutralTitle}>
          {/* Its state in words too, not only the filled button of aria-pressed. */}
          {`Neutral tab title (“${NEUTRAL_TITLE}”): ${neutralTitle ? 'on' : 'off'}`}
        </button>
      </form>
    </div>
  )
}
