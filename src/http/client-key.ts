/**
 * The rate-limit key of a client address: an IPv4 address as it is, an IPv6 address's /64; and
 * the wider key campaign budgets also count over (an IPv6 address's /48, clientWideKey).
 */

/**
 * An IPv6 client usually holds a whole /64 (RFC 6177 and common ISP practice), so any address
 * in it is the same client: keyed by the prefix, expanded and normalized so that every way of
 * writing it gives one key. IPv4 (also IPv4-mapped IPv6) keys by address. Anything unparsable
 * keys as it is.
 */
export function clientKey(address: string): string {
  return clientKeys(address).narrow
}

/**
 * The site a client address belongs to: an IPv6 address's /48 (RFC 6177 and RIPE-690: the
 * assignment to one end site, out of which it can use 65,536 /64s at will), an IPv4 address as
 * it is. A budget counted over the /48 as well as the /64 cannot be multiplied by rotating /64s.
 */
export function clientWideKey(address: string): string {
  return clientKeys(address).wide
}

/**
 * Both keys of an address, from one parse: clientKey's (`narrow`) and clientWideKey's (`wide`),
 * the same string for IPv4 and anything unparsable. A counted person's event needs both
 * (tag-budget.ts), and an IPv6 address's expansion costs more than the two keys' hashes.
 */
export function clientKeys(address: string): { narrow: string; wide: string } {
  const ip = address.trim()
  if (!ip.includes(':')) return { narrow: ip, wide: ip }
  const hextets = expandIpv6(ip)
  if (!hextets) {
    const key = ip.toLowerCase()
    return { narrow: key, wide: key }
  }
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff
  if (mapped) {
    const key = [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join('.')
    return { narrow: key, wide: key }
  }
  const wide = `${hextets[0]!.toString(16)}:${hextets[1]!.toString(16)}:${hextets[2]!.toString(16)}`
  return { narrow: `${wide}:${hextets[3]!.toString(16)}::/64`, wide: `${wide}::/48` }
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a trailing IPv4 part converted). */
function expandIpv6(ip: string): number[] | undefined {
  // Brackets and a zone are rare: their patterns run only when their characters are there.
  let address = ip
  if (address.includes('[') || address.includes(']')) address = address.replace(/^\[|\]$/g, '')
  if (address.includes('%')) address = address.replace(/%.*$/, '')
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const head: number[] = []
  const tail: number[] = []
  if (!groupsInto(halves[0]!, head)) return undefined
  if (halves.length === 2 && !groupsInto(halves[1]!, tail)) return undefined
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined
  for (let i = 0; i < missing; i++) head.push(0)
  for (const group of tail) head.push(group)
  return head
}

const HEXTET = /^[0-9a-fA-F]{1,4}$/

/** The groups of one side of "::" (none when it is empty) pushed to `into`; false if malformed. */
function groupsInto(part: string, into: number[]): boolean {
  if (!part) return true
  for (const group of part.split(':')) {
    if (HEXTET.test(group)) {
      into.push(parseInt(group, 16))
      continue
    }
    // A dotted IPv4 part: two groups.
    const octets = group.split('.')
    if (octets.length !== 4 || !octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) < 256))
      return false
    const [a, b, c, d] = octets.map(Number) as [number, number, number, number]
    into.push((a << 8) | b, (c << 8) | d)
  }
  return true
}
