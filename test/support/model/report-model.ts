/**
 * The model's reports: its facts (counting-model.ts) folded into the rows of `report.csv` by any
 * dimension, the dashboard's Profit per campaign and `revenue.csv`, by docs/campaigns.md's
 * "Sub-ids, cost and profit reports" and "Days in a time zone"; and how a view's cell is checked
 * against the model's figure (counts and money exactly, ratios to the places written).
 */
import { CLICK_DIMS, FIGURES, type ClickDim, type Fact, type Figures } from './counting-model'

export type ModelDimension = 'campaign' | 'day' | 'hour' | 'page' | ClickDim
export const MODEL_DIMENSIONS: readonly ModelDimension[] = [
  'campaign',
  'day',
  'hour',
  ...CLICK_DIMS,
  'page',
]

export interface ModelRow extends Figures {
  key: string
}

/** How an empty value is named (§Sub-ids, Reports: `(none)` names an empty value). */
export const NONE = '(none)'

export interface ReportAsk {
  by: ModelDimension
  campaign?: string
  /** Days in `tz` from `from` to `to`, as `report.csv` reads them (§Days in a time zone). */
  from: string
  to: string
  tz: string
}

/** The local day and hour of day of a UTC hour `YYYY-MM-DDTHH` in `tz`. */
export function localHour(hour: string, tz: string): { day: string; hourOfDay: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(`${hour}:00:00Z`))
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hourOfDay: part('hour') }
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}

export function emptyFigures(): Figures {
  return Object.fromEntries(FIGURES.map((name) => [name, 0])) as unknown as Figures
}

/**
 * The report's rows by value. What came without a campaign is the `(none)` row of the report by
 * campaign and in no other report (§Sub-ids, Reports); by day every day of the range is listed.
 */
export function modelReport(facts: readonly Fact[], ask: ReportAsk): ModelRow[] {
  const rows = new Map<string, ModelRow>()
  if (ask.by === 'day')
    for (const day of daysBetween(ask.from, ask.to)) rows.set(day, { key: day, ...emptyFigures() })
  for (const fact of facts) {
    if (ask.by !== 'campaign' && fact.campaign === '') continue
    if (ask.campaign !== undefined && fact.campaign !== ask.campaign) continue
    const local = localHour(fact.hour, ask.tz)
    if (local.day < ask.from || local.day > ask.to) continue
    const key =
      ask.by === 'campaign'
        ? fact.campaign || NONE
        : ask.by === 'day'
          ? local.day
          : ask.by === 'hour'
            ? local.hourOfDay
            : ask.by === 'page'
              ? fact.page || NONE
              : fact.dims[ask.by] || NONE
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { key, ...emptyFigures() }))
    for (const name of FIGURES) row[name] += fact.figures[name] ?? 0
  }
  return [...rows.values()]
}

/** Money as `report.csv` writes it: currency units, exact, at least 2 decimals (`0.0105`, `-1.05`). */
export function money(microsValue: number): string {
  const sign = microsValue < 0 ? '-' : ''
  const abs = Math.abs(microsValue)
  const fraction = String(abs % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0')
  return `${sign}${Math.floor(abs / 1_000_000)}.${fraction}`
}

/** A ratio's exact value, or undefined where there is nothing to divide by (an empty cell). */
export interface Derived {
  roi?: number
  cr?: number
  epc?: number
  cpa?: number
}

/** §Sub-ids, Reports: CR, ROI, EPC, CPA (empty where there was no cost), "–" where nothing divides. */
export function derived(row: Figures): Derived {
  const profit = row.revenueMicros - row.costMicros
  return {
    roi: row.costMicros > 0 ? (profit / row.costMicros) * 100 : undefined,
    cr: row.landings > 0 ? (row.signups / row.landings) * 100 : undefined,
    epc: row.clicks > 0 ? row.revenueMicros / 1e6 / row.clicks : undefined,
    cpa: row.costMicros > 0 && row.signups > 0 ? row.costMicros / 1e6 / row.signups : undefined,
  }
}

/**
 * Whether a written ratio is the exact one rounded to the places it is written with (2 at
 * least): within half a unit of its last place. `empty` is how the view writes "nothing divides".
 */
export function ratioMatches(cell: string, exact: number | undefined, empty: string): boolean {
  const text = cell.replace(/%$/, '')
  if (exact === undefined) return cell === empty
  const places = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0
  if (places < 2 || !/^-?\d+\.\d+$/.test(text)) return false
  return Math.abs(Number(text) - exact) <= 0.5 * 10 ** -places + 1e-9
}

/** The CSV's columns of each additive figure (`direct_clicks`: decided rule 1). */
export const CSV_FIGURES: Record<string, keyof Figures> = {
  landings: 'landings',
  clicks: 'clicks',
  direct_clicks: 'directClicks',
  unique_clicks: 'uniqueClicks',
  gate_shown: 'gateShown',
  gate_passed: 'gatePassed',
  signups: 'signups',
  revenue: 'revenueMicros',
  cost: 'costMicros',
  cost_rejected: 'costRejected',
  bots: 'bots',
  cid_rejected: 'cidRejected',
  unreplaced_macros: 'unreplacedMacros',
}
export const MONEY_COLUMNS = new Set(['revenue', 'cost', 'profit'])
/** Columns that add up over a report's rows (profit too: revenue − cost). */
export const ADDITIVE_COLUMNS = [...Object.keys(CSV_FIGURES), 'profit']

/** A report row as the model writes each additive column and its ratios. */
export function modelCells(row: ModelRow): Record<string, string> {
  const cells: Record<string, string> = {}
  for (const [column, name] of Object.entries(CSV_FIGURES))
    cells[column] = MONEY_COLUMNS.has(column) ? money(row[name]) : String(row[name])
  cells.profit = money(row.revenueMicros - row.costMicros)
  return cells
}

/**
 * The differences between one view's rows (`cells` by key, every column a string as the view
 * writes it) and the model's, as readable lines: `by=sub1 z2 clicks: view 3, model 4`.
 */
export function compareRows(
  label: string,
  view: ReadonlyMap<string, Record<string, string>>,
  model: readonly ModelRow[],
  emptyRatio = '',
): string[] {
  const differences: string[] = []
  const modelKeys = new Set(model.map((row) => row.key))
  for (const row of model) {
    const cells = view.get(row.key)
    if (!cells) {
      differences.push(`${label} ${row.key}: no row (model ${JSON.stringify(nonZero(row))})`)
      continue
    }
    for (const [column, expected] of Object.entries(modelCells(row))) {
      if (!(column in cells)) differences.push(`${label}: no column ${column}`)
      else if (cells[column] !== expected)
        differences.push(`${label} ${row.key} ${column}: view ${cells[column]}, model ${expected}`)
    }
    for (const [column, exact] of Object.entries(derived(row)) as [
      keyof Derived,
      number | undefined,
    ][]) {
      if (column in cells && !ratioMatches(cells[column]!, exact, emptyRatio))
        differences.push(
          `${label} ${row.key} ${column}: view ${cells[column]}, model ${exact ?? '(empty)'}`,
        )
    }
  }
  for (const key of view.keys())
    if (!modelKeys.has(key))
      differences.push(
        `${label} ${key}: a row the model has not (${JSON.stringify(view.get(key))})`,
      )
  return [...new Set(differences)]
}

function nonZero(row: ModelRow): Record<string, number> {
  return Object.fromEntries(
    FIGURES.filter((name) => row[name] !== 0).map((name) => [name, row[name]]),
  )
}
