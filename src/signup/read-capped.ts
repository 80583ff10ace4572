/** Reads a response body as text up to a byte cap, giving up when a deadline's signal aborts. */

/**
 * The body as UTF-8 text, or undefined when it is longer than `limit` bytes (reading stops
 * there and the rest is cancelled, so an oversized answer never sits on the heap). Rejects
 * with the signal's reason if it aborts first, and with the stream's error on a reset.
 */
export async function readCappedText(
  response: Response,
  limit: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  // A rejection nobody awaits (when the body ends first) must not count as unhandled.
  aborted.catch(() => {})
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted])
      if (done) break
      size += value.byteLength
      if (size > limit) return undefined
      chunks.push(value)
    }
  } finally {
    reader.cancel().catch(() => {})
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
