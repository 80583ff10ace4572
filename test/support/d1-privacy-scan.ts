/** Scans every D1 table for values that would identify a visitor: IPs, emails, user agents, cookies. */

/** What must never be stored: each pattern names what it catches. */
const PERSONAL_DATA_PATTERNS: Record<string, RegExp> = {
  'an IPv4 address': /\b\d{1,3}(\.\d{1,3}){3}\b/,
  // Full, or shortened with '::' (a time such as 03:12:45 is neither).
  'an IPv6 address': /\b[0-9a-f]{1,4}(:[0-9a-f]{1,4}){7}\b|[0-9a-f]*::[0-9a-f]*/i,
  'an email address': /[^\s@]+@[^\s@]+\.[^\s@]+/,
  'a user agent': /Mozilla\/|AppleWebKit|Gecko\/|Chrome\/|Safari\/|Googlebot|compatible;|curl\//i,
  'a cookie': /\b(age_ok|sid|camp)=|\b[0-9a-f]{32}\b/,
}

/**
 * All the patterns in one, case-insensitive (so it matches at least what each does): one test per
 * value, the patterns one by one only to name a match. A file may leave 100,000 rows (the
 * dashboard's scale test); five tests a value took seconds on a busy machine.
 */
const ANY_PERSONAL_DATA = new RegExp(
  Object.values(PERSONAL_DATA_PATTERNS)
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
  'i',
)

/**
 * Every stored value matching a pattern, or containing one of the `known` values a test sent (a
 * click id, say, which no pattern can tell from a tag), as "table.column: what (value)".
 */
export async function findPersonalData(
  db: D1Database,
  known: readonly string[] = [],
): Promise<string[]> {
  const { results: tables } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>()
  const findings: string[] = []
  for (const { name } of tables) {
    const { results: rows } = await db.prepare(`SELECT * FROM "${name}"`).all()
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (ANY_PERSONAL_DATA.test(String(value))) {
          for (const [what, pattern] of Object.entries(PERSONAL_DATA_PATTERNS)) {
            if (pattern.test(String(value))) findings.push(`${name}.${column}: ${what} (${value})`)
          }
        }
        for (const secret of known) {
          if (String(value).includes(secret)) findings.push(`${name}.${column}: ${secret}`)
        }
      }
    }
  }
  return findings
}
