/**
 * Every `#anchor` link in README.md, docs/**\/*.md and bench/README.md resolves: to a heading of the file it names
 * (or of its own file), by GitHub's rules for a heading's id, or to an explicit `<a id>`.
 */
import { describe, expect, it } from 'vitest'

/** The Markdown files, by path from the repository's root (bench/README.md, which docs link to). */
const FILES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      ['../../../README.md', '../../../docs/**/*.md', '../../../bench/README.md'],
      {
        query: '?raw',
        import: 'default',
        eager: true,
      },
    ),
  ).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), text]),
)

/**
 * A heading's id as GitHub makes it: the rendered text lowercased, every character that is not
 * a letter, a digit, a space, `-` or `_` dropped, each space a `-`.
 */
export function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-')
}

/** The lines outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  let fence: string | undefined
  const lines: string[] = []
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1]
    if (marker) {
      if (!fence) fence = marker
      else if (marker.startsWith(fence[0]!) && marker.length >= fence.length) fence = undefined
      continue
    }
    if (!fence) lines.push(line)
  }
  return lines
}

/** The ids a file's headings get (a repeated one `-1`, `-2` …) and its explicit anchors. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading !== undefined) {
      const slug = githubSlug(heading)
      const times = seen.get(slug) ?? 0
      seen.set(slug, times + 1)
      anchors.add(times === 0 ? slug : `${slug}-${times}`)
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!)
  }
  return anchors
}

/** Every `[text](target#anchor)` link outside code, with its line. */
function anchorLinks(markdown: string): { target: string; anchor: string; line: string }[] {
  const links: { target: string; anchor: string; line: string }[] = []
  for (const line of proseLines(markdown)) {
    const prose = line.replace(/`[^`]*`/g, '')
    for (const match of prose.matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)) {
      const target = match[1]!
      if (/^[a-z]+:/i.test(target)) continue
      links.push({ target, anchor: match[2]!, line: line.trim() })
    }
  }
  return links
}

/** `target` of a link in `from`, as a path from the root (`a/../b` folded). */
function resolvePath(from: string, target: string): string {
  if (target === '') return from
  const parts = from.split('/').slice(0, -1)
  for (const part of target.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

describe('GitHub’s heading ids', () => {
  it('lowercase, drop punctuation but - and _, turn spaces into -, number repeats', () => {
    expect(githubSlug('Which touch wins')).toBe('which-touch-wins')
    expect(githubSlug('`report.csv` by=arm: the (other) row')).toBe('reportcsv-byarm-the-other-row')
    expect(githubSlug('Sub-ids & zone_ids')).toBe('sub-ids--zone_ids')
    expect(githubSlug('[Costs](costs.md) — one cost')).toBe('costs--one-cost')
    expect([...anchorsOf('# A\n## A\n```\n# A\n```\n### A!\n')]).toEqual(['a', 'a-1', 'a-2'])
  })
})

describe('the docs’ #anchor links', () => {
  it('finds README.md and the docs', () => {
    expect(Object.keys(FILES)).toContain('README.md')
    expect(Object.keys(FILES)).toContain('docs/campaigns.md')
  })

  it('each lead to a heading or an anchor of the file they name', () => {
    const anchors = new Map(Object.entries(FILES).map(([path, text]) => [path, anchorsOf(text)]))
    const broken: string[] = []
    let checked = 0
    for (const [path, text] of Object.entries(FILES)) {
      for (const link of anchorLinks(text)) {
        checked++
        const file = resolvePath(path, decodeURI(link.target))
        const known = anchors.get(file)
        // A link into a file that is not Markdown of ours (source code, a folder) is not checked.
        if (!known) {
          if (file.endsWith('.md')) broken.push(`${path}: ${file} does not exist (${link.line})`)
          continue
        }
        if (!known.has(decodeURIComponent(link.anchor))) {
          broken.push(`${path}: ${file}#${link.anchor}`)
        }
      }
    }
    expect(broken).toEqual([])
    // The docs link within themselves a great deal: a reader that found none would prove nothing.
    expect(checked).toBeGreaterThan(100)
  })
})
