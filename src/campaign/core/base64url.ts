/** Bytes as base64url without padding (RFC 4648 §5): characters every network echoes unchanged. */

export function toBase64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return textToBase64url(binary)
}

/** A text of code points under 256 (btoa's alphabet) as base64url without padding. */
export function textToBase64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The text textToBase64url encoded; throws, as atob does, on what is not base64. */
export function base64urlToText(encoded: string): string {
  return atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
}

/** The bytes of a base64url text, or undefined when it is not one. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
