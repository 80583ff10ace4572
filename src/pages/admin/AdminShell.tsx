/** The frame of every admin page: its own head (noindex, the stylesheet) and a plain body, no public gate. */
import type { ReactNode } from 'react'
import { ROBOTS } from '../../http/robots'
import { STYLESHEET } from '../../site/client-assets'
import { useSite } from '../../site/site-context'

export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  const { config } = useSite()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={ROBOTS.noindex} />
        <title>{`${title} | ${config.brand} dashboard`}</title>
        <link rel="stylesheet" href={STYLESHEET} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body className="admin">
        <main className="admin-main">{children}</main>
      </body>
    </html>
  )
}
