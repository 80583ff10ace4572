/** Checks a signup before anything leaves the worker; every failure has a message for the visitor. */
import {
  AGE_MAX,
  AGE_MIN,
  FIELD,
  GENERIC_SIGNUP_ERROR,
  isSubid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Subid,
} from '../shared/island-contract'

/** What the backend function receives (its contract: email, password, age, affiliate_subid). */
export interface SignupInput {
  email: string
  password: string
  age: number
  affiliate_subid: Subid
}

type SignupValidation = { ok: true; input: SignupInput } | { ok: false; error: string }

/** RFC 5321 caps an address at 254 characters. */
const EMAIL_MAX_LENGTH = 254
/**
 * A "valid e-mail address" as the HTML standard defines it, the rule behind the browser's
 * type=email (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address): ASCII
 * only, so no control, invisible or direction characters, and no markup.
 */
const HTML_EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
/** The standard allows a dotless domain ("a@localhost"); no such address receives mail here. */
const DOTTED_DOMAIN = /@[^@]+\.[^@]+$/
/** C0 and C1 control characters and DEL: never typed, and unsafe to forward. */
const CONTROL_CHARACTER = /\p{Cc}/u
/** Nothing but spaces (of any kind) and invisible format characters. */
const BLANK = /^[\p{White_Space}\p{Cf}]*$/u
const CONSENT_VALUES = new Set([true, 'yes', 'on', 'true'])

export function validateSignup(raw: Record<string, unknown>): SignupValidation {
  const fail = (error: string): SignupValidation => ({ ok: false, error })
  // A filled honeypot is a bot; it gets the generic message and nothing else.
  const honeypot = raw[FIELD.honeypot]
  if (honeypot !== undefined && honeypot !== '') return fail(GENERIC_SIGNUP_ERROR)

  const email = typeof raw[FIELD.email] === 'string' ? (raw[FIELD.email] as string).trim() : ''
  if (!email) return fail('Please enter your email address.')
  if (
    email.length > EMAIL_MAX_LENGTH ||
    !HTML_EMAIL_PATTERN.test(email) ||
    !DOTTED_DOMAIN.test(email)
  ) {
    return fail('Please enter a valid email address.')
  }

  const password = raw[FIELD.password]
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    return fail(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return fail(`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
  }
  if (CONTROL_CHARACTER.test(password)) {
    return fail('Password cannot contain control characters such as tabs or line breaks.')
  }
  if (BLANK.test(password)) return fail('Password cannot be only spaces.')

  const age = parseAge(raw[FIELD.age])
  if (age === undefined || age > AGE_MAX) {
    return fail(`Please enter your age as a whole number from ${AGE_MIN} to ${AGE_MAX}.`)
  }
  if (age < AGE_MIN) return fail(`You must be ${AGE_MIN} or older to sign up.`)

  if (!CONSENT_VALUES.has(raw[FIELD.consent] as string | boolean)) {
    return fail('Please agree to share your email with our partner so it can create your account.')
  }

  const subid = raw[FIELD.subid]
  if (!isSubid(subid)) return fail('This signup form is out of date. Please reload the page.')

  return { ok: true, input: { email, password, age, affiliate_subid: subid } }
}

/** A whole number, from a JSON number or a form's digit string; anything else is undefined. */
function parseAge(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value === 'string' && /^\d{1,3}$/.test(value.trim())) return Number(value.trim())
  return undefined
}
