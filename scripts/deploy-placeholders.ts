/**
 * The sample configuration's placeholders that must not reach production: what the deploy guard
 * (deploy-guard.ts) looks for in the variables and D1 bindings a deploy would upload.
 */

/** What a deploy uploads that the guard reads: the variables and the D1 bindings. */
export interface DeployConfig {
  vars: Readonly<Record<string, unknown>>
  d1Databases: readonly { binding: string; database_id?: string }[]
}

/** One placeholder: the setting, the value it holds, and what to put there instead. */
export interface Placeholder {
  setting: string
  value: string
  fix: string
}

/**
 * Names that can never be a production site (RFC 2606 and RFC 6761: example domains, the .test,
 * .example, .invalid and .localhost names, loopback and unspecified addresses; .local is mDNS).
 */
const RESERVED_HOST =
  /(^|\.)(localhost|example\.(com|net|org)|example|test|invalid|local)$|^127\.|^0\.0\.0\.0$|^\[::1?\]$/i

/** True unless `url` is an absolute URL on a name that can be public. */
function notPublicUrl(url: string): boolean {
  try {
    return RESERVED_HOST.test(new URL(url).hostname)
  } catch {
    return true
  }
}

/** A variable's rule: when its value is a placeholder, and what belongs there instead. */
interface VarRule {
  name: string
  isPlaceholder(value: string): boolean
  fix: string
}

/** A production origin is https: an http:// one would put insecure canonical links everywhere. */
function notPublicHttpsUrl(url: string): boolean {
  return notPublicUrl(url) || !url.toLowerCase().startsWith('https://')
}

const VAR_RULES: readonly VarRule[] = [
  { name: 'SITE_URL', isPlaceholder: notPublicHttpsUrl, fix: "your site's https origin" },
  {
    name: 'CONTACT_EMAIL',
    isPlaceholder: (email) => RESERVED_HOST.test(email.split('@')[1] ?? ''),
    fix: 'the address for privacy requests',
  },
  { name: 'BACKEND_URL', isPlaceholder: notPublicUrl, fix: "the hosted backend's base URL" },
  { name: 'PARTNER_URL', isPlaceholder: notPublicUrl, fix: "the partner's affiliate link" },
  { name: 'PARTNER_SIGNUP_URL', isPlaceholder: notPublicUrl, fix: "the partner's sign-up page" },
  {
    // Empty is a choice (every backend redirect then ends on /success), not a placeholder.
    name: 'REDIRECT_HOSTS',
    isPlaceholder: (hosts) =>
      hosts.split(',').some((host) => host.trim() && notPublicUrl(`https://${host.trim()}`)),
    fix: "the partner's hosts",
  },
]

/** The sample D1 id, or any other id of zeros only (an id left out is wrangler's to create). */
const ALL_ZEROS = /^[0-]+$/

/** Every placeholder still in `config`, in the order of wrangler.toml. */
export function findPlaceholders({ vars, d1Databases }: DeployConfig): Placeholder[] {
  const fromVars = VAR_RULES.flatMap(({ name, isPlaceholder, fix }) => {
    const value = String(vars[name] ?? '').trim()
    return isPlaceholder(value) ? [{ setting: name, value, fix }] : []
  })
  const fromDatabases = d1Databases.flatMap(({ binding, database_id: id = '' }) =>
    ALL_ZEROS.test(id)
      ? [
          {
            setting: `${binding} database_id`,
            value: id,
            fix: 'the id `wrangler d1 create` printed',
          },
        ]
      : [],
  )
  return [...fromVars, ...fromDatabases]
}

/** The placeholders as an indented list, one line each. */
export function placeholderLines(placeholders: readonly Placeholder[]): string[] {
  return placeholders.map(
    ({ setting, value, fix }) => `  - ${setting} = ${JSON.stringify(value)}: set ${fix}`,
  )
}
