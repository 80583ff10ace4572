/**
 * The footer's discreet-browsing controls: "Clear this device" (a form POST, no JavaScript
 * needed) and the neutral tab title switch, kept on the device only, which exists only with
 * JavaScript (hidden in the markup; client/neutral-title.ts shows it and applies the choice).
 */
import { NEUTRAL_TITLE, NEUTRAL_TITLE_ATTR } from '../shared/discretion-contract'
import { CLEAR_DATA_PATH } from '../shared/paths'

export function DeviceControls() {
  return (
    <div className="device-controls">
      <form method="post" action={CLEAR_DATA_PATH}>
        <button type="submit" className="button">
          Clear this device
        </button>
      </form>
      <button
        type="button"
        className="button"
        aria-pressed="false"
        hidden
        {...{ [NEUTRAL_TITLE_ATTR]: '' }}
      >
        {`Neutral tab title (“${NEUTRAL_TITLE}”)`}
      </button>
    </div>
  )
}
