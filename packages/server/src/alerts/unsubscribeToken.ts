import { Redacted } from "effect"
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto"

/** The searches an alert e-mail's unsubscribe link turns off, and whose they are. */
export interface UnsubscribeClaim {
  readonly accountId: string
  readonly searchIds: ReadonlyArray<number>
}

/** Derived from the JWT secret, for this use alone: every instance of a fleet reads every link. */
const tokenKey = (secret: Redacted.Redacted<string>): Buffer =>
  Buffer.from(hkdfSync("sha256", Redacted.value(secret), "", "pociecha alert unsubscribe", 32))

const ACCOUNT_ID = /^[0-9a-f-]{36}$/
const SEARCH_IDS = /^\d{1,9}(?:-\d{1,9}){0,19}$/

/**
 * The unsubscribe link's token of one alert e-mail (RFC 8058): `<account>.<search ids>.<HMAC>`.
 * It needs no sign-in and does not expire — an old e-mail's link must still stop the alerts — so
 * it can do nothing else than turn off the alerts of the searches it names, and only the account's.
 */
export const alertUnsubscribeTokens = (secret: Redacted.Redacted<string>) => {
  const key = tokenKey(secret)
  const signature = (payload: string) => createHmac("sha256", key).update(payload).digest()
  return {
    sign: ({ accountId, searchIds }: UnsubscribeClaim): string => {
      const payload = `${accountId}.${searchIds.join("-")}`
      return `${payload}.${signature(payload).toString("base64url")}`
    },
    /** The claim of a token this server signed, unchanged; null for anything else. */
    read: (token: string): UnsubscribeClaim | null => {
      const [accountId, ids, signed, ...rest] = token.split(".")
      if (accountId === undefined || ids === undefined || signed === undefined || rest.length > 0) return null
      if (!ACCOUNT_ID.test(accountId) || !SEARCH_IDS.test(ids)) return null
      const expected = signature(`${accountId}.${ids}`)
      const given = Buffer.from(signed, "base64url")
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return { accountId, searchIds: ids.split("-").map(Number) }
    }
  }
}
