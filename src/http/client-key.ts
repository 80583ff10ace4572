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
  return prefixKey(address, 4)
}

/**
 * The site a client address belongs to: an IPv6 address's /48 (RFC 6177 and RIPE-690: the
 * assignment to one end site, out of which it can use 65,536 /64s at will), an IPv4 address as
 * it is. A budget counted over the /48 as well as the /64 cannot be multiplied by rotating /64s.
 */
export function clientWideKey(address: string): string {
  return prefixKey(address, 3)
}

/** The address's first `groups` hextets as a prefix key (IPv4 and unparsable as clientKey). */
function prefixKey(address: string, groups: 3 | 4): string {
  const ip = address.trim()
  if (!ip.includes(':')) return ip
  const hextets = expandIpv6(ip)
  if (!hextets) return ip.toLowerCase()
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff
  if (mapped)
    return [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join('.')
  return `${hextets
    .slice(0, groups)
    .map((h) => h.toString(16))
    .join(':')}::/${groups * 16}`
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a trailing IPv4 part converted). */
function expandIpv6(ip: string): number[] | undefined {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const parse = (part: string) => (part ? part.split(':').flatMap(groupsOf) : [])
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  if (head.includes(NaN) || tail.includes(NaN)) return undefined
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined
  return [...head, ...Array<number>(missing).fill(0), ...tail]
}

/** One group as numbers: a hextet, or two for a dotted IPv4 part; NaN when malformed. */
function groupsOf(group: string): number[] {
  if (/^[0-9a-fA-F]{1,4}$/.test(group)) return [parseInt(group, 16)]
  const octets = group.split('.')
  if (octets.length === 4 && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) < 256)) {
    const [a, b, c, d] = octets.map(Number) as [number, number, number, number]
    return [(a << 8) | b, (c << 8) | d]
  }
  return [NaN]
}
