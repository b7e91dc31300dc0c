import { apiError, normalizeEmail, PociechaApi, type AccountPatch, type Language } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { hashPassword, verifyPassword } from "../auth/password"
import { inTransaction } from "../db/sqlDefects"
import { confirmationMail, resetMail } from "../mail/templates"
import { Outbox } from "../mail/outbox"
import { AccountRepository, type AccountChanges, type AccountRow } from "../repositories/accountRepository"
import { TokenRepository } from "../repositories/tokenRepository"
import { AccessTokenService, ServerConfig } from "../services"
import { requireViewer } from "./authentication"
import { readRefreshCookie, writeRefreshCookie } from "./refreshCookie"

const promise = <A>(f: () => Promise<A>) => Effect.promise(f)

/** Accounts: sign-up, confirmation, login, refresh, logout, settings, password reset. */
export const AccountHandlers = HttpApiBuilder.group(PociechaApi, "account", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountRepository
    const tokens = yield* TokenRepository
    const outbox = yield* Outbox
    const accessTokens = yield* AccessTokenService
    const config = yield* ServerConfig

    const startSession = (account: AccountRow) =>
      Effect.gen(function*() {
        const refresh = yield* tokens.issueRefresh(account.id)
        yield* writeRefreshCookie(refresh)
        const jwt = yield* promise(() => accessTokens.sign({ accountId: account.id, type: account.type }))
        const user = yield* accounts.userView(account)
        return { ...user, jwt }
      })

    /** The account a call may act on: one's own, or any for support. */
    const accountInReach = (id: string) =>
      Effect.gen(function*() {
        const viewer = yield* requireViewer
        if (viewer.accountId !== id && viewer.type !== "support") {
          return yield* Effect.fail(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
        }
        const account = yield* accounts.byId(id)
        if (account === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
        return { viewer, account }
      })

    const mailLink = (path: string, token: string) => `${config.publicUrl}/${path}/${encodeURIComponent(token)}`

    const applyPatch = (account: AccountRow, patch: AccountPatch, actingOnSelf: boolean) =>
      Effect.gen(function*() {
        const { current_password, password, email, ...profile } = patch
        const changes: { -readonly [K in keyof AccountChanges]: AccountChanges[K] } = { ...profile }
        const sensitive = password !== undefined || email !== undefined
        if (sensitive && actingOnSelf) {
          const ok = current_password !== undefined &&
            (yield* promise(() => verifyPassword(current_password, account.password_hash)))
          if (!ok) return yield* Effect.fail(apiError("ERROR_BAD_PASSWORD", { current_password: ["ERROR_BAD_PASSWORD"] }))
        }
        if (email !== undefined && normalizeEmail(email) !== account.email) {
          const taken = yield* accounts.byEmail(normalizeEmail(email))
          if (taken !== null) return yield* Effect.fail(apiError("ERROR_EMAIL_TAKEN", { email: ["ERROR_EMAIL_TAKEN"] }))
          changes.email = normalizeEmail(email)
        }
        if (password !== undefined) changes.password_hash = yield* promise(() => hashPassword(password))
        yield* accounts.update(account.id, changes)
        // A new password or e-mail ends every session (spec 4.1: the user is logged out).
        if (sensitive) yield* tokens.revokeAllOf(account.id)
      })

    return handlers
      .handle("signup", ({ payload }) =>
        Effect.gen(function*() {
          const email = normalizeEmail(payload.email)
          const language: Language = payload.language ?? "pl"
          const passwordHash = yield* promise(() => hashPassword(payload.password))
          return yield* inTransaction(sql, Effect.gen(function*() {
            const id = yield* accounts.create({
              id: crypto.randomUUID(),
              email,
              password_hash: passwordHash,
              name: payload.name.trim(),
              surname: payload.surname.trim(),
              language
            })
            if (id === null) return yield* Effect.fail(apiError("ERROR_EMAIL_TAKEN", { email: ["ERROR_EMAIL_TAKEN"] }))
            const token = yield* tokens.issueAccountToken(id, "confirm")
            yield* outbox.enqueue(email, confirmationMail[language](mailLink("potwierdz-konto", token), payload.name.trim()))
            return { id, email, status: "not_activated" }
          }))
        }))
      .handle("confirm", ({ params }) =>
        inTransaction(sql, Effect.gen(function*() {
          const accountId = yield* tokens.consumeAccountToken(params.token, "confirm")
          if (accountId === null) return yield* Effect.fail(apiError("ERROR_RESET_TOKEN_NOT_FOUND"))
          yield* accounts.activate(accountId)
        })))
      .handle("login", ({ payload }) =>
        Effect.gen(function*() {
          const account = yield* accounts.byEmail(normalizeEmail(payload.email))
          // The same answer for an unknown e-mail and a wrong password: no account discovery.
          const ok = account !== null && (yield* promise(() => verifyPassword(payload.password, account.password_hash)))
          if (account === null || !ok) return yield* Effect.fail(apiError("ERROR_BAD_PASSWORD"))
          if (account.status !== "active") return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_ACTIVATED"))
          return yield* startSession(account)
        }))
      .handle("refresh", () =>
        Effect.gen(function*() {
          const token = yield* readRefreshCookie
          if (token === null || token === "") return yield* Effect.fail(apiError("ERROR_MISSING_REFRESH_TOKEN"))
          const outcome = yield* tokens.rotateRefresh(token)
          if (outcome._tag !== "rotated") {
            yield* writeRefreshCookie(null)
            return yield* Effect.fail(apiError(outcome._tag === "reused" ? "ERROR_INVALID_JWT" : "ERROR_MISSING_REFRESH_TOKEN"))
          }
          const account = yield* accounts.byId(outcome.accountId)
          if (account === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
          yield* writeRefreshCookie(outcome.token)
          return { jwt: yield* promise(() => accessTokens.sign({ accountId: account.id, type: account.type })) }
        }))
      .handle("logout", () =>
        Effect.gen(function*() {
          const token = yield* readRefreshCookie
          if (token !== null && token !== "") yield* tokens.revokeFamilyOf(token)
          yield* writeRefreshCookie(null)
        }))
      .handle("getAccount", ({ params }) =>
        Effect.flatMap(accountInReach(params.id), ({ account }) => accounts.userView(account)))
      .handle("patchAccount", ({ params, payload }) =>
        inTransaction(sql, Effect.gen(function*() {
          const { viewer, account } = yield* accountInReach(params.id)
          yield* applyPatch(account, payload, viewer.accountId === account.id)
          const updated = yield* accounts.byId(account.id)
          if (updated === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
          return yield* accounts.userView(updated)
        })))
      .handle("deleteAccount", ({ params }) =>
        Effect.gen(function*() {
          const { viewer, account } = yield* accountInReach(params.id)
          yield* accounts.remove(account.id)
          // Support deleting someone else's account keeps its own session.
          if (viewer.accountId === account.id) yield* writeRefreshCookie(null)
        }))
      .handle("resetRequest", ({ params }) =>
        // Always 204: whether an e-mail has an account is nobody's business.
        inTransaction(sql, Effect.gen(function*() {
          const account = yield* accounts.byEmail(normalizeEmail(params.email))
          if (account === null) return
          const token = yield* tokens.issueAccountToken(account.id, "reset")
          yield* outbox.enqueue(account.email, resetMail[account.language](mailLink("reset-hasla", token), account.name ?? ""))
        })))
      .handle("resetConfirm", ({ params, payload }) =>
        Effect.gen(function*() {
          const passwordHash = yield* promise(() => hashPassword(payload.password))
          yield* inTransaction(sql, Effect.gen(function*() {
            const accountId = yield* tokens.consumeAccountToken(params.token, "reset")
            if (accountId === null) return yield* Effect.fail(apiError("ERROR_RESET_TOKEN_NOT_FOUND"))
            yield* accounts.update(accountId, { password_hash: passwordHash })
            // Following a reset link proves the mailbox, so the account counts as confirmed.
            yield* accounts.activate(accountId)
            yield* tokens.revokeAllOf(accountId)
          }))
        }))
  }))
