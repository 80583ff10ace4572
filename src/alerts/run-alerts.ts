/**
 * The alerts' run, after the zone rules' in the 10-minute Cron Trigger (index.ts): for each kind
 * turned on, its subjects now (alert-kinds.ts), each one not asleep sent to every configured
 * destination (alert-destinations.ts), logged, and put to sleep for the kind's sleep time. Each
 * kind is run on its own: one failing (D1, a destination) never stops the others.
 */
import type { Env } from '../env'
import { logError, logInfo } from '../shared/log'
import { ALERT_DESTINATION_NAMES, ALERT_DESTINATIONS, sendAlert } from './alert-destinations'
import { ALERT_KINDS, type AlertKind } from './alert-kinds'
import { loadAlertSettings, recordAlert, sleepingSubjects } from './alert-store'

/** Whether any destination is set: without one, nothing is looked for. */
function alertsConfigured(env: Env): boolean {
  return ALERT_DESTINATION_NAMES.some((name) => ALERT_DESTINATIONS[name].configured(env))
}

export async function runAlerts(env: Env, now: Date, send: typeof fetch = fetch): Promise<void> {
  const db = env.DB
  if (!db || !alertsConfigured(env)) return
  let settings
  try {
    settings = await loadAlertSettings(db)
  } catch (error) {
    logError('alerts_failed', { error: String(error).slice(0, 200) })
    return
  }
  let sent = 0
  for (const setting of settings) {
    if (!setting.enabled) continue
    try {
      sent += await runKind(
        env,
        db,
        setting.kind,
        setting.threshold,
        setting.sleepMinutes,
        now,
        send,
      )
    } catch (error) {
      logError('alerts_failed', { kind: setting.kind, error: String(error).slice(0, 200) })
    }
  }
  logInfo('alerts_ran', { sent })
}

async function runKind(
  env: Env,
  db: D1Database,
  kind: AlertKind,
  threshold: number,
  sleepMinutes: number,
  now: Date,
  send: typeof fetch,
): Promise<number> {
  const found = await ALERT_KINDS[kind].find(db, now, threshold)
  if (found.length === 0) return 0
  const asleep = await sleepingSubjects(db, kind, now)
  const until = new Date(now.getTime() + sleepMinutes * 60_000)
  let sent = 0
  for (const { subject, text } of found) {
    if (asleep.has(subject)) continue
    const at = now.toISOString()
    const outcomes = await sendAlert(env, { kind, subject, text, at }, send)
    await recordAlert(db, { kind, subject, text, outcome: outcomes.join('; '), at }, until)
    sent++
  }
  return sent
}
