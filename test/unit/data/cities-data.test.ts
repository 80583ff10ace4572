/** The generated city list keeps the places residents recognise. */
import { describe, expect, it } from 'vitest'
import { CITIES_BY_STATE, CITY_ALIASES, CITY_FACTS_BY_STATE } from '../../../src/data/cities/cities'
import { DROP } from '../../../scripts/cities/city-exceptions'
import { STATES } from '../../../src/data/states'
import { foldName } from '../../../src/search/fold-name'

describe('the generated city list', () => {
  it('lists no city twice in a state, however it is spelled', () => {
    for (const [state, cities] of Object.entries(CITIES_BY_STATE)) {
      expect(new Set(cities.map(foldName)).size, state).toBe(cities.length)
    }
  })

  it('has one Lexington in Kentucky and none of the GeoNames artefacts', () => {
    const kentucky = CITIES_BY_STATE['Kentucky']!
    expect(kentucky.filter((c) => c === 'Lexington')).toHaveLength(1)
    for (const gone of ['Lexington-Fayette', 'Ironville', 'Meads'])
      expect(kentucky).not.toContain(gone)
  })

  it('has no Phoenix neighbourhoods in Arizona', () => {
    for (const gone of ['Maryvale', 'Deer Valley', 'Tempe Junction', 'Alhambra']) {
      expect(CITIES_BY_STATE['Arizona']).not.toContain(gone)
    }
  })

  it('lists no neighbourhood of a big city, even one USPS names a ZIP after', () => {
    const gone: Record<string, string[]> = {
      'New York': [
        'Jamaica',
        'Astoria',
        'Elmhurst',
        'Corona',
        'Richmond Hill',
        'Forest Hills',
        'Jackson Heights',
        'Bayside',
        'Ozone Park',
        'Queens Village',
        'Sunnyside',
        'Maspeth',
        'Rego Park',
        'Woodside',
        'Far Rockaway',
        'Whitestone',
        'Woodhaven',
      ],
      Texas: ['Alief'],
      Massachusetts: ['Jamaica Plain'],
      California: ['Valencia'],
    }
    for (const [state, names] of Object.entries(gone)) {
      for (const name of names) expect(CITIES_BY_STATE[state], state).not.toContain(name)
    }
  })

  it('keeps the boroughs and the real cities next to big cities', () => {
    expect(CITIES_BY_STATE['New York']).toEqual(
      expect.arrayContaining(['New York City', 'Brooklyn', 'Queens', 'Manhattan', 'Yonkers']),
    )
    expect(CITIES_BY_STATE['Texas']).toEqual(
      expect.arrayContaining(['Houston', 'Pasadena', 'Pearland', 'Sugar Land']),
    )
    expect(CITIES_BY_STATE['California']).toEqual(
      expect.arrayContaining(['Santa Clarita', 'Coronado', 'Pasadena', 'Beverly Hills']),
    )
    expect(CITIES_BY_STATE['Massachusetts']).toEqual(
      expect.arrayContaining(['Boston', 'Cambridge', 'Brookline']),
    )
  })

  it('lists none of the reviewed exceptions to drop', () => {
    for (const { state, name } of DROP) {
      const stateName = STATES.find((s) => s.code === state)!.name
      expect(CITIES_BY_STATE[stateName], name).not.toContain(name)
    }
  })

  it('keeps real incorporated cities', () => {
    expect(CITIES_BY_STATE['Alabama']).toContain('Hoover')
    expect(CITIES_BY_STATE['Florida']).toEqual(
      expect.arrayContaining(['St. Petersburg', 'Miramar']),
    )
    expect(CITIES_BY_STATE['Colorado']).toEqual(expect.arrayContaining(['Lakewood', 'Centennial']))
    expect(CITIES_BY_STATE['Arizona']).toEqual(expect.arrayContaining(['Phoenix', 'Tempe']))
  })

  it('gives every city a latitude, longitude and population inside the US', () => {
    for (const [state, cities] of Object.entries(CITIES_BY_STATE)) {
      const facts = CITY_FACTS_BY_STATE[state]!
      expect(facts, state).toHaveLength(cities.length * 3)
      for (let i = 0; i < cities.length; i++) {
        const [lat, lon, population] = facts.slice(i * 3, i * 3 + 3) as [number, number, number]
        expect(lat, cities[i]).toBeGreaterThan(18) // Hawaii's southern tip
        expect(lat, cities[i]).toBeLessThan(72) // Alaska's northern coast
        expect(lon, cities[i]).toBeGreaterThan(-180)
        expect(lon, cities[i]).toBeLessThan(-66) // Maine's eastern tip
        expect(population, cities[i]).toBeGreaterThan(0)
      }
    }
  })

  it('orders each state largest first', () => {
    for (const [state, facts] of Object.entries(CITY_FACTS_BY_STATE)) {
      const populations = facts.filter((_, i) => i % 3 === 2)
      expect(populations, state).toEqual([...populations].sort((a, b) => b - a))
    }
  })

  it('maps dropped aliases to listed cities, Lexington-Fayette to Lexington', () => {
    expect(CITY_ALIASES['Kentucky']?.['Lexington-Fayette']).toBe('Lexington')
    for (const [state, aliases] of Object.entries(CITY_ALIASES)) {
      for (const [alias, city] of Object.entries(aliases)) {
        expect(CITIES_BY_STATE[state], `${alias} -> ${city}`).toContain(city)
        expect(CITIES_BY_STATE[state], alias).not.toContain(alias)
      }
    }
  })
})
