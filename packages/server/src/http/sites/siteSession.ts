import { Effect, Redacted } from "effect"
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto"
import type { SiteSignInAccount } from "../../repositories/siteSignInRepository"
import { TokenRepository } from "../../repositories/tokenRepository"
import type { SiteViewer } from "./sitePages"

/** The httpOnly cookie a portal account is signed in on one site's host with. */
export const SITE_SESSION_COOKIE = "site_session"

/** A site session lasts a working day at most (ending sooner with its portal session); then the visitor signs in through the portal again. */
export const SITE_SESSION_SECONDS = 12 * 60 * 60

interface SessionClaims {
  readonly a: string
  /** The portal session (refresh-token family) it was issued from: it lives no longer. */
  readonly s: string
  readonly n: string
  /** The host it was issued on: a cookie copied to another site opens nothing there. */
  readonly h: string
  /** Expiry, epoch seconds. */
  readonly e: number
}

const cookieValue = (cookieHeader: string | undefined): string | null => {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.trim().split("=")
    if (name === SITE_SESSION_COOKIE && value !== undefined && value !== "") return value
  }
  return null
}

/**
 * Site sessions as signed cookies: the account, its name, the portal session it came from, the
 * host and the expiry, HMAC-signed with a key derived from the JWT secret, so every instance of a
 * fleet checks them alike. A signed-in page asks the database once whether that portal session is
 * still live (the access tokens' own check, TokenRepository.liveSession): logout, a password
 * change or a deleted account end the site's session on its next page. Guests carry no cookie
 * and cost no query.
 */
export const siteSessions = (secret: Redacted.Redacted<string>, secure: boolean) =>
  Effect.gen(function*() {
    const tokens = yield* TokenRepository
    const key = Buffer.from(hkdfSync("sha256", Redacted.value(secret), "", "pociecha site session", 32))
    const sign = (payload: string) => createHmac("sha256", key).update(payload).digest()
    const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`

    /** The claims of the request's cookie when it is signed, unexpired and this host's; else null. */
    const claimsOf = (cookieHeader: string | undefined, host: string, nowMs: number): SessionClaims | null => {
      const [payload = "", signature = ""] = (cookieValue(cookieHeader) ?? "").split(".")
      const given = Buffer.from(signature, "base64url")
      const expected = sign(payload)
      if (payload === "" || given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SessionClaims
      // A cookie signed before sessions named their portal session (no `s`) signs nobody in.
      return claims.h !== host || claims.e * 1000 <= nowMs || typeof claims.s !== "string" ? null : claims
    }

    return {
      /** The Set-Cookie of a new session of the account on the host. */
      cookie: (account: SiteSignInAccount, host: string, nowMs = Date.now()): string => {
        const claims: SessionClaims = { a: account.account_id, s: account.session_id, n: account.name, h: host, e: Math.floor(nowMs / 1000) + SITE_SESSION_SECONDS }
        const payload = Buffer.from(JSON.stringify(claims)).toString("base64url")
        return `${SITE_SESSION_COOKIE}=${payload}.${sign(payload).toString("base64url")}; Max-Age=${SITE_SESSION_SECONDS}; ${attributes}`
      },
      /** The Set-Cookie that ends the session. */
      cleared: `${SITE_SESSION_COOKIE}=; Max-Age=0; ${attributes}`,
      /** Whether the request carries a site session cookie at all, good or not. */
      carried: (cookieHeader: string | undefined): boolean => cookieValue(cookieHeader) !== null,
      /**
       * The account signed in on this host by the request's cookie, with its type as it is now; null
       * for none, a forged or expired one, another host's, or one whose portal session has ended.
       */
      viewer: (cookieHeader: string | undefined, host: string, nowMs = Date.now()): Effect.Effect<SiteViewer> => {
        const claims = claimsOf(cookieHeader, host, nowMs)
        if (claims === null) return Effect.succeed(null)
        return Effect.map(tokens.liveSession(claims.a, claims.s), (live) =>
          live === null ? null : { accountId: claims.a, type: live.type, name: claims.n })
      }
    }
  })
