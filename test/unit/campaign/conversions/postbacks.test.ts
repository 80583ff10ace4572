/** Postbacks: templates and presets, the sender's retries, click ids, partner tokens and postbacks. */
import { describe, expect, it, vi } from 'vitest'
import { clickId, readClickId } from '../../../../src/campaign/attribution/click-id'
import { readPartnerPostback } from '../../../../src/campaign/conversions/postback-in'
import { formatMicros } from '../../../../src/campaign/core/money'
import { partnerToken, readPartnerToken } from '../../../../src/campaign/attribution/partner-token'
import {
  checkTemplate,
  eventsProblem,
  fillTemplate,
} from '../../../../src/campaign/conversions/postback-template'
import { POSTBACK_PRESETS } from '../../../../src/campaign/core/traffic-sources'
import { sendPostback } from '../../../../src/campaign/conversions/send-postback'
import { maskClickId, maskedAnswer } from '../../../../src/campaign/conversions/postback-answers'
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

  it('refuses a preset until its YOUR_ parts are replaced (a fixed URL saves as it is)', () => {
    const fixed = POSTBACK_PRESETS.filter((preset) => !preset.template.includes('YOUR_'))
    expect(fixed.map((preset) => preset.name)).toEqual(['Traffic Force', 'RichAds'])
    for (const preset of fixed) expect(checkTemplate(preset.template, DEPLOYED).ok).toBe(true)
    for (const preset of POSTBACK_PRESETS.filter((candidate) => !fixed.includes(candidate))) {
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
    expect(POSTBACK_PRESETS.map((preset) => preset.name)).toEqual([
      'TrafficStars',
      'ExoClick',
      'Clickadu',
      'PropellerAds',
      'Adsterra',
      'HilltopAds',
      'Advertizer',
      'Traffic Force',
      'JuicyAds',
      'RichAds',
      'Galaksion',
      'Zeropark',
      'TwinRed',
      'Voluum',
      'Binom',
      'Keitaro',
      'RedTrack',
      'Other (generic)',
    ])
    for (const preset of POSTBACK_PRESETS) expect(preset.template, preset.name).toContain('{cid}')
    const byId = (id: string) => POSTBACK_PRESETS.find((preset) => preset.id === id)!.template
    expect(byId('exoclick')).toMatch(/\/tag\.php\?goal=.*&tag=\{cid\}/)
    expect(byId('clickadu')).toMatch(/^https:\/\/sconvtrk\.com\/.*\?visitor_id=\{cid\}/)
    expect(byId('trafficforce')).toBe('http://delivery.trafficforce.com/conv.php?click_id={cid}')
    expect(byId('voluum')).toMatch(/\/postback\?cid=\{cid\}&payout=\{payout\}&txid=\{txid\}$/)
  })

  it('allows http:// only to the postback hosts of http-only sources, warning that the key travels in clear', () => {
    for (const template of [
      'http://postback.advertizer.com/pb.php?clickid={cid}&key=k',
      'http://delivery.trafficforce.com/conv.php?click_id={cid}',
      'http://xml.auxml.com/log?action=conversion&key={cid}',
      'http://postback.report/postback?cid=1&click_id={cid}',
      'http://postback.zeroredirect1.com/zppostback/u?cid={cid}',
    ]) {
      const result = checkTemplate(template, DEPLOYED)
      expect(result, template).toEqual({
        ok: true,
        template,
        warning: expect.stringContaining('travels unencrypted'),
      })
    }
    // Every other rule stays: another host, a port, a placeholder outside the query, credentials.
    for (const template of [
      'http://tsyndicate.com/api/v1/cpa/action?clickid={cid}',
      'http://evil.postback.report.example/p?c={cid}',
      'http://postback.advertizer.com:8080/pb.php?clickid={cid}',
      'http://postback.advertizer.com/{cid}',
      'http://u:p@delivery.trafficforce.com/conv.php?click_id={cid}',
      'http://delivery.trafficforce.com/conv.php?click_id=1',
    ]) {
      expect(checkTemplate(template, DEPLOYED).ok, template).toBe(false)
    }
    expect(checkTemplate('https://xml.auxml.com/log?key={cid}', DEPLOYED)).toEqual({
      ok: true,
      template: 'https://xml.auxml.com/log?key={cid}',
    })
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
    expect(result).toEqual({ sent: true, tries: 1, status: 200, body: 'ok' })
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
      body: 'down',
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
    expect(result).toEqual({ sent: true, tries: 2, status: 200, body: 'ok' })
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
        body: '',
      })
      expect(fetch).toHaveBeenCalledTimes(1)
    }
  })
})

describe('a postback’s answer', () => {
  const NO_PAUSE = { pausesMs: [0, 0], timeoutMs: 50 }
  const answering = (body: string, status = 200) =>
    sendPostback('https://t.example/p', {
      ...NO_PAUSE,
      fetch: vi.fn(async () => new Response(body, { status })),
    })

  it('counts a 2xx refusal as failed, without trying again: ExoClick’s ERROR, JSON success false or status error', async () => {
    for (const body of [
      'ERROR: Tag is invalid!',
      'ERROR: Goal value is invalid',
      '{"success": false, "message": "unknown click"}',
      '{"status":"error","reason":"duplicate"}',
      `{"status": "ERROR", "detail": "${'x'.repeat(400)}"}`,
    ]) {
      const result = await answering(body)
      expect(result.sent, body).toBe(false)
      expect(result.tries, body).toBe(1)
      expect(result.status, body).toBe(200)
    }
    for (const body of ['OK', '{"success":true}', '{"status":"ok"}', '', 'Errors: none']) {
      expect((await answering(body)).sent, body).toBe(true)
    }
  })

  it('keeps the first 256 bytes of the answer, whatever its length', async () => {
    const result = await answering('a'.repeat(10_000), 500)
    expect(result.body).toBe('a'.repeat(256))
    expect(
      new TextEncoder().encode((await answering('é'.repeat(200))).body).length,
    ).toBeLessThanOrEqual(258)
  })

  it('masks the click id in an answer, as sent, URL-encoded and JSON-escaped', () => {
    expect(maskClickId('Zq7.click~id-4411')).toBe('Zq7.…')
    expect(maskClickId('abc')).toBe('a…')
    const cid = 'a/b"c~1234'
    const body = `ok a/b"c~1234 ${encodeURIComponent(cid)} ${JSON.stringify(cid)}`
    const masked = maskedAnswer(body, cid)
    expect(masked).toBe('ok a/b"… a/b"… "a/b"…"')
    expect(masked).not.toContain('1234')
  })
})

describe('events a template fires on', () => {
  const URL_PLAIN = 'https://t.example/p?c={cid}&v={payout}'

  it('lets one event through whatever the URL, and two only when the URL tells them apart', () => {
    expect(eventsProblem(URL_PLAIN, ['signup'])).toBeUndefined()
    expect(eventsProblem(URL_PLAIN, ['signup', 'approved'])).toMatch(
      /nothing in it tells them apart/,
    )
    expect(
      eventsProblem(`${URL_PLAIN}&s={status}`, ['signup', 'approved', 'reversed']),
    ).toBeUndefined()
    expect(eventsProblem(`${URL_PLAIN}&e={event}`, ['signup', 'approved'])).toBeUndefined()
    // {event} is `partner` for both partner events: it cannot tell an approval from a reversal.
    expect(eventsProblem(`${URL_PLAIN}&e={event}`, ['approved', 'reversed'])).toMatch(/\{status\}/)
  })

  it('gives a source that counts by goal one event per template, even with {status}', () => {
    const exo = 'https://s.magsrv.com/tag.php?goal=0123&tag={cid}&value={payout}&s={status}'
    expect(eventsProblem(exo, ['signup', 'approved'])).toMatch(
      /^ExoClick tells events apart only by a goal id per event/,
    )
    expect(eventsProblem(exo, ['approved'])).toBeUndefined()
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
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/)
    // Values of three letters or more: a two-letter one (the state, TX) turns up by chance in the
    // 126 random-looking characters of about one token in 40.
    for (const visible of ['Zq7', 'zone', 'spring', 'android', 'phone'])
      expect(token).not.toContain(visible)
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
    // The version's prefix as the token has it ('eN.'), not pinned here.
    const prefix = token.slice(0, token.indexOf('.') + 1)
    const body = token.slice(prefix.length)
    for (let i = 0; i < body.length; i += 7) {
      const flipped = body[i] === 'A' ? 'B' : 'A'
      const altered = `${prefix}${body.slice(0, i)}${flipped}${body.slice(i + 1)}`
      expect(await readPartnerToken(altered, 'secret-a'), `at ${i}`).toBeUndefined()
    }
    for (const bad of [
      token.slice(0, -4),
      `${token}AAAA`,
      prefix,
      `${prefix}!!!!`,
      'e1.' + body,
      'e9.' + body,
    ]) {
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
    // `paid` is a word of the shared vocabulary now (partner-networks.ts); an unknown one is not.
    expect(readPartnerPostback({ txid: 't', payout: '1', status: 'frobnicate' }, CAP).ok).toBe(
      false,
    )
  })

  it('formats millionths as currency units', () => {
    expect(formatMicros(2_500_000)).toBe('2.50')
    expect(formatMicros(0)).toBe('0.00')
    expect(formatMicros(-1_234_567)).toBe('-1.23')
    expect(formatMicros(5_000)).toBe('0.01')
  })
})
