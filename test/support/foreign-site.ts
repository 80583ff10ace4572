/**
 * A second origin for browser tests: a foreign page that points an <img> at our /go and an
 * <iframe> at one of our pages, both with a campaign tag, as a site trying to inflate it would.
 */
import { createServer } from 'node:http'
import { GO_PATH } from '../../src/shared/paths.ts'

export interface ForeignSite {
  /** The page's address on another site (localhost, where the worker is 127.0.0.1). */
  pageUrl(siteUrl: string, campaign: string): string
  close(): Promise<void>
}

export async function startForeignSite(port: number): Promise<ForeignSite> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const site = url.searchParams.get('site') ?? ''
    const tag = encodeURIComponent(url.searchParams.get('sub') ?? '')
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!DOCTYPE html><title>Elsewhere</title>
<img id="pixel" src="${site}${GO_PATH}?sub=${tag}" alt="">
<iframe id="frame" src="${site}/state/Ohio?sub=${tag}"></iframe>`)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    pageUrl: (siteUrl, campaign) =>
      `http://localhost:${port}/?site=${encodeURIComponent(siteUrl)}&sub=${campaign}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
