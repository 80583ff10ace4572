/**
 * The brand mark (an abstract gator head on the night colour) and the icon files drawn from it
 * at build time by generate-images.ts; the layout's <link>s and the web app manifest list them.
 */

export const THEME_COLOR = '#1b1035'
const ACCENT = '#ffd479'

/** The mark as SVG; `rounded` gives the favicon's rounded square, else a full square. */
export function brandIconSvg({ rounded }: { rounded: boolean }): string {
  const corner = rounded ? ' rx="14"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"${corner} fill="${THEME_COLOR}"/><path d="M14 40c6-10 16-14 26-12l10-6-2 10c-4 8-14 12-26 10z" fill="${ACCENT}"/><circle cx="41" cy="30" r="2" fill="${THEME_COLOR}"/></svg>`
}

interface PngIcon {
  path: string
  size: number
  rounded: boolean
}

/** iOS rounds the touch icon itself, so it is drawn full-bleed. */
export const APPLE_TOUCH_ICON: PngIcon = {
  path: '/apple-touch-icon.png',
  size: 180,
  rounded: false,
}
export const MANIFEST_ICONS: readonly PngIcon[] = [
  { path: '/icon-192.png', size: 192, rounded: true },
  { path: '/icon-512.png', size: 512, rounded: true },
]
export const PNG_ICONS: readonly PngIcon[] = [APPLE_TOUCH_ICON, ...MANIFEST_ICONS]
/** The sizes packed into /favicon.ico, for browsers and tools that ask for it by name. */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const
