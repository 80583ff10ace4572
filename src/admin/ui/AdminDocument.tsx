/** The dashboard's HTML document: noindex, the site's stylesheet, no public header, gate or footer. */
import type { ReactNode } from 'react'
import { ROBOTS } from '../../http/robots'
import { ADMIN_SCRIPT, STYLESHEET } from '../../site/client-assets'
import { useSite } from '../../site/site-context'

export function AdminDocument({ title, children }: { title: string; children: ReactNode }) {
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
        <script type="module" src={ADMIN_SCRIPT} />
      </head>
      <body className="admin">
        <main className="admin-main">{children}</main>
      </body>
    </html>
  )
}
