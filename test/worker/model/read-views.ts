/**
 * The public views the model is held to, read as the operator reads them: `report.csv` by any
 * dimension, the report API, the dashboard's Profit per campaign and `revenue.csv`, each as rows
 * of cells keyed by the row's value.
 */
import type { Env } from '../../../src/env'
import { flushAggregators } from '../campaign/count-helpers'
import { TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'model-admin-token'
const API_TOKEN = 'model-report-api-token'
export const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN, REPORT_API_TOKEN: API_TOKEN }
const OPERATOR = adminClient(ADMIN_ENV, { ip: '192.0.2.35' })

export type Cells = Record<string, string>

/** A view's body, read once every count is flushed, signed in with `authorization`. */
async function read(path: string, authorization: string): Promise<string> {
  await flushAggregators()
  const res = await OPERATOR.get(path, { headers: { Authorization: authorization } })
  const body = await res.text()
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`)
  return body
}
const basic = OPERATOR.headers.Authorization!

/** One CSV line's cells (RFC 4180 quotes). */
export function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells
}

/** A CSV as its header and rows of cells by header name. */
export async function readCsv(path: string): Promise<{ header: string[]; rows: Cells[] }> {
  const lines = (await read(path, basic)).trimEnd().split('\r\n')
  const header = csvCells(lines[0]!)
  const rows = lines
    .slice(1)
    .map((line) => Object.fromEntries(csvCells(line).map((cell, i) => [header[i]!, cell])))
  return { header, rows }
}

/** `report.csv`'s rows by their first column's value. */
export async function readReportCsv(query: string): Promise<Map<string, Cells>> {
  const { header, rows } = await readCsv(`/admin/report.csv?${query}`)
  return new Map(rows.map((row) => [row[header[0]!]!, row]))
}

/** The report API's rows (`/admin/api/report`), by their first column's value. */
export async function readReportApi(query: string): Promise<Map<string, Record<string, unknown>>> {
  const json = JSON.parse(await read(`/admin/api/report?${query}`, `Bearer ${API_TOKEN}`)) as {
    by: string
    rows: Record<string, unknown>[]
  }
  return new Map(json.rows.map((row) => [String(row[json.by]), row]))
}

/** The dashboard's Profit per campaign table, its cells by column, rows by campaign. */
export async function readProfitTable(query: string): Promise<Map<string, Cells>> {
  const html = await read(`/admin?${query}`, basic)
  const table = /<caption>Profit per campaign[\s\S]*?<\/table>/.exec(html)?.[0] ?? ''
  // The columns as report.csv names them, in the table's order.
  const columns = [
    'landings',
    'clicks',
    'unique_clicks',
    'direct_clicks',
    'signups',
    'cr',
    'revenue',
    'cost',
    'profit',
    'roi',
    'epc',
    'cpa',
    'bots',
  ]
  const rows = new Map<string, Cells>()
  for (const row of table.match(/<tr>[\s\S]*?<\/tr>/g) ?? []) {
    const name = /<th scope="row">([\s\S]*?)<\/th>/.exec(row)?.[1]
    if (name === undefined) continue
    // A cost's note (how pulled spend was placed, decision 047) is no part of its figure.
    const cells = [...row.matchAll(/<td class="num">([\s\S]*?)<\/td>/g)].map((m) =>
      textOf(
        m[1]!.replace(/<span class="admin-cost-note">(?:<span>[\s\S]*?<\/span>)*<\/span>/, ''),
      ).trim(),
    )
    rows.set(
      textOf(name).trim(),
      Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])),
    )
  }
  return rows
}
