/**
 * phone / tablet / desktop from a request's headers; the user agent itself is never kept.
 * Three classes need three patterns, not a full user-agent parser in the worker bundle.
 */
export type DeviceClass = 'phone' | 'tablet' | 'desktop'

/** iPads, Android without "Mobile" (Google's rule for tablets), Kindles and other slates. */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i
const PHONE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i

export function deviceClass(headers: Headers): DeviceClass {
  const userAgent = headers.get('User-Agent') ?? ''
  if (TABLET.test(userAgent)) return 'tablet'
  // Client hints: Chromium says ?1 on phones even with a reduced user agent.
  if (headers.get('Sec-CH-UA-Mobile') === '?1' || PHONE.test(userAgent)) return 'phone'
  return 'desktop'
}
