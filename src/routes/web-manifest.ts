/** /manifest.webmanifest: the web app manifest, named from the configured brand. */
import { Hono } from 'hono/tiny'
import { siteConfig } from '../config'
import type { AppEnv } from '../http/app-env'
import { MANIFEST_ICONS, THEME_COLOR } from '../social/brand-icon'
import { WEB_MANIFEST_PATH } from '../shared/paths'

export const webManifest = new Hono<AppEnv>()

webManifest.get(WEB_MANIFEST_PATH, (c) => {
  const { brand } = siteConfig(c.env)
  const manifest = {
    name: brand,
    short_name: brand,
    description: `${brand}: escort listings by city in all 50 US states, for adults 18+.`,
    start_url: '/',
    scope: '/',
    // A directory is read like a website: no standalone app window.
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
    })),
  }
  return c.body(JSON.stringify(manifest), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  })
})
