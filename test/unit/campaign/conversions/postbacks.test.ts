/** Postbacks: templates and presets, the sender's retries, click ids, partner tokens and postbacks. */
import { describe, expect, it, vi } from 'vitest'
import { clickId, readClickId } from '../../../../src/campaign/attribution/click-id'
import { readPartnerPostback } from '../../../../src/campaign/conversions/postback-in'
import { formatMicros } from '../../../../src/campaign/core/money'
import { partnerToken, readPartnerToken } from '../../../../src/campaign/attribution/partner-token'
import {
  checkTemplate,
  fillTemplate,
  PRESETS,
} from '../../../../src/campaign/conversions/postback-template'
import { sendPostback } from '../../../../src/campaign/conversions/send-postback'
import { GO_PATH } from '../../../../src/shared/paths'

const DEPLOYED = { allowLocalHttp: false }
const DEV = { allowLocalHttp: true }

describe('postback templates', () => {
  it('accepts an https template with the known placeholders', () => {
    const template = 'https://tracker.example/postback?cid={cid}&payout={payout}&txid={txid}'
    expect(checkTemplate(` ${template} `, DEPLOYED)).toEqual({ ok: true, template })
  })

  it('refuses an unknown placeholder, naming it and the ones there are', () => {
    const result = checkTemplate('https://t.example/p?c={clickid}&v={value}', DEPLOYED)
    expect(result).toEqual({
      ok: false,
      error:
        'Unknown placeholder {clickid}, {value}: use {cid}, {payout}, {txid}, {sub}, {event}, {status}.',
    })
  })

  it('refuses http, other schemes, credentials, spaces and stray braces', () => {
    for (const template of [
      'http://t.example/p?c={cid}',
      'javascript:alert(1)//{cid}',
      'ftp://t.example/{cid}',
      'https://user:pw@t.example/p?c={cid}',
      'https://t.example/p?c={cid} x',
      'https://t.example/p?c={cid}}',
      'https://t.example/p?c=1',
      '',
    ]) {
      expect(checkTemplate(template, DEPLOYED).ok, template).toBe(false)
    }
  })

  it('allows http://127.0.0.1 and http://localhost only where npm run dev allows them', () => {
    for (const template of [
      'http://127.0.0.1:9000/p?c={cid}',
      'http://localhost/p?c={cid}',
      'https://localhost:8787/p?c={cid}',
    ]) {
      expect(checkTemplate(template, DEV).ok, template).toBe(true)
      expect(checkTemplate(template, DEPLOYED).ok, template).toBe(false)
    }
    expect(checkTemplate('http://10.0.0.1/p?c={cid}', DEV).ok).toBe(false)
    expect(checkTemplate('http://127.0.0.2/p?c={cid}', DEV).ok).toBe(false)
  })

  it('refuses a template without {cid}, saying why', () => {
    expect(checkTemplate('https://t.example/p?payout={payout}&txid={txid}', DEPLOYED)).toEqual({
      ok: false,
      error:
        'The postback URL must contain {cid}: the click id is how the traffic source knows which click converted.',
    })
  })

  it('reaches public https hosts only: no IP literal in any notation, no local or internal name, no port', () => {
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '0x7f000001',
      '127.1',
      '10.0.0.8',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[fe80::1]',
      '[fd00::1]',
      'localhost',
      'api.localhost',
      'printer.local',
      'metadata.google.internal',
      'router.home.arpa',
      'intranet',
      'tracker',
      'tracker.example:8443',
      '1.2.3.4.',
    ]) {
      const template = `https://${host}/pb?cid={cid}`
      const result = checkTemplate(template, DEPLOYED)
      expect(result.ok, template).toBe(false)
      // In development only the machine itself, however its address is spelled.
      const local = new URL(`https://${host}`).hostname
      expect(checkTemplate(template, DEV).ok, `${template} in development`).toBe(
        local === 'localhost' || local === '127.0.0.1',
      )
    }
    expect(checkTemplate('https://tracker.example.com./pb?cid={cid}', DEPLOYED).ok).toBe(true)
    expect(checkTemplate('https://xn--trckr-fra.example/pb?cid={cid}', DEPLOYED).ok).toBe(true)
  })

  it('takes placeholders in the query string only, so a click id neither picks the host nor climbs the path', () => {
    for (const template of [
      'https://{cid}/pb',
      'https://{cid}.tracker.example/pb?x={cid}',
      'https://tracker.example/a/b/{cid}/c',
      'https://tracker.example/pb/{cid}?c={cid}',
      'https://tracker.example/pb?c=1#{cid}',
      'https://tracker.example/pb?c={cid}#t={txid}',
    ]) {
      expect(checkTemplate(template, DEPLOYED), template).toEqual({
        ok: false,
        error:
          'Placeholders go in the query string only (after “?”), not in the host, the path or after “#”.',
      })
    }
    const url = fillTemplate('https://tracker.example/a/b?c={cid}', {
      cid: '../../x',
      payout: '1.00',
      txid: 't',
      sub: 's',
      event: 'signup',
      status: 'approved',
    })
    expect(new URL(url).pathname).toBe('/a/b')
    expect(new URL(url).searchParams.get('c')).toBe('../../x')
  })

  it('refuses a preset until the YOUR_ parts are replaced', () => {
    for (const preset of PRESETS) {
      const result = checkTemplate(preset.template, DEPLOYED)
      expect(result, preset.name).toEqual({
        ok: false,
        error: expect.stringMatching(/^Replace YOUR_[A-Z_]+ with your own value first\.$/),
      })
      const filled = preset.template.replace(/YOUR_[A-Z_]+/g, 'mine')
      expect(
        checkTemplate(filled.replace('https://mine', 'https://mine.example'), DEPLOYED).ok,
        preset.name,
      ).toBe(true)
    }
  })

  it('has the presets the traffic sources and trackers document, each handing back {cid}', () => {
    expect(PRESETS.map((preset) => preset.name)).toEqual([
      'ExoClick',
      'TrafficStars',
      'Traffic Force',
      'Clickadu',
      'Voluum',
      'Binom',
      'Keitaro',
      'RedTrack',
      'Other (generic)',
    ])
    for (const preset of PRESETS) expect(preset.template, preset.name).toContain('{cid}')
    expect(PRESETS[0]!.template).toMatch(/\/tag\.php\?goal=.*&tag=\{cid\}/)
    expect(PRESETS[4]!.template).toMatch(/\/postback\?cid=\{cid\}&payout=\{payout\}&txid=\{txid\}$/)
  })

  it('fills each placeholder URL-encoded, so a value cannot add a parameter', () => {
    const url = fillTemplate('https://t.example/p?c={cid}&p={payout}&s={sub}&e={event}&t={txid}', {
      cid: 'a&b=c',
      payout: '2.50',
      sub: 'spring',
      event: 'signup',
      txid: 'x/y',
      status: 'approved',
    })
    expect(url).toBe('https://t.example/p?c=a%26b%3Dc&p=2.50&s=spring&e=signup&t=x%2Fy')
  })
})

describe('the postback sender', () => {
  const NO_PAUSE = { pausesMs: [0, 0], timeoutMs: 50 }

  it('sends one GET, never following a redirect, and stops at a 2xx', async () => {
    const fetch = vi.fn(async () => new Response('ok'))
    const result = await sendPostback('https://t.example/p?c=1', { ...NO_PAUSE, fetch })
    expect(result).toEqual({ sent: true, tries: 1, status: 200 })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://t.example/p?c=1')
    expect(init).toMatchObject({ method: 'GET', redirect: 'manual' })
  })

  it('tries a 5xx again, three tries at most', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    expect(await sendPostback('https://t.example/p', { ...NO_PAUSE, fetch })).toEqual({
      sent: false,
      tries: 3,
      status: 503,
    })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('tries a timeout again and succeeds on the next try', async () => {
    let calls = 0
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      calls += 1
      if (calls === 1) {
        return new Promise<Response>((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        )
      }
      return new Response('ok')
    })
    const result = await sendPostback('https://t.example/p', {
      ...NO_PAUSE,
      fetch: fetch as typeof globalThis.fetch,
    })
    expect(result).toEqual({ sent: true, tries: 2, status: 200 })
  })

  it('never tries a 3xx or 4xx again', async () => {
    for (const status of [302, 404]) {
      const fetch = vi.fn(
        async () =>
          new Response(null, { status, headers: { Location: 'https://elsewhere.example/' } }),
      )
      expect(await sendPostback('https://t.example/p', { ...NO_PAUSE, fetch })).toEqual({
        sent: false,
        tries: 1,
        status,
      })
      expect(fetch).toHaveBeenCalledTimes(1)
    }
  })
})

describe('click ids', () => {
  it('reads cid, clickid, click_id or externalid, in that order', () => {
    expect(readClickId('https://s.test/state/Ohio?sub=a&cid=abc.DEF_1~-')).toBe('abc.DEF_1~-')
    expect(readClickId(`https://s.test${GO_PATH}?sub=a&clickid=x1`)).toBe('x1')
    expect(readClickId(`https://s.test${GO_PATH}?click_id=x2&sub=a`)).toBe('x2')
    expect(readClickId(`https://s.test${GO_PATH}?externalid=x3`)).toBe('x3')
    expect(readClickId(`https://s.test${GO_PATH}?cid=first&clickid=second`)).toBe('first')
    expect(readClickId(`https://s.test${GO_PATH}?sub=a`)).toBeUndefined()
  })

  it('ignores anything outside [A-Za-z0-9._~-]{1,512}', () => {
    expect(clickId('a'.repeat(512))).toBe('a'.repeat(512))
    for (const value of ['', 'a'.repeat(513), 'a b', 'a%20b', '<x>', 'a/b', 'é']) {
      expect(clickId(value), value).toBeUndefined()
    }
    expect(readClickId(`https://s.test${GO_PATH}?cid=%3Cscript%3E`)).toBeUndefined()
  })
})

describe('partner tokens', () => {
  const KEY = { campaign: 'spring_1', hour: '2026-11-23T07', page: 'go' }

  it('round-trips a signed aggregate key', async () => {
    const token = await partnerToken(KEY, 'secret-a')
    expect(token).toMatch(/^spring_1\.2026112307\.go\.[A-Za-z0-9_-]{22}$/)
    expect(await readPartnerToken(token, 'secret-a')).toEqual(KEY)
    const none = await partnerToken({ ...KEY, campaign: '' }, 'secret-a')
    expect(await readPartnerToken(none, 'secret-a')).toEqual({ ...KEY, campaign: '' })
  })

  it('refuses a forged, altered or malformed token', async () => {
    const token = await partnerToken(KEY, 'secret-a')
    expect(await readPartnerToken(token, 'secret-b')).toBeUndefined()
    expect(
      await readPartnerToken(token.replace('spring_1', 'spring_2'), 'secret-a'),
    ).toBeUndefined()
    expect(await readPartnerToken(token.replace('.go.', '.city.'), 'secret-a')).toBeUndefined()
    for (const bad of ['', 'a.b.c', `${token}.x`, 'x y.2026112307.go.sig']) {
      expect(await readPartnerToken(bad, 'secret-a'), bad).toBeUndefined()
    }
  })
})

describe('sealed partner tokens', () => {
  const KEY = { campaign: 'spring_1', hour: '2026-11-23T07', page: 'go' }

  it('seals a click id and the click’s dimensions, readable only under the same secret', async () => {
    const key = {
      ...KEY,
      cid: 'Zq7.cid~1',
      dims: { sub1: 'zone.42', sub3: 'c-9', state: 'TX', os: 'android', device: 'phone' },
    }
    const token = await partnerToken(key, 'secret-a')
    expect(token).toMatch(/^e1\.[A-Za-z0-9_-]+$/)
    for (const visible of ['Zq7', 'zone', 'spring', 'TX']) expect(token).not.toContain(visible)
    expect(await readPartnerToken(token, 'secret-a')).toEqual(key)
    expect(await readPartnerToken(token, 'secret-b')).toBeUndefined()
    // A fresh nonce each time: the same click's tokens differ.
    expect(await partnerToken(key, 'secret-a')).not.toBe(token)
    const onlyDims = { ...KEY, dims: { sub2: 'site_7' } }
    expect(await readPartnerToken(await partnerToken(onlyDims, 'secret-a'), 'secret-a')).toEqual(
      onlyDims,
    )
  })

  it('refuses a sealed token altered anywhere, cut short or padded', async () => {
    const token = await partnerToken({ ...KEY, cid: 'abc' }, 'secret-a')
    const body = token.slice(3)
    for (let i = 0; i < body.length; i += 7) {
      const flipped = body[i] === 'A' ? 'B' : 'A'
      const altered = `e1.${body.slice(0, i)}${flipped}${body.slice(i + 1)}`
      expect(await readPartnerToken(altered, 'secret-a'), `at ${i}`).toBeUndefined()
    }
    for (const bad of [token.slice(0, -4), `${token}AAAA`, 'e1.', 'e1.!!!!', 'e2.' + body]) {
      expect(await readPartnerToken(bad, 'secret-a'), bad).toBeUndefined()
    }
  })
})

describe('partner postbacks', () => {
  const CAP = 1000 * 1_000_000

  it('reads txid, payout in millionths and the status, numeric ones too', () => {
    expect(readPartnerPostback({ txid: 'T-1', payout: '2.5', status: 'approved' }, CAP)).toEqual({
      ok: true,
      postback: { txid: 'T-1', payoutMicros: 2_500_000, status: 'approved' },
    })
    const statuses = { '1': 'approved', '2': 'pending', '3': 'rejected', REVERSED: 'reversed' }
    for (const [sent, status] of Object.entries(statuses)) {
      const result = readPartnerPostback({ txid: 't', payout: '0.000001', status: sent }, CAP)
      expect(result, sent).toEqual({ ok: true, postback: { txid: 't', payoutMicros: 1, status } })
    }
  })

  it('refuses a payout that is not a plain decimal or is over the cap', () => {
    for (const payout of ['-1', '1e3', '0x10', '1,50', ' 1', 'NaN', '1.1234567', '']) {
      expect(readPartnerPostback({ txid: 't', payout }, CAP).ok, payout).toBe(false)
    }
    expect(readPartnerPostback({ txid: 't', payout: '1000' }, CAP).ok).toBe(true)
    expect(readPartnerPostback({ txid: 't', payout: '1000.01' }, CAP)).toEqual({
      ok: false,
      error: 'payout is over the configured cap.',
    })
  })

  it('refuses a missing or odd txid and an unknown status', () => {
    expect(readPartnerPostback({ payout: '1' }, CAP).ok).toBe(false)
    expect(readPartnerPostback({ txid: 'a b', payout: '1' }, CAP).ok).toBe(false)
    expect(readPartnerPostback({ txid: 't', payout: '1', status: 'paid' }, CAP).ok).toBe(false)
  })

  it('formats millionths as currency units', () => {
    expect(formatMicros(2_500_000)).toBe('2.50')
    expect(formatMicros(0)).toBe('0.00')
    expect(formatMicros(-1_234_567)).toBe('-1.23')
    expect(formatMicros(5_000)).toBe('0.01')
  })
})
