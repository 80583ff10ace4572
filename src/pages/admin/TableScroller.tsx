/**
 * A wide table's sideways-scrolling box on a phone, reachable by keyboard: a focusable region
 * named after the table (axe's scrollable-region-focusable; WCAG 2.1.1), so arrow keys scroll it.
 */
import type { ReactNode } from 'react'

export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
