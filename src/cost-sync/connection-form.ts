/**
 * The connection form of /admin/connections checked: an id, a source with a cost client, the
 * NAME of the secret holding its token (never the token: the form has no field for one), the
 * statistics' time zone (the source's documented one when left empty, else any IANA zone a whole
 * number of hours off UTC), the account's currency and the "verify first" switch.
 */
import { canonicalZone, zoneDayStart } from '../reports/zone-days'
import { costSource } from './cost-sources'
import { isSecretName } from './cost-sync'
import type { ConnectionForm } from './cost-store'

const CONNECTION_ID = /^[A-Za-z0-9_-]{1,40}$/

export function readConnectionForm(
  field: (name: string) => string,
): { ok: true; form: ConnectionForm } | { ok: false; error: string } {
  const id = field('id').trim()
  if (!CONNECTION_ID.test(id)) {
    return {
      ok: false,
      error: 'The connection’s name has letters, digits, “_” and “-” only (at most 40).',
    }
  }
  const source = costSource(field('source'))
  if (!source) return { ok: false, error: 'Choose a source from the list.' }
  const secretName = field('secret_name').trim()
  if (!isSecretName(secretName)) {
    return {
      ok: false,
      error:
        'The secret’s name is upper case and ends in _API_TOKEN or _API_KEY (EXOCLICK_API_TOKEN), and is not REPORT_API_TOKEN or COST_API_TOKEN. Put the token itself in with wrangler secret put, never here.',
    }
  }
  const asked = field('tz').trim()
  const timeZone = asked ? canonicalZone(asked) : (source.documentedZone ?? 'UTC')
  const year = new Date().getUTCFullYear()
  if (!timeZone || [`${year}-01-15`, `${year}-07-15`].some((day) => !zoneDayStart(timeZone, day))) {
    return {
      ok: false,
      error: `“${asked.slice(0, 64)}” is not an IANA time zone a whole number of hours off UTC (America/New_York, UTC).`,
    }
  }
  const currency = field('currency').trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) {
    return { ok: false, error: 'The currency is a three-letter code (USD).' }
  }
  const accountRef = field('account_ref').trim()
  if (accountRef && !/^[A-Za-z0-9_.@-]{1,64}$/.test(accountRef)) {
    return { ok: false, error: 'The account id has letters, digits and “_.@-” only (at most 64).' }
  }
  return {
    ok: true,
    form: {
      id,
      source: source.id,
      accountRef: accountRef || null,
      secretName,
      timeZone,
      currency,
      verifyFirst: field('verify_first') === 'on',
    },
  }
}
