import { fileForm } from "../../support/uploads"
import { everyone, type Case, type Expected } from "./matrixWorld"

/** A 1 × 1 PNG: the smallest photo the upload takes. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

/** One's own account (the parent's) or support's: 403 for everyone else. */
const ownOrSupport = (status: number): Expected => ({ ...everyone(403), guest: 401, parent: status, support: status })

/** Accounts (spec 7.2): public calls, and one's own account or support's. */
export const accountCases: Readonly<Record<string, Case>> = {
  "account.login": {
    method: "POST",
    path: () => "/api/v1/account/login",
    body: (_world, { attempt }) => ({ email: `nobody${attempt}@example.pl`, password: "x" }),
    expected: everyone(401)
  },
  "account.signup": { method: "POST", path: () => "/api/v1/account/account", body: () => ({}), expected: everyone(400) },
  "account.confirm": { method: "POST", path: () => "/api/v1/account/confirm/unknown-token", expected: everyone(404) },
  "account.confirmEmail": { method: "POST", path: () => "/api/v1/account/email/confirm/unknown-token", expected: everyone(404) },
  "account.logout": { method: "POST", path: () => "/api/v1/account/logout", expected: everyone(204) },
  "account.refresh": { method: "POST", path: () => "/api/v1/account/refresh", expected: everyone(401) },
  // No refresh cookie in these calls: nothing to resume, whoever's bearer comes along.
  "account.resumeSession": { method: "POST", path: () => "/api/v1/account/session", expected: everyone(401) },
  "account.oauthProviders": { method: "GET", path: () => "/api/v1/account/oauth/providers", expected: everyone(200) },
  "account.getAccount": {
    method: "GET",
    path: (world) => `/api/v1/account/account/${world.sessions.parent.id}`,
    expected: ownOrSupport(200)
  },
  "account.patchAccount": {
    method: "PATCH",
    path: (world) => `/api/v1/account/account/${world.sessions.parent.id}`,
    body: () => ({ notify_new_questions: true }),
    expected: ownOrSupport(200)
  },
  "account.uploadAvatar": {
    method: "POST",
    path: (world) => `/api/v1/account/account/${world.sessions.parent.id}/avatar`,
    form: () => fileForm(PIXEL_PNG, "me.png", "image/png"),
    expected: ownOrSupport(200)
  },
  "account.deleteAvatar": {
    method: "DELETE",
    path: (world) => `/api/v1/account/account/${world.sessions.parent.id}/avatar`,
    expected: ownOrSupport(200)
  },
  // All of one's data (RODO access): the account itself only, not even support.
  "account.exportAccount": {
    method: "GET",
    path: (world) => `/api/v1/account/account/${world.sessions.parent.id}/export`,
    expected: { ...everyone(403), guest: 401, parent: 200 }
  },
  "account.deleteAccount": {
    method: "DELETE",
    // A fresh account each attempt: only support may delete someone else's.
    prepare: async (world) => ({ target: (await world.signUpAndConfirm()).id }),
    path: (_world, { prepared }) => `/api/v1/account/account/${String(prepared.target)}`,
    expected: { ...everyone(403), guest: 401, support: 204 }
  },
  "account.resendConfirmation": {
    method: "POST",
    path: (_world, { attempt }) => `/api/v1/account/confirm/resend/nobody${attempt}%40example.pl`,
    expected: everyone(204)
  },
  "account.resetRequest": {
    method: "POST",
    path: (_world, { attempt }) => `/api/v1/account/reset/request/nobody${attempt}%40example.pl`,
    expected: everyone(204)
  },
  "account.resetConfirm": {
    method: "POST",
    path: () => "/api/v1/account/reset/confirm/unknown-token",
    body: () => ({ password: "Zielona-Żyrafa-skacze-2026" }),
    expected: everyone(404)
  }
}
