/**
 * `node scripts/fake-sources.ts [port]`: the traffic sources' statistics APIs faked on
 * 127.0.0.1 (default port 8790), for trying the cost pull offline: set
 * `COST_API_ORIGIN=http://127.0.0.1:8790` in .dev.vars and `npm run dev` sends every source's
 * request here, path, query and auth its own (honoured only where POSTBACK_ALLOW_LOCAL is on).
 * The same fakes as the tests (test/support/fake-sources.ts), checking each request's shape; the
 * tokens they accept are the .dev.vars secrets of the same names, and every day has spend on
 * zones 101 and 102 of source campaign 7001 (JuicyAds: of every campaign asked for).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { FakeSources } from '../test/support/fake-sources.ts'

const SECRETS: Record<string, string> = {
  exoclick: 'EXOCLICK_API_TOKEN',
  adsterra: 'ADSTERRA_API_KEY',
  juicyads: 'JUICYADS_API_TOKEN',
  clickadu: 'CLICKADU_API_TOKEN',
  trafficstars: 'TRAFFICSTARS_API_TOKEN',
  propellerads: 'PROPELLERADS_API_TOKEN',
  hilltopads: 'HILLTOPADS_API_KEY',
  zeropark: 'ZEROPARK_API_TOKEN',
}

/** The local fake, its tokens from `tokens` (a secret's name to its value); spend on every day. */
export function fakeSourcesServer(tokens: Record<string, string | undefined>): Server {
  const fake = new FakeSources({ local: true })
  for (const [source, name] of Object.entries(SECRETS)) {
    const token = tokens[name]
    if (token) fake.tokens.set(source, token)
  }
  return createServer((req, res) => {
    answer(req, res).catch(() => {
      res.writeHead(500)
      res.end('fake failed')
    })
  })

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const day = dayAsked(url)
    if (day) {
      const campaign = /^\/statistics\/popunders\/advertiser\/[^/]+\/([^/]+)\//.exec(url.pathname)
      for (const source of Object.keys(SECRETS))
        fake.setDay(source, day, [
          { campaign: campaign?.[1] ?? '7001', zone: '101', cost: '12.36', clicks: 400 },
          { campaign: campaign?.[1] ?? '7001', zone: '102', cost: '3.00', clicks: 120 },
        ])
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    const init: RequestInit = { method: req.method ?? 'GET', headers }
    if (body.length > 0) init.body = body
    const answer = await fake.fetch(`http://127.0.0.1${req.url ?? '/'}`, init)
    const text = await answer.text()
    // The day the POST body names (EXADS) is only known once read: answer it with spend too.
    if (answer.ok && body.length > 0 && !day) {
      const asked = /"date_from":"(\d{4}-\d{2}-\d{2})"/.exec(body.toString())
      if (asked) {
        for (const source of Object.keys(SECRETS))
          fake.setDay(source, asked[1]!, [
            { campaign: '7001', zone: '101', cost: '12.36', clicks: 400 },
            { campaign: '7001', zone: '102', cost: '3.00', clicks: 120 },
          ])
        const again = await fake.fetch(`http://127.0.0.1${req.url ?? '/'}`, init)
        res.writeHead(again.status, { 'Content-Type': 'application/json' })
        res.end(await again.text())
        return
      }
    }
    res.writeHead(answer.status, {
      'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
    })
    res.end(text)
  }
}

/** The day a GET asks for, as its source writes it (YYYY-MM-DD, or Zeropark's dd/mm/yyyy). */
function dayAsked(url: URL): string | undefined {
  const query = url.searchParams
  const value =
    query.get('start_date') ?? query.get('dateFrom') ?? query.get('date_from') ?? query.get('date')
  if (value) return value
  const zeropark = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(query.get('startDate') ?? '')
  if (zeropark) return `${zeropark[3]}-${zeropark[2]}-${zeropark[1]}`
  return /\/(\d{4}-\d{2}-\d{2})\/\d{4}-\d{2}-\d{2}$/.exec(url.pathname)?.[1]
}

if (import.meta.filename === process.argv[1]) {
  const port = Number(process.argv[2] ?? 8790)
  fakeSourcesServer(process.env).listen(port, '127.0.0.1', () => {
    console.log(`Fake traffic-source APIs on http://127.0.0.1:${port}`)
  })
}
