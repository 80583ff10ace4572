/** The postback templates in D1: one per campaign tag, listed and edited at /admin/postbacks. */

export interface PostbackTemplate {
  campaign: string
  template: string
  /** Millionths of the currency's unit. */
  payoutMicros: number
  /** When it was last saved, ISO 8601. */
  updated: string
}

/** The dashboard shows every template on one page; more than this is not a real setup. */
const TEMPLATES_LISTED = 500

export async function listTemplates(db: D1Database): Promise<PostbackTemplate[]> {
  const { results } = await db
    .prepare(
      `SELECT campaign, template, payout_micros AS payoutMicros, updated
       FROM postback_templates ORDER BY campaign LIMIT ?`,
    )
    .bind(TEMPLATES_LISTED)
    .all<PostbackTemplate>()
  return results
}

export function findTemplate(db: D1Database, campaign: string): Promise<PostbackTemplate | null> {
  return db
    .prepare(
      `SELECT campaign, template, payout_micros AS payoutMicros, updated
       FROM postback_templates WHERE campaign = ?`,
    )
    .bind(campaign)
    .first<PostbackTemplate>()
}

export async function saveTemplate(db: D1Database, row: PostbackTemplate): Promise<void> {
  await db
    .prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, updated)
       VALUES (?, ?, ?, ?)
       ON CONFLICT (campaign) DO UPDATE SET template = excluded.template,
         payout_micros = excluded.payout_micros, updated = excluded.updated`,
    )
    .bind(row.campaign, row.template, row.payoutMicros, row.updated)
    .run()
}

export async function deleteTemplate(db: D1Database, campaign: string): Promise<void> {
  await db.prepare('DELETE FROM postback_templates WHERE campaign = ?').bind(campaign).run()
}
