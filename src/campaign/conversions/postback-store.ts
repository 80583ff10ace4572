/**
 * The postback templates in D1, listed and edited at /admin/postbacks: one per campaign tag, or
 * per prefix (a campaign ending in `*`, e.g. `ts_*` for every tag a traffic source's links use).
 */

/**
 * The events a template can fire on: the site's created signup, the partner's approval and the
 * partner's reversal of a transaction whose click carried a click id.
 */
export const POSTBACK_EVENTS = ['signup', 'approved', 'reversed'] as const
export type PostbackEvent = (typeof POSTBACK_EVENTS)[number]

/**
 * `fire` as saved: the names of migrations/0020_partner_loop.sql (`signup`, `partner` for
 * approval and reversal, `both` for all three), else the events joined by `,` (e.g.
 * `signup,approved`). A set that has a name is saved under it, so templates and the value read
 * back stay as before for every choice that existed.
 */
const FIRE_NAMES: Record<FireMode, readonly PostbackEvent[]> = {
  signup: ['signup'],
  partner: ['approved', 'reversed'],
  both: POSTBACK_EVENTS,
}

/** The named sets of events (see FIRE_NAMES). */
export type FireMode = 'signup' | 'partner' | 'both'

/** The events a saved `fire` names, in POSTBACK_EVENTS order; none when it names none. */
export function firedEvents(fire: string): PostbackEvent[] {
  // Own names only: a posted `fire=__proto__` or `constructor` is a list of no events.
  const named = Object.hasOwn(FIRE_NAMES, fire) ? FIRE_NAMES[fire as FireMode] : fire.split(',')
  return POSTBACK_EVENTS.filter((event) => named.includes(event))
}

/** Posted `fire` values read: the events they name, or the first value (or part) naming none. */
export type FireRead = { ok: true; events: PostbackEvent[] } | { ok: false; unknown: string }

/**
 * Reads the `fire` values a form posted (a checkbox each, or a script's name or list): every
 * value must be a name of FIRE_NAMES or events joined by `,`; one unknown part refuses them all,
 * so a typo is never saved as "fewer events".
 */
export function readFire(values: readonly string[]): FireRead {
  const events = new Set<PostbackEvent>()
  for (const value of values) {
    const parts = Object.hasOwn(FIRE_NAMES, value)
      ? FIRE_NAMES[value as FireMode]
      : value.split(',')
    for (const part of parts) {
      const event = POSTBACK_EVENTS.find((known) => known === part)
      if (!event) return { ok: false, unknown: part }
      events.add(event)
    }
  }
  return { ok: true, events: POSTBACK_EVENTS.filter((event) => events.has(event)) }
}

/** What a form is told about a `fire` value it cannot save. */
export function unknownFireMessage(unknown: string): string {
  return `Unknown “fire” value “${unknown.slice(0, 40)}”: a postback fires on ${POSTBACK_EVENTS.slice(0, -1).join(', ')} or ${POSTBACK_EVENTS.at(-1)} (or ${Object.keys(
    FIRE_NAMES,
  )
    .filter((name) => !(POSTBACK_EVENTS as readonly string[]).includes(name))
    .join(', or ')}).`
}

/** The `fire` value that saves these events (a name where one fits), or undefined for none. */
export function fireValue(events: readonly string[]): string | undefined {
  const chosen = POSTBACK_EVENTS.filter((event) => events.includes(event))
  if (chosen.length === 0) return undefined
  const joined = chosen.join(',')
  const name = (Object.keys(FIRE_NAMES) as FireMode[]).find(
    (key) => FIRE_NAMES[key].join(',') === joined,
  )
  return name ?? joined
}

export interface PostbackTemplate {
  /** A campaign tag, or a prefix followed by `*`. */
  campaign: string
  template: string
  /** Millionths of the currency's unit: the payout of a signup (a partner event sends its own). */
  payoutMicros: number
  /** The events it fires on, as saved (firedEvents reads it). */
  fire: string
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

/** The columns the list sorts by (the page's sort links name them), each a column of the table. */
export const TEMPLATE_ORDERS = {
  campaign: 'campaign',
  fires: 'fire',
  url: 'template',
  payout: 'payout_micros',
  saved: 'updated',
} as const

export interface TemplateOrder {
  column: keyof typeof TEMPLATE_ORDERS
  dir: 'asc' | 'desc'
}

/**
 * One page (from 1) of the templates in the order asked (campaign order by default; ties by
 * campaign), and how many there are in all. The order is sorted in SQL: a page is a slice of it.
 */
export async function listTemplates(
  db: D1Database,
  page = 1,
  order: TemplateOrder = { column: 'campaign', dir: 'asc' },
): Promise<{ templates: PostbackTemplate[]; total: number }> {
  // Both from fixed lists, never the query's text.
  const by = `${TEMPLATE_ORDERS[order.column]} ${order.dir === 'desc' ? 'DESC' : 'ASC'}`
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM postback_templates ORDER BY ${by}, campaign LIMIT ?1 OFFSET ?2`,
      )
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

/** The template saved under exactly this campaign (a tag, or a prefix ending in `*`). */
export function savedTemplate(db: D1Database, campaign: string): Promise<PostbackTemplate | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM postback_templates WHERE campaign = ?`)
    .bind(campaign)
    .first<PostbackTemplate>()
}

/** Whether a template applies to an event of this kind. */
export function firesOn(template: PostbackTemplate, event: PostbackEvent): boolean {
  return firedEvents(template.fire).includes(event)
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
