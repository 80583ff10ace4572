/**
 * /go: the campaign redirect marketers share. Always to PARTNER_URL (never a destination taken
 * from the request), with the link's ?sub= passed on when it is a safe tag.
 */
import { Hono } from 'hono'
import { campaignTag } from '../campaign/campaign-tag'
import { countClick } from '../campaign/count-click'
import type { AppEnv } from '../http/app-env'
import { logError } from '../shared/log'
import { partnerLink } from '../shared/partner-link'

export const GO_PATH = '/go'

export const go = new Hono<AppEnv>()

go.get(GO_PATH, function redirectToPartner(c) {
  countClick(c)
  const destination = partnerDestination(c.env.PARTNER_URL, c.req.query('sub'))
  if (!destination) {
    logError('go', { error: 'PARTNER_URL is not a valid https URL' })
    return c.redirect('/', 302)
  }
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  return c.redirect(destination, 302)
})

export function partnerDestination(
  partnerUrl: string,
  sub: string | undefined,
): string | undefined {
  return partnerLink(partnerUrl, campaignTag(sub))
}
