/**
 * The per-day charts' frame: horizontal grid lines with their values on the left, and the first,
 * middle and last day under the plot. The charts share its geometry (CHART).
 */

export const CHART = { width: 720, height: 240 }

interface ChartFrame {
  left: number
  right: number
  /** The x of the index-th day. */
  x(index: number): number
  /** The y of a value. */
  y(value: number): number
}

/** x of each of `count` days spread over the plot between `left` and `width − right`. */
export function dayX(count: number, left: number, right: number) {
  const plot = CHART.width - left - right
  return (index: number) => left + (count === 1 ? plot / 2 : (index * plot) / (count - 1))
}

export function ChartAxes(props: {
  frame: ChartFrame
  ticks: readonly number[]
  format(value: number): string
  days: readonly string[]
  /** The class of a tick's line (the zero line may stand out). */
  lineClass?(tick: number): string
}) {
  const { frame, days } = props
  const labelDays =
    days.length > 2
      ? [0, Math.floor((days.length - 1) / 2), days.length - 1]
      : days.map((_, i) => i)
  return (
    <>
      {props.ticks.map((tick) => (
        <g key={tick}>
          <line
            className={props.lineClass?.(tick) ?? 'admin-chart-grid'}
            x1={frame.left}
            x2={CHART.width - frame.right}
            y1={frame.y(tick)}
            y2={frame.y(tick)}
          />
          <text
            className="admin-chart-label"
            x={frame.left - 6}
            y={frame.y(tick) + 4}
            textAnchor="end"
          >
            {props.format(tick)}
          </text>
        </g>
      ))}
      {labelDays.map((index) => (
        <text
          key={index}
          className="admin-chart-label"
          x={frame.x(index)}
          y={CHART.height - 8}
          textAnchor="middle"
        >
          {days[index]!.slice(5)}
        </text>
      ))}
    </>
  )
}
