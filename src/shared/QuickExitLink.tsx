/**
 * The Quick exit link (after GOV.UK's "Exit this page"): a plain link to a neutral site, working
 * without JavaScript; the browser bundle (client/quick-exit.ts) enhances every copy. The top bar
 * holds one; the signup dialog holds another, since a modal dialog sits in the top layer above
 * the bar and makes the rest of the page inert: its copy is fixed exactly where the bar's is
 * (the same strip and .wrap), so it stays one tap from anywhere while the dialog is open.
 */
import { NEUTRAL_SITE_URL, QUICK_EXIT_ATTR } from './discretion-contract'

export function QuickExitLink() {
  return (
    <a
      className="quick-exit-link"
      href={NEUTRAL_SITE_URL}
      rel="nofollow noreferrer"
      {...{ [QUICK_EXIT_ATTR]: '' }}
    >
      Quick exit
    </a>
  )
}

/** The dialog's copy: the bar's strip, fixed at the top of the viewport, with the link alone. */
export function DialogQuickExit() {
  return (
    <div className="quick-exit-strip">
      <div className="wrap">
        <div className="quick-exit-end">
          <QuickExitLink />
        </div>
      </div>
    </div>
  )
}
