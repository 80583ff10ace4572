/** The alerts form read and checked: for each kind, on or off, its threshold and its sleep. */
import { ALERT_KIND_NAMES, ALERT_KINDS } from './alert-kinds'
import type { AlertSetting } from './alert-store'

/** Sleep at most a week: an alert asleep longer is one nobody wants. */
const MAX_SLEEP_MINUTES = 7 * 24 * 60

export function readAlertForm(
  field: (name: string) => string,
): { ok: true; settings: AlertSetting[] } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const settings = ALERT_KIND_NAMES.map((kind) => {
    const spec = ALERT_KINDS[kind]
    const threshold = Number(field(`${kind}_threshold`).trim())
    const sleepMinutes = Number(field(`${kind}_sleep`).trim())
    const { min, max } = spec.threshold
    if (!Number.isFinite(threshold) || threshold < min || threshold > max) {
      errors.push(
        `${spec.label}: ${spec.threshold.label.toLowerCase()} must be from ${min} to ${max}.`,
      )
    }
    if (!Number.isInteger(sleepMinutes) || sleepMinutes < 1 || sleepMinutes > MAX_SLEEP_MINUTES) {
      errors.push(`${spec.label}: the sleep must be whole minutes from 1 to ${MAX_SLEEP_MINUTES}.`)
    }
    return { kind, enabled: field(`${kind}_enabled`) !== '', threshold, sleepMinutes }
  })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, settings }
}
