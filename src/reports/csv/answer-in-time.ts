/**
 * A CSV's stream, read far enough before its 200 is sent to know D1 answers: the
 * first chunks (its header line and first page of rows) are read here, each within
 * ADMIN_READ_DEADLINE_MS, and a failure or a timeout becomes the caller's 503 with a message
 * instead of a 200 cut short (or a 500). Later pages get the same deadline; one that misses it
 * ends the download with an error (the status is already sent).
 */
import { withDeadline } from '../../campaign/core'

/** How long one admin read of D1 may take before the answer says the database is unavailable. */
export const ADMIN_READ_DEADLINE_MS = 5_000

/** Chunks read before answering: the header line, then the first page of rows. */
const CHUNKS_FIRST = 2

/** The same bytes as `csv`, once its first page is in; rejects when it could not be read. */
export async function readFirstPage(
  csv: ReadableStream<Uint8Array>,
): Promise<ReadableStream<Uint8Array>> {
  const reader = csv.getReader()
  const first: Uint8Array[] = []
  let done = false
  try {
    while (!done && first.length < CHUNKS_FIRST) {
      const next = await withDeadline(reader.read(), ADMIN_READ_DEADLINE_MS)
      if (next.done) done = true
      else first.push(next.value)
    }
  } catch (error) {
    void reader.cancel().catch(() => {})
    throw error
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = first.shift()
      if (chunk) return controller.enqueue(chunk)
      if (done) return controller.close()
      try {
        const next = await withDeadline(reader.read(), ADMIN_READ_DEADLINE_MS)
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      } catch (error) {
        void reader.cancel().catch(() => {})
        controller.error(error)
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
}
