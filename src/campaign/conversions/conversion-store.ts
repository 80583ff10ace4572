/**
 * Conversions written one at a time, each at once and exactly once: a partner postback's revenue
 * and an outgoing postback's outcome. Each write is one D1 batch (one transaction) that adds the
 * numbers only when its key is new and records the key; a repeat, or a retry after D1 committed,
 * adds nothing. Keys are HMACs (see sign.ts), never the partner's txid or the click id itself.
 * A reversal is matched to the approval it undoes (partner_approvals).
 */
import { CLICK_DIMENSION_SPECS, sign } from '../core'
import type { PostbackStatus } from '../core'
import type { ClickDimensions, PartnerKey } from '../attribution'
import { answerStatements, type PostbackAnswer } from './postback-answers'

/**
 * Days a key is kept; a partner repeating a postback later than this would count twice (the
 * daily cron prunes them, prune-counts.ts).
 */
export const CONVERSION_KEY_DAYS = 120

/** Whether neither the key (?1) nor its legacy twin (?3, see ConversionKeys) was counted yet. */
const GUARD = 'NOT EXISTS (SELECT 1 FROM conversion_keys WHERE key IN (?1, ?3))'
/** Remembers ?1 on the day ?2, unless it or its twin is known. */
const REMEMBER = `INSERT INTO conversion_keys (key, day) SELECT ?1, ?2 WHERE ${GUARD}
  ON CONFLICT DO NOTHING`

/**
 * The keys of one partner postback. `key` is an HMAC under CAMPAIGN_SECRET, so rotating the
 * postback URL's secret (POSTBACK_SECRET) after a leak counts no old transaction again.
 * `legacy` is the key as it was made before, under POSTBACK_SECRET: checked too, so
 * transactions counted before the change are not counted twice; it can go once every such key
 * is older than CONVERSION_KEY_DAYS.
 */
interface ConversionKeys {
  key: string
  legacy?: string
}

/** The key of a partner transaction's status, independent of POSTBACK_SECRET. */
export function partnerKeys(
  campaignSecret: string,
  postbackSecret: string,
  txid: string,
  status: PostbackStatus,
): Promise<ConversionKeys> {
  const text = `txid:${status}:${txid}`
  return Promise.all([sign(campaignSecret, `conversion:${text}`), sign(postbackSecret, text)]).then(
    ([key, legacy]) => ({ key, legacy }),
  )
}

/** The key under which an approved txid waits for a possible reversal. */
export function approvalKey(campaignSecret: string, txid: string): Promise<string> {
  return sign(campaignSecret, `approval:${txid}`)
}

/**
 * The click a postback names, for one txid: an HMAC of the txid with everything the token says
 * (campaign, hour, page, dimensions, click id). A reversal must name the approval's click; the
 * code tells nothing without the txid and the token, and links no two transactions.
 */
export function clickOfTransaction(
  campaignSecret: string,
  txid: string,
  key: PartnerKey,
): Promise<string> {
  const dims = key.dims ? REVENUE_DIMENSIONS.map((name) => key.dims![name]).join('|') : ''
  const click = [key.campaign, key.hour, key.page, dims, key.cid ?? ''].join('\n')
  return sign(campaignSecret, `approval-click:${txid}\n${click}`)
}

/** An approval and the click it was for (approvalKey, clickOfTransaction). */
interface Approval {
  key: string
  click: string
}

interface RevenueRow {
  /** UTC hour of the click, YYYY-MM-DDTHH (from the partner token). */
  hour: string
  campaign: string
  page: string
  /** The click's dimensions, as the partner token's decoded payload gives them ('' for absent). */
  dims?: ClickDimensions
  status: PostbackStatus
  micros: number
}

/** The dimension columns of partner_revenue beyond hour, campaign and page: the click's. */
const REVENUE_DIMENSIONS = CLICK_DIMENSION_SPECS.map((spec) => spec.column)

/** `?from`, `?from+1`, …: one slot per dimension. */
function dimensionSlots(from: number): string {
  return REVENUE_DIMENSIONS.map((_, i) => `?${i + from}`).join(', ')
}

const ADD_REVENUE = `ON CONFLICT (hour, campaign, page, ${REVENUE_DIMENSIONS.join(', ')}, status)
  DO UPDATE SET count = count + 1, micros = micros + excluded.micros`

/**
 * Adds a partner postback once per key: 'counted', or 'duplicate' when the key was known. An
 * approval is also remembered by `approval` (approvalKey), with its amount, for a reversal.
 */
export async function recordRevenue(
  db: D1Database,
  keys: ConversionKeys,
  row: RevenueRow,
  today: string,
  approval?: Approval,
): Promise<'counted' | 'duplicate'> {
  const dims = CLICK_DIMENSION_SPECS.map(({ name }) => row.dims?.[name] ?? '')
  const guarded = [keys.key, today, keys.legacy ?? keys.key]
  const statements = [
    db
      .prepare(
        `INSERT INTO partner_revenue (hour, campaign, page, status, count, micros,
           ${REVENUE_DIMENSIONS.join(', ')})
         SELECT ?4, ?5, ?6, ?7, 1, ?8, ${dimensionSlots(9)} WHERE ${GUARD} ${ADD_REVENUE}`,
      )
      .bind(...guarded, row.hour, row.campaign, row.page, row.status, row.micros, ...dims),
  ]
  if (approval) {
    statements.push(
      db
        .prepare(
          `INSERT INTO partner_approvals (key, micros, day, click) SELECT ?4, ?5, ?2, ?6
           WHERE ${GUARD} ON CONFLICT DO NOTHING`,
        )
        .bind(...guarded, approval.key, row.micros, approval.click),
    )
  }
  statements.push(db.prepare(REMEMBER).bind(...guarded))
  const results = await db.batch(statements)
  return results.at(-1)!.meta.changes === 1 ? 'counted' : 'duplicate'
}

/**
 * Whether this approval is counted and not yet reversed: a rejection word then means the partner
 * took a paid sale back (Affise's, Everad's and Traffic.Partners' `trash`), a reversal.
 */
export async function isApproved(db: D1Database, approval: Approval): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS found FROM partner_approvals WHERE key = ?1 AND click IN (?2, '') AND reversed = 0",
    )
    .bind(approval.key, approval.click)
    .first()
  return row !== null
}

/** What a reversal came to (recordReversal). */
type ReversalResult =
  { result: 'counted'; micros: number } | { result: 'duplicate' | 'mismatch' | 'early' }

/** The amount a reversal takes back: what it asks (?2), at most the approval's, all when 0. */
const REVERSED_AMOUNT = 'CASE WHEN ?2 > 0 AND ?2 < micros THEN ?2 ELSE micros END'
/** The approval ?1 for the click ?3 (an approval from before clicks were kept matches any). */
const SAME_CLICK = "key = ?1 AND click IN (?3, '')"

/**
 * Applies a reversal to the approval it names, once and at most the approved amount (the whole
 * approved amount when the partner sends no payout), only when it names the approval's click:
 * 'counted' with the amount subtracted, 'duplicate' when that approval was already reversed,
 * 'mismatch' when the approval was for another click (or campaign), 'early' when no approval
 * is known yet: the reversal is then kept, and applied by the approval if it comes (they race).
 * One transaction: the revenue row is written only while the approval is not yet reversed.
 */
export async function recordReversal(
  db: D1Database,
  approval: Approval,
  row: RevenueRow,
  today: string,
): Promise<ReversalResult> {
  const dims = CLICK_DIMENSION_SPECS.map(({ name }) => row.dims?.[name] ?? '')
  const [, marked, known] = await db.batch([
    db
      .prepare(
        `INSERT INTO partner_revenue (hour, campaign, page, status, count, micros,
           ${REVENUE_DIMENSIONS.join(', ')})
         SELECT ?4, ?5, ?6, 'reversed', 1, ${REVERSED_AMOUNT}, ${dimensionSlots(7)}
         FROM partner_approvals WHERE ${SAME_CLICK} AND reversed = 0 ${ADD_REVENUE}`,
      )
      .bind(approval.key, row.micros, approval.click, row.hour, row.campaign, row.page, ...dims),
    db
      .prepare(
        "UPDATE partner_approvals SET reversed = 1 WHERE key = ?1 AND click IN (?2, '') AND reversed = 0",
      )
      .bind(approval.key, approval.click),
    db
      .prepare(
        `SELECT ${REVERSED_AMOUNT} AS micros, click IN (?3, '') AS same FROM partner_approvals
         WHERE key = ?1`,
      )
      .bind(approval.key, row.micros, approval.click),
    db
      .prepare(
        `INSERT OR IGNORE INTO partner_early_reversals (key, click, micros, day)
         SELECT ?1, ?3, ?2, ?4 WHERE NOT EXISTS (SELECT 1 FROM partner_approvals WHERE key = ?1)`,
      )
      .bind(approval.key, row.micros, approval.click, today),
  ])
  const found = known!.results[0] as { micros: number; same: number } | undefined
  if (!found) return { result: 'early' }
  if (marked!.meta.changes === 1) return { result: 'counted', micros: found.micros }
  return { result: found.same ? 'duplicate' : 'mismatch' }
}

/**
 * Applies the reversal that came before its approval (recordReversal's 'early'), if one waits
 * for this approval and names its click: the amount taken back, else undefined. Guarded as a
 * reversal is (the approval not yet reversed), so it applies once whichever order they raced in.
 */
export async function applyEarlyReversal(
  db: D1Database,
  approval: Approval,
  row: RevenueRow,
): Promise<number | undefined> {
  const dims = REVENUE_DIMENSIONS.map((name) => row.dims?.[name] ?? '')
  const waiting = `EXISTS (SELECT 1 FROM partner_early_reversals e WHERE e.key = ?1 AND e.click = ?2)`
  const early = '(SELECT e.micros FROM partner_early_reversals e WHERE e.key = ?1)'
  const amount = `CASE WHEN ${early} > 0 AND ${early} < micros THEN ${early} ELSE micros END`
  const [, marked, applied] = await db.batch([
    db
      .prepare(
        `INSERT INTO partner_revenue (hour, campaign, page, status, count, micros,
           ${REVENUE_DIMENSIONS.join(', ')})
         SELECT ?3, ?4, ?5, 'reversed', 1, ${amount}, ${dimensionSlots(6)}
         FROM partner_approvals WHERE key = ?1 AND click = ?2 AND reversed = 0 AND ${waiting}
         ${ADD_REVENUE}`,
      )
      .bind(approval.key, approval.click, row.hour, row.campaign, row.page, ...dims),
    db
      .prepare(
        `UPDATE partner_approvals SET reversed = 1
         WHERE key = ?1 AND click = ?2 AND reversed = 0 AND ${waiting}`,
      )
      .bind(approval.key, approval.click),
    db
      .prepare(`SELECT ${amount} AS micros FROM partner_approvals WHERE key = ?1`)
      .bind(approval.key),
    db
      .prepare('DELETE FROM partner_early_reversals WHERE key = ?1 AND click = ?2')
      .bind(approval.key, approval.click),
  ])
  if (marked!.meta.changes !== 1) return undefined
  return (applied!.results[0] as { micros: number } | undefined)?.micros
}

/** What became of one outgoing postback. */
export type PostbackOutcome = 'sent' | 'failed' | 'skipped'

/**
 * Adds one outgoing postback's outcome once per key (the signup's own id, or the partner
 * transaction's): sent, failed, or skipped (a click id and no template to send it with), with
 * the source's answer when there was one (postback-answers.ts), in the same transaction.
 */
export async function recordPostbackOutcome(
  db: D1Database,
  key: string,
  row: { hour: string; campaign: string; outcome: PostbackOutcome },
  today: string,
  answer?: PostbackAnswer,
): Promise<void> {
  const guarded = [key, today, key]
  await db.batch([
    ...(answer ? answerStatements(db, answer, key) : []),
    db
      .prepare(
        `INSERT INTO postback_outcomes (hour, campaign, outcome, count)
         SELECT ?4, ?5, ?6, 1 WHERE ${GUARD}
         ON CONFLICT (hour, campaign, outcome) DO UPDATE SET count = count + 1`,
      )
      .bind(...guarded, row.hour, row.campaign, row.outcome),
    db.prepare(REMEMBER).bind(...guarded),
  ])
}
