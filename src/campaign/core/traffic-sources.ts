/**
 * Every traffic source the site has presets for, in one record: what its links carry (the
 * macros it fills into `cid`, `cost`, `sub1`…`sub5`), what its cost macro is worth, and where it
 * wants a conversion reported. Transcribed from docs/sources/SOURCES.md (a copy of the project's
 * graded source list); a test holds each preset to that table and docs/campaigns.md to this one.
 * The link builder and the postback form both read their presets from here.
 */

/**
 * How sure a preset is. A: the source's own documentation; B: a tracker's published preset for
 * that source; C: seen only in public code or an old template. A source found nowhere has none.
 */
export type SourceGrade = 'A' | 'B' | 'C'

/**
 * What a source's cost macro is: the price of one visit (our `cost`), a price per 1,000 visits
 * (a bid as pop networks quote it: the link builder leaves it out, as `cost` would count it a
 * thousand times too high), or no cost macro at all (a manual CPM or CPC on the report page).
 */
type CostUnit = 'visit' | 'mille' | 'none'

/** What a preset says for B and C grades. */
export const CHECK_IN_DASHBOARD = 'Check the exact URL in your source’s dashboard.'

interface SourceLanding {
  /** Pasted after `?sub=TAG&`, macros as the source spells them. */
  parameters: string
  /** The table's headline grade; `note` says what is less sure. */
  grade: SourceGrade
  costUnit: CostUnit
  note?: string
}

interface SourcePostback {
  /** Our placeholders (postback-template.ts); `YOUR_…` parts are the buyer's own values. */
  template: string
  grade: SourceGrade
  /** The query parameter that takes `{payout}`, or undefined when the source takes none. */
  payoutParameter?: string
  /** Currency, goal or duplicate rules the buyer must know. */
  note?: string
  /**
   * `goal`: the source tells events apart only by a goal id per event (one template per event);
   * `one`: it counts every call as one more conversion of the click.
   */
  events: 'goal' | 'one'
  /** The source documents only `http://`: the one exception to https (postback-template.ts). */
  httpOnly?: boolean
}

/**
 * The time zone a source's own statistics count days in, as its documentation says: ExoClick's
 * (America/New_York, its statistics API's default); every other source here documents none in
 * what could be searched (docs/campaigns.md, "Days in a time zone"), so UTC (not documented). A
 * campaign's own saved zone (what the buyer's account shows) replaces it
 * (src/campaign-settings/campaign-sources.ts).
 */
export interface SourceTimeZone {
  /** An IANA zone. */
  zone: string
  /** False: no documentation of the source says it; UTC is a default, not a fact. */
  documented: boolean
}

/** What a source whose statistics' time zone is documented nowhere we could find reports in. */
export const UTC_NOT_DOCUMENTED: SourceTimeZone = { zone: 'UTC', documented: false }

export interface TrafficSource {
  /** The preset's id in `?preset=` and `link_source=` (ids of older presets are kept). */
  id: string
  name: string
  /** The time zone its statistics count days in. */
  statsTimeZone: SourceTimeZone
  landing?: SourceLanding
  postback?: SourcePostback
}

export const TRAFFIC_SOURCES: readonly TrafficSource[] = [
  {
    id: 'trafficstars',
    name: 'TrafficStars',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters:
        'cid={click_id}&cost={cost}&sub1={site_id}&sub2={adspot_id}&sub3={creative_id}&sub4={campaign_id}',
      grade: 'A',
      costUnit: 'visit',
    },
    postback: {
      template:
        'https://tsyndicate.com/api/v1/cpa/action?clickid={cid}&value={payout}&lead_code={txid}&key=YOUR_KEY',
      grade: 'A',
      payoutParameter: 'value',
      note: 'Repeats of one click need allow_duplicates=1.',
      events: 'one',
    },
  },
  {
    id: 'exoclick',
    name: 'ExoClick',
    // Its statistics API's `timezone` defaults to America/New_York (docs.exoclick.com, Global
    // Statistics; decision 021 as corrected on 2026-12-03).
    statsTimeZone: { zone: 'America/New_York', documented: true },
    landing: {
      parameters:
        'cid={conversions_tracking}&sub1={zone_id}&sub2={site_id}&sub3={variation_id}&sub4={campaign_id}',
      grade: 'A',
      costUnit: 'none',
      note: 'A for the click id, C for the sub-ids; no cost macro documented.',
    },
    postback: {
      template: 'https://s.magsrv.com/tag.php?goal=YOUR_GOAL_ID&tag={cid}&value={payout}',
      grade: 'A',
      payoutParameter: 'value',
      note: 'value only for dynamic-value goals; one 32-hex goal id per event. Answers 200 with OK or ERROR: …',
      events: 'goal',
    },
  },
  {
    id: 'clickadu',
    name: 'Clickadu',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cid=${SUBID}&cost={cost}&sub1={zoneid}&sub3={bannerid}&sub4={campaignid}',
      grade: 'A',
      costUnit: 'visit',
    },
    postback: {
      template:
        'https://sconvtrk.com/conversion/YOUR_HASH/?visitor_id={cid}&aid=YOUR_AID&payout={payout}',
      // A for the host, visitor_id and aid; payout is C.
      grade: 'A',
      payoutParameter: 'payout',
      note: 'The payout parameter is unverified (C).',
      events: 'one',
    },
  },
  {
    id: 'propellerads',
    name: 'PropellerAds',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cid=${SUBID}&cost={cost}&sub1={zoneid}&sub3={bannerid}&sub4={campaignid}',
      grade: 'B',
      costUnit: 'visit',
      note: 'The cost macro is unverified (C).',
    },
    postback: {
      template:
        'https://ad.propellerads.com/conversion.php?aid=YOUR_AID&pid=&tid=YOUR_TID&visitor_id={cid}&payout={payout}',
      grade: 'B',
      payoutParameter: 'payout',
      note: 'payout or price (sources disagree); goal=N per event (C).',
      events: 'goal',
    },
  },
  {
    id: 'adsterra',
    name: 'Adsterra',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters:
        'cid=##SUB_ID_SHORT(action)##&sub1=##PLACEMENT_ID##&sub2=##PUBLISHER_ID##&sub3=##BANNER_ID##&sub4=##CAMPAIGN_ID##',
      grade: 'B',
      costUnit: 'none',
    },
    postback: {
      template:
        'https://www.pbterra.com/name/YOUR_ADVERTISER_NAME/at?subid_short={cid}&atpay={payout}',
      grade: 'A',
      payoutParameter: 'atpay',
      note: 'atpay is in USD only.',
      events: 'one',
    },
  },
  {
    id: 'hilltopads',
    name: 'HilltopAds',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cid={{ctoken}}&cost={{price}}&sub1={{zoneid}}&sub3={{adid}}&sub4={{campaignid}}',
      grade: 'B',
      costUnit: 'mille',
    },
    postback: {
      template:
        'https://postback.hilltopads.com/close/?token={cid}&price={payout}&currency=USD&advertiserId=YOUR_ID',
      grade: 'B',
      payoutParameter: 'price',
      note: 'price with currency (USD here).',
      events: 'one',
    },
  },
  {
    id: 'advertizer',
    name: 'Advertizer',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cid=[[subid]]&cost=[[click_cost]]&sub1=[[pid]]&sub2=[[partner_id]]',
      grade: 'B',
      costUnit: 'visit',
    },
    postback: {
      template:
        'http://postback.advertizer.com/pb.php?clickid={cid}&amount={payout}&txn_id={txid}&advertiser_id=YOUR_ID&key=YOUR_KEY',
      grade: 'B',
      payoutParameter: 'amount',
      events: 'one',
      httpOnly: true,
    },
  },
  {
    // The id of the older placeholder preset, kept for links that name it.
    id: 'trafficforce',
    name: 'Traffic Force',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cid={CLICK_ID}&sub1={channel_id}&sub2={site_id}&sub3={ad_id}&sub4={campaign_id}',
      grade: 'B',
      costUnit: 'none',
    },
    postback: {
      template: 'http://delivery.trafficforce.com/conv.php?click_id={cid}',
      grade: 'B',
      events: 'one',
      httpOnly: true,
    },
  },
  {
    id: 'juicyads',
    name: 'JuicyAds',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters:
        'cid={dynamicS2S}&cost={dynamicBID}&sub1={dynamicZNE}&sub2={dynamicSITE}&sub3={dynamicIMG}&sub4={dynamicCMP}',
      grade: 'B',
      costUnit: 'mille',
    },
    postback: {
      template:
        'https://ck.juicyads.com/ilikeitjuicy.php?c=YOUR_ID&s2s={cid}&amount={payout}&token=YOUR_TOKEN&data=YOUR_DATA&goal=YOUR_GOAL',
      grade: 'B',
      payoutParameter: 'amount',
      note: 'goal per event.',
      events: 'goal',
    },
  },
  {
    id: 'richads',
    name: 'RichAds',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters:
        'cid=[CLICK_ID]&cost=[CPV_PRICE]&sub1=[ZONE_ID]&sub2=[SITE_ID]&sub3=[CREATIVE_ID]&sub4=[CAMPAIGN_ID]',
      grade: 'B',
      costUnit: 'visit',
    },
    postback: {
      template: 'http://xml.auxml.com/log?action=conversion&key={cid}&price={payout}',
      grade: 'B',
      payoutParameter: 'price',
      events: 'one',
      httpOnly: true,
    },
  },
  {
    id: 'galaksion',
    name: 'Galaksion',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      // Their {cid} is their campaign id, hence sub4.
      parameters: 'cid={click_id}&cost={cost}&sub1={zoneid}&sub3={creative_id}&sub4={cid}',
      grade: 'B',
      costUnit: 'visit',
    },
    postback: {
      template: 'http://postback.report/postback?cid=YOUR_CAMPAIGN_ID&click_id={cid}',
      grade: 'B',
      note: 'A second host is also seen: copy the URL from the dashboard.',
      events: 'one',
      httpOnly: true,
    },
  },
  {
    id: 'popads',
    name: 'PopAds',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cid=[IMPRESSIONID]&cost=[BID]&sub1=[WEBSITEID]&sub4=[CAMPAIGNID]&sub5=[QUALITY]',
      grade: 'B',
      costUnit: 'mille',
    },
  },
  {
    id: 'popcash',
    name: 'PopCash',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cost=[bid]&sub1=[siteid]&sub4=[campaignid]&sub5=[category]',
      grade: 'B',
      costUnit: 'mille',
    },
  },
  {
    id: 'zeropark',
    name: 'Zeropark',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    landing: {
      parameters: 'cid={cid}&sub1={target}&sub2={source}&sub4={campaign_id}',
      grade: 'C',
      costUnit: 'none',
    },
    postback: {
      template: 'http://postback.zeroredirect1.com/zppostback/YOUR_UUID?cid={cid}&payout={payout}',
      grade: 'C',
      payoutParameter: 'payout',
      note: 'Copy the URL from the dashboard.',
      events: 'one',
      httpOnly: true,
    },
  },
  {
    id: 'twinred',
    name: 'TwinRed',
    statsTimeZone: UTC_NOT_DOCUMENTED,
    postback: {
      template: 'https://ad.twinrdengine.com/conversion/YOUR_TRACKER_NAME?id={cid}',
      grade: 'B',
      events: 'one',
    },
  },
]

/**
 * Trackers' postback presets: the marketer's own tracker, on their own domain, rather than a
 * traffic source (no landing macros, no grade: the URL is the marketer's by construction).
 */
const TRACKER_PRESETS: readonly { id: string; name: string; template: string }[] = [
  {
    id: 'voluum',
    name: 'Voluum',
    template: 'https://YOUR_VOLUUM_DOMAIN/postback?cid={cid}&payout={payout}&txid={txid}',
  },
  {
    id: 'binom',
    name: 'Binom',
    template: 'https://YOUR_BINOM_DOMAIN/click.php?cnv_id={cid}&payout={payout}&cnv_status={event}',
  },
  {
    id: 'keitaro',
    name: 'Keitaro',
    template:
      'https://YOUR_KEITARO_DOMAIN/YOUR_POSTBACK_KEY/postback?subid={cid}&payout={payout}&tid={txid}&status=lead',
  },
  {
    id: 'redtrack',
    name: 'RedTrack',
    template: 'https://YOUR_REDTRACK_DOMAIN/postback?clickid={cid}&sum={payout}&type={event}',
  },
  {
    id: 'generic',
    name: 'Other (generic)',
    template:
      'https://YOUR_POSTBACK_HOST/postback?clickid={cid}&payout={payout}&txid={txid}&sub={sub}&event={event}',
  },
]

/** One choice of the postback form's preset list. */
export interface PostbackPreset {
  id: string
  name: string
  template: string
  /** Absent for a tracker. */
  source?: TrafficSource
}

/** The postback form's presets: every source with a postback, then the trackers. */
export const POSTBACK_PRESETS: readonly PostbackPreset[] = [
  ...TRAFFIC_SOURCES.flatMap((source) =>
    source.postback
      ? [{ id: source.id, name: source.name, template: source.postback.template, source }]
      : [],
  ),
  ...TRACKER_PRESETS,
]

/** The link builder's presets: every source with landing macros. */
export const LANDING_PRESETS: readonly (TrafficSource & { landing: SourceLanding })[] =
  TRAFFIC_SOURCES.filter((source): source is TrafficSource & { landing: SourceLanding } =>
    Boolean(source.landing),
  )

/**
 * The hosts a postback may reach over `http://`: those of the sources that document nothing
 * else. The key in such a URL travels in clear; every other host needs https.
 */
export const HTTP_ONLY_HOSTS: ReadonlySet<string> = new Set(
  TRAFFIC_SOURCES.flatMap((source) =>
    source.postback?.httpOnly ? [new URL(source.postback.template).hostname] : [],
  ),
)

/** The source whose postback host this is, if any. */
export function sourceOfPostbackHost(hostname: string): TrafficSource | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return TRAFFIC_SOURCES.find(
    (source) => source.postback && new URL(source.postback.template).hostname === host,
  )
}

/** Whether a grade asks the buyer to check the URL in the source's dashboard. */
export function needsDashboardCheck(grade: SourceGrade): boolean {
  return grade !== 'A'
}
