/**
 * Sends one outgoing postback: a GET to the filled template, after the visitor's response (the
 * caller passes it to waitUntil). A timeout, a network failure or a 5xx is tried again, at most
 * three tries in all with a growing pause; any other answer ends it. Redirects are never followed
 * (a 3xx is the answer, logged as such): the URL is the marketer's, its target is not ours to pick.
 */

interface PostbackAttempts {
  /** Whether an attempt got an answer below 300. */
  sent: boolean
  /** Tries made, 1 to MAX_TRIES. */
  tries: number
  /** The last answer's status, or 0 for a timeout or network failure. */
  status: number
}

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
  let status = 0
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    status = await tryOnce(send, url, options.timeoutMs ?? POSTBACK_TIMEOUT_MS)
    if (status > 0 && status < 300) return { sent: true, tries, status }
    if (status >= 300 && status < 500) return { sent: false, tries, status }
    if (tries < MAX_TRIES) await pause(pauses[tries - 1] ?? 0)
  }
  return { sent: false, tries: MAX_TRIES, status }
}

/** One GET: its status, or 0 when it failed or took longer than the timeout. */
async function tryOnce(send: typeof fetch, url: string, timeoutMs: number): Promise<number> {
  try {
    const response = await send(url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'User-Agent': 'postback' },
    })
    // The body is not needed: release the connection.
    await response.body?.cancel().catch(() => {})
    return response.status
  } catch {
    return 0
  }
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()
}
