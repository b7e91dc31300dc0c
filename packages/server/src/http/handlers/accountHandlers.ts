import { accountExportFileName, apiError, appRoutes, normalizeEmail, PociechaApi, type AccountPatch, type Language } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { writeDeviceCookie } from "../../abuse/deviceCookie"
import { verifyPassword, verifyUnknownAccountPassword } from "../../auth/password"
import { PasswordWork } from "../../auth/passwordWork"
import { requireStrongPassword } from "../../auth/passwordStrength"
import { inTransaction } from "../../db/sqlDefects"
import { emailChangedMail, emailChangeLinkMail, emailChangeRequestedMail, passwordChangedMail } from "../../mail/accountNotices"
import { confirmationLinks } from "../../mail/confirmationLink"
import { Outbox } from "../../mail/outbox"
import { confirmationMail, resetMail } from "../../mail/templates"
import { signupAttemptMail } from "../../mail/signupAttemptNotice"
import { accountPolicy } from "../../policy/accountPolicy"
import { policyUse, publicPolicy } from "../../policy/policy"
import { AccountExportRepository } from "../../repositories/accountExportRepository"
import { AccountRepository, type AccountChanges, type AccountRow } from "../../repositories/accountRepository"
import { LegalRepository } from "../../repositories/legalRepository"
import { AccountErasureRepository } from "../../repositories/accountErasureRepository"
import { avatarChanges } from "../../storage/avatarChanges"
import { shadowDocuments } from "../../storage/shadowDocuments"
import { TokenRepository } from "../../repositories/tokenRepository"
import { OAuthClients } from "../../oauth/oauthClients"
import { AccessTokenService, ServerConfig } from "../../services"
import { clientAddress } from "../middleware/clientAddress"
import { asPrivateDownload } from "./downloadHeaders"
import { readRefreshCookie, requireSameOrigin, writeRefreshCookie } from "../middleware/refreshCookie"

const promise = <A>(f: () => Promise<A>) => Effect.promise(f)

/**
 * Accounts: sign-up, confirmation, login, refresh and resume, logout, settings, e-mail change,
 * password reset, and which outside sign-ins are on (the sign-ins themselves: oauthRoutes).
 */
export const AccountHandlers = HttpApiBuilder.group(PociechaApi, "account", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountRepository
    const tokens = yield* TokenRepository
    const outbox = yield* Outbox
    const abuse = yield* AbuseGuard
    const passwords = yield* PasswordWork
    const accessTokens = yield* AccessTokenService
    const config = yield* ServerConfig
    const oauthClients = yield* OAuthClients
    const avatars = yield* avatarChanges
    const erasure = yield* AccountErasureRepository
    const shadowFiles = yield* shadowDocuments
    const legal = yield* LegalRepository
    const exports = yield* AccountExportRepository
    const mailConfirmationLink = yield* confirmationLinks

    /** A session for the account whose password the login just checked: that check is the proof. */
    const startSession = (account: AccountRow) =>
      Effect.gen(function*() {
        const session = yield* tokens.issueRefresh(account.id).pipe(publicPolicy("session", "start"))
        yield* writeRefreshCookie(session.token)
        const jwt = yield* promise(() => accessTokens.sign({ accountId: account.id, sessionId: session.sessionId }))
        const user = yield* accounts.userView(account)
        return { ...user, jwt }
      })

    /** The account a call may act on (the account policy: one's own, or any for support). */
    const accountInReach = (id: string) =>
      Effect.gen(function*() {
        const viewer = yield* accountPolicy.canActOn("account", "read", id)
        const account = yield* accounts.byId(id)
        if (account === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
        return { viewer, account }
      })

    /** The session of the refresh cookie, renewed: a new cookie, and an access token for it. */
    const renewCookieSession = Effect.gen(function*() {
      yield* requireSameOrigin
      const token = yield* readRefreshCookie
      if (token === null || token === "") return yield* Effect.fail(apiError("ERROR_MISSING_REFRESH_TOKEN"))
      // The cookie's refresh token is the proof: rotating it is open to whoever holds it.
      const outcome = yield* tokens.rotateRefresh(token).pipe(publicPolicy("session", "renew"))
      if (outcome._tag !== "rotated") {
        yield* writeRefreshCookie(null)
        return yield* Effect.fail(apiError(outcome._tag === "reused" ? "ERROR_INVALID_JWT" : "ERROR_MISSING_REFRESH_TOKEN"))
      }
      const account = yield* accounts.byId(outcome.accountId)
      if (account === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
      yield* writeRefreshCookie(outcome.token)
      const jwt = yield* promise(() => accessTokens.sign({ accountId: account.id, sessionId: outcome.sessionId }))
      return { account, jwt }
    })

    const mailLink = (path: string, token: string) => `${config.publicUrl}/${path}/${encodeURIComponent(token)}`

    /** Every mail with a link counts against its address's hourly budget. */
    const spendMailTo = (address: string) => abuse.spend("mailsPerAddress", address)

    /** Asks the new address to confirm itself, and tells the old one a change was asked for. */
    const requestEmailChange = (account: AccountRow, newEmail: string) =>
      Effect.gen(function*() {
        const taken = yield* accounts.byEmail(newEmail)
        if (taken !== null) return yield* Effect.fail(apiError("ERROR_EMAIL_TAKEN", { email: ["ERROR_EMAIL_TAKEN"] }))
        const token = yield* tokens.issueAccountToken(account.id, "email")
        const name = account.name ?? ""
        yield* outbox.enqueue(newEmail, emailChangeLinkMail[account.language](mailLink("potwierdz-email", token), name))
        yield* outbox.enqueue(account.email, emailChangeRequestedMail[account.language](newEmail, name))
        return newEmail
      })

    const applyPatch = (account: AccountRow, patch: AccountPatch, actingOnSelf: boolean) =>
      Effect.gen(function*() {
        const { current_password, password, email, ...profile } = patch
        const changes: { -readonly [K in keyof AccountChanges]: AccountChanges[K] } = { ...profile }
        const newEmail = email === undefined || normalizeEmail(email) === account.email ? null : normalizeEmail(email)
        if ((password !== undefined || newEmail !== null) && actingOnSelf) {
          const ok = current_password !== undefined &&
            (yield* passwords.verify(current_password, account.password_hash))
          if (!ok) return yield* Effect.fail(apiError("ERROR_BAD_PASSWORD", { current_password: ["ERROR_BAD_PASSWORD"] }))
        }
        if (newEmail !== null) changes.pending_email = yield* requestEmailChange(account, newEmail)
        if (password !== undefined) changes.password_hash = yield* passwords.hash(password)
        yield* accounts.update(account.id, changes)
        if (password !== undefined) {
          // A new password ends every session (spec 4.1), and the owner hears of it whoever set it.
          yield* tokens.revokeAllOf(account.id)
          yield* outbox.enqueue(account.email, passwordChangedMail[account.language](account.name ?? ""))
        }
      })

    /**
     * A sign-up with an address that has an account: answered as a new sign-up (login and reset
     * do not tell either), while the owner hears of it with the ways back into their account.
     */
    const answerTakenAddress = (email: string) =>
      Effect.gen(function*() {
        const owner = yield* accounts.byEmail(email)
        if (owner !== null) {
          const mail = signupAttemptMail[owner.language](`${config.publicUrl}${appRoutes.login}`, `${config.publicUrl}${appRoutes.password_remind}`, owner.name ?? "")
          yield* outbox.enqueue(owner.email, mail)
        }
        return { id: crypto.randomUUID(), email, status: "not_activated" }
      })

    return handlers
      .handle("signup", ({ payload }) =>
        Effect.gen(function*() {
          const email = normalizeEmail(payload.email)
          yield* abuse.spend("signupsPerIp", yield* clientAddress)
          yield* spendMailTo(email)
          yield* requireStrongPassword(payload.password, payload)
          const language: Language = payload.language ?? "pl"
          const passwordHash = yield* passwords.hash(payload.password)
          return yield* inTransaction(sql, Effect.gen(function*() {
            const id = yield* accounts.create({
              id: crypto.randomUUID(),
              email,
              password_hash: passwordHash,
              name: payload.name.trim(),
              surname: payload.surname.trim(),
              language
            })
            if (id === null) return yield* answerTakenAddress(email)
            yield* legal.acceptCurrent({ accountId: id }, "signup")
            const token = yield* tokens.issueAccountToken(id, "confirm")
            yield* outbox.enqueue(email, confirmationMail[language](mailLink("potwierdz-konto", token), payload.name.trim()))
            return { id, email, status: "not_activated" }
          })).pipe(
            // Anyone may sign up: the sign-up and mail budgets above bound them.
            publicPolicy("account", "create"),
            publicPolicy("consent", "give"),
            publicPolicy("link", "issue")
          )
        }))
      .handle("confirm", ({ params }) =>
        inTransaction(sql, Effect.gen(function*() {
          const accountId = yield* tokens.consumeAccountToken(params.token, "confirm")
          if (accountId === null) return yield* Effect.fail(apiError("ERROR_RESET_TOKEN_NOT_FOUND"))
          yield* accounts.activate(accountId)
        })).pipe(
          // The mailed single-use token is the proof: whoever follows the link holds the mailbox.
          publicPolicy("link", "follow"),
          publicPolicy("account", "activate")
        ))
      .handle("resendConfirmation", ({ params }) =>
        Effect.gen(function*() {
          const email = normalizeEmail(params.email)
          // Spent whether or not the address has an account waiting: the answer must not tell.
          yield* spendMailTo(email)
          // Anyone may ask: the link goes to the account's own mailbox.
          yield* inTransaction(sql, Effect.gen(function*() {
            const account = yield* accounts.byEmail(email)
            if (account === null || account.status !== "not_activated") return
            yield* mailConfirmationLink(account)
          }).pipe(publicPolicy("link", "issue")))
        }))
      .handle("confirmEmail", ({ params }) =>
        inTransaction(sql, Effect.gen(function*() {
          const accountId = yield* tokens.consumeAccountToken(params.token, "email")
          const account = accountId === null ? null : yield* accounts.byId(accountId)
          if (account === null || account.pending_email === null) {
            return yield* Effect.fail(apiError("ERROR_RESET_TOKEN_NOT_FOUND"))
          }
          const newEmail = account.pending_email
          if ((yield* accounts.byEmail(newEmail)) !== null) {
            return yield* Effect.fail(apiError("ERROR_EMAIL_TAKEN", { email: ["ERROR_EMAIL_TAKEN"] }))
          }
          yield* accounts.update(account.id, { email: newEmail, pending_email: null })
          // Following the link proves the new mailbox; every session ends (spec 4.1).
          yield* accounts.activate(account.id)
          yield* tokens.revokeAllOf(account.id)
          yield* outbox.enqueue(account.email, emailChangedMail[account.language](newEmail, account.name ?? ""))
          return { id: account.id, email: newEmail, status: "active" }
        })).pipe(
          // The single-use token mailed to the new address is the proof.
          publicPolicy("link", "follow"),
          publicPolicy("account", "update"),
          publicPolicy("account", "activate"),
          publicPolicy("session", "endAll")
        ))
      .handle("login", ({ payload }) =>
        // Admitted first: a crowd of logins beyond the queue costs neither a query nor a hash.
        abuse.admitLogin(Effect.gen(function*() {
          const email = normalizeEmail(payload.email)
          const account = yield* accounts.byEmail(email)
          // An unknown e-mail costs the same scrypt work and gets the same answer: no account discovery.
          const passwordMatches = promise(() =>
            account === null ? verifyUnknownAccountPassword(payload.password) : verifyPassword(payload.password, account.password_hash)
          )
          const ok = yield* abuse.guardLogin(email, yield* clientAddress, passwordMatches, account?.id)
          if (account === null || !ok) return yield* Effect.fail(apiError("ERROR_BAD_PASSWORD"))
          if (account.status !== "active") return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_ACTIVATED"))
          // This browser is now a known device of the account: its right password always passes.
          yield* writeDeviceCookie(account.id)
          return yield* startSession(account)
        })))
      .handle("refresh", () =>
        Effect.map(renewCookieSession, ({ jwt }) => ({ jwt })))
      .handle("resumeSession", () =>
        Effect.gen(function*() {
          const { account, jwt } = yield* renewCookieSession
          const user = yield* accounts.userView(account)
          return { ...user, jwt }
        }))
      .handle("oauthProviders", () => Effect.succeed({ providers: oauthClients.enabled }))
      .handle("logout", () =>
        Effect.gen(function*() {
          yield* requireSameOrigin
          const token = yield* readRefreshCookie
          // The cookie's refresh token is the proof: whoever holds it may end its session.
          if (token !== null && token !== "") yield* tokens.revokeFamilyOf(token).pipe(publicPolicy("session", "end"))
          yield* writeRefreshCookie(null)
        }))
      .handle("getAccount", ({ params }) =>
        Effect.flatMap(accountInReach(params.id), ({ account }) => accounts.userView(account)))
      .handle("patchAccount", ({ params, payload }) =>
        Effect.gen(function*() {
          const { viewer, account } = yield* accountInReach(params.id)
          if (payload.email !== undefined && normalizeEmail(payload.email) !== account.email) {
            yield* spendMailTo(normalizeEmail(payload.email))
          }
          yield* requireStrongPassword(payload.password, account, payload)
          return yield* inTransaction(sql, Effect.gen(function*() {
            yield* applyPatch(account, payload, viewer.accountId === account.id)
            const updated = yield* accounts.byId(account.id)
            if (updated === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
            return yield* accounts.userView(updated)
          })).pipe(
            // A change may mail a confirmation link (a new address) and end every session (a new password).
            policyUse(accountPolicy.canActOn("account", "update", account.id)),
            policyUse(accountPolicy.canActOn("link", "issue", account.id)),
            policyUse(accountPolicy.canActOn("session", "endAll", account.id))
          )
        }))
      .handle("deleteAccount", ({ params }) =>
        Effect.gen(function*() {
          const { viewer, account } = yield* accountInReach(params.id)
          const documentKeys = yield* inTransaction(sql, erasure.erase(account.id))
            .pipe(policyUse(accountPolicy.canActOn("account", "erase", account.id)))
          // Only once the rows are gone: a failed deletion leaves the account whole.
          yield* avatars.discard(account.avatar)
          yield* shadowFiles.discard(documentKeys)
          // Support deleting someone else's account keeps its own session.
          if (viewer.accountId === account.id) yield* writeRefreshCookie(null)
        }))
      .handle("exportAccount", ({ params }) =>
        Effect.gen(function*() {
          yield* accountPolicy.canExport(params.id)
          const data = yield* exports.exportOf(params.id)
          if (data === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
          yield* asPrivateDownload(accountExportFileName(new Date(data.exported_at)))
          return data
        }))
      .handle("uploadAvatar", ({ params, payload }) =>
        Effect.flatMap(accountInReach(params.id), ({ viewer, account }) =>
          avatars.replace(account, payload.file, viewer.accountId).pipe(policyUse(accountPolicy.canActOn("account", "update", account.id)))))
      .handle("deleteAvatar", ({ params }) =>
        Effect.flatMap(accountInReach(params.id), ({ account }) =>
          avatars.remove(account).pipe(policyUse(accountPolicy.canActOn("account", "update", account.id)))))
      .handle("resetRequest", ({ params }) =>
        Effect.gen(function*() {
          const email = normalizeEmail(params.email)
          // Counted whether or not the address has an account: the answer must not tell.
          yield* abuse.spend("resetRequestsPerIp", yield* clientAddress)
          yield* spendMailTo(email)
          // Always 204: whether an e-mail has an account is nobody's business. Anyone may ask: the
          // link goes to the account's own mailbox.
          yield* inTransaction(sql, Effect.gen(function*() {
            const account = yield* accounts.byEmail(email)
            if (account === null) return
            const token = yield* tokens.issueAccountToken(account.id, "reset")
            yield* outbox.enqueue(account.email, resetMail[account.language](mailLink("reset-hasla", token), account.name ?? ""))
          }).pipe(publicPolicy("link", "issue")))
        }))
      .handle("resetConfirm", ({ params, payload }) =>
        Effect.gen(function*() {
          const passwordHash = yield* passwords.hash(payload.password)
          yield* inTransaction(sql, Effect.gen(function*() {
            const accountId = yield* tokens.consumeAccountToken(params.token, "reset")
            const account = accountId === null ? null : yield* accounts.byId(accountId)
            if (account === null) return yield* Effect.fail(apiError("ERROR_RESET_TOKEN_NOT_FOUND"))
            yield* requireStrongPassword(payload.password, account)
            yield* accounts.update(account.id, { password_hash: passwordHash })
            // Following a reset link proves the mailbox, so the account counts as confirmed.
            yield* accounts.activate(account.id)
            yield* tokens.revokeAllOf(account.id)
            yield* outbox.enqueue(account.email, passwordChangedMail[account.language](account.name ?? ""))
          }).pipe(
            // The single-use token mailed to the account is the proof.
            publicPolicy("link", "follow"),
            publicPolicy("account", "update"),
            publicPolicy("account", "activate"),
            publicPolicy("session", "endAll")
          ))
        }))
  }))
