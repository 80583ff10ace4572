/**
 * The traffic-source record against the graded source list it was transcribed from
 * (docs/sources/SOURCES.md) and the docs' table of it (docs/campaigns.md).
 */
import { describe, expect, it } from 'vitest'
import sourcesMarkdown from '../../../../docs/sources/SOURCES.md?raw'
import campaignsMarkdown from '../../../../docs/campaigns.md?raw'
import {
  HTTP_ONLY_HOSTS,
  LANDING_PRESETS,
  POSTBACK_PRESETS,
  TRAFFIC_SOURCES,
} from '../../../../src/campaign/core/traffic-sources'

/** The rows of the markdown table under `heading`, each as its trimmed cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(heading)
  expect(start, heading).toBeGreaterThanOrEqual(0)
  const lines = markdown.slice(start).split('\n')
  const first = lines.findIndex((line) => line.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    )
  }
  return rows
}

/** The first code span of a cell, e.g. `cid={click_id}&…` without its backticks. */
function codeOf(cell: string): string {
  return /`([^`]+)`/.exec(cell)?.[1] ?? ''
}

/** A row's source name without its parenthesis: "RichAds (pop)" is RichAds. */
function sourceName(cell: string): string {
  return cell.replace(/\s*\(.*\)$/, '')
}

/** The headline grade of a cell (its first A, B or C), or '—'. */
function gradeOf(cell: string): string {
  return /^[ABC]\b/.exec(cell)?.[0] ?? '—'
}

const byName = new Map(TRAFFIC_SOURCES.map((source) => [source.name, source]))

describe('the traffic-source record', () => {
  const landings = tableUnder(sourcesMarkdown, '## Landing macros')
  const postbacks = tableUnder(sourcesMarkdown, '## Postback URLs')

  it('has every source of the list’s landing table, with its parameters and grade', () => {
    expect(landings.length).toBeGreaterThan(10)
    for (const [name, parameters, grade] of landings) {
      const source = byName.get(sourceName(name!))
      expect(source?.landing, name).toBeDefined()
      expect(source!.landing!.parameters, name).toBe(codeOf(parameters!))
      expect(source!.landing!.grade, name).toBe(gradeOf(grade!))
    }
    expect(LANDING_PRESETS.map((source) => source.name).sort()).toEqual(
      landings.map(([name]) => sourceName(name!)).sort(),
    )
  })

  it('has every source of the list’s postback table, with its URL, grade and payout parameter', () => {
    expect(postbacks.length).toBeGreaterThan(10)
    for (const [name, template, payout, grade] of postbacks) {
      const source = byName.get(sourceName(name!))
      expect(source?.postback, name).toBeDefined()
      expect(source!.postback!.template, name).toBe(codeOf(template!))
      expect(source!.postback!.grade, name).toBe(gradeOf(grade!))
      const parameter = codeOf(payout!)
      expect(source!.postback!.payoutParameter ?? 'none', name).toBe(parameter || 'none')
      expect(source!.postback!.httpOnly ?? false, name).toBe(codeOf(template!).startsWith('http:'))
    }
    const withPostback = TRAFFIC_SOURCES.filter((source) => source.postback)
    expect(withPostback.map((source) => source.name).sort()).toEqual(
      postbacks.map(([name]) => sourceName(name!)).sort(),
    )
  })

  it('gives sources without a postback (PopAds, PopCash) link presets only', () => {
    for (const name of ['PopAds', 'PopCash']) {
      expect(byName.get(name)?.landing, name).toBeDefined()
      expect(byName.get(name)?.postback, name).toBeUndefined()
    }
    expect(POSTBACK_PRESETS.map((preset) => preset.id)).not.toContain('popads')
  })

  it('allows http:// only for the hosts of the sources the list calls http-only', () => {
    const named = /\*\*http-only sources\*\* \(([^)]+)\)/.exec(sourcesMarkdown)![1]!
    const expected = named.split(/,\s*/).map((name) => name.replace(/\s+/g, ' '))
    const httpOnly = TRAFFIC_SOURCES.filter((source) => source.postback?.httpOnly)
    expect(httpOnly.map((source) => source.name).sort()).toEqual(expected.sort())
    expect([...HTTP_ONLY_HOSTS].sort()).toEqual([
      'delivery.trafficforce.com',
      'postback.advertizer.com',
      'postback.report',
      'postback.zeroredirect1.com',
      'xml.auxml.com',
    ])
  })

  it('says which sources tell events apart only by a goal per event', () => {
    const line = /\*\*Goals per event\*\* \(([^)]+)\)/.exec(sourcesMarkdown)![1]!
    const goals = TRAFFIC_SOURCES.filter((source) => source.postback?.events === 'goal')
    expect(goals.map((source) => source.name).sort()).toEqual(line.split(/,\s*/).sort())
  })

  it('keeps the ids older links name (?preset= and link_source=)', () => {
    const postbackIds = POSTBACK_PRESETS.map((preset) => preset.id)
    for (const id of [
      'exoclick',
      'trafficstars',
      'trafficforce',
      'clickadu',
      'voluum',
      'binom',
      'keitaro',
      'redtrack',
      'generic',
    ])
      expect(postbackIds, id).toContain(id)
    const landingIds = LANDING_PRESETS.map((source) => source.id)
    for (const id of ['trafficstars', 'exoclick']) expect(landingIds, id).toContain(id)
    expect(new Set(TRAFFIC_SOURCES.map((source) => source.id)).size).toBe(TRAFFIC_SOURCES.length)
  })
})

describe('the docs’ table of traffic sources', () => {
  const rows = tableUnder(campaignsMarkdown, '**Presets per traffic source**')

  it('lists the same presets as the record, with their parameters, cost unit, postback and grades', () => {
    expect(rows.map(([name]) => name)).toEqual(TRAFFIC_SOURCES.map((source) => source.name))
    for (const [name, parameters, cost, postback, grade] of rows) {
      const source = byName.get(name!)!
      expect(codeOf(parameters!), name).toBe(source.landing?.parameters ?? '')
      expect(cost, name).toBe(
        source.landing
          ? { visit: 'per visit', mille: 'per 1,000', none: 'none' }[source.landing.costUnit]
          : '',
      )
      expect(codeOf(postback!), name).toBe(source.postback?.template ?? '')
      const grades = [source.landing?.grade ?? '–', source.postback?.grade ?? '–'].join(' / ')
      expect(grade, name).toBe(grades)
    }
  })
})

describe('each source’s statistics time zone', () => {
  it('is UTC marked not documented unless documented, and the docs say so for each source', () => {
    const [row] = tableUnder(campaignsMarkdown, "**A campaign's default zone is its source's.**")
    const names = row![0]!.split(', ')
    for (const source of TRAFFIC_SOURCES) {
      if (source.statsTimeZone.documented) continue
      expect(source.statsTimeZone.zone, source.name).toBe('UTC')
      expect(names, source.name).toContain(source.name)
    }
    expect(row![1]).toBe('UTC (not documented)')
  })

  it('is the documented zone where a source documents one, and the docs give it', () => {
    const rows = tableUnder(campaignsMarkdown, "**A campaign's default zone is its source's.**")
    const documented = TRAFFIC_SOURCES.filter(({ statsTimeZone }) => statsTimeZone.documented)
    expect(documented.map(({ id }) => id)).toEqual(['exoclick'])
    for (const source of documented) {
      const row = rows.find(([names]) => names!.split(', ').includes(source.name))
      expect(row?.[1], source.name).toBe(source.statsTimeZone.zone)
    }
  })
})
