import { env as workerEnv } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '../../../src/http/age-gate'
import { partnerDestination } from '../../../src/routes/go'
import { allowedRedirect } from '../../../src/signup/forward-signup'
import { findAd, findCity, findState, normalizeSegment } from '../../../src/directory/lookup'
import { adPath, cityPath, statePath } from '../../../src/shared/paths'

describe('directory paths', () => {
  it('percent-encode every segment, spaces as %20', () => {
    expect(statePath('New York')).toBe('/state/New%20York')
    expect(cityPath('Hawaii', 'Kailua-Kona')).toBe('/city/Hawaii/Kailua-Kona')
    expect(cityPath('Texas', 'Corpus Christi')).toBe('/city/Texas/Corpus%20Christi')
    expect(adPath('Ohio', "Coeur d'Alene/x", 7)).toBe("/city/Ohio/Coeur%20d'Alene%2Fx/7")
  })
})

describe('lookups', () => {
  it('normalize case, plus signs and spaces', () => {
    expect(normalizeSegment('  New+YORK ')).toBe('new york')
    expect(findState('new york')).toBe('New York')
    expect(findState('New+York')).toBe('New York')
    expect(findState('District of Columbia')).toBeUndefined()
    expect(findState('x'.repeat(101))).toBeUndefined()
    expect(findCity('Texas', 'houston')).toBe('Houston')
    expect(findCity('Texas', 'Chicago')).toBeUndefined()
  })

  it('find ads only by a plain number from 1 to 60', () => {
    expect(findAd('1')?.id).toBe(1)
    expect(findAd('60')?.id).toBe(60)
    for (const id of ['0', '61', '-1', '1.0', ' 1', '1e1', '0x1', '', 'NaN'])
      expect(findAd(id), id).toBeUndefined()
  })
})

describe('safeReturnPath', () => {
  const site = 'https://nightgator.test'
  it('keeps same-site paths and drops everything else', () => {
    expect(safeReturnPath('/state/Texas', site)).toBe('/state/Texas')
    expect(safeReturnPath('/state/Texas?utm_source=x#top', site)).toBe(
      '/state/Texas?utm_source=x#top',
    )
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'https://nightgator.test.evil.example/',
      'javascript:x',
      '/\t/evil.example.net',
      '/\n/x',
      '/\r\n',
      '/\u0000',
      '/\u00a0/x',
      `/${'x'.repeat(2048)}`,
      '',
      42,
      undefined,
    ]) {
      expect(safeReturnPath(bad, site), JSON.stringify(bad)).toBe('/')
    }
  })

  it('answers the parsed path: dot segments resolved, non-ASCII percent-encoded', () => {
    expect(safeReturnPath('/state/../city/Hawaii/K\u012bhei', site)).toBe('/city/Hawaii/K%C4%ABhei')
  })
})

describe('allowedRedirect', () => {
  const env = { ...workerEnv, REDIRECT_HOSTS: 'partner.example.com, other.example.com' }
  it('passes https URLs on the allowed hosts only', () => {
    expect(allowedRedirect('https://partner.example.com/a?b=1', env)).toBe(
      'https://partner.example.com/a?b=1',
    )
    expect(allowedRedirect('https://OTHER.example.com/', env)).toBe('https://other.example.com/')
    for (const bad of [
      'http://partner.example.com/',
      'https://evil.example/',
      'https://partner.example.com.evil.example/',
      '/relative',
      'https://a:b@partner.example.com/',
      null,
    ]) {
      expect(allowedRedirect(bad, env), String(bad)).toBeUndefined()
    }
  })
})

describe('allowedRedirect and ports', () => {
  it('passes only the port REDIRECT_HOSTS names, 443 when it names none', () => {
    const env = { ...workerEnv, REDIRECT_HOSTS: 'partner.example.com, welcome.example.com:8443' }
    expect(allowedRedirect('https://partner.example.com:443/a', env)).toBe(
      'https://partner.example.com/a',
    )
    expect(allowedRedirect('https://welcome.example.com:8443/a', env)).toBe(
      'https://welcome.example.com:8443/a',
    )
    for (const bad of [
      'https://partner.example.com:8443/a',
      'https://partner.example.com:80/a',
      'https://welcome.example.com/a',
      'https://welcome.example.com:8444/a',
    ]) {
      expect(allowedRedirect(bad, env), bad).toBeUndefined()
    }
  })
})

describe('partnerDestination', () => {
  it('adds a safe sub-id and drops an unsafe one', () => {
    expect(partnerDestination('https://p.example.com/j?aff=1', 'ok_1-2')).toBe(
      'https://p.example.com/j?aff=1&sub=ok_1-2',
    )
    expect(partnerDestination('https://p.example.com/j?aff=1', 'no way')).toBe(
      'https://p.example.com/j?aff=1',
    )
    expect(partnerDestination('not a url', 'x')).toBeUndefined()
    expect(partnerDestination('http://p.example.com/', 'x')).toBeUndefined()
  })
})
