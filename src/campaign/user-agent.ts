/**
 * What counting makes of a User-Agent header's text: whether the maintained `isbot` list names
 * it a crawler, and the device class it names. Three classes need three patterns, not a full
 * user-agent parser in the worker bundle.
 *
 * Both are remembered per isolate for the user agents seen lately, keyed by a hash of the text,
 * so the text itself is still dropped. Why: isbot's one pattern of some 200 alternatives cost
 * about 5 µs of a cached landing's 60 µs of CPU, and most visitors share a few hundred user
 * agents; a hash and a lookup cost about 0.2 µs (test/bench/README.md). A collision of two
 * 30-bit hashes among at most MEMO_LIMIT entries is about one in a million and would at worst
 * count one request under another's class. The Privacy Policy says so.
 */
import { isbot } from 'isbot'

export type DeviceClass = 'phone' | 'tablet' | 'desktop'

export interface AgentFacts {
  bot: boolean
  /** From the text alone: Chromium's client hint can still make a 'desktop' a phone. */
  device: DeviceClass
}

/** iPads, Android without "Mobile" (Google's rule for tablets), Kindles and other slates. */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i
const PHONE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i

/** The facts without memory: what the memo holds. */
export function readAgent(userAgent: string): AgentFacts {
  return {
    bot: isbot(userAgent),
    device: TABLET.test(userAgent) ? 'tablet' : PHONE.test(userAgent) ? 'phone' : 'desktop',
  }
}

export const MEMO_LIMIT = 2000
const memo = new Map<number, AgentFacts>()

export function agentFacts(userAgent: string): AgentFacts {
  const key = hash(userAgent)
  let facts = memo.get(key)
  if (!facts) {
    // Emptied rather than ordered by use: user agents seen often are back within requests.
    if (memo.size >= MEMO_LIMIT) memo.clear()
    facts = readAgent(userAgent)
    memo.set(key, facts)
  }
  return facts
}

/** How many user agents are remembered (for tests). */
export function rememberedAgents(): number {
  return memo.size
}

/** FNV-1a over the UTF-16 code units, cut to 30 bits so V8 keeps it a small integer. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h & 0x3fffffff
}
