/**
 * /admin/report: one report split by one dimension, narrowed by the drill-down so far, with its
 * CSV, the campaign's block list and the campaign's manual cost (for sources without a macro).
 */
import { formatMicros } from '../../campaign/core'
import type { CampaignCost } from '../../campaign-settings/campaign-costs'
import {
  botsApart,
  FILTER_DIMENSIONS,
  NONE_VALUE,
  type ReportDimension,
  type ReportRow,
} from '../../reports/report-data'
import { formatCount } from '../ui/format'
import { blocklistHref, reportCsvHref, reportHref, type ReportQuery } from '../ui/report-links'
import { ADMIN_COSTS_PATH, ADMIN_PATH } from '../../shared/paths'
import { cutMultiple } from '../../stats/zone-verdict'
import {
  falseCutSentence,
  falseKeepSentence,
  pullSentence,
  type ZoneVerdicts,
} from '../../reports/zone-verdicts'
import { AdminDocument } from '../ui/AdminDocument'
import { Messages } from '../ui/Messages'
import { DatePresets } from '../ui/DatePresets'
import { filterQuery } from '../../reports/dashboard-filters'
import { BlocklistControls, type BlocklistPreview } from './BlocklistControls'
import { CampaignSourceForm } from './CampaignSourceForm'
import type { CampaignSource } from '../../campaign-settings/campaign-sources'
import { reportDrill, ReportTable } from '../ui/ReportTable'

interface ReportPageProps {
  query: ReportQuery
  rows?: readonly ReportRow[]
  errors: readonly string[]
  notes: readonly string[]
  /** The campaign's manual cost (when the report is of one campaign). */
  cost?: CampaignCost
  /** Without a bid, the most a visit may cost, from the campaign's last 7 days (decision 046). */
  inferredCeiling?: number
  csrfToken: string
  notice?: string
  /** Each zone's verdict, for one campaign split by a zone dimension. */
  verdicts?: ZoneVerdicts
  /** The block list of this campaign and dimension, as its controls ask. */
  blocklist?: BlocklistPreview
  /** The campaign's traffic source, when saved. */
  source?: CampaignSource
  /** Where the days' zone came from, when the campaign's source chose it. */
  zoneNote?: string
}

export function ReportPage({
  query,
  rows,
  errors,
  notes,
  cost,
  inferredCeiling,
  csrfToken,
  notice,
  verdicts,
  blocklist,
  source,
  zoneNote,
}: ReportPageProps) {
  const { filters, drill, by } = query
  const path = [
    filters.campaign ? `campaign ${filters.campaign}` : 'all campaigns',
    ...FILTER_DIMENSIONS.filter((name) => drill[name] !== undefined).map(
      (name) => `${name} ${drill[name] === '' ? NONE_VALUE : drill[name]}`,
    ),
  ]
  const title = `Report by ${by}: ${path.join(', ')}`
  const shown = rows ? botsApart(by, rows) : undefined
  return (
    <AdminDocument title={title}>
      <p>
        <a href={ADMIN_PATH}>Back to the dashboard</a>
      </p>
      <h1>{title}</h1>
      <DatePresets
        tz={filters.tz}
        from={filters.from}
        to={filters.to}
        href={(from, to) => reportHref({ ...query, filters: { ...filters, from, to } })}
        customHref={`${ADMIN_PATH}?${filterQuery(filters)}#range-from`}
      />
      <p>
        {filters.from} to {filters.to} ({filters.tz}). Revenue is the partner&apos;s approved
        payouts minus reversals, by the hour of the click; cost is the links&apos; cost macro plus
        the campaign&apos;s manual cost, or in the hours a source&apos;s spend covers, that spend
        (its cell says how it was placed); ROI is profit ÷ cost, EPC revenue per click, CPA cost per
        created signup, CR created signups per landing.
      </p>
      {zoneNote ? <p role="status">{zoneNote}</p> : null}
      <Messages items={errors} role="alert" />
      <Messages items={notes} role="status" />
      {notice ? <p role="status">{notice}</p> : null}
      <p>
        <a href={reportCsvHref(query)}>Download this report as CSV</a>
        {filters.campaign ? (
          <>
            {' · '}
            <a href={blocklistHref(filters, filters.campaign)}>Zones to block (sub1)</a>
          </>
        ) : null}
      </p>
      {verdicts ? <VerdictNote verdicts={verdicts} /> : null}
      {shown?.bots !== undefined ? <BotsLine by={by} bots={shown.bots} /> : null}
      {shown ? (
        <ReportTable
          verdicts={verdicts}
          sort={query.sort}
          sortHref={(column, dir) => reportHref({ ...query, sort: { column, dir } })}
          caption={`${title}: ${by === 'day' ? 'every day' : 'up to 200 values, the most landings first'} (the CSV has every one)`}
          by={by}
          rows={shown.rows}
          drill={reportDrill(query, (then) => reportHref({ ...query, then }))}
          blocklistHref={
            by === 'campaign' ? (campaign) => blocklistHref(filters, campaign) : undefined
          }
        />
      ) : null}
      {blocklist ? <BlocklistControls filters={filters} preview={blocklist} /> : null}
      {filters.campaign ? (
        <CampaignSourceForm
          campaign={filters.campaign}
          source={source}
          csrfToken={csrfToken}
          back={reportHref(query)}
        />
      ) : null}
      {filters.campaign ? (
        <CostForm
          campaign={filters.campaign}
          cost={cost}
          {...(inferredCeiling !== undefined && { inferredCeiling })}
          csrfToken={csrfToken}
          back={reportHref(query)}
        />
      ) : null}
    </AdminDocument>
  )
}

/** Bots of a report by a dimension they do not carry: one line, not a row of zeros. */
function BotsLine({ by, bots }: { by: ReportDimension; bots: number }) {
  return (
    <p>
      Bots carry no {by}: {formatCount(bots)} in this report, counted apart from its rows.
    </p>
  )
}

/** A campaign's manual cost: for traffic sources whose links carry no cost macro. */
function CostForm(props: {
  campaign: string
  cost?: CampaignCost
  inferredCeiling?: number
  csrfToken: string
  back: string
}) {
  const { campaign, cost, inferredCeiling } = props
  return (
    <section aria-labelledby="manual-cost">
      <h2 id="manual-cost">Manual cost of {campaign}</h2>
      <p>
        For a source that sends no <code>cost</code> macro: a rate per thousand paid visits (CPM),
        per paid visit (CPC) or per created signup (CPA), applied to every range shown. A paid visit
        is a landing or a click on the campaign&apos;s direct link; a click on the site&apos;s own
        link follows a landing already paid. Now:{' '}
        {cost && cost.model !== 'none'
          ? `${cost.model.toUpperCase()} ${formatMicros(cost.rateMicros)}`
          : 'none'}
        . The bid is the highest cost of one visit you believe: a link&apos;s <code>cost</code>{' '}
        above it is rejected (counted as a rejected cost), so no visitor can inflate a zone&apos;s
        cost. Left empty, the campaign&apos;s own ceiling holds:{' '}
        {inferredCeiling !== undefined
          ? `${formatMicros(inferredCeiling)} a visit, 5 × its usual dearest visits of the last 7 days`
          : '1.00 a visit until it has a week’s cost history (1,000 people)'}
        .
      </p>
      <form className="admin-filters" method="post" action={ADMIN_COSTS_PATH}>
        <input type="hidden" name="csrf" value={props.csrfToken} />
        <input type="hidden" name="campaign" value={campaign} />
        <input type="hidden" name="back" value={props.back} />
        <label>
          Model
          <select name="model" defaultValue={cost?.model ?? 'none'}>
            <option value="none">None (macro only)</option>
            <option value="cpm">CPM (per 1,000 paid visits)</option>
            <option value="cpc">CPC (per paid visit)</option>
            <option value="cpa">CPA (per signup)</option>
          </select>
        </label>
        <label>
          Rate
          <input
            name="rate"
            inputMode="decimal"
            defaultValue={cost ? formatMicros(cost.rateMicros) : ''}
            placeholder="1.25"
          />
        </label>
        <label>
          Bid (per visit)
          <input
            name="bid"
            inputMode="decimal"
            defaultValue={cost?.bidMicros !== undefined ? formatMicros(cost.bidMicros) : ''}
            placeholder="0.05"
          />
        </label>
        <button type="submit">Save cost</button>
      </form>
    </section>
  )
}

const PAYOUT_SOURCES = {
  template: 'the postback template’s payout',
  partner: 'the partner’s average approved payout in this range',
  none: 'no payout known yet',
} as const

/** How the zones were judged, and how many a cut at this confidence gets wrong by bad luck. */
function VerdictNote({ verdicts }: { verdicts: ZoneVerdicts }) {
  const { payoutMicros, payoutSource, cuts, rule } = verdicts
  const alpha = `${Math.round(rule.alpha * 100)} %`
  return (
    <section aria-labelledby="verdicts">
      <h2 id="verdicts">Verdicts</h2>
      <p>
        Each zone is judged against {PAYOUT_SOURCES[payoutSource]}
        {payoutMicros > 0 ? ` (${formatMicros(payoutMicros)})` : ''} on the counts already in the
        database (the last minutes are not judged): <strong>cut</strong> a zone that spent{' '}
        {cutMultiple(rule).toFixed(1)}× the payout without a conversion, or whose chance of reaching
        break-even is under {alpha}; <strong>keep</strong> one that reaches it with over 95 % and 2
        conversions or more, its own conversions ruling out a loss of half its spend;{' '}
        <strong>wait</strong> otherwise. {pullSentence(verdicts)} {falseCutSentence(verdicts)}{' '}
        {falseKeepSentence()} {cuts} to cut now.
      </p>
    </section>
  )
}
