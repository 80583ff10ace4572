/**
 * Whether a link's value is a macro its source left unfilled: the whole value in one of the
 * syntaxes ad networks, trackers and partner networks write macros in (MACRO_SYNTAXES), as it
 * arrived or percent-encoded once or twice more (a link built from an encoded template:
 * `%7Bzoneid%7D`, `%257Bzoneid%257D`). Its own module, below sub-ids.ts and click-id.ts, which
 * drop such a value even when it has a value's characters (`__CLICK_ID__`).
 */

/**
 * Each syntax, with the sources known to use it (docs/campaigns.md, "Unfilled macros";
 * /work/shared/PARTNERS.md §2.2). The name is 1 to 64 characters, and may be empty in a bracket.
 */
const MACRO_SYNTAXES = [
  // {zoneid} (ExoClick, PropellerAds), {} (a template with its name lost)
  { syntax: '{x}', pattern: String.raw`\{[^{}]{0,64}\}` },
  // ${SUBID} (template strings)
  { syntax: '${x}', pattern: String.raw`\$\{[^{}]{0,64}\}` },
  // {{campaign.id}}, {{EXTERNAL_ID}} (Voluum, Facebook)
  { syntax: '{{x}}', pattern: String.raw`\{\{[^{}]{0,64}\}\}` },
  // [clickid], [ml_sub1] (MyLead), [=sub1=] (LinkTrust, Monsterads)
  { syntax: '[x]', pattern: String.raw`\[[^[\]]{0,64}\]` },
  // [[click_cost]]
  { syntax: '[[x]]', pattern: String.raw`\[\[[^[\]]{0,64}\]\]` },
  // <zoneid>, <click_id> (iMonetizeIt)
  { syntax: '<x>', pattern: String.raw`<[^<>]{0,64}>` },
  // #s2# (CAKE), ##CLICK_ID##
  { syntax: '#x#', pattern: String.raw`##?[^#]{1,64}##?` },
  // %subid% (PeerFly), %%ZONEID%%
  { syntax: '%x%', pattern: String.raw`%%?[^%]{1,64}%%?` },
  // $zoneid$
  { syntax: '$x$', pattern: String.raw`\$[^$]{1,64}\$` },
  // __zoneid__, __CLICK_ID__
  { syntax: '__x__', pattern: String.raw`__[A-Za-z0-9][\w.-]{0,62}__` },
] as const

const UNFILLED_MACRO = new RegExp(`^(?:${MACRO_SYNTAXES.map((s) => s.pattern).join('|')})$`)
/** The longest macro (its name 64 characters), and the longest twice encoded. */
const MACRO_LIMIT = 70
const ENCODED_LIMIT = 3 * MACRO_LIMIT
/** Encodings taken off: a value encoded once more than its link (%7B) or twice (%257B). */
const DECODINGS = 2

/**
 * The first character of every syntax (`{ $ [ < # % _`), and `%` of an encoded one. A value
 * starting with anything else is no macro, as it arrived or decoded (decoding changes only what
 * follows a `%`), so most values (a zone id, a cost) are settled without running the pattern's
 * ten alternatives: a landing checks every sub-id twice, `cost` and `cid` (link-problems.ts,
 * sub-ids.ts).
 */
const MACRO_STARTS = new Set<string>([...MACRO_SYNTAXES.map(({ syntax }) => syntax[0]!), '%'])

/** Whether a link's value (decoded once, as a query gives it) is a macro nobody filled in. */
export function isUnfilledMacro(value: string | undefined): boolean {
  if (value === undefined || value.length > ENCODED_LIMIT) return false
  if (!MACRO_STARTS.has(value.charAt(0))) return false
  let text = value
  for (let i = 0; ; i++) {
    if (text.length <= MACRO_LIMIT && UNFILLED_MACRO.test(text)) return true
    if (i === DECODINGS || !text.includes('%')) return false
    const decoded = decodeOnce(text)
    if (decoded === text) return false
    text = decoded
  }
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
