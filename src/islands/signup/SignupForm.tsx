/** The signup form: rendered by the modal island and by the /signup page (no JavaScript needed). */
import type { FormEventHandler } from 'react'
import {
  AGE_MAX,
  AGE_MIN,
  FIELD,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_IN_LABEL,
  type Subid,
} from '../../shared/island-contract'
import { PRIVACY_PATH, SIGNUP_PATH, TERMS_PATH } from '../../shared/paths'

interface SignupFormProps {
  /** Prefix for element ids, so the page and the modal never share one. */
  idPrefix: string
  subid: Subid
  brand: string
  error?: string
  /** Offered with the error when the email already has an account on the partner site. */
  signInUrl?: string
  /** A line shown instead of an error while the visitor is sent on (the modal's fallback). */
  notice?: string
  email?: string
  busy?: boolean
  onSubmit?: FormEventHandler<HTMLFormElement>
}

export function SignupForm({
  idPrefix,
  subid,
  brand,
  error,
  signInUrl,
  notice,
  email,
  busy,
  onSubmit,
}: SignupFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form className="signup-form" method="post" action={SIGNUP_PATH} onSubmit={onSubmit}>
      {error ? (
        <p className="form-error" role="alert">
          {error}
          {signInUrl ? (
            <>
              {' '}
              <a href={signInUrl}>{SIGN_IN_LABEL}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <input type="hidden" name={FIELD.subid} value={subid} />
      <label htmlFor={id('email')}>Email</label>
      <input
        id={id('email')}
        name={FIELD.email}
        type="email"
        required
        autoComplete="email"
        defaultValue={email}
      />
      <label htmlFor={id('password')}>Password</label>
      <input
        id={id('password')}
        name={FIELD.password}
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        aria-describedby={id('password-hint')}
      />
      <p className="hint" id={id('password-hint')}>
        At least {PASSWORD_MIN_LENGTH} characters.
      </p>
      <label htmlFor={id('age')}>Your age</label>
      <input
        id={id('age')}
        name={FIELD.age}
        type="number"
        inputMode="numeric"
        required
        min={AGE_MIN}
        max={AGE_MAX}
        step={1}
        aria-describedby={id('age-hint')}
      />
      <p className="hint" id={id('age-hint')}>
        You must be {AGE_MIN} or older.
      </p>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>Leave this field empty</label>
        <input
          id={id('website')}
          name={FIELD.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="consent">
        <input id={id('consent')} name={FIELD.consent} type="checkbox" required value="yes" />
        <label htmlFor={id('consent')}>
          I agree that {brand} shares my email with its partner dating site to create my free
          account, and tells the advertiser whose link brought me that an account was created,
          without my email or password. I accept the <a href={TERMS_PATH}>Terms</a> and{' '}
          <a href={PRIVACY_PATH}>Privacy Policy</a>.
        </label>
      </div>
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? (notice ? 'Continuing...' : 'Creating Account...') : 'Continue'}
      </button>
    </form>
  )
}
