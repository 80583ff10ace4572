/** The operator's campaign dashboard: filters, totals, per-campaign and per-page tables, the daily chart. */
import { CAMPAIGN_PAGE_SIZE, type DashboardData } from '../../reports/dashboard-data'
import { rate } from '../../reports/figures'
import { filterQuery, previousRange, type DashboardFilters } from '../../reports/dashboard-filters'
import type { LinkRequest } from './link-builder'
import { useSite } from '../../site/site-context'
import { AdminDocument } from '../ui/AdminDocument'
import { DailyChart } from '../ui/DailyChart'
import { DatePresets } from '../ui/DatePresets'
import { MoneyChart } from '../ui/MoneyChart'
import { Messages } from '../ui/Messages'
import { DailyTable, OUTAGE_SHARE } from './DailyTable'
import { FilterForm } from './FilterForm'
import { campaignLabel, formatCount, formatRate } from '../ui/format'
import { FunnelTable } from './FunnelTable'
import { LinkBuilder } from './LinkBuilder'
import { LinkProblemsTable } from './LinkProblemsTable'
import { RevenueTable } from './RevenueTable'
import { TotalsList } from './TotalsList'
import type { CampaignRevenue } from '../../reports/revenue-data'
import type { ReportDimension, ReportRow } from '../../reports/report-data'
import { blocklistHref, reportCsvHref, reportHref } from '../ui/report-links'
import { reportDrill, ReportTable, type ReportDrill } from '../ui/ReportTable'
import {
  ADMIN_CONNECTIONS_PATH,
  ADMIN_PARTNERS_PATH,
  ADMIN_PATH,
  ADMIN_TESTS_PATH,
} from '../../shared/paths'
import type { SortKey } from '../../reports/dashboard-filters'
import {
  dashboardQuery,
  funnelValue,
  revenueValue,
  type DashboardSorts,
  type DashboardTable,
} from './dashboard-sorts'
import { sortRows, tableSorting, type Sorting } from '../ui/table-sort'

interface AdminPageProps {
  filters: DashboardFilters
  /** Undefined when the numbers could not be read (the problem is in `problem`). */
  data?: DashboardData
  /** Filter values that were not understood. */
  errors: readonly string[]
  problem?: string
  link: LinkRequest
  /** What the numbers leave out (an aggregator that did not answer), one sentence each. */
  notes?: readonly string[]
  /** Revenue and postbacks per campaign; undefined when they could not be read. */
  revenue?: CampaignRevenue[]
  /** The trackers' table by campaign (cost, profit, ROI …); undefined when it could not be read. */
  profit?: ReportRow[]
  /** Revenue and cost per day of the range, for the money chart. */
  money?: ReportRow[]
  /** Each table's order (the campaign funnel's is the filters' sort and order). */
  sorts: DashboardSorts
  /** Where the days' zone came from, when a campaign's source chose it. */
  zoneNote?: string
  /** What the profit table's campaigns drill down by, when `?then=` chose it. */
  then?: ReportDimension
}

export function AdminPage({
  filters,
  data,
  errors,
  problem,
  link,
  notes = [],
  revenue,
  profit,
  money,
  sorts,
  zoneNote,
  then,
}: AdminPageProps) {
  // Sort links keep the filters, the other tables' orders and the drill-down's choice, nothing
  // else the URL held.
  const here = dashboardQuery(filters, sorts)
  if (then) here.set('then', then)
  const sorting = (table: DashboardTable, anchor: string) =>
    tableSorting(ADMIN_PATH, here, table, sorts[table], anchor)
  const { config } = useSite()
  const title = `Campaigns ${filters.from} to ${filters.to}${filters.campaign ? `, ${filters.campaign}` : ''}`
  return (
    <AdminDocument title={title}>
      <h1>{config.brand} campaigns</h1>
      <p>
        Counted per UTC hour, aggregates only; days (the range, the daily table, the exports) are
        days in {filters.tz}. A landing is a visitor opening a page through a link with a valid{' '}
        <code>?sub=</code> (a reload with the same campaign is not counted again); bots are counted
        apart. <a href={ADMIN_TESTS_PATH}>Lander and offer tests</a>,{' '}
        <a href={ADMIN_PARTNERS_PATH}>Partner presets</a>,{' '}
        <a href={ADMIN_CONNECTIONS_PATH}>Cost connections</a>
      </p>
      {zoneNote ? <p role="status">{zoneNote}</p> : null}
      <DatePresets
        tz={filters.tz}
        from={filters.from}
        to={filters.to}
        href={(from, to) => `${ADMIN_PATH}?${filterQuery(filters, { from, to, page: 1 })}`}
      />
      <FilterForm filters={filters} />
      <Messages items={errors} role="alert" />
      {problem ? (
        <p className="admin-errors" role="alert">
          {problem}
        </p>
      ) : null}
      <Messages items={notes} role="status" />
      {profit ? (
        <ProfitSection
          filters={filters}
          rows={profit}
          sorting={sorting('profit', 'profit')}
          drill={reportDrill({ filters, drill: {}, by: 'campaign', then }, (dim) => {
            const query = new URLSearchParams(here)
            query.set('then', dim)
            return `${ADMIN_PATH}?${query}`
          })}
        />
      ) : null}
      {data ? <Numbers filters={filters} data={data} money={money} sorting={sorting} /> : null}
      {revenue ? (
        <section aria-labelledby="revenue">
          <h2 id="revenue">Revenue</h2>
          <RevenueTable
            rows={sortRows(revenue, sorts.revenue, revenueValue)}
            {...sortProps(sorting('revenue', 'revenue'))}
          />
        </section>
      ) : null}
      <LinkBuilder link={link} />
    </AdminDocument>
  )
}

/**
 * The trackers' table by campaign: landings to ROI, each row drilling down by any dimension on
 * /admin/report, with the campaign's block list.
 */
function ProfitSection({
  filters,
  rows,
  sorting,
  drill,
}: {
  filters: DashboardFilters
  rows: ReportRow[]
  sorting: Sorting
  drill: ReportDrill
}) {
  const query = { filters, drill: {}, by: 'campaign' as const }
  return (
    <section aria-labelledby="profit">
      <h2 id="profit">Profit per campaign</h2>
      <p>
        Cost is the links&apos; <code>cost</code> macro plus a campaign&apos;s manual cost, or the
        source&apos;s pulled or pushed spend in the hours it covers; revenue the partner&apos;s
        approved payouts minus reversals. Each campaign opens its report by the dimension chosen
        above the table (its zones, sub1, unless another is chosen); a campaign&apos;s zones get a
        verdict (cut, keep or wait) and its block list names the zones (sub1) cut.{' '}
        <a href={reportCsvHref(query)}>Report CSV</a>
      </p>
      <ReportTable
        caption="Profit per campaign, the 50 with the most landings (the report CSV has every one): landings, clicks, unique clicks, signups, CR, revenue, cost, profit, ROI, EPC, CPA, bots"
        by="campaign"
        rows={rows}
        drill={drill}
        blocklistHref={(campaign) => blocklistHref(filters, campaign)}
        {...sortProps(sorting)}
      />
    </section>
  )
}

function sortProps({ sort, href }: Sorting) {
  return { sort, sortHref: href }
}

function Numbers({
  filters,
  data,
  money,
  sorting,
}: {
  filters: DashboardFilters
  data: DashboardData
  money?: ReportRow[]
  sorting: (table: DashboardTable, anchor: string) => Sorting
}) {
  const flagged = data.days.filter(({ funnel }) => {
    const share = rate(funnel.fallbacks, funnel.attempts)
    return share !== undefined && share >= OUTAGE_SHARE
  })
  const previous = previousRange(filters)
  const totals = data.current.totals
  const pages = Math.max(1, Math.ceil(data.campaignCount / CAMPAIGN_PAGE_SIZE))
  const pageHref = (page: number) => `${ADMIN_PATH}?${filterQuery(filters, { page })}#per-campaign`
  return (
    <>
      <section aria-labelledby="totals">
        <h2 id="totals">Totals</h2>
        <TotalsList
          data={data}
          previousLabel={`${previous.from} to ${previous.to}`}
          sorting={sorting('totals', 'totals')}
        />
        <p>{BOT_DEFINITION}</p>
      </section>
      <section aria-labelledby="health">
        <h2 id="health">Backend health</h2>
        <p className={flagged.length ? 'admin-outage' : undefined}>
          {formatCount(totals.fallbacks)} of {formatCount(totals.attempts)} signup attempts fell
          back to the partner&apos;s page ({formatRate(rate(totals.fallbacks, totals.attempts))}
          ).{' '}
          {flagged.length
            ? `Days when half or more fell back: ${flagged.map(({ key }) => key).join(', ')}.`
            : 'No day had half or more of its attempts fall back.'}
        </p>
      </section>
      <section aria-labelledby="link-problems">
        <h2 id="link-problems">Broken links</h2>
        <p>
          A source that did not fill in a macro sends it as it is (<code>{'cid={click_id}'}</code>);
          such a value is never kept, sent or counted as one. A click id over 512 characters or
          outside letters, digits and <code>. _ ~ -</code> is refused. Check these campaigns&apos;
          links in the source&apos;s dashboard.
        </p>
        <LinkProblemsTable rows={data.linkProblems} sorting={sorting('links', 'link-problems')} />
      </section>
      <section aria-labelledby="per-day">
        <h2 id="per-day">Per day</h2>
        <DailyChart days={data.days} />
        {money ? (
          <MoneyChart days={money} tableHref={reportHref({ filters, drill: {}, by: 'day' })} />
        ) : null}
        <DailyTable
          days={sortRows(data.days, sorting('day', 'per-day').sort, funnelValue)}
          zone={filters.tz}
          {...sortProps(sorting('day', 'per-day'))}
        />
      </section>
      <section aria-labelledby="per-campaign">
        <h2 id="per-campaign">Per campaign</h2>
        <p>
          Each rate divides a campaign&apos;s own signups by its own landings; signups of visitors
          who came without a campaign link are the “no campaign” row.
        </p>
        <FunnelTable
          caption={`Per campaign, page ${formatCount(filters.page)} of ${formatCount(pages)} (${formatCount(data.campaignCount)} campaigns; column headers sort)`}
          nameLabel="Campaign"
          rows={data.campaigns.map(({ key, funnel }) => ({ name: campaignLabel(key), funnel }))}
          nameColumn="campaign"
          sorting={{
            sort: { column: filters.sort, dir: filters.order },
            href: (sort, order) =>
              `${ADMIN_PATH}?${filterQuery(filters, { sort: sort as SortKey, order, page: 1 })}#per-campaign`,
          }}
        />
        {pages > 1 ? (
          <nav className="admin-pages" aria-label="Campaign pages">
            {filters.page > 1 ? <a href={pageHref(filters.page - 1)}>Previous page</a> : null}{' '}
            {filters.page < pages ? <a href={pageHref(filters.page + 1)}>Next page</a> : null}
          </nav>
        ) : null}
      </section>
      {BREAKDOWNS.map(({ id, table, heading, caption, nameLabel, rows, rateBase }) => {
        const { sort, href } = sorting(table, id)
        const sorted = sortRows(rows(data), sort, (row, column) =>
          funnelValue(row, column, rateBase),
        )
        return (
          <section key={id} aria-labelledby={id}>
            <h2 id={id}>{heading}</h2>
            <FunnelTable
              caption={caption}
              nameLabel={nameLabel}
              rows={named(sorted)}
              rateBase={rateBase}
              sorting={{ sort, href }}
            />
          </section>
        )
      })}
    </>
  )
}

/** The tables by one dimension each, with what their rows credit (said in the caption). */
const BREAKDOWNS: {
  id: string
  table: DashboardTable
  heading: string
  caption: string
  nameLabel: string
  rows: (data: DashboardData) => DashboardData['landingPages']
  rateBase?: 'attempts' | 'none'
}[] = [
  {
    id: 'per-landing-page',
    table: 'landing',
    heading: 'Per landing page',
    caption:
      'Per landing page: landings on the page; signups and /go clicks of visitors who landed on it',
    nameLabel: 'Landing page',
    rows: (data) => data.landingPages,
  },
  {
    id: 'per-form-page',
    table: 'form',
    heading: 'Per signup form',
    caption: 'Per signup form: signups by the page whose form sent them',
    nameLabel: 'Form page',
    rows: (data) => data.formPages,
    rateBase: 'attempts',
  },
  {
    id: 'per-country',
    table: 'country',
    heading: 'Per country',
    caption: 'Per country (from Cloudflare; no rate: a signup is counted where it is sent from)',
    nameLabel: 'Country',
    rows: (data) => data.countries,
    rateBase: 'none',
  },
  {
    id: 'per-device',
    table: 'device',
    heading: 'Per device',
    caption: 'Per device class (no rate: a signup is counted on the device it is sent from)',
    nameLabel: 'Device',
    rows: (data) => data.devices,
    rateBase: 'none',
  },
]

/** What the bot column counts, in one line. */
const BOT_DEFINITION =
  'Bots: crawlers, mail link checkers and link previews, browser prefetches, HEAD requests and requests without a user agent; counted apart, never as clicks or landings.'

function named(rows: DashboardData['landingPages']) {
  return rows.map(({ key, funnel }) => ({ name: key || '(none)', funnel }))
}
