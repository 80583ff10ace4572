import { describe, expect, it } from 'vitest'
import { copyProblem } from '../../../src/lander-tests/copy-rules'
import { CONFUSABLES, normaliseCopy } from '../../../src/lander-tests/copy-normal'

describe('arm copy as the rules read it', () => {
  it.each([
    ['\u0455\u0435x', 'sex', 'Cyrillic dze and ie'],
    ['N\u03BDde', 'Nvde', 'Greek nu (a v, not a u)'],
    ['\u0412\u0435r\u0456f\u0456\u0435d', 'Berified', 'Cyrillic Ve, ie, i'],
    ['\uFF53\uFF45\uFF58', 'sex', 'fullwidth letters'],
    ['\u{1D42C}\u{1D41E}\u{1D431}', 'sex', 'mathematical bold letters'],
    ['se\u00ADx', 'sex', 'a soft hyphen'],
    ['s\u200Be\u200Dx\u2060', 'sex', 'zero-width characters and a word joiner'],
    ['s\uFE0Fex', 'sex', 'a variation selector'],
    ['s\u00E8x', 'sex', 'an accent'],
    ['Join   Free\u00A0 Now ', 'Join Free Now', 'spaces collapsed'],
    ['s e x', 'sex', 'letters spelt out'],
    ['s.e.x', 'sex', 'letters spelt out with dots'],
    ['N-U-D-E pics', 'NUDE pics', 'letters spelt out with hyphens'],
    ['Pick a City in {state}', 'Pick a City in {state}', 'one single letter, left alone'],
  ])('reads %j as %j (%s)', (text, read) => {
    expect(normaliseCopy(text)).toBe(read)
  })

  it('maps every look-alike to one Latin letter', () => {
    for (const [letter, latin] of Object.entries(CONFUSABLES)) {
      expect(letter).not.toMatch(/[A-Za-z]/)
      expect(latin).toMatch(/^[A-Za-z]$/)
    }
  })
})

describe('the copy check of arms with disguised words', () => {
  it.each([
    ['\u0455\u0435x tonight', 'sex tonight'],
    ['V\u0435r\u0456f\u0456\u0435d Escorts', 'Verified Escorts'],
    ['\uFF2E\uFF55\uFF44\uFF45 Pics', 'Nude Pics'],
    ['Ve\u00ADri\u00ADfied Escorts', 'Verified Escorts'],
    ['C\u200Bhat Now', 'Chat Now'],
    ['Hurry,   Last   Chance', 'Hurry, Last Chance'],
    ['s e x tonight', 'sex tonight'],
    ['T.E.E.N Listings', 'TEEN Listings'],
    ['R e a l People', 'Real People'],
  ])('refuses %j as it refuses %j', (disguised, plain) => {
    expect(copyProblem(plain)).not.toBe('')
    expect(copyProblem(disguised)).not.toBe('')
  })

  it('refuses a fullwidth < as it refuses <', () => {
    expect(copyProblem('\uFF1Cb\uFF1EJoin')).toBe('may not contain < or >')
  })
})
