/**
 * What an alert can be about, declared once per kind: its label, its threshold (what it means,
 * its default and range), its default sleep, and how the 10-minute cron finds its subjects. A
 * kind added here is on the page, in its form and in the run (run-alerts.ts), or the compiler says
 * where it is missing. Each subject's text says what happened and where to look: never a
 * postback URL, a click id, a key or a token.
 */
import { formatMicros, TRAFFIC_SOURCES } from '../campaign/core'
import type { RefusalProblem } from '../campaign/conversions'
import { campaignPayout } from '../reports/zone-verdicts'
import { loadReport, type ReportRow } from '../reports/report-data'
import type { CountsRange } from '../reports/dashboard-filters'

interface AlertSubject {
  /** What the alert is about, stable from run to run (its sleep is kept under it). */
  subject: string
  text: string
}

interface AlertKindSpec {
  label: string
  /** The threshold's meaning on the page. */
  threshold: { label: string; default: number; min: number; max: number; step: number }
  sleepMinutes: number
  /** The subjects to alert about now, at the threshold; bounded by MAX_SUBJECTS. */
  find(db: D1Database, now: Date, threshold: number): Promise<AlertSubject[]>
}

/** Subjects of one kind in one run at most: the rest wait for the next run. */
const MAX_SUBJECTS = 20
/** Campaigns whose spend is judged in one run: the most spent today first. */
const SPEND_CAMPAIGNS = 20
/** Postbacks a campaign must have sent in the hour before a share of failures means something. */
const MIN_POSTBACKS = 5
const HOUR_MS = 60 * 60 * 1000

export const ALERT_KINDS = {
  postbacks_refused: {
    label: 'A traffic source refuses postbacks',
    threshold: {
      label: 'Share of postbacks failed in the last hour',
      default: 0.5,
      min: 0.05,
      max: 1,
      step: 0.05,
    },
    sleepMinutes: 60,
    find: postbacksRefused,
  },
  spend_without_conversion: {
    label: 'A campaign or zone spends with no conversion',
    threshold: { label: 'Spent today, in payouts', default: 3, min: 0.5, max: 100, step: 0.5 },
    sleepMinutes: 240,
    find: spendWithoutConversion,
  },
  rule_actions: {
    label: 'A zone rule acted',
    threshold: {
      label: 'Actions in the last 10 minutes, at least',
      default: 1,
      min: 1,
      max: 1000,
      step: 1,
    },
    sleepMinutes: 10,
    find: ruleActions,
  },
  partner_postbacks_refused: {
    label: 'A partner’s postbacks are refused',
    threshold: {
      label: 'Refused today (UTC) for one reason, at least',
      default: 10,
      min: 1,
      max: 100_000,
      step: 1,
    },
    sleepMinutes: 360,
    find: partnerPostbacksRefused,
  },
  cost_pull_failed: {
    label: 'A source’s spend pull failed',
    threshold: {
      label: 'Failed pulls in a row, the last in the hour, at least',
      default: 2,
      min: 1,
      max: 50,
      step: 1,
    },
    sleepMinutes: 120,
    find: costPullFailed,
  },
} as const satisfies Record<string, AlertKindSpec>

export type AlertKind = keyof typeof ALERT_KINDS
export const ALERT_KIND_NAMES = Object.keys(ALERT_KINDS) as AlertKind[]

export function isAlertKind(value: string): value is AlertKind {
  return Object.hasOwn(ALERT_KINDS, value)
}

/**
 * Campaigns whose postbacks to their source failed (an error status, no answer, or a 2xx whose
 * body refuses it: postback_outcomes) at least `share` of the time over this hour and the last.
 */
async function postbacksRefused(db: D1Database, now: Date, share: number) {
  const since = new Date(now.getTime() - HOUR_MS).toISOString().slice(0, 13)
  const { results } = await db
    .prepare(
      `SELECT campaign, SUM(CASE WHEN outcome = 'failed' THEN count ELSE 0 END) AS failed,
         SUM(CASE WHEN outcome IN ('sent', 'failed') THEN count ELSE 0 END) AS tried
       FROM postback_outcomes WHERE hour >= ?1 AND campaign <> '' GROUP BY campaign
       HAVING tried >= ?2 AND failed >= ?3 * tried ORDER BY failed DESC, campaign LIMIT ?4`,
    )
    .bind(since, MIN_POSTBACKS, share, MAX_SUBJECTS)
    .all<{ campaign: string; failed: number; tried: number }>()
  return results.map(({ campaign, failed, tried }) => ({
    subject: `campaign:${campaign}`,
    text: `Postbacks of ${campaign} to its traffic source: ${failed} of ${tried} failed since ${since}:00 UTC. The source's answers are on /admin/postbacks.`,
  }))
}

/**
 * Today's (UTC) campaigns, and zones (sub1) of the campaigns that spent most, that spent at least
 * `payouts` times their campaign's payout with no created signup and no revenue.
 */
async function spendWithoutConversion(db: D1Database, now: Date, payouts: number) {
  const day = now.toISOString().slice(0, 10)
  const today: CountsRange = { first: `${day}T00`, last: `${day}T23`, campaign: '' }
  const days = [{ day, firstHour: today.first }]
  const campaigns = (await loadReport(db, today, 'campaign', {}, '[]', days))
    .filter((row) => row.key !== '' && row.costMicros > 0)
    .sort((a, b) => b.costMicros - a.costMicros)
    .slice(0, SPEND_CAMPAIGNS)
  const found: AlertSubject[] = []
  for (const row of campaigns) {
    const month: CountsRange = { ...monthBefore(now), campaign: row.key }
    const payout = (await campaignPayout(db, month)).micros
    if (payout <= 0) continue
    const over = (zone: ReportRow) =>
      zone.signups === 0 && zone.revenueMicros <= 0 && zone.costMicros >= payouts * payout
    const spent = (zone: ReportRow) =>
      `spent ${formatMicros(zone.costMicros)} today (${(zone.costMicros / payout).toFixed(1)}× its payout of ${formatMicros(payout)}) with no conversion`
    if (over(row))
      found.push({ subject: `campaign:${row.key}`, text: `Campaign ${row.key} ${spent(row)}.` })
    const range: CountsRange = { ...today, campaign: row.key }
    for (const zone of await loadReport(db, range, 'sub1', {}, '[]', days)) {
      if (zone.key === '' || !over(zone)) continue
      found.push({
        subject: `zone:${row.key}:sub1:${zone.key}`,
        text: `Zone ${zone.key} of ${row.key} ${spent(zone)}.`,
      })
    }
    if (found.length >= MAX_SUBJECTS) break
  }
  return found.slice(0, MAX_SUBJECTS)
}

/** The 30 UTC days before `now`'s, the range a payout is averaged over. */
function monthBefore(now: Date): Pick<CountsRange, 'first' | 'last'> {
  const first = new Date(now.getTime() - 30 * 24 * HOUR_MS).toISOString().slice(0, 10)
  return { first: `${first}T00`, last: `${now.toISOString().slice(0, 13)}` }
}

/** What each reason a partner postback is refused means, for the alert's words. */
const REFUSED_FOR: Record<RefusalProblem, string> = {
  bad_token: 'a token this site did not issue (or none)',
  unmapped_status: 'a status word this site does not know',
  currency: 'a currency with no rate set',
}

/**
 * Campaigns (a bad token: none) whose partner postbacks were refused for one reason at least
 * `least` times today, UTC: the refusals are counted per day (postback-refusals.ts), so a day is
 * the window. Only counts and the reason: the words and tokens stay on /admin/postbacks.
 */
async function partnerPostbacksRefused(db: D1Database, now: Date, least: number) {
  const day = now.toISOString().slice(0, 10)
  const { results } = await db
    .prepare(
      `SELECT campaign, problem, SUM(count) AS refused FROM postback_refusals WHERE day = ?1
       GROUP BY campaign, problem HAVING refused >= ?2 ORDER BY refused DESC, campaign, problem
       LIMIT ?3`,
    )
    .bind(day, least, MAX_SUBJECTS)
    .all<{ campaign: string; problem: RefusalProblem; refused: number }>()
  return results.map(({ campaign, problem, refused }) => ({
    // '(none)' cannot be a campaign tag: a bad token's refusals are under no campaign.
    subject: `refused:${campaign || '(none)'}:${problem}`,
    text: `${refused} partner postback${refused === 1 ? '' : 's'} ${campaign ? `of ${campaign} ` : ''}refused today (UTC) for ${REFUSED_FOR[problem] ?? problem}. What was sent is on /admin/postbacks.`,
  }))
}

/** The zone rules' actions of the last 10 minutes (one alert listing them), at `least` of them. */
async function ruleActions(db: D1Database, now: Date, least: number) {
  const since = new Date(now.getTime() - 10 * 60 * 1000).toISOString()
  const { results } = await db
    .prepare(
      `SELECT id, rule_id AS rule, campaign, dimension, value, action FROM rule_actions
       WHERE at > ?1 ORDER BY id LIMIT 50`,
    )
    .bind(since)
    .all<{
      id: number
      rule: number
      campaign: string
      dimension: string
      value: string
      action: string
    }>()
  if (results.length < least) return []
  const lines = results.map(
    (a) => `rule ${a.rule} ${a.action} ${a.dimension} ${a.value || '(none)'} of ${a.campaign}`,
  )
  return [
    {
      subject: `actions:${results.at(-1)!.id}`,
      text: `Zone rules acted ${results.length} time${results.length === 1 ? '' : 's'} in the last 10 minutes: ${lines.join('; ')}. The audit log is on /admin/rules.`,
    },
  ]
}

/**
 * How a pull (cost_sync_runs, decision 038) ends that counts as failed: the key refused, an error
 * or no answer, a 429, a currency with no rate. A 429 alone is no alert at the default of two in a
 * row: the sync pauses for its Retry-After and the next pull usually gets past it; only one that
 * persists is. `ok` and `partial` (a tick's budget spent, the rest next tick) are fine.
 */
const FAILED_PULLS = ['auth_failed', 'failed', 'rate_limited', 'currency_mismatch']

/**
 * Connections whose last `least` pulls all failed, the latest of them started in the last hour
 * (a connection no longer pulled, or deleted, stops alerting). Only the connection, its source,
 * the status and HTTP code and the secret's name: never the run's error, whose excerpt of the
 * source's answer is the one place a token could be (cost-http.ts cuts it, but none is sent).
 */
async function costPullFailed(db: D1Database, now: Date, least: number) {
  const { results } = await db
    .prepare(
      `WITH latest AS (
         SELECT account, status, http_status, started,
           ROW_NUMBER() OVER (PARTITION BY account ORDER BY rowid DESC) AS n
         FROM cost_sync_runs WHERE started >= ?1)
       SELECT c.id, c.source, c.account_ref AS accountRef, c.secret_name AS secretName,
         COUNT(*) AS failed, MAX(latest.started) AS last,
         MAX(CASE WHEN n = 1 THEN latest.status END) AS status,
         MAX(CASE WHEN n = 1 THEN latest.http_status END) AS httpStatus
       FROM latest JOIN cost_connections AS c ON c.id = latest.account
       WHERE n <= ?2 AND latest.status IN (SELECT value FROM json_each(?3))
       GROUP BY c.id HAVING failed >= ?2 AND last >= ?4
       ORDER BY last DESC, c.id LIMIT ?5`,
    )
    .bind(
      // The runs of the last week: a streak is read back that far at most.
      now.getTime() - 7 * 24 * HOUR_MS,
      least,
      JSON.stringify(FAILED_PULLS),
      now.getTime() - HOUR_MS,
      MAX_SUBJECTS,
    )
    .all<{
      id: string
      source: string
      accountRef: string | null
      secretName: string
      failed: number
      last: number
      status: string
      httpStatus: number | null
    }>()
  return results.map((row) => {
    const name = TRAFFIC_SOURCES.find((s) => s.id === row.source)?.name ?? row.source
    const account = row.accountRef ? `, account ${row.accountRef}` : ''
    const http =
      row.httpStatus === null
        ? ''
        : row.httpStatus === 0
          ? ' (no answer)'
          : ` (HTTP ${row.httpStatus})`
    const at = new Date(row.last).toISOString().slice(11, 16)
    return {
      subject: `pull:${row.id}`,
      text: `The cost pull of ${row.id} (${name}${account}) failed ${row.failed} time${row.failed === 1 ? '' : 's'} in a row, the last at ${at} UTC: ${row.status}${http}. Its key is the secret ${row.secretName}; what the source answered is on /admin/connections.`,
    }
  })
}
