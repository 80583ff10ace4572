import { describe, expect, it } from 'vitest'
import { changesPartner, isPlainPartnerUrl, withOffer, type SiteConfig } from '../../../src/config'
import { armProblems, COPY_VARIANTS } from '../../../src/lander-tests/arm-check'
import { copyProblem } from '../../../src/lander-tests/copy-rules'
import { drawArm } from '../../../src/lander-tests/choose-arm'
import { pageTypeOfPath, parseScope, inScope } from '../../../src/lander-tests/lander-test'

describe('the copy check of arms written at /admin', () => {
  it.each([
    ['Verified Escorts Near You', 'verification'],
    ['Real People in {city}', 'real people'],
    ['Message Her Tonight', 'messaging'],
    ['Chat Now', 'messaging'],
    ['Rated 5 Stars', 'reviews'],
    ['Hurry, Last Chance', 'urgency'],
    ['Young Escorts in {city}', 'minors'],
    ['Teen Listings', 'minors'],
    ['Nude Pics', 'explicit'],
  ])('refuses "%s" (%s)', (text) => {
    expect(copyProblem(text)).not.toBe('')
  })

  it('accepts honest copy, and every variant in code passes', () => {
    expect(copyProblem('Pick Your City in {state}')).toBe('')
    for (const variants of Object.values(COPY_VARIANTS))
      for (const variant of variants)
        for (const text of [variant.headline, variant.cta])
          if (text) expect(copyProblem(text)).toBe('')
  })

  it('refuses markup, one arm, five arms, weights outside 1-100 and non-https offers', () => {
    expect(copyProblem('<b>Join</b>')).not.toBe('')
    const arm = (letter: 'A' | 'B' | 'C' | 'D', weight = 50) => ({ letter, weight })
    expect(armProblems('city', 'copy', [arm('A')])).toContain('A test has 2 to 4 arms.')
    expect(armProblems('city', 'copy', [arm('A'), arm('B', 0)])).toHaveLength(1)
    expect(
      armProblems('city', 'offer', [arm('A'), { ...arm('B'), partnerUrl: 'http://partner.test/' }]),
    ).toEqual([
      'Arm B: a partner address is a plain https URL on a named host (a path and query, no *, ;, spaces, quotes or user name).',
    ])
    expect(armProblems('home', 'order', [arm('A'), { ...arm('B'), order: 'intro-first' }])).toEqual(
      ['The order of the page is tested on state and city pages.'],
    )
  })
})

describe('drawing an arm by weight', () => {
  it('gives each arm its share of the unit interval', () => {
    const arms = [
      { letter: 'A' as const, weight: 70 },
      { letter: 'B' as const, weight: 30 },
    ]
    expect(drawArm(arms, 0).letter).toBe('A')
    expect(drawArm(arms, 0.6999).letter).toBe('A')
    expect(drawArm(arms, 0.7).letter).toBe('B')
    expect(drawArm(arms, 0.9999).letter).toBe('B')
  })
})

describe('page types and scopes', () => {
  it('knows the four tested page types by path, and nothing else', () => {
    expect(pageTypeOfPath('/')).toBe('home')
    expect(pageTypeOfPath('/state/Texas')).toBe('state')
    expect(pageTypeOfPath('/city/Texas/Austin')).toBe('city')
    expect(pageTypeOfPath('/city/Texas/Austin/12')).toBe('ad')
    expect(pageTypeOfPath('/about')).toBeUndefined()
  })

  it('puts a campaign in a scope by its exact tag or its prefix', () => {
    expect(inScope(parseScope('campaign:spring')!, 'spring')).toBe(true)
    expect(inScope(parseScope('campaign:spring')!, 'spring2')).toBe(false)
    expect(inScope(parseScope('prefix:pop_')!, 'pop_zone1')).toBe(true)
    expect(inScope(parseScope('prefix:pop_')!, '')).toBe(false)
    expect(inScope(parseScope('all')!, '')).toBe(true)
    expect(parseScope('campaign:bad tag')).toBeUndefined()
  })
})

describe('a plain partner address', () => {
  it.each([
    'https://offer.example/join?aff=ng',
    'https://offer.example/signup?aff=ng&page={page}',
    'https://offer.example:8443/',
    'https://offer.example',
  ])('accepts %s', (url) => {
    expect(isPlainPartnerUrl(url)).toBe(true)
  })

  it.each([
    'https://*',
    'https://*.example/',
    'https://offer.example;sandbox/join',
    'https://offer.example/join;report-uri',
    'https://offer.example/join report-uri /x',
    "https://offer.example/'unsafe-inline'",
    'https://user:pw@offer.example/',
    'https://@offer.example/',
    'https://offer.example/join#top',
    'http://offer.example/',
    'https:offer.example/',
    'https://192.168.0.1/',
    'https://offer.example,evil.example/',
    'https://offer.example\\evil/',
    'https://offër.example/',
  ])('refuses %s', (url) => {
    expect(isPlainPartnerUrl(url)).toBe(false)
  })

  it('is the only kind an offer puts in place of the configured partner', () => {
    const config = {
      partnerUrl: 'https://partner.example/join',
      partnerSignupUrl: 'https://partner.example/signup',
    } as SiteConfig
    const hostile = { partnerUrl: 'https://*', partnerSignupUrl: 'https://a.example;sandbox/' }
    expect(changesPartner(hostile)).toBe(false)
    expect(withOffer(config, hostile)).toBe(config)
    const mixed = withOffer(config, { ...hostile, partnerUrl: 'https://offer.example/join' })
    expect(mixed.partnerUrl).toBe('https://offer.example/join')
    expect(mixed.partnerSignupUrl).toBe(config.partnerSignupUrl)
  })
})
