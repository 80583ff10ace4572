/**
 * A local stand-in for the hosted signup function, used only by `npm run dev` (SIGNUP_STAND_IN=on)
 * so a fresh checkout can try the whole flow. It keeps the function's contract: 200 with a
 * redirectUrl field, 409 {error} for an email that already signed up, 400 {error} for bad fields.
 * It stores emails in memory only, never passwords.
 */

const SIGNED_UP = new Set<string>()

export async function standInBackend(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!email.includes('@'))
    return Response.json({ error: 'A valid email is required.' }, { status: 400 })
  if (typeof body?.password !== 'string' || body.password.length < 6) {
    return Response.json({ error: 'Password must be at least 6 characters.' }, { status: 400 })
  }
  if (SIGNED_UP.has(email)) {
    return Response.json({ error: 'An account with this email already exists.' }, { status: 409 })
  }
  SIGNED_UP.add(email)
  // No partner to send the visitor to locally: an empty redirectUrl lands them on /success.
  return Response.json({ redirectUrl: null })
}
