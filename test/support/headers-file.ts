/** Cloudflare's static/_headers format, applied as its asset worker does (for tests). */

interface Rule {
  pattern: RegExp
  unset: string[]
  set: [string, string][]
}

/** The file's rules: a URL pattern line, then indented "Name: value" or "! Name" lines. */
function parseRules(source: string): Rule[] {
  const rules: Rule[] = []
  for (const line of source.split('\n')) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = trimmed.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${pattern}$`), unset: [], set: [] })
    } else if (trimmed.startsWith('!')) {
      rules.at(-1)!.unset.push(trimmed.slice(1).trim())
    } else {
      const [name, ...value] = trimmed.split(':')
      rules.at(-1)!.set.push([name!.trim(), value.join(':').trim()])
    }
  }
  return rules
}

/** What the asset worker sends: per matching rule, detach then set (appending a repeated name). */
export function headersFor(text: string, path: string): Headers {
  const headers = new Headers()
  const seen = new Set<string>()
  for (const rule of parseRules(text)) {
    if (!rule.pattern.test(path)) continue
    for (const name of rule.unset) headers.delete(name)
    for (const [name, value] of rule.set) {
      if (seen.has(name.toLowerCase())) headers.append(name, value)
      else headers.set(name, value)
      seen.add(name.toLowerCase())
    }
  }
  return headers
}
