/**
 * Sends one outgoing postback: a GET to the filled template, after the visitor's response (the
 * caller passes it to waitUntil). A timeout, a network failure or a 5xx is tried again, at most
 * three tries in all with a growing pause; any other answer ends it. Redirects are never followed
 * (a 3xx is the answer, logged as such): the URL is the marketer's, its target is not ours to pick.
 * The answer is read: its first ANSWER_BYTES are kept, and a 2xx whose body is a refusal (as
 * sources write them, see refusedBy) is a failure, not a sent postback.
 */

interface PostbackAttempts {
  /** Whether an attempt got an answer below 300. */
  sent: boolean
  /** Tries made, 1 to MAX_TRIES. */
  tries: number
  /** The last answer's status, or 0 for a timeout or network failure. */
  status: number
  /** The last answer's first ANSWER_BYTES as text ('' for none): it may quote the click id. */
  body: string
}

/** How much of an answer is read and kept. */
const ANSWER_BYTES = 256

export const MAX_TRIES = 3
/** Per try; a tracker answers in well under a second. */
const POSTBACK_TIMEOUT_MS = 5000
/** Pauses before the second and third tries. */
const RETRY_PAUSES_MS = [500, 2000] as const

export interface SendPostbackOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  pausesMs?: readonly number[]
}

export async function sendPostback(
  url: string,
  options: SendPostbackOptions = {},
): Promise<PostbackAttempts> {
  const send = options.fetch ?? fetch
  const pauses = options.pausesMs ?? RETRY_PAUSES_MS
  let answer = { status: 0, body: '' }
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    answer = await tryOnce(send, url, options.timeoutMs ?? POSTBACK_TIMEOUT_MS)
    const { status, body } = answer
    // A refusal in a 2xx is the source's word on this postback: asking again changes nothing.
    if (status > 0 && status < 300) return { sent: !refusedBy(body), tries, status, body }
    if (status >= 300 && status < 500) return { sent: false, tries, status, body }
    if (tries < MAX_TRIES) await pause(pauses[tries - 1] ?? 0)
  }
  return { sent: false, tries: MAX_TRIES, ...answer }
}

/**
 * Whether a 2xx answer's body says the postback was refused: ExoClick's `ERROR: …` (a text body,
 * always 200), or JSON with `"success": false` or `"status": "error"` as other sources answer.
 * Read from the first ANSWER_BYTES only, so a JSON body cut short is matched by its text.
 */
function refusedBy(body: string): boolean {
  const text = body.trimStart()
  if (text.startsWith('ERROR')) return true
  if (!text.startsWith('{')) return false
  return /"success"\s*:\s*false\b/.test(text) || /"status"\s*:\s*"error"/i.test(text)
}

/** One GET: its status (0 when it failed or took longer than the timeout) and body's start. */
async function tryOnce(
  send: typeof fetch,
  url: string,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  try {
    const response = await send(url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'User-Agent': 'postback' },
    })
    return { status: response.status, body: await firstBytes(response) }
  } catch {
    return { status: 0, body: '' }
  }
}

/** The body's first ANSWER_BYTES as text; the rest is not read, and the connection released. */
async function firstBytes(response: Response): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const bytes = new Uint8Array(ANSWER_BYTES)
  let length = 0
  try {
    while (length < ANSWER_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      const take = value.subarray(0, ANSWER_BYTES - length)
      bytes.set(take, length)
      length += take.length
    }
  } catch {
    // A body cut off mid-way: what arrived is the answer.
  } finally {
    await reader.cancel().catch(() => {})
  }
  // A character cut at the limit reads as U+FFFD.
  return new TextDecoder().decode(bytes.subarray(0, length))
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()
}
