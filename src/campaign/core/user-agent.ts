/**
 * What counting makes of a User-Agent header's text: whether the maintained `isbot` list names
 * it a crawler, the device class and OS family it names. A few classes need a few patterns, not a full
 * user-agent parser in the worker bundle.
 *
 * Both are remembered per isolate, in memory only, for the user agents seen lately: isbot's one
 * pattern of some 200 alternatives cost about 5 µs of CPU per landing on a real user agent, and
 * most visitors share a few hundred user agents (bench/README.md). The memo is keyed by the
 * text itself, not a hash of it, so no crafted user agent can stand in for another's answer; it
 * holds no more than the text and its classes, linked to no visit, and the Privacy Policy says
 * so.
 */
import { isbot } from 'isbot'

export type DeviceClass = 'phone' | 'tablet' | 'desktop'
/** The OS family a report splits by: six names, no versions. */
export type OsFamily = 'android' | 'ios' | 'windows' | 'macos' | 'linux' | 'other'

interface AgentFacts {
  bot: boolean
  /** From the text alone: Chromium's client hint can still make a 'desktop' a phone. */
  device: DeviceClass
  os: OsFamily
}

/** iPads, Android without "Mobile" (Google's rule for tablets), Kindles and other slates. */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i
const PHONE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i
/**
 * OS families in the order that settles overlaps: Android's user agents say "Linux", iPads on
 * iPadOS 13+ say "Macintosh" (and are iOS only by their "Mobile" token or iPad), Windows Phone
 * says "Android" in some builds, so it goes first, as other.
 */
const OS_PATTERNS: [OsFamily, RegExp][] = [
  ['other', /Windows Phone|IEMobile/i],
  ['android', /Android/i],
  ['ios', /iPhone|iPad|iPod|CPU (?:iPhone )?OS \d/i],
  ['windows', /Windows/i],
  ['macos', /Macintosh|Mac OS X/i],
  ['linux', /Linux|X11|CrOS/i],
]

function osOf(userAgent: string): OsFamily {
  for (const [os, pattern] of OS_PATTERNS) if (pattern.test(userAgent)) return os
  return 'other'
}
/**
 * Link checkers that open every link in a mail before the reader does, and that `isbot` does not
 * name: Microsoft's (Outlook, Office, Safe Links send ms-office or Outlook user agents) and the
 * mail-security gateways that rewrite links (Barracuda, Proofpoint, Mimecast).
 */
const LINK_CHECKER =
  /ms-office|MSOffice|Microsoft Office|Microsoft Outlook|Outlook-|Barracuda|Proofpoint|Mimecast/i

/** The facts without memory: what the memo holds. */
export function readAgent(userAgent: string): AgentFacts {
  return {
    // No user agent at all is a script, not a browser.
    bot: userAgent.trim() === '' || isbot(userAgent) || LINK_CHECKER.test(userAgent),
    device: TABLET.test(userAgent) ? 'tablet' : PHONE.test(userAgent) ? 'phone' : 'desktop',
    os: osOf(userAgent),
  }
}

export const MEMO_LIMIT = 2000
/** Real browsers' user agents are shorter; longer ones are worked out each time, not kept. */
const MEMO_TEXT_LIMIT = 512
const memo = new Map<string, AgentFacts>()

export function agentFacts(userAgent: string): AgentFacts {
  if (userAgent.length > MEMO_TEXT_LIMIT) return readAgent(userAgent)
  let facts = memo.get(userAgent)
  if (!facts) {
    // Emptied rather than ordered by use: user agents seen often are back within requests.
    if (memo.size >= MEMO_LIMIT) memo.clear()
    facts = readAgent(userAgent)
    memo.set(userAgent, facts)
  }
  return facts
}

/** How many user agents are remembered (for tests). */
export function rememberedAgents(): number {
  return memo.size
}
