/**
 * The partner-network record against the graded partner list it was transcribed from
 * (docs/sources/PARTNERS.md) and the docs' table of it (docs/campaigns.md); the shared status
 * vocabulary; the exact currency conversion; the short token's length.
 */
import { describe, expect, it } from 'vitest'
import partnersMarkdown from '../../../../docs/sources/PARTNERS.md?raw'
import campaignsMarkdown from '../../../../docs/campaigns.md?raw'
import {
  PARTNER_NETWORKS,
  partnerNetwork,
  partnerPostbackUrl,
  statusOfWord,
  tokenMacro,
  type PartnerNetwork,
} from '../../../../src/campaign/core/partner-networks'
import { convertMicros } from '../../../../src/campaign/conversions/postback-currency'
import {
  readPartnerToken,
  shortPartnerToken,
} from '../../../../src/campaign/attribution/partner-token'

/** The rows of the markdown table under `heading`, each as its trimmed cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(heading)
  expect(start, heading).toBeGreaterThanOrEqual(0)
  // A table inside a list item is indented.
  const lines = markdown
    .slice(start)
    .split('\n')
    .map((line) => line.trim())
  const first = lines.findIndex((line) => line.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
  }
  return rows
}

/** Every code span of a cell, without backticks. */
const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
/** A cell's first code span, or undefined ('—', or prose only). */
const firstCode = (cell: string): string | undefined => codes(cell)[0]
/** A macro cell's macro: its first code span when the cell starts with one. */
const macroOf = (cell: string) => (cell.startsWith('`') ? firstCode(cell) : undefined)
/** A name without bold and without its parenthesis: "**CAKE** (generic)" is CAKE. */
const nameOf = (cell: string) => cell.replace(/\*\*/g, '').replace(/\s*\(.*$/, '')
/** The cell's headline grade, bold or not. */
const gradeOf = (cell: string) => /^\**([ABC])\b/.exec(cell)?.[1] ?? '—'

/** The landing cell's parameters, a CAKE range `s1`–`s5` spelt out. */
function landingsOf(cell: string): string[] {
  const range = /`s(\d)`–`s(\d)`/.exec(cell)
  if (!range) return codes(cell)
  const [from, to] = [Number(range[1]), Number(range[2])]
  return Array.from({ length: to - from + 1 }, (_, i) => `s${from + i}`)
}

/** The words a status cell lists (after its macro), without parentheses or emphasis. */
function wordsOf(cell: string): string[] {
  const listed = cell
    .replace(/\*\*/g, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/^`[^`]+`:/, '')
    .split(';')[0]!
    .replace(/^fixed `(\w+)`$/, '$1')
  const words = listed.split(/[,/]/).map((word) => word.trim())
  return words.every((word) => /^[a-z0-9_]+$/i.test(word)) ? words : []
}

const graded = tableUnder(partnersMarkdown, '### 2.1 Partner macros').filter(
  ([, , , , , , , , grade]) => ['A', 'B'].includes(gradeOf(grade!)),
)
const byName = new Map(PARTNER_NETWORKS.map((network) => [nameOf(network.name), network]))
/** The query of a network's postback URL (as text: CAKE's `#s2#` is no fragment there). */
const queryOf = (network: PartnerNetwork) => {
  const url = partnerPostbackUrl(network, 'https://site.test')
  return url.slice(url.indexOf('?') + 1)
}

describe('the partner-network record', () => {
  it('has every network the list grades A or B, and no other', () => {
    expect(graded.length).toBeGreaterThan(20)
    expect(PARTNER_NETWORKS.map((network) => nameOf(network.name)).sort()).toEqual(
      graded.map(([name]) => nameOf(name!)).sort(),
    )
    expect(new Set(PARTNER_NETWORKS.map((network) => network.id)).size).toBe(
      PARTNER_NETWORKS.length,
    )
  })

  it('matches each network’s landing parameter, grade and postback macros to the list', () => {
    for (const [name, landing, token, payout, status, txid, currency, , grade] of graded) {
      const network = byName.get(nameOf(name!))!
      expect(landingsOf(landing!), name).toContain(network.landing)
      expect(network.grade, name).toBe(gradeOf(grade!))
      expect(network.macros.token, name).toBe(firstCode(token!))
      expect(network.macros.payout, name).toBe(firstCode(payout!))
      expect(network.macros.txid, name).toBe(macroOf(txid!))
      expect(network.macros.currency, name).toBe(macroOf(currency!))
      const fixed = /^fixed `(\w+)`/.exec(status!)?.[1]
      const expected = macroOf(status!) ? { macro: macroOf(status!) } : fixed && { fixed }
      expect(network.macros.status, name).toEqual(expected || undefined)
    }
  })

  it('writes each postback URL with the network’s macros in our parameters', () => {
    for (const network of PARTNER_NETWORKS) {
      const url = partnerPostbackUrl(network, 'https://site.test')
      expect(url.startsWith('https://site.test/postback/YOUR_POSTBACK_SECRET?'), network.id).toBe(
        true,
      )
      const { macros } = network
      const status =
        macros.status && ('macro' in macros.status ? macros.status.macro : macros.status.fixed)
      const expected = [
        `token=${tokenMacro(network)}`,
        `txid=${macros.txid ?? tokenMacro(network)}`,
        `payout=${macros.payout}`,
        ...(status ? [`status=${status}`] : []),
        ...(macros.currency ? [`currency=${macros.currency}`] : []),
        `preset=${network.id}`,
      ]
      expect(queryOf(network).split('&'), network.id).toEqual(expected)
    }
    // The list's own worked example (MyLead, from its grade-A doc), with our preset named.
    const example = /`https:\/\/<domain>\/postback\/<secret>\?([^`]+)`/.exec(partnersMarkdown)![1]
    expect(queryOf(partnerNetwork('mylead')!)).toBe(`${example}&preset=mylead`)
  })

  it('joins CAKE’s split token back from s2 and s3, as its doc says (#s2##s3#)', () => {
    const cake = partnerNetwork('cake')!
    expect(tokenMacro(cake)).toBe('#s2##s3#')
    expect(partnersMarkdown).toContain('`#s2##s3#`')
    for (const id of ['clickdealer', 'maxbounty', 'cake']) {
      const form = partnerNetwork(id)!.token
      expect(form.form === 'full' ? undefined : form.limit, id).toBe(100)
    }
  })

  it('understands every status word the list gives a network', () => {
    let words = 0
    for (const [name, , , , status] of graded) {
      const network = byName.get(nameOf(name!))!
      for (const word of wordsOf(status!)) {
        words++
        expect(statusOfWord(word, network), `${name}: ${word}`).toBeDefined()
      }
    }
    expect(words).toBeGreaterThan(40)
  })
})

describe('the docs’ table of partner presets', () => {
  const rows = tableUnder(campaignsMarkdown, '**Presets per partner network**')

  it('lists the record’s presets, with their landing parameter, postback query, words, token and grade', () => {
    expect(rows.map(([name]) => name)).toEqual(PARTNER_NETWORKS.map((network) => network.name))
    for (const [name, landing, query, words, token, grade] of rows) {
      const network = PARTNER_NETWORKS.find((candidate) => candidate.name === name)!
      const form = network.token
      expect(codes(landing!), name).toEqual(
        form.form === 'split' ? [network.landing, form.second] : [network.landing],
      )
      expect(firstCode(query!), name).toBe(queryOf(network))
      const own = Object.entries(network.words ?? {}).map(([word, status]) => `${word} → ${status}`)
      expect(words, name).toBe(own.join(', '))
      expect(token, name).toBe(
        form.form === 'full'
          ? 'whole'
          : form.form === 'short'
            ? `short (≤ ${form.limit})`
            : `split (${form.limit} + ${form.limit})`,
      )
      expect(grade, name).toBe(network.grade)
    }
  })
})

describe('the status vocabulary', () => {
  // [word, preset id ('' for none: the shared words only), what it means]
  it.each([
    ['SALE', '', 'approved'],
    ['Chargeback', '', 'reversed'],
    ['refund', '', 'reversed'],
    ['trash', '', 'rejected'],
    ['rebill', '', 'approved'],
    ['initial', '', 'approved'],
    ['lead', 'adsempire', 'pending'],
    ['install', 'adsempire', 'pending'],
    ['confirm', 'adsempire', 'approved'],
    ['5', 'affise', 'pending'],
    ['3', 'affise', 'rejected'],
    ['wait', 'cashfactories', 'pending'],
    ['cancel', 'cashfactories', 'rejected'],
    ['Pre_Approved', 'mylead', 'pending'],
    ['reg', '12monkiss', 'pending'],
    ['revshare', 'partnershouse', 'approved'],
  ] as const)('reads %s from %s as %s', (word, network, status) => {
    expect(statusOfWord(word, partnerNetwork(network))).toBe(status)
  })

  it('knows no other word, nor a preset’s own word without that preset', () => {
    for (const word of ['frobnicate', '', 'constructor', '__proto__', '4', 'reg', 'revshare'])
      expect(statusOfWord(word), word).toBeUndefined()
  })
})

describe('a payout in another currency', () => {
  it('converts exactly, rounding to the nearest micro with a half up', () => {
    expect(convertMicros(10_000_000, 1_080_000)).toBe(10_800_000)
    expect(convertMicros(1, 1_500_000)).toBe(2)
    expect(convertMicros(1, 1_499_999)).toBe(1)
    expect(convertMicros(3, 500_000)).toBe(2)
    // Past 2^53 in the product, still exact: 999,999.999999 at 0.999999.
    expect(convertMicros(999_999_999_999, 999_999)).toBe(999_998_999_999)
  })
})

describe('the short token', () => {
  const SECRET = 'short-token-secret'
  const subs = { sub1: 'zone-42', sub2: 'p'.repeat(64), sub3: 'q'.repeat(64) }
  const key = {
    campaign: 'cake_campaign',
    hour: '2026-12-02T18',
    page: 'state',
    dims: { ...subs, state: 'TX', os: 'ios', device: 'mobile' },
    cid: 'c'.repeat(512),
  }

  it('fits in 100 characters, keeps the zone (sub1) and reads back without the click id', async () => {
    const token = await shortPartnerToken(key, SECRET, 100)
    expect(token.length).toBeLessThanOrEqual(100)
    const read = await readPartnerToken(token, SECRET)
    expect(read).toMatchObject({ campaign: 'cake_campaign', hour: '2026-12-02T18', page: 'state' })
    expect(read!.dims?.sub1).toBe('zone-42')
    expect(read!.cid).toBeUndefined()
  })

  it('keeps every dimension when they fit', async () => {
    const small = { ...key, dims: { sub1: 'z1', state: 'TX' } }
    const read = await readPartnerToken(await shortPartnerToken(small, SECRET, 100), SECRET)
    expect(read!.dims).toMatchObject({ sub1: 'z1', state: 'TX' })
  })
})
