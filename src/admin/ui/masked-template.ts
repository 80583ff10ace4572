/**
 * A postback template as the viewer sees it (decision 034): sources put their keys in these URLs
 * (`key=…`, an account's hash as a path segment), and the viewer reads reports, not credentials.
 * Macros (`{cid}`, `${SUBID}`, every syntax of isUnfilledMacro) and short plain values stay, so
 * the template still reads as what it sends; anything that looks like a key is shown as MASK.
 */
import { isUnfilledMacro } from '../../campaign/core'

/** What a hidden value is shown as. */
export const MASK = '•••'
/** Parameter names that hold credentials whatever their value looks like. */
const SECRET_NAME = /key|token|secret|auth|sig|hash|pass|api|aid|tid|pid|account|user|login/i
/** A short plain word or number (`goal=1`, `action=conversion`) is no key. */
const PLAIN_VALUE = /^(?:[0-9]{1,6}|[A-Za-z_]{1,16}|)$/
/** A path segment is a key when long, or mixing letters and digits past 8 characters. */
function keyLikeSegment(segment: string): boolean {
  if (segment === '' || isUnfilledMacro(segment)) return false
  if (segment.length >= 16) return true
  return segment.length >= 8 && /[0-9]/.test(segment) && /[A-Za-z]/.test(segment)
}

/** The template with its userinfo, key-like path segments and key-like query values masked. */
export function maskedTemplate(template: string): string {
  const hash = template.indexOf('#')
  const withoutFragment = hash < 0 ? template : template.slice(0, hash)
  const question = withoutFragment.indexOf('?')
  const base = question < 0 ? withoutFragment : withoutFragment.slice(0, question)
  const query = question < 0 ? undefined : withoutFragment.slice(question + 1)
  const origin = /^([a-z][a-z0-9+.-]*:\/\/)([^/]*)/i.exec(base)
  const authority = origin ? origin[2]!.replace(/^[^@]*@/, `${MASK}@`) : ''
  const path = origin ? base.slice(origin[0].length) : base
  const maskedPath = path
    .split('/')
    .map((segment) => (keyLikeSegment(segment) ? MASK : segment))
    .join('/')
  const maskedQuery = query
    ?.split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      if (equals < 0) return keyLikeSegment(pair) ? MASK : pair
      const [name, value] = [pair.slice(0, equals), pair.slice(equals + 1)]
      if (value === '' || isUnfilledMacro(value)) return pair
      const hidden = SECRET_NAME.test(name) || !PLAIN_VALUE.test(value)
      return `${name}=${hidden ? MASK : value}`
    })
    .join('&')
  const head = origin ? `${origin[1]}${authority}` : ''
  return `${head}${maskedPath}${maskedQuery === undefined ? '' : `?${maskedQuery}`}${hash < 0 ? '' : `#${MASK}`}`
}
