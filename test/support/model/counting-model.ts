/**
 * The counting and money rules of docs/campaigns.md, written from the docs' words alone (not from
 * src/): traffic in (traffic.ts), counted facts out, each fact one event's figures under its hour,
 * campaign, page and dimensions. report-model.ts folds the facts into every report. Each rule
 * cites the section of docs/campaigns.md it follows ("§Counting, Bots").
 */
import {
  AGENTS,
  LANDING_PAGES,
  MODEL_LANDER_TEST,
  type Action,
  type LinkParams,
  type ManualCost,
  type Template,
  type Traffic,
} from './traffic'

/** The click dimensions of a counted event (§Counting; §Sub-ids, "State and OS"). */
export const CLICK_DIMS = [
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'state',
  'os',
  'device',
  'arm',
  'browser',
  'os_version',
  'network',
] as const
export type ClickDim = (typeof CLICK_DIMS)[number]
export type Dims = Record<ClickDim, string>
const SUBS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const

/** The additive figures of one report row, money in millionths. */
export interface Figures {
  landings: number
  clicks: number
  /** Clicks that came straight from the source to /go (decided rule: a subset of clicks). */
  directClicks: number
  uniqueClicks: number
  gateShown: number
  gatePassed: number
  signups: number
  revenueMicros: number
  costMicros: number
  costRejected: number
  bots: number
  cidRejected: number
  unreplacedMacros: number
}
/** The campaigns of the model's traffic state no bid: a visit's cost stops at 1.00. */
const UNBID_VISIT_CEILING_MICROS = 1_000_000

export const FIGURES: readonly (keyof Figures)[] = [
  'landings',
  'clicks',
  'directClicks',
  'uniqueClicks',
  'gateShown',
  'gatePassed',
  'signups',
  'revenueMicros',
  'costMicros',
  'costRejected',
  'bots',
  'cidRejected',
  'unreplacedMacros',
]

/** One event's figures: `campaign` '' is "no campaign", `page` the row it has by page. */
export interface Fact {
  hour: string
  campaign: string
  page: string
  dims: Dims
  figures: Partial<Figures>
}

/** One hour and campaign of revenue.csv: payouts by status (§Conversions and revenue). */
export interface RevenueLine {
  hour: string
  campaign: string
  revenueMicros: number
  approved: number
  pending: number
  rejected: number
  reversed: number
  /** Postbacks sent through a template, by the hour of the conversion (§Postback out). */
  sent: number
  /** §Postback out, "Sending": a click id and no template for its campaign. */
  skipped: number
}

/** One call a template makes (§Postback out, "A postback carries exactly"). */
export interface PostbackCall {
  cid: string
  status: 'created' | 'approved' | 'reversed'
  payoutMicros: number
  sub: string
}

/** One seed's run as the worker saw it: the hour and the arm (`3B`, '' for none) of each action. */
export interface ModelRun {
  traffic: Traffic
  hours: readonly string[]
  /**
   * The arm each action's visitor held after it (their `arm` cookie; for a visitor who keeps no
   * cookies, the one that response gave). Which arm is drawn is chance (docs/lander-tests.md, "Who
   * sees which arm"): the model takes the draw and decides the rest.
   */
  arms: readonly string[]
}

export interface ModelResult {
  facts: Fact[]
  /** Visitors per arm key (tests.csv `visitors`: `arm_assigned`, once per client, test and day). */
  armVisitors: Map<string, number>
  /** What the docs require of the draw and the worker did not do (a person given no arm). */
  problems: string[]
  revenue: Map<string, RevenueLine>
  /** What each postback action is answered (`ok`, `duplicate`, or a status code). */
  answers: Map<number, string>
  /** Every call the templates make to the source, in no particular order. */
  calls: PostbackCall[]
}

/** What a visitor's signed `camp` cookie holds (§Counting, Attribution). */
interface Held {
  campaign: string
  landingPage: string
  /** The click id (§Click id in): '' for none. */
  cid: string
  subs: Record<(typeof SUBS)[number], string>
}

/** A click's token as the partner hands it back: what it files revenue under (§Revenue by dimension). */
interface Token {
  hour: string
  campaign: string
  page: string
  dims: Dims
  /** The click id it carries ('' for none): a partner outcome's postback goes with it. */
  cid: string
}

const OTHER = '(other)'
/** §Campaign links: a campaign tag. */
const TAG = /^[A-Za-z0-9_-]{1,64}$/
/** §Sub-ids: letters, digits, `_`, `-`, `.`; at most 64; anything else is dropped. */
const SUB_VALUE = /^[A-Za-z0-9_.-]{1,64}$/
/** §Conversions, "Click id in": up to 512 of `[A-Za-z0-9._~-]`. */
const CLICK_ID = /^[A-Za-z0-9._~-]{1,512}$/
/** §Sub-ids, "Unfilled macros": the whole value in one of the sources' syntaxes. */
const MACRO = /^(?:\{[^{}]+\}|\$\{[^{}]+\}|\[[^[\]]+\]|\[\[[^[\]]+\]\]|\{\{[^{}]+\}\}|##[^#]+##)$/
/** §Sub-ids, "Cost macro": a plain decimal from 0 to 10 with at most 6 decimals. */
const COST = /^\d+(?:\.\d{1,6})?$/
/** §Counting, "Who makes something new": per client and UTC day. */
const NEW_TAGS_PER_CLIENT = 20
const NEW_VALUES_PER_CLIENT = 3
const NEW_COMBINATIONS_PER_CLIENT = 3

/** A decimal string in millionths, exactly (no floating point). */
export function micros(decimal: string): number {
  const negative = decimal.startsWith('-')
  const [whole, fraction = ''] = decimal.replace(/^-/, '').split('.')
  const value = Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6))
  return negative ? -value : value
}

/**
 * Runs the traffic through the rules. `hours[i]` is the UTC hour (`YYYY-MM-DDTHH`) action i ran
 * in. Several seeds' traffic share one database: pass them in the order they ran.
 */
export function runModel(runs: readonly ModelRun[], testId?: number): ModelResult {
  const facts: Fact[] = []
  const armVisitors = new Map<string, number>()
  const problems: string[] = []
  const calls: PostbackCall[] = []
  const revenue = new Map<string, RevenueLine>()
  const answers = new Map<number, string>()
  /** Per UTC day: what already has a place (tags, values, combinations) and each client's spending. */
  const known = new Set<string>()
  const spent = new Map<string, number>()
  /** Per-client facts of a day: a unique click, a gate pass, a zone's cost paid (§Counting, ledger). */
  const once = new Set<string>()
  let base = 0

  for (const { traffic, hours, arms } of runs) {
    const costs = new Map<string, ManualCost>(traffic.costs.map((cost) => [cost.campaign, cost]))
    const bids = new Map(traffic.bids.map((bid) => [bid.campaign, bid.bidMicros]))
    const templates = new Map<string, Template>(traffic.templates.map((t) => [t.campaign, t]))
    /** §Postback out, "Events": whether the campaign's template fires on the event. */
    const fires = (campaign: string, event: 'signup' | 'approved' | 'reversed') => {
      const fire = templates.get(campaign)?.fire
      return (
        fire === 'both' ||
        (fire === 'signup' ? event === 'signup' : fire === 'partner' && event !== 'signup')
      )
    }
    /** The arm each visitor holds (their `arm` cookie), once given. */
    const heldArm = new Map<number, string>()
    const held = new Map<number, Held>()
    const confirmed = new Set<number>(traffic.visitors.flatMap((v, n) => (v.confirmed ? [n] : [])))
    const tokens = new Map<number, Token>()
    /** Partner transactions: approvals kept for a reversal, early reversals kept (§Reversals). */
    const approvals = new Map<string, { click: number; micros: number; reversed: boolean }>()
    const early = new Map<string, { click: number; payout?: string }>()
    const seen = new Set<string>()

    const spend = (key: string, limit: number) => {
      const used = spent.get(key) ?? 0
      if (used >= limit) return false
      spent.set(key, used + 1)
      return true
    }
    /** Once per client and day: true the first time. */
    const first = (key: string) => (once.has(key) ? false : (once.add(key), true))

    for (const [i, action] of traffic.actions.entries()) {
      const hour = hours[i]!
      const day = hour.slice(0, 10)
      const visitor = 'visitor' in action ? traffic.visitors[action.visitor]! : undefined
      const client = visitor?.ip ?? ''
      const agent = visitor ? AGENTS[visitor.agent] : undefined
      const personDims = (subs: Held['subs'], arm = ''): Dims => ({
        ...subs,
        state: visitor!.place.country === 'US' ? visitor!.place.state : '',
        os: agent!.os,
        device: agent!.device,
        arm,
        browser: agent!.browser,
        os_version: agent!.osVersion,
        network: visitor!.place.network,
      })
      /**
       * §Counting, "Who makes something new" and "Bounded"; §Sub-ids, caps: the tag, each value
       * and the combination take a place when a person brings them within their client's budget;
       * what does not is `(other)` (a campaign counted as `(other)` has its sub-ids `(other)` too).
       */
      const admit = (
        campaign: string,
        subs: Held['subs'],
      ): { campaign: string; subs: Held['subs'] } => {
        if (!known.has(`${day} tag ${campaign}`)) {
          if (!spend(`${day} ${client} tags`, NEW_TAGS_PER_CLIENT)) {
            const folded = Object.fromEntries(
              SUBS.map((s) => [s, subs[s] && OTHER]),
            ) as Held['subs']
            return { campaign: OTHER, subs: folded }
          }
          known.add(`${day} tag ${campaign}`)
        }
        const written = { ...subs }
        for (const sub of SUBS) {
          const value = subs[sub]
          const key = `${day} ${campaign} ${sub} ${value}`
          if (!value || known.has(key)) continue
          if (spend(`${day} ${client} ${campaign} ${sub}`, NEW_VALUES_PER_CLIENT)) known.add(key)
          else written[sub] = OTHER
        }
        const combination = SUBS.map((sub) => written[sub])
        if (combination.every((value) => value === '' || value === OTHER))
          return { campaign, subs: written }
        const key = `${day} ${campaign} combination ${combination.join('|')}`
        if (known.has(key)) return { campaign, subs: written }
        if (spend(`${day} ${client} ${campaign} combinations`, NEW_COMBINATIONS_PER_CLIENT)) {
          known.add(key)
          return { campaign, subs: written }
        }
        const folded = Object.fromEntries(SUBS.map((s) => [s, written[s] && OTHER])) as Held['subs']
        return { campaign, subs: folded }
      }
      const count = (campaign: string, page: string, dims: Dims, figures: Partial<Figures>) =>
        facts.push({ hour, campaign, page, dims, figures })
      /**
       * docs/lander-tests.md, "What is counted": a visitor's later events (gate, /go, signup) are
       * filed under the arm they hold in a running test of the page type they landed on (the
       * `camp` cookie's page); without a campaign, under the arm of the newest test they hold.
       */
      const eventArm = (holding: Held | undefined): string => {
        const arm = heldArm.get((action as { visitor: number }).visitor) ?? ''
        if (!holding) return arm
        return holding.landingPage === MODEL_LANDER_TEST.pageType ? arm : ''
      }
      /**
       * A counted landing's or direct click's link (§Sub-ids: Cost macro, Unfilled macros; §Click
       * id in): its cost once per client, campaign, zone and day, and what was broken in it.
       */
      const linkFigures = (
        campaign: string,
        link: LinkParams,
        subs: Held['subs'],
      ): Partial<Figures> => {
        const figures: Partial<Figures> = {
          costMicros: 0,
          costRejected: 0,
          cidRejected: 0,
          unreplacedMacros: 0,
        }
        for (const value of Object.values(link))
          if (MACRO.test(value)) figures.unreplacedMacros! += 1
        const cost = link.cost
        if (cost !== undefined && !MACRO.test(cost)) {
          // A plain decimal from 0 to 10, at most the campaign's bid, and at most 1.00 a visit in
          // a campaign with no bid (§Sub-ids, cost macro: "Bid", "Without a bid a visit's cost
          // stops at 1.00").
          const ceiling = bids.get(campaign) ?? UNBID_VISIT_CEILING_MICROS
          if (!COST.test(cost) || micros(cost) > 10_000_000 || micros(cost) > ceiling)
            figures.costRejected = 1
          else if (first(`${day} ${client} cost ${campaign} ${subs.sub1}`))
            figures.costMicros = micros(cost)
        }
        const cid = link.cid
        if (cid !== undefined && !MACRO.test(cid) && !CLICK_ID.test(cid)) figures.cidRejected = 1
        return figures
      }
      /** Decided rule 2: the manual CPM/CPC is charged once per paid visit, CPA per created signup. */
      const manualCost = (campaign: string, event: 'visit' | 'signup'): number => {
        const cost = costs.get(campaign)
        if (!cost) return 0
        if (event === 'signup') return cost.model === 'cpa' ? cost.rateMicros : 0
        if (cost.model === 'cpm') return Math.round(cost.rateMicros / 1000)
        return cost.model === 'cpc' ? cost.rateMicros : 0
      }
      /** §Click id in: the link's click id when it is one to keep, else ''. */
      const linkCid = (link: LinkParams) =>
        link.cid !== undefined && !MACRO.test(link.cid) && CLICK_ID.test(link.cid) ? link.cid : ''
      const linkSubs = (link: LinkParams): Held['subs'] => {
        const value = (raw: string | undefined) =>
          raw !== undefined && !MACRO.test(raw) && SUB_VALUE.test(raw) ? raw : ''
        return {
          sub1: value(link.sub1),
          sub2: value(link.sub2),
          sub3: value(link.sub3),
          sub4: '',
          sub5: '',
        }
      }
      /** A /go click (§Counting, Events; §Unique clicks; decided rule 1 for the site's own links). */
      const click = (
        campaign: string,
        page: string,
        subs: Held['subs'],
        figures: Partial<Figures>,
        arm = '',
        cid = '',
      ) => {
        const unique = campaign !== '' && first(`${day} ${client} unique ${campaign}`)
        const dims = personDims(subs, arm)
        count(campaign, page, dims, { clicks: 1, uniqueClicks: unique ? 1 : 0, ...figures })
        tokens.set(base + i, { hour, campaign, page, dims, cid })
      }

      switch (action.kind) {
        case 'land': {
          const page = LANDING_PAGES[action.path]
          // docs/lander-tests.md, "Who sees which arm": a person's page of the test's type, their
          // campaign (the link's `sub`) in its scope, draws an arm or keeps the one they hold;
          // "Visitors are people": counted once per client, test and UTC day.
          const inTest =
            testId !== undefined &&
            page === MODEL_LANDER_TEST.pageType &&
            TAG.test(action.campaign) &&
            action.campaign.startsWith(MODEL_LANDER_TEST.scope.slice('prefix:'.length))
          const arm = inTest ? arms[i]! : ''
          if (inTest) {
            if (!new RegExp(`^${testId}[AB]$`).test(arm))
              problems.push(`action ${base + i}: a person on a test's page given arm "${arm}"`)
            else if (first(`${day} ${client} assigned ${testId}`))
              armVisitors.set(arm, (armVisitors.get(arm) ?? 0) + 1)
            if (visitor!.keepsCookies) heldArm.set(action.visitor, arm)
          }
          // §Counting, Attribution: the campaign the visitor already carries is not a second landing;
          // §Click id in: landing again with a click id, the visitor carries it ("without one
          // keeps it").
          const carried = held.get(action.visitor)
          if (carried && carried.campaign === action.campaign && linkCid(action.link))
            carried.cid = linkCid(action.link)
          if (!TAG.test(action.campaign) || carried?.campaign === action.campaign) break
          const { campaign, subs } = admit(action.campaign, linkSubs(action.link))
          const figures = linkFigures(campaign, action.link, subs)
          figures.costMicros! += manualCost(campaign, 'visit')
          // §Sub-ids, "The age gate": a counted landing of a visitor who had not confirmed 18+;
          // docs/lander-tests.md: a landing on the test's page type is its arm's.
          count(campaign, page, personDims(subs, arm), {
            landings: 1,
            gateShown: confirmed.has(action.visitor) ? 0 : 1,
            ...figures,
          })
          if (visitor!.keepsCookies)
            held.set(action.visitor, {
              campaign,
              landingPage: page,
              subs,
              cid: linkCid(action.link),
            })
          break
        }
        case 'direct': {
          const { campaign, subs } = admit(action.campaign, linkSubs(action.link))
          const figures = linkFigures(campaign, action.link, subs)
          figures.costMicros! += manualCost(campaign, 'visit')
          // §Sub-ids, Reports (`page`): a direct link's click stays the row `go`; §Click id in:
          // the link's, else the one the visitor carries for the same campaign.
          const before = held.get(action.visitor)
          const cid = linkCid(action.link) || (before?.campaign === campaign ? before.cid : '')
          click(campaign, 'go', subs, { directClicks: 1, ...figures }, '', cid)
          held.set(action.visitor, { campaign, landingPage: 'go', subs, cid })
          break
        }
        case 'site-click': {
          // §Campaign links: `from=` is never a campaign; decided rule 1: the click counts under
          // the campaign, sub-ids and landing page the visitor holds, else without a campaign.
          const holding = held.get(action.visitor)
          if (holding)
            click(
              holding.campaign,
              holding.landingPage,
              holding.subs,
              {},
              eventArm(holding),
              holding.cid,
            )
          else click('', 'go', linkSubs({}), {}, eventArm(undefined))
          break
        }
        case 'gate': {
          // §Sub-ids, "The age gate": once per client, campaign and day, under its landing page.
          const holding = held.get(action.visitor)
          confirmed.add(action.visitor)
          if (holding && first(`${day} ${client} gate ${holding.campaign}`))
            count(
              holding.campaign,
              holding.landingPage,
              personDims(holding.subs, eventArm(holding)),
              {
                gatePassed: 1,
              },
            )
          break
        }
        case 'signup': {
          // §Counting, Attribution: a signup counts against the cookie's campaign and landing page.
          const holding = held.get(action.visitor)
          const campaign = holding?.campaign ?? ''
          const dims = personDims(holding?.subs ?? linkSubs({}), eventArm(holding))
          count(campaign, holding?.landingPage ?? '', dims, {
            signups: 1,
            costMicros: manualCost(campaign, 'signup'),
          })
          // §Postback out: a created signup whose visitor carries a click id, to the template's
          // source with its payout, counted sent in the signup's hour.
          if (holding?.cid && fires(campaign, 'signup')) {
            const payoutMicros = templates.get(campaign)!.payoutMicros
            calls.push({ cid: holding.cid, status: 'created', payoutMicros, sub: campaign })
            revenueLine({ hour, campaign }).sent += 1
          } else if (holding?.cid && !templates.has(campaign))
            revenueLine({ hour, campaign }).skipped += 1
          break
        }
        case 'bot': {
          // §Counting, Bots: one `bot` event, no sub-ids; it makes nothing new (a tag no person
          // brought that day is `(other)`); the row keeps the page reached and the country.
          const campaign = known.has(`${day} tag ${action.campaign}`) ? action.campaign : OTHER
          const page = action.path === undefined ? 'go' : LANDING_PAGES[action.path]
          const none = Object.fromEntries(CLICK_DIMS.map((dim) => [dim, ''])) as Dims
          count(campaign, page, none, { bots: 1 })
          break
        }
        case 'embed':
          // §Counting, "Only navigations count".
          break
        case 'postback':
          answers.set(base + i, postback(action, base, hour))
          break
      }
    }

    /** §Conversions and revenue, "Partner postbacks in" and "Reversals". */
    function postback(
      action: Extract<Action, { kind: 'postback' }>,
      offset: number,
      postbackHour: string,
    ): string {
      const token = tokens.get(offset + action.click)
      if (!token) return '400'
      const status = action.status ?? 'approved'
      const key = `${status} ${action.txid}`
      if (seen.has(key)) return 'duplicate'
      const line = revenueLine(token)
      /** §Postback out, "Partner approval and reversal": relayed with the partner's amount. */
      const relay = (status: 'approved' | 'reversed', amount: number) => {
        if (token.cid && !templates.has(token.campaign))
          revenueLine({ hour: postbackHour, campaign: token.campaign }).skipped += 1
        if (!token.cid || !fires(token.campaign, status)) return
        calls.push({ cid: token.cid, status, payoutMicros: amount, sub: token.campaign })
        revenueLine({ hour: postbackHour, campaign: token.campaign }).sent += 1
      }
      const file = (amount: number) => {
        line.revenueMicros += amount
        facts.push({
          hour: token.hour,
          campaign: token.campaign,
          page: token.page,
          dims: token.dims,
          figures: { revenueMicros: amount },
        })
      }
      if (status === 'reversed') {
        const approval = approvals.get(action.txid)
        if (!approval) {
          early.set(action.txid, { click: action.click, payout: action.payout })
          return '409'
        }
        if (approval.click !== action.click || approval.reversed) return '409'
        seen.add(key)
        relay('reversed', reverse(approval, action.payout, line, file))
        return 'ok'
      }
      seen.add(key)
      if (status === 'pending' || status === 'rejected') {
        line[status] += 1
        return 'ok'
      }
      const amount = micros(action.payout ?? '0')
      const approval = { click: action.click, micros: amount, reversed: false }
      approvals.set(action.txid, approval)
      line.approved += 1
      file(amount)
      relay('approved', amount)
      // An approval that comes after its reversal applies it at once (same token only).
      const waiting = early.get(action.txid)
      if (waiting && waiting.click === action.click) {
        seen.add(`reversed ${action.txid}`)
        relay('reversed', reverse(approval, waiting.payout, line, file))
      }
      return 'ok'
    }

    base += traffic.actions.length
  }

  /** At most the approved amount; without a payout, or with a larger one, the approved amount. */
  function reverse(
    approval: { micros: number; reversed: boolean },
    payout: string | undefined,
    line: RevenueLine,
    file: (amount: number) => void,
  ): number {
    const asked = payout === undefined ? approval.micros : micros(payout)
    const taken = Math.min(asked, approval.micros)
    approval.reversed = true
    line.reversed += 1
    file(-taken)
    return taken
  }

  function revenueLine(token: Pick<Token, 'hour' | 'campaign'>): RevenueLine {
    const key = `${token.hour} ${token.campaign}`
    let line = revenue.get(key)
    if (!line)
      revenue.set(
        key,
        (line = {
          hour: token.hour,
          campaign: token.campaign,
          revenueMicros: 0,
          approved: 0,
          pending: 0,
          rejected: 0,
          reversed: 0,
          sent: 0,
          skipped: 0,
        }),
      )
    return line
  }

  return { facts, armVisitors, problems, revenue, answers, calls }
}
