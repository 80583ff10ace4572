import { describe, expect, it } from 'vitest'
import {
  agentFacts,
  MEMO_LIMIT,
  readAgent,
  rememberedAgents,
} from '../../../../src/campaign/core/user-agent'

const AGENTS: [
  string,
  { bot: boolean; device: string; os: string; browser: string; osVersion: string },
][] = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    { bot: false, device: 'phone', os: 'ios', browser: 'safari', osVersion: 'ios-18' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
    { bot: false, device: 'phone', os: 'android', browser: 'chrome', osVersion: 'android-10' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    { bot: false, device: 'tablet', os: 'android', browser: 'chrome', osVersion: 'android-14' },
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    { bot: false, device: 'desktop', os: 'windows', browser: 'chrome', osVersion: '' },
  ],
  [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/142.0.0.0 Safari/537.36',
    { bot: true, device: 'desktop', os: 'other', browser: 'chrome', osVersion: '' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    { bot: true, device: 'phone', os: 'android', browser: 'chrome', osVersion: 'android-6' },
  ],
  ['curl/8.11.1', { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' }],
  // No user agent, or a blank one, is a script: counted as a bot.
  ['', { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' }],
  ['  ', { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' }],
  // Link checkers of mail (Outlook, Office, Safe Links, gateways) and link previews.
  [
    'Mozilla/4.0 (compatible; ms-office; MSOffice 16)',
    { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' },
  ],
  [
    'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.12026; Pro)',
    { bot: true, device: 'desktop', os: 'windows', browser: 'other', osVersion: '' },
  ],
  [
    'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))',
    { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' },
  ],
  [
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' },
  ],
  [
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' },
  ],
  [
    'Mozilla/5.0 (compatible; BingPreview/1.0b)',
    { bot: true, device: 'desktop', os: 'other', browser: 'other', osVersion: '' },
  ],
]

describe('what counting makes of a user agent', () => {
  it('names the OS family: Android, iOS (iPadOS too), Windows, macOS, Linux, else other', () => {
    const os = (userAgent: string) => readAgent(userAgent).os
    expect(os('Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15')).toBe('ios')
    expect(os('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15')).toBe('macos')
    expect(os('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/142.0.0.0')).toBe('linux')
    expect(os('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36')).toBe('linux')
    expect(os('Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.15063')).toBe('other')
    expect(os('Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)')).toBe('other')
  })

  it('names the browser family, Edge, Opera and Samsung Internet before the Chrome they also say', () => {
    const browser = (userAgent: string) => readAgent(userAgent).browser
    const chrome = 'AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0'
    expect(browser(`Mozilla/5.0 (Windows NT 10.0) ${chrome} Safari/537.36 Edg/142.0.0.0`)).toBe(
      'edge',
    )
    expect(browser(`Mozilla/5.0 (Windows NT 10.0) ${chrome} Safari/537.36 OPR/120.0.0.0`)).toBe(
      'opera',
    )
    expect(
      browser(`Mozilla/5.0 (Linux; Android 14) ${chrome} SamsungBrowser/27.0 Mobile Safari/537.36`),
    ).toBe('samsung')
    expect(browser('Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0')).toBe(
      'firefox',
    )
    expect(
      browser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 CriOS/142.0 Mobile/15E148',
      ),
    ).toBe('chrome')
    expect(
      browser(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      ),
    ).toBe('safari')
    expect(browser('Wget/1.21')).toBe('other')
  })

  it("names iOS's and Android's major version only, as ios-N or android-N", () => {
    const version = (userAgent: string) => readAgent(userAgent).osVersion
    expect(version('Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      'ios-17',
    )
    expect(version('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe(
      'android-14',
    )
    expect(version('Mozilla/5.0 (Linux; Android 9.0.1; K) AppleWebKit/537.36')).toBe('android-9')
    expect(version('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15')).toBe('')
    expect(version('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36')).toBe('')
  })

  it('is the same from memory as from the detector, the first time and after', () => {
    for (let round = 0; round < 3; round++) {
      for (const [userAgent, expected] of AGENTS) {
        expect(readAgent(userAgent), userAgent).toEqual(expected)
        expect(agentFacts(userAgent), userAgent).toEqual(expected)
      }
    }
  })

  it('remembers a bounded number of user agents, still answering right past the bound', () => {
    for (let i = 0; i < MEMO_LIMIT * 2 + 7; i++) {
      const userAgent =
        i % 2
          ? `ExampleCrawler/${i}.0 (+https://example.org/bot)`
          : `Mozilla/5.0 (iPad; CPU OS ${i} like Mac OS X)`
      expect(agentFacts(userAgent)).toEqual(readAgent(userAgent))
      expect(rememberedAgents()).toBeLessThanOrEqual(MEMO_LIMIT)
    }
    expect(rememberedAgents()).toBeGreaterThan(0)
  })
})
