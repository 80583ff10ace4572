/** The dashboard's date presets: today, yesterday, the last 7 and 30 days, this month, in a zone. */
import { shiftDay as shift } from '../../reports/operator-input'
import { zoneToday } from '../../reports/zone-days'

interface DatePreset {
  label: string
  from: string
  to: string
}

/** The presets of the zone's today (`now` for tests). */
export function datePresets(tz: string, now: Date = new Date()): DatePreset[] {
  const today = zoneToday(tz, now)
  return [
    { label: 'Today', from: today, to: today },
    { label: 'Yesterday', from: shift(today, -1), to: shift(today, -1) },
    { label: 'Last 7 days', from: shift(today, -6), to: today },
    { label: 'Last 30 days', from: shift(today, -29), to: today },
    { label: 'This month', from: `${today.slice(0, 8)}01`, to: today },
  ]
}
