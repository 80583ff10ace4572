/**
 * Partner postbacks refused for a word this site does not know, counted per UTC day, campaign,
 * problem and word (`postback_refusals`), so a network sending `frobnicate` or `EUR` shows on
 * /admin/postbacks instead of vanishing into its own logs. Only the word is kept, cut to a short
 * plain form: never the token, the txid or the payout. A token this site did not issue (or could
 * not read) is counted too, under no campaign (a bad token names none) and no word: how many.
 */

export type RefusalProblem = 'unmapped_status' | 'currency' | 'bad_token'

/** The word kept for a bad token: none of the token itself. */
export const BAD_TOKEN_WORD = '(token)'

export interface Refusal {
  day: string
  campaign: string
  problem: RefusalProblem
  word: string
  count: number
}

/** Days a refusal is shown and kept (the daily cron prunes older ones, prune-counts.ts). */
export const REFUSAL_DAYS = 30

/**
 * A word as kept: lower-cased (a currency upper-cased), when it is a short plain word or an
 * unfilled macro (`{status}`, `#status#`, `[status]`); anything else as `(other)`, so a value a
 * partner put in the wrong field (a click id, an email) is never written down.
 */
function keptWord(word: string, problem: RefusalProblem): string {
  if (problem === 'bad_token') return BAD_TOKEN_WORD
  if (problem === 'currency')
    return /^[A-Za-z]{3}$/.test(word) ? word.toUpperCase() : '(not a code)'
  const lower = word.toLowerCase()
  if (lower === '') return '(empty)'
  return /^[a-z0-9_{}[\]#<>%=.-]{1,24}$/.test(lower) ? lower : '(other)'
}

/** Adds one refusal. */
export async function countRefusal(db: D1Database, refusal: Omit<Refusal, 'count'>): Promise<void> {
  await db
    .prepare(
      `INSERT INTO postback_refusals (day, campaign, problem, word, count) VALUES (?1, ?2, ?3, ?4, 1)
       ON CONFLICT (day, campaign, problem, word) DO UPDATE SET count = count + 1`,
    )
    .bind(refusal.day, refusal.campaign, refusal.problem, keptWord(refusal.word, refusal.problem))
    .run()
}

/** The refusals since `sinceDay`, summed per campaign, problem and word, most first. */
export async function listRefusals(
  db: D1Database,
  sinceDay: string,
): Promise<Omit<Refusal, 'day'>[]> {
  const { results } = await db
    .prepare(
      `SELECT campaign, problem, word, SUM(count) AS count FROM postback_refusals WHERE day >= ?
       GROUP BY campaign, problem, word ORDER BY count DESC, campaign, problem, word LIMIT 200`,
    )
    .bind(sinceDay)
    .all<Omit<Refusal, 'day'>>()
  return results
}
