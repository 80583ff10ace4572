/** Structured data as a JSON-LD data block (not executable, so the CSP does not apply to it). */
import { safeJson } from '../http/safe-json'

/** Escapes '<' so a string in the data can never close the script element. */
export function serializeJsonLd(data: object): string {
  return safeJson(data)
}

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
