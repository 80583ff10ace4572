/**
 * A partner address carrying our attribution: the campaign tag as `sub=` (as /go passes it on),
 * and the page tag wherever the configured URL has a `{page}` token (e.g.
 * `PARTNER_SIGNUP_URL = "https://partner.example.com/signup?aff=nightgator&page={page}"`); the
 * token becomes empty when there is no page tag. Tags are checked by the caller. A partner
 * click token (PARTNER_CLICK_PARAM, made in campaign/attribution/partner-click.ts) is added when given.
 */

const PAGE_TOKEN = '{page}'

/** The signed token the partner echoes in its postback, and the parameter that carries it. */
export interface PartnerClick {
  name: string
  token: string
  /** The rest of a token split over two sub fields (a CAKE preset's s3), '' when none is left. */
  second?: { name: string; token: string }
}

/** The https URL with the attribution, or undefined when the configured URL is not https. */
export function partnerLink(
  base: string,
  campaign = '',
  page = '',
  click?: PartnerClick,
): string | undefined {
  const url = URL.parse(base.replaceAll(PAGE_TOKEN, encodeURIComponent(page)))
  if (url?.protocol !== 'https:') return undefined
  if (campaign) url.searchParams.set('sub', campaign)
  if (click) url.searchParams.set(click.name, click.token)
  if (click?.second) url.searchParams.set(click.second.name, click.second.token)
  return url.toString()
}
