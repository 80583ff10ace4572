/**
 * Fakes of the traffic sources' statistics APIs, written from the research notes' per-source
 * table (docs/campaigns.md, "Cost from the sources' APIs"): each checks the method, path, auth,
 * date format and time-zone parameter exactly as documented, answers 400 saying what was wrong
 * otherwise (and records it in `problems`), and is stateful: a test sets a source day's spend,
 * restates it, expires a bearer, or answers the next matching request its own way.
 */

export interface FakeSpend {
  campaign: string
  zone: string
  /** As the source writes it: a number or a decimal string, in currency units. */
  cost: number | string
  clicks?: number
  impressions?: number
}

export interface FakeCall {
  source: string
  method: string
  url: URL
  body: unknown
}

type Override = (call: FakeCall) => Response | undefined

const DAY = /^\d{4}-\d{2}-\d{2}$/
const EXADS_HOSTS: Record<string, string> = {
  'api.exoclick.com': 'exoclick',
  'api.trafficfactory.com': 'trafficfactory',
}

export class FakeSources {
  /** The API token each source accepts. */
  readonly tokens = new Map<string, string>()
  /** The zone each EXADS fake expects in `timezone`. */
  readonly timeZones = new Map<string, string>()
  readonly calls: FakeCall[] = []
  readonly problems: string[] = []
  private readonly spend = new Map<string, FakeSpend[]>()
  private readonly bearers = new Set<string>()
  private readonly overrides: Override[] = []
  private logins = 0

  /**
   * `local`: served on 127.0.0.1 for `npm run dev` (scripts/fake-sources.ts): every source on one
   * origin, told apart by its path, over plain http.
   */
  private readonly options: { local?: boolean }
  constructor(options: { local?: boolean } = {}) {
    this.options = options
  }

  /** A source day's spend (replacing what was set: a restatement). */
  setDay(source: string, day: string, rows: FakeSpend[]): void {
    this.spend.set(`${source}|${day}`, rows)
  }

  /** Every bearer issued so far stops working (a temporary token expired). */
  expireBearers(): void {
    this.bearers.clear()
  }

  /** The first later request `override` answers is answered its way (then it is spent). */
  once(override: Override): void {
    this.overrides.push(override)
  }

  /** How many EXADS logins were made. */
  get loginCount(): number {
    return this.logins
  }

  /** The fetch the sync is given. */
  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const text = request.method === 'POST' ? await request.text() : ''
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    const source = this.sourceOf(url)
    const call = { source, method: request.method, url, body }
    this.calls.push(call)
    for (const [index, override] of this.overrides.entries()) {
      const answer = override(call)
      if (answer) {
        this.overrides.splice(index, 1)
        return answer
      }
    }
    return this.answer(call, request.headers)
  }) as typeof fetch

  private sourceOf(url: URL): string {
    if (this.options.local) return sourceOfPath(url.pathname)
    if (EXADS_HOSTS[url.hostname]) return EXADS_HOSTS[url.hostname]!
    if (url.hostname === 'api3.adsterratools.com') return 'adsterra'
    if (url.hostname === 'api.juicyads.com') return 'juicyads'
    if (url.hostname === 'v2.api.clickadu.com') return 'clickadu'
    if (url.hostname === 'api.trafficstars.com') return 'trafficstars'
    if (url.hostname === 'ssp-api.propellerads.com') return 'propellerads'
    if (url.hostname === 'hilltopads.com') return 'hilltopads'
    if (url.hostname === 'panel.zeropark.com') return 'zeropark'
    return 'unknown'
  }

  private refuse(what: string): Response {
    this.problems.push(what)
    return Response.json({ error: what }, { status: 400 })
  }

  private rows(source: string, day: string): FakeSpend[] {
    return this.spend.get(`${source}|${day}`) ?? []
  }

  private answer(call: FakeCall, headers: Headers): Response {
    const { source, method, url } = call
    if (url.protocol !== 'https:' && !this.options.local)
      return this.refuse(`${source}: not https (${url.protocol})`)
    switch (source) {
      case 'exoclick':
      case 'trafficfactory':
        return this.exads(call, headers)
      case 'adsterra': {
        if (method !== 'GET' || url.pathname !== '/advertiser/stats.json')
          return this.refuse(`adsterra: ${method} ${url.pathname}`)
        if (headers.get('X-API-Key') !== this.tokens.get(source))
          return Response.json({ message: 'Unauthorized' }, { status: 401 })
        const day = url.searchParams.get('start_date') ?? ''
        if (!DAY.test(day) || url.searchParams.get('finish_date') !== day)
          return this.refuse(`adsterra: dates ${url.search}`)
        const groups = url.searchParams.getAll('group_by[]')
        if (groups.join() !== 'campaign,placement')
          return this.refuse(`adsterra: group_by ${groups.join()}`)
        const items = this.rows(source, day).map((row) => ({
          campaign: Number(row.campaign),
          placement: Number(row.zone),
          spent: row.cost,
          impressions: row.impressions ?? 0,
          clicks: row.clicks ?? 0,
        }))
        return Response.json({ items })
      }
      case 'juicyads': {
        const parts =
          /^\/statistics\/popunders\/advertiser\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(
            url.pathname,
          )
        if (method !== 'GET' || !parts) return this.refuse(`juicyads: ${method} ${url.pathname}`)
        const [, token, campaign, start, end] = parts
        if (decodeURIComponent(token!) !== this.tokens.get(source))
          return new Response('invalid token', { status: 401 })
        if (!DAY.test(start!) || end !== start)
          return this.refuse(`juicyads: dates ${start} ${end}`)
        const rows = this.rows(source, start!).filter((row) => row.campaign === campaign)
        const spend = rows.reduce((sum, row) => sum + Number(row.cost), 0)
        return Response.json(
          rows.length ? [{ thedate: start, spend: spend.toFixed(2), imps: 1000 }] : [],
        )
      }
      case 'clickadu': {
        const query = url.searchParams
        if (method !== 'GET' || url.pathname !== '/partner/stats')
          return this.refuse(`clickadu: ${method} ${url.pathname}`)
        if (query.get('token') !== this.tokens.get(source))
          return Response.json({ error: 'bad token' }, { status: 401 })
        const day = query.get('dateFrom') ?? ''
        if (!DAY.test(day) || query.get('dateTo') !== day)
          return this.refuse(`clickadu: dates ${url.search}`)
        // One groupBy per request (its documentation).
        if (query.getAll('groupBy').join() !== 'zone')
          return this.refuse(`clickadu: groupBy ${query.getAll('groupBy').join()}`)
        return Response.json(
          this.rows(source, day).map((row) => ({ zone: row.zone, money: row.cost })),
        )
      }
      case 'trafficstars': {
        if (method === 'POST' && url.pathname === '/v1/auth/token') {
          const form = new URLSearchParams(typeof call.body === 'string' ? call.body : '')
          if (form.get('grant_type') !== 'refresh_token')
            return this.refuse(`trafficstars: grant_type ${form.get('grant_type')}`)
          if (form.get('refresh_token') !== this.tokens.get(source))
            return Response.json({ error: 'invalid_grant' }, { status: 401 })
          const bearer = `ts-access-${++this.logins}`
          this.bearers.add(bearer)
          return Response.json({ access_token: bearer, expires_in: 86400 })
        }
        if (method !== 'GET' || url.pathname !== '/v1.1/advertiser/custom/report/by-spot')
          return this.refuse(`trafficstars: ${method} ${url.pathname}`)
        const bearer = /^Bearer (.+)$/.exec(headers.get('Authorization') ?? '')?.[1]
        if (!bearer || !this.bearers.has(bearer)) return new Response('', { status: 401 })
        const day = url.searchParams.get('date_from') ?? ''
        if (!DAY.test(day) || url.searchParams.get('date_to') !== day)
          return this.refuse(`trafficstars: dates ${url.search}`)
        if (!url.searchParams.get('campaign_id')) return this.refuse('trafficstars: no campaign_id')
        return Response.json([{ spot_id: 1, amount: 1 }])
      }
      case 'propellerads': {
        if (method !== 'POST' || url.pathname !== '/v5/adv/statistics')
          return this.refuse(`propellerads: ${method} ${url.pathname}`)
        if (headers.get('Authorization') !== `Bearer ${this.tokens.get(source)}`)
          return new Response('', { status: 401 })
        const ask = call.body as Record<string, unknown>
        if (!/^\d{4}-\d{2}-\d{2} 00:00:00$/.test(String(ask.day_from)))
          return this.refuse(`propellerads: day_from ${String(ask.day_from)}`)
        if (!/^[+-]\d{4}$/.test(String(ask.tz)))
          return this.refuse(`propellerads: tz ${String(ask.tz)}`)
        if (!Array.isArray(ask.group_by) || ask.group_by.length === 0)
          return this.refuse('propellerads: group_by is mandatory')
        return Response.json({ result: [] })
      }
      case 'hilltopads': {
        if (method !== 'GET' || url.pathname !== '/api/advertiser/listStats')
          return this.refuse(`hilltopads: ${method} ${url.pathname}`)
        if (url.searchParams.get('key') !== this.tokens.get(source))
          return new Response('', { status: 401 })
        const day = url.searchParams.get('date') ?? ''
        if (!DAY.test(day) || url.searchParams.get('date2') !== day)
          return this.refuse(`hilltopads: dates ${url.search}`)
        return Response.json({ status: 'success', result: [] })
      }
      case 'zeropark': {
        if (method !== 'GET' || url.pathname !== '/api/stats/campaign/all')
          return this.refuse(`zeropark: ${method} ${url.pathname}`)
        if (headers.get('api-token') !== this.tokens.get(source))
          return new Response('', { status: 401 })
        const start = url.searchParams.get('startDate') ?? ''
        if (url.searchParams.get('interval') !== 'CUSTOM' || !/^\d{2}\/\d{2}\/\d{4}$/.test(start))
          return this.refuse(`zeropark: interval/dates ${url.search}`)
        const [d, m, y] = start.split('/')
        const spent = this.rows(source, `${y}-${m}-${d}`).reduce(
          (sum, row) => sum + Number(row.cost),
          0,
        )
        return Response.json({ summary: { spent: spent.toFixed(2) }, elements: [] })
      }
      default:
        return this.refuse(`no fake for ${url.host}`)
    }
  }

  private exads({ source, method, url, body }: FakeCall, headers: Headers): Response {
    if (method === 'POST' && url.pathname === '/v2/login') {
      const token = (body as { api_token?: unknown } | undefined)?.api_token
      if (token !== this.tokens.get(source))
        return Response.json({ message: 'Invalid api token' }, { status: 401 })
      const bearer = `bearer-${source}-${++this.logins}`
      this.bearers.add(bearer)
      return Response.json({ type: 'Bearer', token: bearer, expires_in: 43200 })
    }
    if (method !== 'POST' || url.pathname !== '/v2/statistics/a/global')
      return this.refuse(`${source}: ${method} ${url.pathname}`)
    const bearer = /^Bearer (.+)$/.exec(headers.get('Authorization') ?? '')?.[1]
    if (!bearer || !this.bearers.has(bearer))
      return Response.json({ message: 'Expired token' }, { status: 401 })
    const ask = body as Record<string, unknown>
    const day = String(ask.date_from)
    if (!DAY.test(day) || ask.date_to !== day) return this.refuse(`${source}: dates ${day}`)
    const zone = this.timeZones.get(source)
    if (zone !== undefined && ask.timezone !== zone)
      return this.refuse(`${source}: timezone ${String(ask.timezone)} (expected ${zone})`)
    const groups = ask.group_by as unknown
    if (!Array.isArray(groups) || groups.join() !== 'campaign_id,zone_id')
      return this.refuse(`${source}: group_by ${JSON.stringify(groups)}`)
    const limit = Number(ask.limit)
    const offset = Number(ask.offset)
    if (!Number.isInteger(limit) || !Number.isInteger(offset) || limit < 1)
      return this.refuse(`${source}: limit ${String(ask.limit)} offset ${String(ask.offset)}`)
    const result = this.rows(source, day)
      .slice(offset, offset + limit)
      .map((row) => ({
        group_by: { campaign_id: { id: Number(row.campaign) }, zone_id: { id: Number(row.zone) } },
        cost: row.cost,
        impressions: row.impressions ?? 0,
        clicks: row.clicks ?? 0,
      }))
    return Response.json({ result })
  }
}

/** Which source a path is, on the local fake's one origin (ExoClick's for EXADS paths). */
function sourceOfPath(path: string): string {
  if (path.startsWith('/v2/')) return 'exoclick'
  if (path === '/advertiser/stats.json') return 'adsterra'
  if (path.startsWith('/statistics/popunders/')) return 'juicyads'
  if (path === '/partner/stats') return 'clickadu'
  if (path.startsWith('/v1/auth/') || path.startsWith('/v1.1/')) return 'trafficstars'
  if (path.startsWith('/v5/')) return 'propellerads'
  if (path === '/api/advertiser/listStats') return 'hilltopads'
  if (path.startsWith('/api/stats/')) return 'zeropark'
  return 'unknown'
}
