/** What the signup worker tests share: a valid signup and its password. */
export const PASSWORD = 'correct-horse-battery'

/** A signup that passes every check, as the modal sends it. */
export const VALID_SIGNUP = {
  email: 'visitor@example.org',
  password: PASSWORD,
  age: 34,
  consent: true,
  affiliate_subid: 'city',
  website: '',
}
