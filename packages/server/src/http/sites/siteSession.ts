import { Redacted } from "effect"
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto"
import type { SiteSignInAccount } from "../../repositories/siteSignInRepository"
import type { SiteViewer } from "./sitePages"

/** The httpOnly cookie a portal account is signed in on one site's host with. */
export const SITE_SESSION_COOKIE = "site_session"

/** A site session lasts a working day; then the visitor signs in through the portal again. */
export const SITE_SESSION_SECONDS = 12 * 60 * 60

interface SessionClaims {
  readonly a: string
  readonly t: "user" | "support"
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
 * Site sessions as signed cookies (no table: a site's page reads one on every request): the
 * account, its type and name, the host and the expiry, HMAC-signed with a key derived from the
 * JWT secret, so every instance of a fleet checks them alike.
 */
export const siteSessions = (secret: Redacted.Redacted<string>, secure: boolean) => {
  const key = Buffer.from(hkdfSync("sha256", Redacted.value(secret), "", "pociecha site session", 32))
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest()
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`
  return {
    /** The Set-Cookie of a new session of the account on the host. */
    cookie: (account: SiteSignInAccount, host: string, nowMs = Date.now()): string => {
      const claims: SessionClaims = { a: account.account_id, t: account.type, n: account.name, h: host, e: Math.floor(nowMs / 1000) + SITE_SESSION_SECONDS }
      const payload = Buffer.from(JSON.stringify(claims)).toString("base64url")
      return `${SITE_SESSION_COOKIE}=${payload}.${sign(payload).toString("base64url")}; Max-Age=${SITE_SESSION_SECONDS}; ${attributes}`
    },
    /** The Set-Cookie that ends the session. */
    cleared: `${SITE_SESSION_COOKIE}=; Max-Age=0; ${attributes}`,
    /** The account signed in on this host by the request's cookie, or null (none, forged, expired, another host's). */
    viewer: (cookieHeader: string | undefined, host: string, nowMs = Date.now()): SiteViewer => {
      const [payload = "", signature = ""] = (cookieValue(cookieHeader) ?? "").split(".")
      const given = Buffer.from(signature, "base64url")
      const expected = sign(payload)
      if (payload === "" || given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SessionClaims
      if (claims.h !== host || claims.e * 1000 <= nowMs) return null
      return { accountId: claims.a, type: claims.t, name: claims.n }
    }
  }
}
