/**
 * The dimensions a campaign count is kept under, declared once: the count store's key, fields
 * and SQL columns, the aggregators' tables, the partner token's fields by version, the revenue
 * table's columns, the reports' filters and drill-downs, the block list and the Privacy Policy's
 * list all derive from ROW_DIMENSIONS and CLICK_DIMENSION_SPECS below. D1's schema cannot derive
 * at runtime: a migration adds each column, and a test holds D1's columns to this list.
 *
 * Adding a click dimension: one entry in CLICK_DIMENSION_SPECS (with `token` one above
 * TOKEN_VERSION's value, and TOKEN_VERSION raised to it), the field on Visitor it reads from,
 * and a migration adding its column to campaign_counts and partner_revenue.
 */
import { SUB_ID_PATTERN, SUB_NAMES, type SubIds } from './sub-ids'
import type { Visitor } from './visitor'

/** What every counted row is kept under beyond its click's dimensions. */
const ROW_DIMENSIONS = [
  /** UTC hour, YYYY-MM-DDTHH. */
  { name: 'hour', column: 'hour' },
  { name: 'event', column: 'event' },
  { name: 'campaign', column: 'campaign' },
  /** Signup events: the page the visitor landed on (from the signed cookie); '' otherwise. */
  { name: 'landingPage', column: 'landing_page' },
  { name: 'page', column: 'page' },
  /** Two-letter country from Cloudflare, '' when unknown (a bot's row keeps it). */
  { name: 'country', column: 'country' },
] as const

/** One dimension of a click: counted with it, carried by the partner token, split in reports. */
export interface ClickDimensionSpec {
  /** The field of an event and a row, the report's `?by=` and filter name, the token's field. */
  readonly name: string
  /** Its column in campaign_counts, partner_revenue and the aggregators' tables. */
  readonly column: string
  /** Its value for a visitor following a link with these sub-ids ('' for none). */
  readonly read: (visitor: Visitor, subs: SubIds) => string
  /** A valid stored value (a token's field is checked against it when read). */
  readonly pattern: RegExp
  /**
   * Values capped per campaign per UTC day, like sub-ids: its number in campaign_sub_values
   * (count-store.ts), past the cap the value counts as '(other)'. Absent: a small closed set.
   */
  readonly capSlot?: number
  /** The partner token's version from which it carries this dimension (partner-token.ts). */
  readonly token: number
  /**
   * How the Privacy Policy names it (src/data/legal/privacy.ts, filled by privacyDimensions):
   * its name, what its values are, and where it is read from. Sub-ids have a sentence of their own.
   */
  readonly privacy?: { name: string; detail: string; from: 'cloudflare' | 'agent' }
}

const WORD = /^[a-z]{1,16}$/
/** A lander-test arm as counted: the test's id and the arm's letter ('3B'). */
export const ARM_KEY_PATTERN = /^[1-9]\d{0,8}[A-D]$/
const STATE = /^[A-Z]{2}$/

const SUB_SPECS = SUB_NAMES.map(
  (name, i) =>
    ({
      name,
      column: name,
      read: (_visitor: Visitor, subs: SubIds) => subs[name],
      pattern: SUB_ID_PATTERN,
      capSlot: i + 1,
      token: 1,
    }) as const,
)

/**
 * The click's dimensions, in the order the partner token joins them (its version 1 is the first
 * eight), reports list them and the block list offers them. Bots' rows keep none of them.
 */
export const CLICK_DIMENSION_SPECS = [
  ...SUB_SPECS,
  {
    name: 'state',
    column: 'state',
    read: (visitor) => visitor.state,
    pattern: STATE,
    token: 1,
    privacy: { name: 'state', detail: 'in the United States', from: 'cloudflare' },
  },
  {
    name: 'os',
    column: 'os',
    read: (visitor) => visitor.os,
    pattern: WORD,
    token: 1,
    privacy: {
      name: 'operating system family',
      detail: 'Android, iOS, Windows, macOS, Linux or other',
      from: 'agent',
    },
  },
  {
    name: 'device',
    column: 'device',
    read: (visitor) => visitor.device,
    pattern: WORD,
    token: 1,
    privacy: { name: 'kind of device', detail: 'phone, tablet or desktop', from: 'agent' },
  },
  {
    // The lander-test arm the visitor was shown ('3B'), '' outside a test: read with the visitor
    // (Visitor.arm, decided once per request by the lander-tests layer). A version-1 token may
    // end before it (tokens made before lander tests carry eight).
    name: 'arm',
    column: 'arm',
    read: (visitor) => visitor.arm,
    pattern: ARM_KEY_PATTERN,
    token: 1,
  },
  {
    name: 'browser',
    column: 'browser',
    read: (visitor) => visitor.browser,
    pattern: WORD,
    token: 2,
    privacy: {
      name: 'browser family',
      detail: 'Chrome, Safari, Firefox, Edge, Samsung Internet, Opera or other',
      from: 'agent',
    },
  },
  {
    name: 'os_version',
    column: 'os_version',
    read: (visitor) => visitor.osVersion,
    pattern: /^(?:ios|android)-\d{1,2}$/,
    token: 2,
    privacy: {
      name: 'operating system version',
      detail: 'the major version of iOS or Android, such as iOS 17',
      from: 'agent',
    },
  },
  {
    name: 'network',
    column: 'network',
    read: (visitor) => visitor.network,
    pattern: /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/,
    capSlot: 6,
    token: 2,
    privacy: {
      name: 'network',
      detail:
        'the name of the mobile carrier or internet provider you connect through, as reported by Cloudflare: an organisation\'s name, never your address; at most 500 different ones per campaign per day, later ones counted together as "(other)"',
      from: 'cloudflare',
    },
  },
] as const satisfies readonly ClickDimensionSpec[]

export type ClickDimension = (typeof CLICK_DIMENSION_SPECS)[number]['name']
type RowDimension = (typeof ROW_DIMENSIONS)[number]['name']
/** Every dimension of a counted row: its key (count-store.ts). */
export type CountDimensionName = RowDimension | ClickDimension

export const CLICK_DIMENSIONS = CLICK_DIMENSION_SPECS.map((spec) => spec.name) as ClickDimension[]

/** Every dimension of a counted row, row ones first: StoredCount's fields, in column order. */
export const COUNT_DIMENSIONS: readonly { name: CountDimensionName; column: string }[] = [
  ...ROW_DIMENSIONS,
  ...CLICK_DIMENSION_SPECS,
]

/** The dimension columns of campaign_counts and the aggregators' tables, in COUNT_DIMENSIONS order. */
export const DIMENSION_COLUMNS = COUNT_DIMENSIONS.map((dimension) => dimension.column)

/** The click dimensions capped per campaign per day, with their number in campaign_sub_values. */
export const CAPPED_DIMENSIONS = CLICK_DIMENSION_SPECS.flatMap((spec) =>
  'capSlot' in spec ? [{ column: spec.column, slot: spec.capSlot }] : [],
)

/**
 * The click dimensions read from the user agent (privacy `from: 'agent'`), which a client writes
 * as it likes: per client, campaign and UTC day at most NEW_AGENTS_PER_CLIENT new combinations of
 * them with the page are counted by their values, the rest as '(other)' (admission.ts;
 * docs/decisions/029-agent-budget.md).
 */
export const AGENT_DIMENSIONS = CLICK_DIMENSION_SPECS.flatMap((spec) =>
  'privacy' in spec && spec.privacy.from === 'agent' ? [spec.name] : [],
)

/** The partner token's newest version: what new tokens are made with. */
export const TOKEN_VERSION: number = 2

/** The click dimensions a partner token of `version` carries, in its order; undefined if unknown. */
export function tokenDimensions(version: number): readonly ClickDimensionSpec[] | undefined {
  if (!Number.isInteger(version) || version < 1 || version > TOKEN_VERSION) return undefined
  return CLICK_DIMENSION_SPECS.filter((spec) => spec.token <= version)
}

/** A click's dimensions: the visitor's, with the link's sub-ids. */
export function clickDimensionsOf(visitor: Visitor, subs: SubIds): Record<ClickDimension, string> {
  const dims = {} as Record<ClickDimension, string>
  for (const spec of CLICK_DIMENSION_SPECS) dims[spec.name] = spec.read(visitor, subs)
  return dims
}

/** Every click dimension '' (a bot's row). */
export const NO_CLICK_DIMENSIONS: Readonly<Record<ClickDimension, string>> = Object.freeze(
  Object.fromEntries(CLICK_DIMENSIONS.map((name) => [name, ''])) as Record<ClickDimension, string>,
)

/** "a, b and c". */
function joinAnd(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * The Privacy Policy's lists, from the declaration: `counted`, what a counter is kept for after
 * the country; `carried`, what the partner token carries after the sub-ids.
 */
export function privacyDimensions(): { counted: string; carried: string } {
  const described = CLICK_DIMENSION_SPECS.flatMap((spec) =>
    'privacy' in spec ? [spec.privacy as NonNullable<ClickDimensionSpec['privacy']>] : [],
  )
  // Cloudflare's: the state is said as "in the United States, state (both … Cloudflare)".
  const cloudflare = described
    .filter((item) => item.from === 'cloudflare')
    .map((item, i) =>
      i === 0
        ? `${item.detail}, ${item.name} (both as reported by Cloudflare)`
        : `${item.name} (${item.detail})`,
    )
  const agent = described.filter((item) => item.from === 'agent')
  const fromAgent = `${joinAnd(agent.map((item) => `${item.name} (${item.detail})`))}, ${
    agent.length === 2 ? 'both' : 'all'
  } worked out from your browser's user agent`
  return {
    counted: [...cloudflare, fromAgent].join(', '),
    carried: joinAnd(described.map((item) => item.name)),
  }
}
