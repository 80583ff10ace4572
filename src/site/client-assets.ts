/** Hashed file names of the browser bundle, read from Vite's manifest at build time. */
import manifest from '../../dist/client/.vite/manifest.json'

interface ManifestEntry {
  file: string
}

function assetPath(entry: string): string {
  const file = (manifest as Record<string, ManifestEntry | undefined>)[entry]?.file
  if (!file) throw new Error(`${entry} is missing from Vite's manifest: run npm run build`)
  return `/${file}`
}

export const SIGNUP_ISLAND_SCRIPT = assetPath('client/signup-island.tsx')
export const SITE_SCRIPT = assetPath('client/site.ts')
export const ADMIN_SCRIPT = assetPath('client/admin.ts')
export const STYLESHEET = assetPath('client/styles.css')
