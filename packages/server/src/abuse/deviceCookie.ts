import { Effect, Redacted } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto"
import type { AppConfig } from "../config"
import { ServerConfig } from "../services"

/** How long a browser stays known after a successful login. */
const DEVICE_DAYS = 365

/**
 * The device cookie (OWASP "blocking brute force": device cookies). A successful login leaves
 * one naming the account; later, a right password from that browser passes even while the
 * account or the address is being slowed, so nobody can keep an owner out by guessing their
 * password. Strictly necessary (security). `__Host-` in production, like the refresh cookie.
 */
const cookieFor = (config: Pick<AppConfig, "appEnv">) =>
  config.appEnv === "production"
    ? { name: "__Host-device", path: "/", secure: true }
    : { name: "device", path: "/", secure: false }

/** The signing key, derived from the JWT secret: every instance of a fleet knows every device. */
const deviceKey = (secret: Redacted.Redacted<string>): Buffer =>
  Buffer.from(hkdfSync("sha256", Redacted.value(secret), "", "pociecha device cookie", 32))

const signature = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest()

/** `<account id>.<nonce>.<signature>`: the nonce tells one device of an account from another. */
export const signDevice = (secret: Redacted.Redacted<string>, accountId: string): string => {
  const payload = `${accountId}.${randomBytes(16).toString("base64url")}`
  return `${payload}.${signature(deviceKey(secret), payload).toString("base64url")}`
}

/** The device's nonce when the cookie is ours, unchanged, and names this account; else null. */
export const verifyDevice = (secret: Redacted.Redacted<string>, cookie: string, accountId: string): string | null => {
  const [id, nonce, signed] = cookie.split(".")
  if (id !== accountId || nonce === undefined || signed === undefined) return null
  const expected = signature(deviceKey(secret), `${id}.${nonce}`)
  const given = Buffer.from(signed, "base64url")
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null
}

/** The nonce of this browser's device cookie when it was issued for the account, else null. */
export const knownDevice = (accountId: string) =>
  Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const config = yield* ServerConfig
    const cookie = request.cookies[cookieFor(config).name]
    return cookie === undefined ? null : verifyDevice(config.jwtSecret, cookie, accountId)
  })

/** Marks this browser as a known device of the account (httpOnly: no script reads it). */
export const writeDeviceCookie = (accountId: string) =>
  Effect.gen(function*() {
    const config = yield* ServerConfig
    const { name, path, secure } = cookieFor(config)
    const value = signDevice(config.jwtSecret, accountId)
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.orDie(
        HttpServerResponse.setCookie(response, name, value, {
          httpOnly: true,
          // Sent on our own pages' calls only; a login is never a cross-site navigation.
          sameSite: "strict",
          secure,
          path,
          maxAge: `${DEVICE_DAYS} days`
        })
      )
    )
  })
