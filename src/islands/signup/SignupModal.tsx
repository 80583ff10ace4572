/**
 * The signup modal island: server-rendered closed, hydrated in the browser. It opens in place
 * of any link marked data-signup, submits to the JSON API and sends the visitor on.
 */
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import {
  FALLBACK_NOTICE,
  FALLBACK_NOTICE_MS,
  FIELD,
  HYDRATED_ATTR,
  SIGNUP_CLIENT_TIMEOUT_MS,
  SIGNUP_ISLAND_ID,
  SIGNUP_TRIGGER_ATTR,
  type SignupIslandProps,
} from '../../shared/island-contract'
import { logError } from '../../shared/log'
import { DialogQuickExit } from '../../shared/QuickExitLink'
import { SignupForm } from './SignupForm'
import { signupNextStep } from './signup-answer'
import { SIGNUP_API_PATH } from '../../shared/paths'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"])'

export function SignupModal({ subid, brand, partnerSignupUrl }: SignupIslandProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [signInUrl, setSignInUrl] = useState<string>()
  const [notice, setNotice] = useState<string>()

  useEffect(() => {
    function openFromTrigger(event: globalThis.MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const trigger = (event.target as Element | null)?.closest?.(`a[${SIGNUP_TRIGGER_ATTR}]`)
      if (!(trigger instanceof HTMLElement)) return
      event.preventDefault()
      openerRef.current = trigger
      // A Join link inside the header menu: close the menu behind the modal.
      trigger.closest('details')?.removeAttribute('open')
      setError(undefined)
      setSignInUrl(undefined)
      dialogRef.current?.showModal()
      dialogRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
    }
    document.addEventListener('click', openFromTrigger)
    document.getElementById(SIGNUP_ISLAND_ID)?.setAttribute(HYDRATED_ATTR, 'true')
    return () => document.removeEventListener('click', openFromTrigger)
  }, [])

  function close() {
    dialogRef.current?.close()
  }

  /**
   * Focus back where the visitor was: the link that opened the modal or, when that link is in
   * the header menu, now closed and so hidden, the menu's own button.
   */
  function returnFocus() {
    const opener = openerRef.current
    const menu = opener?.closest('details')
    if (menu && !menu.open) menu.querySelector('summary')?.focus()
    else opener?.focus()
  }

  /** Our signup failed: say so in one line, then go on to the partner's own page. */
  function fallBackTo(url: string) {
    setNotice(FALLBACK_NOTICE)
    setTimeout(() => window.location.assign(url), FALLBACK_NOTICE_MS)
  }

  /** A click whose target is the dialog itself landed on the backdrop, outside the panel. */
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialogRef.current) close()
  }

  /** Keeps Tab and Shift+Tab cycling inside the dialog. */
  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
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
        window.location.assign(next.url)
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
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby="signup-modal-title"
      onClick={closeOnBackdrop}
      onKeyDown={trapFocus}
      onClose={returnFocus}
    >
      {/* In the top layer with the dialog, where the bar's Quick exit is: one tap still leaves. */}
      <DialogQuickExit />
      <div className="modal-panel">
        <button type="button" className="modal-close" aria-label="Close" onClick={close}>
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
