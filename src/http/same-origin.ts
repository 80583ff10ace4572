/** Whether a POST came from this site's own pages (Origin, or Sec-Fetch-Site when Origin is absent). */
import type { Context } from 'hono'

export function isSameOrigin(c: Context): boolean {
  const origin = c.req.header('Origin')
  if (origin) return origin === new URL(c.req.url).origin
  return c.req.header('Sec-Fetch-Site') === 'same-origin'
}
