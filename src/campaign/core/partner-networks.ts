/**
 * Every affiliate network the site has a preset for, in one record: the landing parameter our
 * offer link sets to the partner token, the postback URL to paste into the network (its macros
 * and ours), its own status words beside the shared ones, and the token form its sub field takes.
 * Transcribed from the graded partner list (docs/sources/PARTNERS.md, a copy of the project's):
 * networks graded A or B only; a test holds each preset to that table
 * and docs/campaigns.md's table to this record. docs/decisions/032-partner-presets.md says why.
 */

/** What a status does to the campaign's money. */
export type PostbackStatus = 'approved' | 'pending' | 'rejected' | 'reversed'

/**
 * The words every partner's `status` may use, lower-cased (a postback's is read
 * case-insensitively): our four, HasOffers' and Affise's numbers, and the words the networks of
 * the list and Orbitra's templates send. `rebill` is a further approval (with its own txid);
 * `refund` and `chargeback` take an approval back.
 */
export const SHARED_STATUS_WORDS: Readonly<Record<string, PostbackStatus>> = wordsOf({
  approved: [
    'approved',
    'approve',
    'sale',
    'confirm',
    'confirmed',
    'paid',
    'accepted',
    'initial',
    'rebill',
  ],
  pending: ['pending', 'hold', 'wait', 'waiting', 'lead', 'install', 'pre_approved', 'processing'],
  rejected: ['rejected', 'reject', 'declined', 'trash', 'cancel', 'cancelled', 'spam', 'duplicate'],
  reversed: ['reversed', 'reversal', 'refund', 'chargeback'],
  numbers: { '1': 'approved', '2': 'pending', '5': 'pending', '3': 'rejected' },
})

function wordsOf(
  groups: {
    numbers: Record<string, PostbackStatus>
  } & Record<PostbackStatus, readonly string[]>,
): Record<string, PostbackStatus> {
  const words: Record<string, PostbackStatus> = { ...groups.numbers }
  for (const status of ['approved', 'pending', 'rejected', 'reversed'] as const)
    for (const word of groups[status]) words[word] = status
  return words
}

/**
 * How the token travels: whole in the landing parameter (`full`); cut to `limit` characters
 * (`short`: the signed form, no click id, dimensions dropped from the last until it fits); or
 * split over the landing parameter and `second`, `limit` characters each, joined back by the
 * network's postback (`#s2##s3#`), falling back to the short form when it needs more than two.
 */
export type TokenForm =
  | { form: 'full' }
  | { form: 'short'; limit: number }
  | { form: 'split'; limit: number; second: string; secondMacro: string }

/** The network's macros, as it spells them, for what our postback reads. */
interface NetworkMacros {
  /** The macro that gives back the landing parameter's value; undefined: the list names none. */
  token?: string
  payout: string
  txid?: string
  /** A status macro, or the fixed word the network's template sends (`sale`). */
  status?: { macro: string } | { fixed: string }
  currency?: string
}

export interface PartnerNetwork {
  /** The preset's id (`?preset=` of our postback URL, and what /admin/partners saves). */
  id: string
  /** As PARTNERS.md names it. */
  name: string
  /** A: the network's own documentation; B: a tracker's published template. */
  grade: 'A' | 'B'
  /** The network's sub-id parameter our offer link sets to the token. */
  landing: string
  macros: NetworkMacros
  /** Words of its own beside SHARED_STATUS_WORDS, lower-cased. */
  words?: Readonly<Record<string, PostbackStatus>>
  token: TokenForm
  /** What the buyer must know (a missing macro, what a status means). */
  note?: string
}

/** CAKE keeps 100 characters in each of s2–s5 (support.getcake.com, grade A). */
export const CAKE_SUB_LIMIT = 100

const FULL: TokenForm = { form: 'full' }
const NO_TXID =
  'The list names no transaction macro: the token stands in for the txid, so a click is paid once (a signed token, without a click id, is shared by a zone’s clicks in one hour: a second sale there reads as a duplicate). Ask the network for a transaction id macro.'

export const PARTNER_NETWORKS: readonly PartnerNetwork[] = [
  {
    id: 'trafficcompany',
    name: 'Traffic Company',
    grade: 'B',
    landing: 'click_id',
    macros: { token: '{click_id}', payout: '{reward}', txid: '{unique_id}' },
    token: FULL,
  },
  {
    id: 'adsempire',
    name: 'AdsEmpire',
    grade: 'B',
    landing: 'clickid',
    macros: {
      token: '{clickid}',
      payout: '{payout}',
      txid: '{tds_cid}',
      status: { macro: '{conversionType}' },
      currency: '{currency}',
    },
    token: FULL,
  },
  {
    id: 'lospollos',
    name: 'LosPollos',
    grade: 'B',
    landing: 'cid',
    macros: { token: '{cid}', payout: '{sum}' },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'ggagency',
    name: 'GG.agency',
    grade: 'B',
    landing: 'p1',
    macros: {
      token: '{p1}',
      payout: '{profit}',
      status: { fixed: 'sale' },
      currency: '{profit_currency_alfa}',
    },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'mylead',
    name: 'MyLead',
    grade: 'A',
    landing: 'ml_sub1',
    macros: {
      token: '[ml_sub1]',
      payout: '[payout]',
      txid: '[transaction_id]',
      status: { macro: '[status]' },
      currency: '[currency]',
    },
    token: FULL,
  },
  {
    id: 'clickdealer',
    name: 'ClickDealer',
    grade: 'B',
    landing: 's2',
    macros: { token: '#s2#', payout: '#price#', txid: '#leadid#' },
    token: { form: 'short', limit: CAKE_SUB_LIMIT },
    note: 'CAKE keeps 100 characters in s2: the short token (no click id, so no relay to the traffic source).',
  },
  {
    id: 'cake',
    name: 'CAKE',
    grade: 'A',
    landing: 's2',
    macros: { token: '#s2#', payout: '#price#', txid: '#leadid#' },
    token: { form: 'split', limit: CAKE_SUB_LIMIT, second: 's3', secondMacro: '#s3#' },
    note: 'The token split over s2 and s3 (100 characters each), joined back by #s2##s3#; one longer than 200 is sent short in s2.',
  },
  {
    id: 'maxbounty',
    name: 'MaxBounty',
    grade: 'B',
    landing: 's2',
    macros: { token: '#S2#', payout: '#RATE#' },
    token: { form: 'short', limit: CAKE_SUB_LIMIT },
    note: `CAKE-based: 100 characters in s2, the short token. ${NO_TXID}`,
  },
  {
    id: 'mobidea',
    name: 'Mobidea',
    grade: 'B',
    landing: 'pub_click_id',
    macros: { token: '{{EXTERNAL_ID}}', payout: '{{MONEY}}' },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'imonetizeit',
    name: 'iMonetizeIt',
    grade: 'B',
    landing: 'click_id',
    macros: { token: '<click_id>', payout: '<payout>' },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'partnershouse',
    name: 'Partners.House',
    grade: 'B',
    landing: 'p1',
    macros: { token: '{p1}', payout: '{money}', status: { macro: '{status}' } },
    // Keitaro's template groups them lead / sale: a subscription and a trial lead wait, revshare pays.
    words: { subscribed: 'pending', tblead: 'pending', revshare: 'approved' },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'datify',
    name: 'Datify',
    grade: 'B',
    landing: 's1',
    macros: { token: '{s1}', payout: '{revenue}', status: { fixed: 'sale' } },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'dateyard',
    name: 'Dateyard',
    grade: 'B',
    landing: 'utm_term',
    macros: { token: '{utm_term}', payout: '{amout}', txid: '{id_user}' },
    token: FULL,
    note: '{amout} is spelt so by the network.',
  },
  {
    id: 'bongacash',
    name: 'BongaCash',
    grade: 'B',
    landing: 'subid2',
    macros: {
      token: '{subid2}',
      payout: '{commission}',
      status: { macro: '{type}' },
      currency: '{currency}',
    },
    token: FULL,
    note: `initial and rebill approve, refund and chargeback reverse. ${NO_TXID} Rebills then need one to count.`,
  },
  {
    id: 'trafficpartner',
    name: 'TrafficPartner',
    grade: 'B',
    landing: 'clicktag',
    macros: {
      token: '{clicktag}',
      payout: '{payout}',
      status: { macro: '{status}' },
      currency: '{currency}',
    },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'trafficpartners',
    name: 'Traffic.Partners',
    grade: 'B',
    landing: 'aff_click_id',
    macros: {
      token: '{aff_click_id}',
      payout: '{payout}',
      txid: '{transaction_id}',
      status: { macro: '{status}' },
    },
    token: FULL,
  },
  {
    id: 'tune',
    name: 'TUNE / HasOffers',
    grade: 'B',
    landing: 'aff_click_id',
    macros: {
      token: '{aff_click_id}',
      payout: '{payout}',
      txid: '{transaction_id}',
      currency: '{currency}',
    },
    token: FULL,
    note: 'The template has no status macro: every call counts approved, so fire it on approved conversions only.',
  },
  {
    id: 'affise',
    name: 'Affise',
    grade: 'B',
    landing: 'sub1',
    macros: {
      token: '{sub1}',
      payout: '{sum}',
      status: { macro: '{status}' },
      currency: '{currency}',
    },
    token: FULL,
    note: `1 approves, 2 and 5 wait, 3 rejects. ${NO_TXID}`,
  },
  {
    id: 'everad',
    name: 'Everad',
    grade: 'B',
    landing: 'sid5',
    macros: {
      token: '{sid5}',
      payout: '{payout}',
      status: { macro: '{status}' },
      currency: '{currency}',
    },
    token: FULL,
    note: NO_TXID,
  },
  {
    id: 'cashfactories',
    name: 'CashFactories',
    grade: 'B',
    landing: 'subid',
    macros: { token: '{subid}', payout: '{cash}', txid: '{id}', status: { macro: '{stage}' } },
    token: FULL,
  },
  {
    id: '12monkiss',
    name: '12Monkiss, SinCity, TrafficCake, TrafficFamily',
    grade: 'B',
    landing: 'click_id',
    macros: {
      token: '##CLICK_ID##',
      payout: '##CPA_AMOUNT##',
      txid: '##POSTBACK_ID##',
      currency: '##CURRENCY##',
    },
    // Keitaro's template groups registrations and deposits with leads.
    words: { reg: 'pending', dep: 'pending' },
    token: FULL,
    note: 'The list gives no status macro: add &status= with the network’s (reg, dep and lead wait, approve and rebill pay, reject rejects), or fire it on approvals only.',
  },
  {
    id: 'clickbooth',
    name: 'Clickbooth',
    grade: 'B',
    landing: 'subid2',
    macros: { payout: '{payout}', txid: '{transid}' },
    token: FULL,
    note: 'The list names no macro for subid2: put the network’s in place of YOUR_MACRO_FOR_subid2.',
  },
  {
    id: 'linktrust',
    name: 'LinkTrust',
    grade: 'B',
    landing: 'SID',
    macros: { payout: '[=AffiliateCommission=]', txid: '[=_TransID=]' },
    token: FULL,
    note: 'The list names no macro for SID: put the network’s in place of YOUR_MACRO_FOR_SID.',
  },
]

/** The preset with this id, if there is one. */
export function partnerNetwork(id: string | undefined): PartnerNetwork | undefined {
  return PARTNER_NETWORKS.find((network) => network.id === id)
}

/** The postback URL's placeholder for the secret: the secret itself is never on a page. */
export const SECRET_PLACEHOLDER = 'YOUR_POSTBACK_SECRET'

/** The macro that gives our token back: the landing's, and the second field's when split. */
export function tokenMacro(network: PartnerNetwork): string {
  const first = network.macros.token ?? `YOUR_MACRO_FOR_${network.landing}`
  return network.token.form === 'split' ? `${first}${network.token.secondMacro}` : first
}

/**
 * The postback URL to paste into the network, at `origin` (the site's): our parameters with its
 * macros. Without a transaction macro the token stands in for the txid (NO_TXID). Macros go in
 * unencoded, as networks replace them in the text before calling.
 */
export function partnerPostbackUrl(network: PartnerNetwork, origin: string): string {
  const { macros } = network
  const token = tokenMacro(network)
  const status =
    macros.status && ('macro' in macros.status ? macros.status.macro : macros.status.fixed)
  const query = [
    ['token', token],
    ['txid', macros.txid ?? token],
    ['payout', macros.payout],
    ...(status ? [['status', status]] : []),
    ...(macros.currency ? [['currency', macros.currency]] : []),
    ['preset', network.id],
  ]
  const search = query.map(([name, value]) => `${name}=${value}`).join('&')
  return `${origin}/postback/${SECRET_PLACEHOLDER}?${search}`
}

/** What a status word means for this preset (or any partner: no preset), else undefined. */
export function statusOfWord(word: string, network?: PartnerNetwork): PostbackStatus | undefined {
  const lower = word.toLowerCase()
  const own = network?.words ?? {}
  if (Object.hasOwn(own, lower)) return own[lower]
  return Object.hasOwn(SHARED_STATUS_WORDS, lower) ? SHARED_STATUS_WORDS[lower] : undefined
}
