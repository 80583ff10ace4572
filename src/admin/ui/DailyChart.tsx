/**
 * Clicks, landings and signups created per day as a server-rendered SVG line chart: readable
 * without JavaScript, colours from classes (the CSP allows no inline style), described in words,
 * with every value in the per-day table that follows it.
 */
import type { DashboardData, Funnel } from '../../reports/dashboard-data'
import { CHART, ChartAxes, dayX } from './ChartAxes'
import { formatCount } from './format'

const { width: WIDTH, height: HEIGHT } = CHART
const PAD = { top: 12, right: 16, bottom: 28, left: 48 }
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom

const SERIES: { key: keyof Funnel; label: string }[] = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'landings', label: 'Landings' },
  { key: 'created', label: 'Signups created' },
]

/** 1, 2 or 5 times a power of ten, at least the value: an axis that reads at a glance. */
export function niceMax(value: number): number {
  if (value <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!
}

export function DailyChart({ days }: { days: DashboardData['days'] }) {
  const max = niceMax(
    Math.max(0, ...days.flatMap(({ funnel }) => SERIES.map((s) => funnel[s.key]))),
  )
  const x = dayX(days.length, PAD.left, PAD.right)
  const y = (value: number) => PAD.top + PLOT_HEIGHT * (1 - value / max)
  const first = days[0]?.key ?? ''
  const last = days.at(-1)?.key ?? ''
  // Whole numbers only: a maximum of 1 gets no 0.5 line.
  const ticks = [0, max / 2, max].filter(Number.isInteger)
  return (
    <figure className="admin-chart">
      <svg
        className="admin-chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="daily-chart-title daily-chart-desc"
      >
        <title id="daily-chart-title">{`Clicks, landings and signups created per day, ${first} to ${last}`}</title>
        <desc id="daily-chart-desc">{describe(days)}</desc>
        <ChartAxes
          frame={{ left: PAD.left, right: PAD.right, x, y }}
          ticks={ticks}
          format={formatCount}
          days={days.map(({ key }) => key)}
        />
        {SERIES.map((series) => (
          <g key={series.key} className={`admin-series admin-series-${series.key}`}>
            <polyline
              fill="none"
              points={days.map(({ funnel }, i) => `${x(i)},${y(funnel[series.key])}`).join(' ')}
            />
            {days.map(({ key: day, funnel }, i) => (
              <circle key={day} cx={x(i)} cy={y(funnel[series.key])} r={3} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="admin-legend">
          {SERIES.map((series) => (
            <li key={series.key}>
              <span className={`admin-key admin-series-${series.key}`} aria-hidden="true" />
              {series.label}
            </li>
          ))}
        </ul>
        Every value is in the per-day table below.
      </figcaption>
    </figure>
  )
}

/** The chart in one sentence: totals and the busiest day of each series. */
function describe(days: DashboardData['days']): string {
  return SERIES.map((series) => {
    const total = days.reduce((sum, { funnel }) => sum + funnel[series.key], 0)
    if (total === 0) return `${series.label}: none.`
    const peak = days.reduce((best, day) =>
      day.funnel[series.key] > best.funnel[series.key] ? day : best,
    )
    return `${series.label}: ${formatCount(total)} in all, most on ${peak.key} (${formatCount(peak.funnel[series.key])}).`
  }).join(' ')
}
