/**
 * The currency of a partner's payout: the site's own (SITE_CURRENCY, USD unless configured) as it
 * is, another only at a rate the operator set on /admin/partners (`currency_rates`), converted in
 * exact integer micros; any other is refused and counted (postback-refusals.ts).
 */

/** The site's currency when SITE_CURRENCY is unset. */
const DEFAULT_SITE_CURRENCY = 'USD'

/** An ISO 4217 code as networks send it (`eur` reads as EUR). */
const CODE = /^[A-Za-z]{3}$/

/** The site's currency, upper-cased; USD when unset or not a three-letter code. */
export function siteCurrency(configured: string | undefined): string {
  return configured && CODE.test(configured) ? configured.toUpperCase() : DEFAULT_SITE_CURRENCY
}

/**
 * What a postback's `currency` says: nothing to convert (absent, empty, or the site's), a foreign
 * code, or not a code at all (an unfilled macro such as `{currency}`).
 */
type CurrencyReading = { kind: 'site' } | { kind: 'foreign'; code: string } | { kind: 'bad' }

export function readCurrency(value: string | undefined, site: string): CurrencyReading {
  if (value === undefined || value === '') return { kind: 'site' }
  if (!CODE.test(value)) return { kind: 'bad' }
  const code = value.toUpperCase()
  return code === site ? { kind: 'site' } : { kind: 'foreign', code }
}

/**
 * `micros` of a currency in the site's, at `rateMicros` site micros per unit of it: exact in
 * BigInt, rounded to the nearest micro, a half up (both are never negative).
 */
export function convertMicros(micros: number, rateMicros: number): number {
  const product = BigInt(micros) * BigInt(rateMicros)
  return Number((product + 500_000n) / 1_000_000n)
}

/** The largest rate accepted: 1,000,000 site units per unit (a typo guard, not a market fact). */
export const MAX_RATE_MICROS = 1_000_000 * 1_000_000

export interface CurrencyRate {
  currency: string
  /** Site-currency micros per one unit of `currency`. */
  micros: number
  updated: string
}

/** The rate set for a currency, in micros, or undefined. */
export async function rateOf(db: D1Database, code: string): Promise<number | undefined> {
  const row = await db
    .prepare('SELECT micros FROM currency_rates WHERE currency = ?')
    .bind(code)
    .first<{ micros: number }>()
  return row?.micros
}

export async function listRates(db: D1Database): Promise<CurrencyRate[]> {
  const { results } = await db
    .prepare('SELECT currency, micros, updated FROM currency_rates ORDER BY currency')
    .all<CurrencyRate>()
  return results
}

/** Sets a currency's rate (micros > 0), or removes it (undefined). */
export async function saveRate(
  db: D1Database,
  currency: string,
  micros: number | undefined,
  updated: string,
): Promise<void> {
  if (micros === undefined) {
    await db.prepare('DELETE FROM currency_rates WHERE currency = ?').bind(currency).run()
    return
  }
  await db
    .prepare(
      `INSERT INTO currency_rates (currency, micros, updated) VALUES (?1, ?2, ?3)
       ON CONFLICT (currency) DO UPDATE SET micros = excluded.micros, updated = excluded.updated`,
    )
    .bind(currency, micros, updated)
    .run()
}
