/** Structured data as a JSON-LD data block (not executable, so the CSP does not apply to it). */
import { safeJson } from '../http/safe-json'

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // safeJson escapes '<', so a string in the data can never close the script element.
      dangerouslySetInnerHTML={{ __html: safeJson(data) }}
    />
  )
}
