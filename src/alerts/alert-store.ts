/**
 * Alerts in D1 (migration 0150): each kind's settings (off until the owner turns it on), the
 * sleeps that keep an alert from repeating every run, and the log of every alert sent.
 */
import { ALERT_KIND_NAMES, ALERT_KINDS, type AlertKind } from './alert-kinds'

export interface AlertSetting {
  kind: AlertKind
  enabled: boolean
  threshold: number
  sleepMinutes: number
}

export interface SentAlert {
  id: number
  kind: string
  subject: string
  text: string
  outcome: string
  at: string
}

/** Alerts listed on the page: the latest. */
const ALERTS_LISTED = 50

/** Every kind's settings, its defaults where none is saved. */
export async function loadAlertSettings(db: D1Database): Promise<AlertSetting[]> {
  const { results } = await db
    .prepare('SELECT kind, enabled, threshold, sleep_minutes AS sleepMinutes FROM alert_settings')
    .all<{ kind: string; enabled: number; threshold: number; sleepMinutes: number }>()
  const saved = new Map(results.map((row) => [row.kind, row]))
  return ALERT_KIND_NAMES.map((kind) => {
    const row = saved.get(kind)
    const spec = ALERT_KINDS[kind]
    return row
      ? {
          kind,
          enabled: row.enabled === 1,
          threshold: row.threshold,
          sleepMinutes: row.sleepMinutes,
        }
      : { kind, enabled: false, threshold: spec.threshold.default, sleepMinutes: spec.sleepMinutes }
  })
}

export async function saveAlertSettings(
  db: D1Database,
  settings: readonly AlertSetting[],
  now: Date,
): Promise<void> {
  await db.batch(
    settings.map((s) =>
      db
        .prepare(
          `INSERT INTO alert_settings (kind, enabled, threshold, sleep_minutes, updated)
           VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (kind) DO UPDATE SET enabled = ?2,
           threshold = ?3, sleep_minutes = ?4, updated = ?5`,
        )
        .bind(s.kind, s.enabled ? 1 : 0, s.threshold, s.sleepMinutes, now.toISOString()),
    ),
  )
}

/** The subjects of `kind` asleep at `now`. */
export async function sleepingSubjects(
  db: D1Database,
  kind: string,
  now: Date,
): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT subject FROM alert_sleep WHERE kind = ?1 AND until > ?2')
    .bind(kind, now.toISOString())
    .all<{ subject: string }>()
  return new Set(results.map((row) => row.subject))
}

/**
 * Logs a sent alert and, given `until`, puts its subject to sleep until then, in one batch; a
 * test alert gives none and puts nothing to sleep.
 */
export async function recordAlert(
  db: D1Database,
  alert: Omit<SentAlert, 'id'>,
  until?: Date,
): Promise<void> {
  const log = db
    .prepare('INSERT INTO alert_log (kind, subject, text, outcome, at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(alert.kind, alert.subject, alert.text, alert.outcome, alert.at)
  if (!until) {
    await log.run()
    return
  }
  await db.batch([
    log,
    db
      .prepare(
        `INSERT INTO alert_sleep (kind, subject, until) VALUES (?1, ?2, ?3)
         ON CONFLICT (kind, subject) DO UPDATE SET until = ?3`,
      )
      .bind(alert.kind, alert.subject, until.toISOString()),
  ])
}

export async function listAlerts(db: D1Database): Promise<SentAlert[]> {
  const { results } = await db
    .prepare('SELECT id, kind, subject, text, outcome, at FROM alert_log ORDER BY id DESC LIMIT ?1')
    .bind(ALERTS_LISTED)
    .all<SentAlert>()
  return results
}
