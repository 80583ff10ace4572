/** What Cloudflare's observability may keep: no trace, so no outgoing URL. */
import { describe, expect, it } from 'vitest'
import config from '../../../wrangler.toml?raw'

/** The `key = value` lines of one [section] of wrangler.toml. */
function section(name: string): Record<string, string> {
  const start = config.indexOf(`\n[${name}]\n`)
  expect(start, name).toBeGreaterThanOrEqual(0)
  const body = config.slice(start + name.length + 4).split(/\n\[/)[0]!
  return Object.fromEntries(
    body
      .split('\n')
      .filter((line) => /^\w+\s*=/.test(line))
      .map((line) => line.split('=').map((part) => part.trim()) as [string, string]),
  )
}

describe('wrangler.toml observability', () => {
  it('turns Workers traces off, stored nowhere: a postback URL carries a click id', () => {
    expect(section('observability.traces')).toEqual({
      enabled: 'false',
      persist: 'false',
      head_sampling_rate: '0',
    })
  })

  it('keeps no per-request invocation log', () => {
    expect(section('observability.logs')).toEqual({ invocation_logs: 'false' })
  })
})
