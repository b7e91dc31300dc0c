/** Who the provider says signed in: its own id for them, and what it tells of them. */
export interface OAuthProfile {
  /** The provider's stable id of the person (`sub`, Facebook's `id`): what an identity is keyed by. */
  readonly subject: string
  readonly email: string | null
  /** Whether the provider checked that the person owns the address. */
  readonly emailVerified: boolean
  readonly givenName: string | null
  readonly familyName: string | null
}

type Claims = Readonly<Record<string, unknown>>

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)

/** The claims a profile is read from: anything else the provider sends is not looked at. */
export const PROFILE_CLAIMS = ["email", "email_verified", "given_name", "family_name"] as const

/** Whether claims lack something a profile is read from (so the userinfo endpoint is worth asking). */
export const lacksProfileClaims = (claims: Claims): boolean => PROFILE_CLAIMS.some((claim) => claims[claim] === undefined)

/**
 * A profile from OpenID Connect claims (the ID token's, completed from the userinfo endpoint).
 * `email_verified` counts only when true — some providers send the string "true" — and null
 * without a subject.
 */
export const profileFromClaims = (claims: Claims): OAuthProfile | null => {
  const subject = text(claims.sub)
  if (subject === null) return null
  return {
    subject,
    email: text(claims.email),
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    givenName: text(claims.given_name),
    familyName: text(claims.family_name)
  }
}

/**
 * A profile from Facebook's Graph API (`/me?fields=id,email,first_name,last_name`). Graph has no
 * `email_verified`: it answers `email` only for an address the person has confirmed with Facebook,
 * and leaves it out otherwise (a phone-only account), so an address it gives counts as verified.
 */
export const profileFromGraph = (body: unknown): OAuthProfile | null => {
  if (typeof body !== "object" || body === null) return null
  const fields = body as Claims
  const subject = text(fields.id)
  if (subject === null) return null
  const email = text(fields.email)
  return {
    subject,
    email,
    emailVerified: email !== null,
    givenName: text(fields.first_name),
    familyName: text(fields.last_name)
  }
}
