import { describe, expect, it } from 'vitest'
import { ADS } from '../../src/data/ads'
import { CITIES_BY_STATE } from '../../src/data/cities/cities'
import { BADGES, BENEFITS, EDITORS_NOTE, FAQ, HERO } from '../../src/data/home'
import PRIVACY from '../../src/data/legal/privacy'
import TERMS from '../../src/data/legal/terms'
import { STATE_PROMOS } from '../../src/data/state-promos'
import { STATES } from '../../src/data/states'
import { SECTIONS } from '../../src/editorial/sections'

/** Every string of copy in the bundled data, with where it came from. */
function allCopy(): [string, string][] {
  const out: [string, string][] = []
  const walk = (where: string, value: unknown) => {
    if (typeof value === 'string') out.push([where, value])
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${where}[${i}]`, v))
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(`${where}.${k}`, v)
  }
  walk('ads', ADS)
  walk('home', { HERO, BADGES, BENEFITS, EDITORS_NOTE, FAQ })
  walk('promos', STATE_PROMOS)
  walk(
    'sections',
    SECTIONS.map((s) => s.copy),
  )
  walk('terms', TERMS)
  walk('privacy', PRIVACY)
  return out
}

/** Claims the product cannot make and words the copy rules forbid. */
const FORBIDDEN = [
  /\bverified\b/i,
  /\breal (girls|women|phone numbers?)\b/i,
  /\b100% real\b/i,
  /\bavailable now\b/i,
  /\bhot (&|and) ready\b/i,
  /\bteens?\b/i,
  /\bschool ?girls?\b/i,
  /\bbarely (legal|18)\b/i,
  /\$\s?\d/,
  /\bper hour\b/i,
  /\b(incall|outcall|gfe)\b/i,
]

describe('copy rules', () => {
  it('no copy claims verification, real girls or phone numbers, prices, or suggests minors', () => {
    const hits = allCopy().flatMap(([where, text]) =>
      FORBIDDEN.filter((re) => re.test(text)).map(
        (re) => `${where}: ${re} in "${text.slice(0, 80)}"`,
      ),
    )
    expect(hits).toEqual([])
  })

  it('never hard-codes the brand: copy uses the {brand} and {product} tokens', () => {
    const hits = allCopy().filter(([, text]) => /nightgator/i.test(text))
    expect(hits).toEqual([])
  })
})

describe('the ad pool', () => {
  it('has exactly 60 ads, ids 1-60, ages 21-32, distinct titles', () => {
    expect(ADS.map((ad) => ad.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1))
    for (const ad of ADS) {
      expect(ad.age).toBeGreaterThanOrEqual(21)
      expect(ad.age).toBeLessThanOrEqual(32)
      expect(Number.isInteger(ad.age)).toBe(true)
      expect(ad.description.length).toBeGreaterThan(40)
    }
    expect(new Set(ADS.map((ad) => ad.title)).size).toBe(60)
  })
})

describe('home copy', () => {
  it('has 3 badges, 4 benefits and exactly 10 FAQ items', () => {
    expect(BADGES).toHaveLength(3)
    expect(BENEFITS).toHaveLength(4)
    expect(FAQ).toHaveLength(10)
  })
})

describe('the city data (GeoNames rule)', () => {
  it('covers the 50 states, at least 12 cities each, no repeats', () => {
    expect(Object.keys(CITIES_BY_STATE).sort()).toEqual(STATES.map((s) => s.name).sort())
    for (const [state, cities] of Object.entries(CITIES_BY_STATE)) {
      expect(cities.length, state).toBeGreaterThanOrEqual(12)
      expect(new Set(cities).size, state).toBe(cities.length)
    }
  })
})

describe('legal documents', () => {
  it('have 13 sections each, Privacy a commitment block, and a fixed ISO date', () => {
    expect(TERMS.sections).toHaveLength(13)
    expect(PRIVACY.sections).toHaveLength(13)
    expect(PRIVACY.commitment?.paragraphs.length).toBeGreaterThan(0)
    for (const doc of [TERMS, PRIVACY]) expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

/** Word 3-shingles of a text, after dropping the state's own name (so a swapped name cannot hide). */
function shingles(text: string, k = 3): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const out = new Set<string>()
  for (let i = 0; i + k <= words.length; i++) out.add(words.slice(i, i + k).join(' '))
  return out
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const s of a) if (b.has(s)) shared++
  return shared / (a.size + b.size - shared)
}

describe('state promotional sections', () => {
  it('exist for all 50 states with a heading, tagline, 3-4 paragraphs and 8 venues', () => {
    for (const { name } of STATES) {
      const promo = STATE_PROMOS[name]!
      expect(promo, name).toBeDefined()
      expect(promo.heading).toContain('{brand}')
      expect(promo.tagline.length).toBeGreaterThan(10)
      expect(promo.paragraphs.length).toBeGreaterThanOrEqual(3)
      expect(promo.paragraphs.length).toBeLessThanOrEqual(4)
      expect(promo.venues).toHaveLength(8)
      for (const venue of promo.venues)
        expect(venue.address, venue.name).toMatch(/^[^,]+, [A-Z][A-Za-z .'-]+$/)
    }
  })

  it('are no near-duplicates: word-shingle similarity of every pair well under 0.3', () => {
    const texts = STATES.map(({ name }) => {
      const promo = STATE_PROMOS[name]!
      const text = [promo.heading, promo.tagline, ...promo.paragraphs].join(' ')
      return { name, shingles: shingles(text.replaceAll(name, 'STATE')) }
    })
    let worst = { pair: '', similarity: 0 }
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const similarity = jaccard(texts[i]!.shingles, texts[j]!.shingles)
        if (similarity > worst.similarity)
          worst = { pair: `${texts[i]!.name} / ${texts[j]!.name}`, similarity }
      }
    }
    expect(worst.similarity, worst.pair).toBeLessThan(0.1)
  })
})
