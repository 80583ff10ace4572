/**
 * What the partner's postback says: `GET /postback/{POSTBACK_SECRET}?token=…&txid=…&payout=…&status=…`
 * (and `currency`, `preset`). The token is one we put on the partner link (see partner-token.ts);
 * the rest is the partner's word about one of its transactions, read strictly: anything odd is
 * refused with a 400, and a status word or currency we do not know is also counted
 * (postback-refusals.ts), so nothing a partner sends is lost without a trace.
 */
import { parsePayout, statusOfWord, type PartnerNetwork, type PostbackStatus } from '../core'
import { convertMicros } from './postback-currency'

interface PartnerPostback {
  txid: string
  /** The payout in millionths of the site currency's unit (exact integer arithmetic). */
  payoutMicros: number
  status: PostbackStatus
}

/** Why a postback was refused, when it is counted: the word is kept, never the token or txid. */
export type CountedRefusal = { problem: 'unmapped_status'; word: string }

/** A transaction id as networks send them: printable ASCII without spaces, at most 128. */
const TXID_PATTERN = /^[\x21-\x7e]{1,128}$/

/**
 * The postback's fields, or the message of the 400 that refuses it (with what to count, for an
 * unknown status word). `capMicros` is the largest payout accepted (POSTBACK_PAYOUT_CAP, in the
 * site's currency), so a typo or a forged postback cannot add a fortune. `network` adds its own
 * status words to the shared ones; `rateMicros` converts a payout in another currency (the site
 * currency's micros per unit of it, postback-currency.ts) before the cap is applied.
 */
export function readPartnerPostback(
  query: { token?: string; txid?: string; payout?: string; status?: string },
  capMicros: number,
  network?: PartnerNetwork,
  rateMicros?: number,
):
  { ok: true; postback: PartnerPostback } | { ok: false; error: string; refusal?: CountedRefusal } {
  const txid = query.txid ?? ''
  // A network without a transaction macro gets the token as its txid (partner-networks.ts).
  const tokenAsTxid = txid !== '' && txid === query.token
  if (!TXID_PATTERN.test(txid) && !tokenAsTxid)
    return { ok: false, error: 'txid is missing or not valid.' }
  // No status counts as approved, as documented (docs/campaigns.md): networks that report only
  // approved conversions leave it out. An empty or unknown one is refused, and counted.
  const word = query.status ?? 'approved'
  const status = statusOfWord(word, network)
  if (!status) {
    return {
      ok: false,
      error: `status “${word.slice(0, 32)}” is not a word this site knows (docs/campaigns.md lists them).`,
      refusal: { problem: 'unmapped_status', word },
    }
  }
  const payout = parsePayout(query.payout ?? '0')
  if (payout === undefined) return { ok: false, error: 'payout must be a plain decimal number.' }
  const payoutMicros = rateMicros === undefined ? payout : convertMicros(payout, rateMicros)
  if (payoutMicros > capMicros) return { ok: false, error: 'payout is over the configured cap.' }
  return { ok: true, postback: { txid, payoutMicros, status } }
}
