/**
 * Revenue, cost and profit per day as a server-rendered SVG: readable without colour (each line
 * has its own dash pattern and marker shape, named at its end and in the legend), described in
 * words, every value in the report by day that it links to.
 */
import { formatMicros } from '../../campaign/core'
import type { ReportRow } from '../../reports/report-data'
import { CHART, ChartAxes, dayX } from './ChartAxes'
import { niceMax } from './DailyChart'

const { width: WIDTH, height: HEIGHT } = CHART
const PAD = { top: 12, right: 64, bottom: 28, left: 56 }
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom

type Series = 'revenue' | 'cost' | 'profit'
const SERIES: { key: Series; label: string; value: (row: ReportRow) => number }[] = [
  { key: 'revenue', label: 'Revenue', value: (row) => row.revenueMicros },
  { key: 'cost', label: 'Cost', value: (row) => row.costMicros },
  { key: 'profit', label: 'Profit', value: (row) => row.revenueMicros - row.costMicros },
]

/** A marker per series, so two lines that cross are told apart without colour. */
function Marker({ series, cx, cy }: { series: Series; cx: number; cy: number }) {
  if (series === 'revenue') return <circle cx={cx} cy={cy} r={3.5} />
  if (series === 'cost') return <rect x={cx - 3.5} y={cy - 3.5} width={7} height={7} />
  return <path d={`M${cx},${cy - 4.5} L${cx + 4.5},${cy + 3.5} L${cx - 4.5},${cy + 3.5} Z`} />
}

export function MoneyChart({ days, tableHref }: { days: readonly ReportRow[]; tableHref: string }) {
  const values = days.flatMap((row) => SERIES.map((s) => s.value(row)))
  const top = niceMax(Math.max(0, ...values) / 1_000_000) * 1_000_000
  const low = Math.min(0, ...values)
  const bottom = low < 0 ? -niceMax(-low / 1_000_000) * 1_000_000 : 0
  const x = dayX(days.length, PAD.left, PAD.right)
  const y = (micros: number) => PAD.top + PLOT_HEIGHT * ((top - micros) / (top - bottom))
  const ticks = [...new Set([bottom, 0, top])]
  const endLabels = labelPlaces(days.at(-1), y)
  const first = days[0]?.key ?? ''
  const last = days.at(-1)?.key ?? ''
  return (
    <figure className="admin-chart">
      <svg
        className="admin-chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="money-chart-title money-chart-desc"
      >
        <title id="money-chart-title">{`Revenue, cost and profit per day, ${first} to ${last}`}</title>
        <desc id="money-chart-desc">{describe(days)}</desc>
        <ChartAxes
          frame={{ left: PAD.left, right: PAD.right, x, y }}
          ticks={ticks}
          format={formatMicros}
          days={days.map(({ key }) => key)}
          lineClass={(tick) => (tick === 0 ? 'admin-chart-zero' : 'admin-chart-grid')}
        />
        {SERIES.map((series) => {
          const labelY = endLabels[series.key]
          return (
            <g key={series.key} className={`admin-series admin-money-${series.key}`}>
              <polyline
                fill="none"
                points={days.map((row, i) => `${x(i)},${y(series.value(row))}`).join(' ')}
              />
              {days.map((row, i) => (
                <Marker key={row.key} series={series.key} cx={x(i)} cy={y(series.value(row))} />
              ))}
              <text
                className="admin-chart-label admin-chart-end"
                x={x(days.length - 1) + 8}
                y={labelY}
              >
                {series.label}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>
        <ul className="admin-legend">
          {SERIES.map((series) => (
            <li key={series.key}>
              <svg className="admin-key-line" viewBox="0 0 28 10" aria-hidden="true">
                <g className={`admin-series admin-money-${series.key}`}>
                  <line x1={0} x2={28} y1={5} y2={5} />
                  <Marker series={series.key} cx={14} cy={5} />
                </g>
              </svg>
              {series.label}
            </li>
          ))}
        </ul>
        Every value is in the <a href={tableHref}>report by day</a>.
      </figcaption>
    </figure>
  )
}

/** Where each line's name goes at its end: by its last value, at least a line of text apart. */
function labelPlaces(last: ReportRow | undefined, y: (micros: number) => number) {
  const placed = SERIES.map((series) => ({
    key: series.key,
    at: y(last ? series.value(last) : 0) + 4,
  })).sort((a, b) => a.at - b.at)
  for (let i = 1; i < placed.length; i++) {
    placed[i]!.at = Math.max(placed[i]!.at, placed[i - 1]!.at + 13)
  }
  return Object.fromEntries(placed.map(({ key, at }) => [key, at])) as Record<Series, number>
}

/** The chart in words: each series' total, and the best and worst day of profit. */
function describe(days: readonly ReportRow[]): string {
  const totals = SERIES.map((series) => {
    const total = days.reduce((sum, row) => sum + series.value(row), 0)
    return `${series.label}: ${formatMicros(total)} in all.`
  })
  if (days.length === 0) return totals.join(' ')
  const profit = SERIES[2]!.value
  const best = days.reduce((a, b) => (profit(b) > profit(a) ? b : a))
  const worst = days.reduce((a, b) => (profit(b) < profit(a) ? b : a))
  return [
    ...totals,
    `Best day ${best.key} (${formatMicros(profit(best))}), worst ${worst.key} (${formatMicros(profit(worst))}).`,
  ].join(' ')
}
