/**
 * Builds the browser bundles (the signup island; the site's small script on every page) and the
 * stylesheet into hashed files in dist/client/, the folder wrangler serves as static assets, with
 * the hand-written files of static/ (favicon, _headers, .assetsignore) copied beside them.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  publicDir: here('../static'),
  build: {
    outDir: here('../dist/client'),
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        'signup-island': here('./signup-island.tsx'),
        site: here('./site.ts'),
        // The operator's pages only: the link builder's copy buttons.
        admin: here('./admin.ts'),
        styles: here('./styles.css'),
      },
      // Both entries import route paths (src/shared/paths.ts): inlined as the literals they are,
      // instead of a shared chunk of five strings that every page would fetch after site.js.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
    },
  },
})
