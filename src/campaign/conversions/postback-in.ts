/**
 * What the partner's postback says: `GET /postback/{POSTBACK_SECRET}?token=…&txid=…&payout=…&status=…`.
 * The token is one we put on the partner link (see partner-token.ts); the rest is the partner's
 * word about one of its transactions, read strictly: anything odd is refused with a 400.
 */
import { parsePayout } from '../core'

/** What a status does to the campaign's money. */
export type PostbackStatus = 'approved' | 'pending' | 'rejected' | 'reversed'

const STATUS_NAMES: Record<string, PostbackStatus> = {
  approved: 'approved',
  pending: 'pending',
  rejected: 'rejected',
  reversed: 'reversed',
  // HasOffers-style networks send numbers.
  '1': 'approved',
  '2': 'pending',
  '3': 'rejected',
}

interface PartnerPostback {
  txid: string
  /** The payout in millionths of the currency's unit (exact integer arithmetic). */
  payoutMicros: number
  status: PostbackStatus
}

/** A transaction id as networks send them: printable ASCII without spaces, at most 128. */
const TXID_PATTERN = /^[\x21-\x7e]{1,128}$/

/**
 * The postback's fields, or the message of the 400 that refuses it. `capMicros` is the largest
 * payout accepted (POSTBACK_PAYOUT_CAP), so a typo or a forged postback cannot add a fortune.
 */
export function readPartnerPostback(
  query: { txid?: string; payout?: string; status?: string },
  capMicros: number,
): { ok: true; postback: PartnerPostback } | { ok: false; error: string } {
  const txid = query.txid ?? ''
  if (!TXID_PATTERN.test(txid)) return { ok: false, error: 'txid is missing or not valid.' }
  // No status counts as approved, as documented (docs/campaigns.md): networks that report only
  // approved conversions leave it out. An empty or unknown one is refused.
  const status = STATUS_NAMES[(query.status ?? 'approved').toLowerCase()]
  if (!status)
    return { ok: false, error: 'status must be approved, pending, rejected or reversed.' }
  const payoutMicros = parsePayout(query.payout ?? '0')
  if (payoutMicros === undefined)
    return { ok: false, error: 'payout must be a plain decimal number.' }
  if (payoutMicros > capMicros) return { ok: false, error: 'payout is over the configured cap.' }
  return { ok: true, postback: { txid, payoutMicros, status } }
}
