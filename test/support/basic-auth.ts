/**
 * The /admin door's Basic-auth header (RFC 7617), for worker and browser tests alike: the owner
 * signs in as `admin` with ADMIN_TOKEN, the viewer as `viewer` with ADMIN_VIEWER_TOKEN.
 */
export type AdminRole = 'owner' | 'viewer'

/** The user name each role signs in with. */
export const ADMIN_USERS: Readonly<Record<AdminRole, string>> = { owner: 'admin', viewer: 'viewer' }

/** `Basic base64(user:password)`. */
export function basicAuth(user: string, password: string): string {
  return `Basic ${btoa(`${user}:${password}`)}`
}

/** The header a role signs in with, given its password. */
export function adminAuth(password: string, as: AdminRole = 'owner'): string {
  return basicAuth(ADMIN_USERS[as], password)
}
