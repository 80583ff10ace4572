/**
 * Who may make a campaign tag new for the day. The daily cap on distinct tags
 * (count-store.ts) is a shared resource: a flood of made-up `?sub=` tags could fill it and send
 * every later campaign to `(other)`. So a tag takes a place only when a person brings it (a
 * counted landing or click: never a bot, a HEAD, a preview or a prefetch), and one client (an
 * IPv4 address or an IPv6 /64, http/client-key.ts) brings at most NEW_TAGS_PER_CLIENT tags a day;
 * its further tags are counted under their own name only if someone else made them known that
 * day, else under `(other)`. Declared campaigns (count-store.ts: a postback template, or a tag
 * counted by its name the day before) are always counted by name, whatever the caps.
 *
 * How one client is recognised without keeping its address (the Privacy Policy says so): the
 * isolate turns the address into an HMAC-SHA256 under a key of the UTC day, derived from
 * CAMPAIGN_SECRET, and never keeps the address itself. Every isolate derives the same key, so
 * one client's events reach one aggregator (count-batch.ts routes them by this value), which
 * keeps the client's tags of the day in memory only (TagBudget below): never in its storage,
 * never in D1 or a log, and gone at the end of the UTC day or when the object restarts (a
 * restart gives a client a fresh budget: a bounded leak, not a lost count). The value stands for
 * one address for one day and is unreadable without the secret. See
 * docs/decisions/007-per-client-tag-budget.md.
 */
import type { Env } from '../../env'
import { clientKey } from '../../http/client-key'

/** New tags one client may bring in a UTC day (docs/decisions/007-per-client-tag-budget.md). */
export const NEW_TAGS_PER_CLIENT = 20
/**
 * Clients an aggregator remembers in a day. Past it, a client it does not know yet admits no
 * tag (its tags count by name only when known): the budget fails closed, never forgetting one.
 */
export const BUDGET_CLIENTS = 100_000

/**
 * Marks a row's tag as one that may not take a place (its client's budget is spent, or it is a
 * signup's, whose landing already had its chance): stored by the aggregators as `~tag`, read
 * back as `tag` by the one writer (count-store.ts). Not a character a tag may hold.
 */
export const NO_ADMIT = '~'

/** The tag of a row, without the NO_ADMIT mark. */
export function bareTag(campaign: string): string {
  return campaign.startsWith(NO_ADMIT) ? campaign.slice(1) : campaign
}

/** A tag that may not take a place of the day (see NO_ADMIT); '' stays ''. */
export function withoutAdmission(campaign: string): string {
  return campaign === '' || campaign.startsWith(NO_ADMIT) ? campaign : `${NO_ADMIT}${campaign}`
}

const encoder = new TextEncoder()
let dayKey: { day: string; key: Promise<CryptoKey> } | undefined

/** The HMAC key of a UTC day: from CAMPAIGN_SECRET, else random (this isolate only). */
function keyOf(env: Env, day: string): Promise<CryptoKey> {
  if (dayKey?.day === day) return dayKey.key
  const key = (async () => {
    const secret = env.CAMPAIGN_SECRET
      ? await crypto.subtle.sign(
          'HMAC',
          await hmacKey(encoder.encode(env.CAMPAIGN_SECRET)),
          encoder.encode(`tag-budget|${day}`),
        )
      : crypto.getRandomValues(new Uint8Array(32))
    return hmacKey(secret)
  })()
  dayKey = { day, key }
  return key
}

function hmacKey(raw: BufferSource): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

/** The address a request names (Cloudflare's CF-Connecting-IP), or null (local tools). */
export function clientAddress(request: Request): string | null {
  return request.headers.get('CF-Connecting-IP')
}

/**
 * A client address's code for the day, as a keyed hash (base64url, 128 bits): the address is
 * hashed and dropped here.
 */
export async function clientOfDay(env: Env, address: string, day: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await keyOf(env, day),
    encoder.encode(clientKey(address)),
  )
  return btoa(String.fromCharCode(...new Uint8Array(mac, 0, 16)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/**
 * An aggregator's memory of the day's clients and the tags each brought, in memory only (see the
 * module comment). A client's first NEW_TAGS_PER_CLIENT distinct tags of a day may take a place;
 * its others may not. The whole memory belongs to one UTC day and is replaced by the next day's:
 * expiry by time, which is when every entry's budget ends anyway.
 */
export class TagBudget {
  #day = ''
  #clients = new Map<string, string[]>()

  /** Whether `client` may bring `tag` (a bare tag) on `day` as a new tag of the day. */
  admits(client: string, tag: string, day: string): boolean {
    if (day !== this.#day) {
      // A row of an earlier day (a batch sent across midnight) has no budget left to spend.
      if (day < this.#day) return false
      this.#day = day
      this.#clients = new Map()
    }
    let tags = this.#clients.get(client)
    if (!tags) {
      if (this.#clients.size >= BUDGET_CLIENTS) return false
      tags = []
      this.#clients.set(client, tags)
    }
    if (tags.includes(tag)) return true
    if (tags.length >= NEW_TAGS_PER_CLIENT) return false
    tags.push(tag)
    return true
  }
}
