/** The city search matcher: names, prefixes, spellings, states, ZIPs, near misses, ranking. */
import { describe, expect, it } from 'vitest'
import { isState, MAX_QUERY_LENGTH, searchCities } from '../../../src/search/match-query'
import { foldName } from '../../../src/search/fold-name'
import { editDistance } from '../../../src/search/edit-distance'
import { cityForZip } from '../../../src/search/zip-lookup'

const first = (q: string, state?: string) => {
  const city = searchCities(q, { state }).cities[0]
  return city && `${city.name}, ${city.state}`
}

describe('foldName', () => {
  it('ignores case, accents and punctuation, and folds saint/fort/mount', () => {
    expect(foldName('La Cañada Flintridge')).toBe('la canada flintridge')
    expect(foldName('St. Petersburg')).toBe(foldName('saint petersburg'))
    expect(foldName('Fort Worth')).toBe(foldName('ft worth'))
    expect(foldName('Mount Vernon')).toBe(foldName('mt. vernon'))
    expect(foldName("Coeur d'Alene")).toBe('coeur dalene')
  })
})

describe('editDistance', () => {
  it('counts edits and stops past the ceiling', () => {
    expect(editDistance('hustonn', 'houston', 2)).toBe(2)
    expect(editDistance('texsa', 'texas', 2)).toBe(1) // a swap is one edit
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    expect(editDistance('abc', 'abc', 1)).toBe(0)
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3)
  })
})

describe('searchCities', () => {
  it('finds names and prefixes, case- and accent-insensitive', () => {
    expect(first('Houston')).toBe('Houston, Texas')
    expect(first('hou')).toBe('Houston, Texas')
    expect(first('SAN JOSE')).toBe('San Jose, California')
    expect(first('la canada')).toBe('La Cañada Flintridge, California')
  })

  it('understands st/saint, ft/fort and mt/mount', () => {
    expect(first('st petersburg')).toBe('St. Petersburg, Florida')
    expect(first('saint petersburg')).toBe('St. Petersburg, Florida')
    expect(first('ft worth')).toBe('Fort Worth, Texas')
    expect(first('mount vernon')).toMatch(/^Mount Vernon, /)
  })

  it('reads "city, state" in the usual forms', () => {
    expect(first('austin tx')).toBe('Austin, Texas')
    expect(first('Portland, OR')).toBe('Portland, Oregon')
    expect(first('portland maine')).toBe('Portland, Maine')
    expect(first('Portland')).toBe('Portland, Oregon') // the larger without a state
  })

  it('puts the state first for state names and codes', () => {
    expect(searchCities('texas').states.map((s) => s.name)).toEqual(['Texas'])
    expect(searchCities('TX').states.map((s) => s.name)).toEqual(['Texas'])
    expect(searchCities('new york').states.map((s) => s.name)).toEqual(['New York'])
    expect(searchCities('new york').cities[0]?.name).toBe('New York City')
  })

  it('resolves a 5-digit ZIP to the nearest listed city', () => {
    expect(first('78701')).toBe('Austin, Texas')
    expect(first('10001')).toBe('New York City, New York')
    expect(first('90210')).toBe('Beverly Hills, California')
    expect(first('77584')).toBe('Pearland, Texas')
    expect(first('78701-1234')).toBe('Austin, Texas')
    expect(searchCities('00601').cities).toEqual([]) // Puerto Rico: not a listed state
    expect(searchCities('00601').zip).toBe('00601')
    expect(cityForZip('abcde')).toBeUndefined()
  })

  it('offers near misses when nothing matches', () => {
    const outcome = searchCities('hustonn')
    expect(outcome.cities).toEqual([])
    expect(outcome.nearMisses[0]).toMatchObject({ name: 'Houston', state: 'Texas' })
    const state = searchCities('texsa').nearMisses.find(isState)
    expect(state?.name).toBe('Texas')
  })

  it('ranks exact, then prefix, then population', () => {
    const names = searchCities('springfield').cities.map((c) => c.name)
    expect(names.every((n) => n === 'Springfield')).toBe(false) // prefixes follow ("Springfield Gardens")
    const exact = names.filter((n) => n === 'Springfield').length
    expect(names.slice(0, exact).every((n) => n === 'Springfield')).toBe(true)
    const populations = searchCities('springfield')
      .cities.slice(0, exact)
      .map((c) => c.population)
    expect(populations).toEqual([...populations].sort((a, b) => b - a))
    expect(searchCities('san').cities[0]?.name).toBe('San Antonio')
  })

  it('returns at most 20 results', () => {
    expect(searchCities('s').cities).toHaveLength(20)
    expect(searchCities('s', { limit: 8 }).cities).toHaveLength(8)
    expect(searchCities('s', { limit: 500 }).cities).toHaveLength(20)
  })

  it('ranks the scoped state first', () => {
    expect(first('portland', 'Maine')).toBe('Portland, Maine')
    expect(first('spring', 'Texas')).toMatch(/, Texas$/)
  })

  it('treats hostile and odd strings as ordinary input', () => {
    for (const q of [
      '',
      '   ',
      '<script>alert(1)</script>',
      '%E0%A4%A',
      '\u0000\u001f',
      "'; DROP",
      '💥',
      '.*+?^${}()|[]\\',
    ]) {
      const outcome = searchCities(q)
      expect(outcome.cities.length, q).toBeLessThanOrEqual(20)
    }
    expect(searchCities('').cities).toEqual([])
    expect(searchCities('x'.repeat(10_000)).query).toHaveLength(MAX_QUERY_LENGTH)
  })
})
