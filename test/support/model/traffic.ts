/**
 * Seeded random traffic for the counting model (docs/testing.md, "The counting model"): a list of
 * actions (what a visitor, a bot or the partner does) that the worker test sends through the real
 * worker and the model (counting-model.ts) reads by the docs' rules. The same seed gives the same
 * actions, so a failing seed can be run again alone (`MODEL_SEED=n`).
 */

/** A small, fast, seedable PRNG (mulberry32): the same seed, the same sequence. */
export function prng(seed: number): () => number {
  let state = seed >>> 0
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The browsers visitors come with, and what docs/campaigns.md says each is counted as. */
export const AGENTS = {
  desktop: {
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    os: 'linux',
    device: 'desktop',
    browser: 'chrome',
    osVersion: '',
  },
  iphone: {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    os: 'ios',
    device: 'phone',
    browser: 'safari',
    osVersion: 'ios-18',
  },
  ipad: {
    ua: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    os: 'ios',
    device: 'tablet',
    browser: 'safari',
    osVersion: 'ios-18',
  },
  android: {
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
    os: 'android',
    device: 'phone',
    browser: 'chrome',
    osVersion: 'android-14',
  },
} as const
export type AgentName = keyof typeof AGENTS

/** Where a visitor is: Cloudflare's country, US state and network (already a short token). */
export interface Place {
  country: string
  state: string
  network: string
}

export interface Visitor {
  ip: string
  agent: AgentName
  place: Place
  /** Holds the 18+ cookie from an earlier visit (else the gate is in front of their first page). */
  confirmed: boolean
  /** Sends back the cookies it is given (a script does not: each of its landings is a new one). */
  keepsCookies: boolean
}

/** Pages a campaign link can open, with the tag their signups carry (docs: "Page tags"). */
export const LANDING_PAGES = { '/': 'home', '/state/Texas': 'state' } as const
export type LandingPath = keyof typeof LANDING_PAGES

/** A link's query values as sent (raw: the model decides what each is worth). */
export type LinkParams = Partial<Record<'sub1' | 'sub2' | 'sub3' | 'cost' | 'cid', string>>

/** How a bot shows itself (docs: "Bots"). */
export type BotKind = 'head' | 'crawler' | 'no-agent' | 'preview' | 'prefetch'

export type Action =
  /** A page opened through `path?sub=campaign&…`; `confirmed`: the visitor holds the 18+ cookie. */
  | { kind: 'land'; visitor: number; path: LandingPath; campaign: string; link: LinkParams }
  /** `/go?sub=campaign&…` straight from the source (a direct link). */
  | { kind: 'direct'; visitor: number; campaign: string; link: LinkParams }
  /** The site's own link to the partner: `/go?from=…` (a `sub` beside it, ignored) or a bare `/go`. */
  | { kind: 'site-click'; visitor: number; query: string }
  /** The 18+ confirmation posted (`POST /age-check`) from the gate, so without the 18+ cookie. */
  | { kind: 'gate'; visitor: number }
  /** A valid signup posted (`POST /api/signup`), the backend creating the account. */
  | { kind: 'signup'; visitor: number }
  /** A bot on a campaign link (`/go` when `path` is undefined). */
  | { kind: 'bot'; visitor: number; bot: BotKind; path?: LandingPath; campaign: string }
  /** An `<img>` on another site pointing at a campaign link: not a navigation. */
  | { kind: 'embed'; visitor: number; campaign: string }
  /**
   * The partner's postback for the token of action `click` (a /go answer's); `status` undefined
   * sends none (counts as approved); `payout` undefined sends none.
   */
  | { kind: 'postback'; click: number; txid: string; status?: PostbackStatus; payout?: string }

export type PostbackStatus = 'approved' | 'pending' | 'rejected' | 'reversed'

/** A campaign's manual cost as stored (docs: "Manual cost"), in millionths. */
export interface ManualCost {
  campaign: string
  model: 'cpm' | 'cpc' | 'cpa'
  rateMicros: number
}

/** A campaign's bid (docs: "Bid"): the highest cost of one visit it believes, in millionths. */
export interface Bid {
  campaign: string
  bidMicros: number
}

/** Where the model's postback templates call (answered `ok` by the test's fake). */
export const TRACKER = 'https://tracker.model.example/pb'

/**
 * A postback template (docs: "Postback out"): the events it fires on (`partner`: approval and
 * reversal; `both`: those and the signup), its signup payout. Its URL tells the events apart.
 */
export interface Template {
  campaign: string
  fire: 'signup' | 'partner' | 'both'
  payoutMicros: number
}
export const TEMPLATE_URL = `${TRACKER}?cid={cid}&payout={payout}&status={status}&sub={sub}`

/**
 * The lander test every seed's visitors meet (docs/lander-tests.md): state pages of every model
 * campaign (tags start `m`), arm A the page as it is, arm B another headline, half and half.
 */
export const MODEL_LANDER_TEST = {
  name: 'Model state headline',
  scope: 'prefix:m',
  pageType: 'state',
  path: '/state/Texas',
  arms: [
    { letter: 'A', weight: 50 },
    { letter: 'B', weight: 50, headline: 'Pick Your City in {state}' },
  ],
} as const

export interface Traffic {
  seed: number
  campaigns: string[]
  costs: ManualCost[]
  bids: Bid[]
  templates: Template[]
  visitors: Visitor[]
  actions: Action[]
}

const PLACES: readonly Place[] = [
  { country: 'US', state: 'TX', network: 'verizon' },
  { country: 'US', state: 'CA', network: 't-mobile' },
  { country: 'US', state: 'TX', network: 'comcast' },
  { country: 'GB', state: '', network: 'vodafone' },
]
/** Costs as a source's macro fills them, and the broken ones sources send. */
const GOOD_COSTS = ['0.05', '0.0125', '0.2', '0', '1.000001', '2.5']
const BAD_COSTS = ['-1', '1e-3', '10.5', '0.1234567', 'abc']
const MACROS = ['{cost}', '${x}', '[x]', '[[x]]', '{{x}}', '##x##']

/** The seed's traffic: about 100 to 200 actions over three campaigns and a tag only bots use. */
export function generateTraffic(seed: number): Traffic {
  const random = prng(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const chance = (p: number) => random() < p
  const tag = (name: string) => `m${seed}${name}`
  const campaigns = [tag('a'), tag('b'), tag('c')]
  const costs: ManualCost[] = [
    // Rates with a part below a thousandth of a micro per visit, none exactly half (so per-visit
    // rounding is never a tie).
    {
      campaign: campaigns[1]!,
      model: pick(['cpm', 'cpc'] as const),
      rateMicros: 1_000 + Math.floor(random() * 4_000_000) * 2 + 1,
    },
    {
      campaign: campaigns[2]!,
      model: 'cpa',
      rateMicros: 100_000 + Math.floor(random() * 3_000_000),
    },
  ]
  // The campaign without a manual cost may state a bid: below some macro costs, above the 1.00
  // a visit stops at without one, or 0 (every cost above nothing refused).
  const bids: Bid[] = chance(0.7)
    ? [{ campaign: campaigns[0]!, bidMicros: pick([60_000, 3_000_000, 0, 1_000_000]) }]
    : []
  // Templates for two campaigns, each firing on its own choice of events.
  const templates: Template[] = campaigns.slice(1).map((campaign) => ({
    campaign,
    fire: pick(['signup', 'partner', 'both'] as const),
    payoutMicros: 500_000 + Math.floor(random() * 3_000_000),
  }))
  const visitors: Visitor[] = []
  const scripts: Action[][] = []
  const newVisitor = (): number => {
    const n = visitors.length
    // 10.x.y.z, unique per seed and visitor: the per-client facts (unique clicks, cost once per
    // zone, gate passed once) start afresh for each.
    visitors.push({
      ip: `10.${(seed >> 8) & 255}.${seed & 255}.${n + 1}`,
      agent: pick(Object.keys(AGENTS) as AgentName[]),
      place: pick(PLACES),
      confirmed: chance(0.6),
      keepsCookies: true,
    })
    return n
  }
  const link = (): LinkParams => {
    const params: LinkParams = {}
    const zone = chance(0.1)
      ? pick(MACROS)
      : chance(0.05)
        ? 'bad zone!'
        : pick(['z1', 'z2', 'z3', 'z4'])
    if (chance(0.9)) params.sub1 = zone
    if (chance(0.5)) params.sub2 = pick(['site-1', 'site-2', '{site_id}'])
    if (chance(0.3)) params.sub3 = pick(['cr.1', 'cr.2'])
    if (chance(0.6))
      params.cost = chance(0.75) ? pick(GOOD_COSTS) : chance(0.5) ? pick(BAD_COSTS) : pick(MACROS)
    if (chance(0.4))
      params.cid = chance(0.8)
        ? `c${seed}-${Math.floor(random() * 1e6)}`
        : pick(['x'.repeat(513), 'a!b', '{click_id}'])
    return params
  }
  /** The 18+ form posted by a visitor it is in front of (once or twice), else nothing. */
  const gate = (visitor: number): Action[] => {
    const person = visitors[visitor]!
    if (person.confirmed || confirmedHere.has(visitor)) return []
    confirmedHere.add(visitor)
    return chance(0.2)
      ? [
          { kind: 'gate', visitor },
          { kind: 'gate', visitor },
        ]
      : [{ kind: 'gate', visitor }]
  }
  const confirmedHere = new Set<number>()
  const siteClick = (visitor: number): Action => ({
    kind: 'site-click',
    visitor,
    query: pick(['?from=success', '?from=signup-page', '', `?from=success&sub=${pick(campaigns)}`]),
  })

  for (let i = 0; i < 28; i++) {
    const visitor = newVisitor()
    const script: Action[] = []
    const role = random()
    if (role < 0.62) {
      // A visitor from a campaign link, who may come back, confirm 18+, click on and sign up.
      const campaign = pick(campaigns)
      const first: Action = {
        kind: 'land',
        visitor,
        path: pick(Object.keys(LANDING_PAGES) as LandingPath[]),
        campaign,
        link: link(),
      }
      script.push(first)
      // The gate is in front of an unconfirmed visitor's page; its form may be posted twice (back).
      if (chance(0.5)) script.push(...gate(visitor))
      if (chance(0.3)) script.push({ ...first })
      if (chance(0.12))
        script.push({
          kind: 'land',
          visitor,
          path: '/state/Texas',
          campaign: pick(campaigns),
          link: link(),
        })
      for (let n = 0; n < 3; n++) if (chance(0.45)) script.push(siteClick(visitor))
      if (chance(0.35)) script.push(...gate(visitor), { kind: 'signup', visitor })
    } else if (role < 0.8) {
      // A direct link's click, maybe twice, then maybe the site's own link and a signup.
      const direct: Action = { kind: 'direct', visitor, campaign: pick(campaigns), link: link() }
      script.push(direct)
      if (chance(0.3)) script.push({ ...direct })
      if (chance(0.3)) script.push(siteClick(visitor))
      if (chance(0.25)) script.push(...gate(visitor), { kind: 'signup', visitor })
    } else if (role < 0.88) {
      // Came without a campaign: the (none) row only.
      script.push(siteClick(visitor))
      if (chance(0.5)) script.push(...gate(visitor), { kind: 'signup', visitor })
    } else if (role < 0.96) {
      // A bot, on a running campaign or on a tag no person brought (then `(other)`).
      const campaign = chance(0.7) ? pick(campaigns) : tag('d')
      const path = chance(0.7) ? pick(Object.keys(LANDING_PAGES) as LandingPath[]) : undefined
      script.push({
        kind: 'bot',
        visitor,
        bot: pick(['head', 'crawler', 'no-agent', 'preview', 'prefetch'] as const),
        path,
        campaign,
      })
    } else {
      script.push({ kind: 'embed', visitor, campaign: pick(campaigns) })
    }
    scripts.push(script)
  }
  // One client bringing five new zones to one campaign: three take a place, two are `(other)`.
  const flooder = newVisitor()
  visitors[flooder]!.keepsCookies = false
  const floodCampaign = pick(campaigns)
  scripts.push(
    ['f1', 'f2', 'f3', 'f4', 'f5'].map((zone) => ({
      kind: 'land',
      visitor: flooder,
      path: '/state/Texas',
      campaign: floodCampaign,
      link: { sub1: `${zone}-${seed}` },
    })),
  )

  // The visitors' scripts interleaved, each in its own order.
  const actions: Action[] = []
  while (scripts.some((script) => script.length)) {
    const open = scripts.filter((script) => script.length)
    actions.push(pick(open).shift()!)
  }

  // The partner's postbacks for some clicks' tokens: approvals, some reversed (whole, in part or
  // more than approved), pending and rejected ones, duplicates, and reversals never approved.
  const clicks = actions.flatMap((action, i) =>
    action.kind === 'direct' || action.kind === 'site-click' ? [i] : [],
  )
  const payout = () => pick(['2.50', '1.25', '0.3333', '4', '12.075'])
  let txn = 0
  const postbacks: Action[] = []
  for (const click of clicks) {
    if (!chance(0.5)) continue
    const txid = `t${seed}-${txn++}`
    const status = pick([
      'approved',
      'approved',
      undefined,
      'pending',
      'rejected',
      'reversed',
    ] as const)
    const approved: Action = { kind: 'postback', click, txid, status, payout: payout() }
    postbacks.push(approved)
    if (chance(0.2)) postbacks.push({ ...approved })
    if (status === 'approved' || status === undefined) {
      if (chance(0.35)) {
        const amount = pick([approved.payout, '1.00', '999', undefined])
        postbacks.push({ kind: 'postback', click, txid, status: 'reversed', payout: amount })
      }
    }
  }
  // The partner's postbacks come after the visits, in any order (a reversal may come before its
  // approval: docs, "Reversals").
  while (postbacks.length)
    actions.push(postbacks.splice(Math.floor(random() * postbacks.length), 1)[0]!)
  return { seed, campaigns, costs, bids, templates, visitors, actions }
}
