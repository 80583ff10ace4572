import { describe, expect, it } from 'vitest'
import {
  agentFacts,
  MEMO_LIMIT,
  readAgent,
  rememberedAgents,
} from '../../../../src/campaign/counting/user-agent'

const AGENTS: [string, { bot: boolean; device: string }][] = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    { bot: false, device: 'phone' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
    { bot: false, device: 'phone' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    { bot: false, device: 'tablet' },
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    { bot: false, device: 'desktop' },
  ],
  [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/142.0.0.0 Safari/537.36',
    { bot: true, device: 'desktop' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    { bot: true, device: 'phone' },
  ],
  ['curl/8.11.1', { bot: true, device: 'desktop' }],
  // No user agent, or a blank one, is a script: counted as a bot.
  ['', { bot: true, device: 'desktop' }],
  ['  ', { bot: true, device: 'desktop' }],
  // Link checkers of mail (Outlook, Office, Safe Links, gateways) and link previews.
  ['Mozilla/4.0 (compatible; ms-office; MSOffice 16)', { bot: true, device: 'desktop' }],
  [
    'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.12026; Pro)',
    { bot: true, device: 'desktop' },
  ],
  ['Mozilla/5.0 (compatible; Barracuda Sentinel (EE))', { bot: true, device: 'desktop' }],
  [
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    { bot: true, device: 'desktop' },
  ],
  ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', { bot: true, device: 'desktop' }],
  ['Mozilla/5.0 (compatible; BingPreview/1.0b)', { bot: true, device: 'desktop' }],
]

describe('what counting makes of a user agent', () => {
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
