/**
 * The signup modal island: server-rendered closed, hydrated in the browser once a visitor
 * reaches for a signup link (client/signup-intent.ts). Opening, closing and focus are the site
 * script's, with or without React (client/signup-dialog.ts); the island submits the form to the
 * JSON API and sends the visitor on.
 */
import { useEffect, useState, type FormEvent } from 'react'
import {
  FALLBACK_NOTICE,
  FALLBACK_NOTICE_MS,
  FIELD,
  HYDRATED_ATTR,
  SIGNUP_CLIENT_TIMEOUT_MS,
  SIGNUP_ISLAND_ID,
  type SignupIslandProps,
} from '../../shared/island-contract'
import { logError } from '../../shared/log'
import { DialogQuickExit } from '../../shared/QuickExitLink'
import { formFields, goTo, markElement } from './browser'
import { SignupForm } from './SignupForm'
import { signupNextStep } from './signup-answer'
import { SIGNUP_API_PATH } from '../../shared/paths'

export function SignupModal({ subid, brand, partnerSignupUrl }: SignupIslandProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [signInUrl, setSignInUrl] = useState<string>()
  const [notice, setNotice] = useState<string>()

  useEffect(() => {
    markElement(SIGNUP_ISLAND_ID, HYDRATED_ATTR)
  }, [])

  /** The modal opens afresh: last time's refusal is not shown again. */
  function forgetError() {
    setError(undefined)
    setSignInUrl(undefined)
  }

  /** Our signup failed: say so in one line, then go on to the partner's own page. */
  function fallBackTo(url: string) {
    setNotice(FALLBACK_NOTICE)
    setTimeout(() => goTo(url), FALLBACK_NOTICE_MS)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = formFields(event.currentTarget)
    setBusy(true)
    setError(undefined)
    setSignInUrl(undefined)
    // No answer within the limit is as good as none: the partner takes over.
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(), SIGNUP_CLIENT_TIMEOUT_MS)
    try {
      const response = await fetch(SIGNUP_API_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          email: data.get(FIELD.email),
          password: data.get(FIELD.password),
          age: Number(data.get(FIELD.age)),
          affiliate_subid: subid,
          consent: data.get(FIELD.consent) === 'yes',
          website: data.get(FIELD.honeypot) ?? '',
        }),
        signal: deadline.signal,
      })
      // Not JSON (a platform error page, an empty body) reads as null: a fallback below.
      const body: unknown = await response.json().catch(() => null)
      const next = signupNextStep(response.status, body, partnerSignupUrl)
      if (next.kind === 'show') {
        setError(next.error)
        setSignInUrl(next.signInUrl)
        setBusy(false)
      } else if (next.kind === 'fallback') {
        logError('signup-island', {
          outcome: 'fallback',
          status: response.status,
          message: 'Signup could not complete; continuing on the partner sign-up page',
        })
        fallBackTo(next.url)
      } else {
        goTo(next.url)
      }
    } catch (failure) {
      logError('signup-island', {
        outcome: 'request failed',
        message: 'Signup request failed',
        error: failure instanceof Error ? failure.name : typeof failure,
      })
      fallBackTo(partnerSignupUrl)
    } finally {
      clearTimeout(timer)
    }
  }

  return (
    <dialog className="modal" aria-labelledby="signup-modal-title" onClose={forgetError}>
      {/* In the top layer with the dialog, where the bar's Quick exit is: one tap still leaves. */}
      <DialogQuickExit />
      <div className="modal-panel">
        {/* Closes the dialog (client/signup-dialog.ts), before hydration too. */}
        <button type="button" className="modal-close" aria-label="Close">
          ×
        </button>
        <h2 id="signup-modal-title">Join {brand} free</h2>
        <p className="modal-lead">
          Create your free account in a minute, then continue on our partner dating site, where the
          real profiles are. We may earn a commission when you join.
        </p>
        <SignupForm
          idPrefix="modal"
          subid={subid}
          brand={brand}
          error={error}
          signInUrl={signInUrl}
          notice={notice}
          busy={busy}
          onSubmit={(event) => void submit(event)}
        />
      </div>
    </dialog>
  )
}
