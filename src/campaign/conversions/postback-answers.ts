/**
 * What sources answered to our postbacks, in D1 (`postback_answers`, migration 0040): the last
 * ANSWERS_KEPT per template, each with its status and the first bytes of its body, shown on
 * /admin/postbacks. A click id is never written: the answer's copies of it are masked first.
 */

/** Answers kept per template: enough to see a pattern, few enough to read at a glance. */
export const ANSWERS_KEPT = 10

export interface PostbackAnswer {
  /** The template's campaign (a tag or a prefix ending in `*`). */
  template: string
  campaign: string
  /** ISO 8601, UTC. */
  at: string
  /** signup, approved, reversed, or test. */
  event: string
  outcome: 'sent' | 'failed'
  status: number
  tries: number
  /** The click id masked (maskClickId). */
  click: string
  /** The answer's first bytes, the click id masked in it. */
  body: string
}

/**
 * A click id as the page may show it: its first 4 characters (fewer for a short one, so at
 * least half stays hidden) and `…`. Enough to tell test ids and real ones apart, too little to
 * name a click.
 */
export function maskClickId(cid: string): string {
  return `${cid.slice(0, Math.min(4, Math.floor(cid.length / 2)))}…`
}

/**
 * `text` with every copy of the click id masked: as sent, URL-encoded, and as JSON escapes it
 * (a source echoing the request back). Another spelling of it cannot be told from other text.
 */
export function maskedAnswer(text: string, cid: string): string {
  if (!cid) return text
  const mask = maskClickId(cid)
  const spellings = new Set([cid, encodeURIComponent(cid), JSON.stringify(cid).slice(1, -1)])
  let masked = text
  for (const spelling of [...spellings].sort((a, b) => b.length - a.length)) {
    masked = masked.split(spelling).join(mask)
  }
  return masked
}

/**
 * Inserts an answer and drops the template's answers past the last ANSWERS_KEPT. With
 * `unlessCounted`, only while that outcome key is not yet in conversion_keys: a retried record
 * (conversion-store.ts) adds its answer once.
 */
export function answerStatements(
  db: D1Database,
  answer: PostbackAnswer,
  unlessCounted?: string,
): D1PreparedStatement[] {
  const guard = unlessCounted
    ? 'WHERE NOT EXISTS (SELECT 1 FROM conversion_keys WHERE key = ?10)'
    : ''
  return [
    db
      .prepare(
        `INSERT INTO postback_answers (template, campaign, at, event, outcome, status, tries,
           click, body) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 ${guard}`,
      )
      .bind(
        answer.template,
        answer.campaign,
        answer.at,
        answer.event,
        answer.outcome,
        answer.status,
        answer.tries,
        answer.click,
        answer.body,
        ...(unlessCounted ? [unlessCounted] : []),
      ),
    db
      .prepare(
        `DELETE FROM postback_answers WHERE template = ?1 AND id <= (SELECT id FROM
           postback_answers WHERE template = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)`,
      )
      .bind(answer.template, ANSWERS_KEPT),
  ]
}

/** Records one answer (a test postback's: real ones go with their outcome, conversion-store.ts). */
export async function recordAnswer(db: D1Database, answer: PostbackAnswer): Promise<void> {
  await db.batch(answerStatements(db, answer))
}

/** The last answers of these templates, newest first, by template. */
export async function lastAnswers(
  db: D1Database,
  templates: readonly string[],
): Promise<Map<string, PostbackAnswer[]>> {
  const byTemplate = new Map<string, PostbackAnswer[]>()
  if (templates.length === 0) return byTemplate
  const { results } = await db
    .prepare(
      `SELECT template, campaign, at, event, outcome, status, tries, click, body
       FROM postback_answers WHERE template IN (SELECT value FROM json_each(?))
       ORDER BY id DESC`,
    )
    .bind(JSON.stringify(templates))
    .all<PostbackAnswer>()
  for (const answer of results) {
    const list = byTemplate.get(answer.template) ?? []
    if (list.length < ANSWERS_KEPT) list.push(answer)
    byTemplate.set(answer.template, list)
  }
  return byTemplate
}
