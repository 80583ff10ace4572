/**
 * The postback templates in D1, listed and edited at /admin/postbacks: one per campaign tag, or
 * per prefix (a campaign ending in `*`, e.g. `ts_*` for every tag a traffic source's links use).
 */

/** When a template fires (see migrations/0020_partner_loop.sql). */
export const FIRE_MODES = ['signup', 'partner', 'both'] as const
export type FireMode = (typeof FIRE_MODES)[number]
/** What happened: the site's created signup, or the partner's approval or reversal. */
export type FireEvent = 'signup' | 'partner'

export interface PostbackTemplate {
  /** A campaign tag, or a prefix followed by `*`. */
  campaign: string
  template: string
  /** Millionths of the currency's unit: the payout of a signup (a partner event sends its own). */
  payoutMicros: number
  fire: FireMode
  /** When it was last saved, ISO 8601. */
  updated: string
}

/** A tag (CAMPAIGN_PATTERN), or up to 63 of its characters and `*` (`*` alone: every tag). */
export const TEMPLATE_CAMPAIGN_PATTERN = /^(?:[A-Za-z0-9_-]{1,64}|[A-Za-z0-9_-]{0,63}\*)$/

/** The value when it can name a template's campaign, else undefined. */
export function templateCampaign(value: unknown): string | undefined {
  return typeof value === 'string' && TEMPLATE_CAMPAIGN_PATTERN.test(value) ? value : undefined
}

/** Templates per page of /admin/postbacks. */
export const TEMPLATES_PER_PAGE = 100

const COLUMNS = 'campaign, template, payout_micros AS payoutMicros, fire, updated'

/** One page (from 1) of the templates in campaign order, and how many there are in all. */
export async function listTemplates(
  db: D1Database,
  page = 1,
): Promise<{ templates: PostbackTemplate[]; total: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM postback_templates ORDER BY campaign LIMIT ?1 OFFSET ?2`)
      .bind(TEMPLATES_PER_PAGE, (Math.max(1, page) - 1) * TEMPLATES_PER_PAGE),
    db.prepare('SELECT COUNT(*) AS total FROM postback_templates'),
  ])
  const total = (count!.results[0] as { total: number } | undefined)?.total ?? 0
  return { templates: rows!.results as PostbackTemplate[], total }
}

/**
 * The template that applies to a tag: its own if it has one, else the longest prefix template
 * matching it. The candidates (the tag, then `tag*`, `ta*`, … `*`) are looked up by primary key
 * in one statement, at most 66 of them.
 */
export function findTemplate(db: D1Database, campaign: string): Promise<PostbackTemplate | null> {
  const candidates = [campaign]
  for (let length = campaign.length; length >= 0; length--) {
    candidates.push(`${campaign.slice(0, length)}*`)
  }
  const slots = candidates.map((_, index) => `?${index + 1}`).join(', ')
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM postback_templates WHERE campaign IN (${slots})
       ORDER BY campaign = ?1 DESC, length(campaign) DESC LIMIT 1`,
    )
    .bind(...candidates)
    .first<PostbackTemplate>()
}

/** Whether a template applies to an event of this kind. */
export function firesOn(template: PostbackTemplate, event: FireEvent): boolean {
  return template.fire === 'both' || template.fire === event
}

export async function saveTemplate(db: D1Database, row: PostbackTemplate): Promise<void> {
  await db
    .prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (campaign) DO UPDATE SET template = excluded.template,
         payout_micros = excluded.payout_micros, fire = excluded.fire, updated = excluded.updated`,
    )
    .bind(row.campaign, row.template, row.payoutMicros, row.fire, row.updated)
    .run()
}

export async function deleteTemplate(db: D1Database, campaign: string): Promise<void> {
  await db.prepare('DELETE FROM postback_templates WHERE campaign = ?').bind(campaign).run()
}
