/** A real link to /signup that the signup island, once hydrated, opens as a modal in place. */
import type { ReactNode } from 'react'
import { SIGNUP_TRIGGER_ATTR } from '../shared/island-contract'
import { SIGNUP_PATH } from '../shared/paths'

export function SignupLink({ children, primary }: { children: ReactNode; primary?: boolean }) {
  const triggerAttr = { [SIGNUP_TRIGGER_ATTR]: '' }
  return (
    <a href={SIGNUP_PATH} className={primary ? 'button button-primary' : 'button'} {...triggerAttr}>
      {children}
    </a>
  )
}
