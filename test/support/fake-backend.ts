/**
 * A fake of the hosted signup function for browser tests. The email's local part picks the
 * answer: ok (200 with a partner redirectUrl), plain (200 without one), taken (409), fail (500),
 * hang (never answers). It records what it received (GET /__received) to check the forwarding.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

export const PARTNER_ORIGIN = 'https://partner.example.com'
export const WELCOME_URL = `${PARTNER_ORIGIN}/welcome`
export const TAKEN_ERROR = 'An account with this email already exists.'

export interface ReceivedSignup {
  authorization: string | undefined
  body: Record<string, unknown>
}

interface FakeBackend {
  url: string
  received: ReceivedSignup[]
  close(): Promise<void>
}

export async function startFakeBackend(port: number): Promise<FakeBackend> {
  const received: ReceivedSignup[] = []
  const hanging = new Set<ServerResponse>()
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const body = JSON.parse(raw || '{}') as Record<string, unknown>
    if (req.method === 'POST') received.push({ authorization: req.headers.authorization, body })
    const kind = String(body.email ?? '').split(/[+@]/)[0]
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(value))
    }
    if (req.url === '/__received') return json(200, received)
    if (req.url !== '/functions/v1/signup') return json(404, { error: 'not found' })
    if (kind === 'ok') return json(200, { redirectUrl: WELCOME_URL })
    if (kind === 'plain') return json(200, {})
    if (kind === 'taken') return json(409, { error: TAKEN_ERROR })
    if (kind === 'fail') return json(500, { error: 'internal' })
    if (kind === 'hang') return void hanging.add(res)
    return json(400, { error: 'Unknown test email' })
  }
  const server = createServer((req, res) => void respond(req, res))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
