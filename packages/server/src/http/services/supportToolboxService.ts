import { apiError, type SupportUser } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { confirmationLinks } from "../../mail/confirmationLink"
import { AccountRepository, type AccountRow } from "../../repositories/accountRepository"
import { AuditRepository } from "../../repositories/auditRepository"
import { SupportToolboxRepository } from "../../repositories/supportToolboxRepository"
import { TokenRepository } from "../../repositories/tokenRepository"

const makeSupportToolboxService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const accounts = yield* AccountRepository
  const toolbox = yield* SupportToolboxRepository
  const tokens = yield* TokenRepository
  const audit = yield* AuditRepository
  const abuse = yield* AbuseGuard
  const mailConfirmationLink = yield* confirmationLinks

  const shown = (where: { readonly email: string } | { readonly id: string }) =>
    Effect.flatMap(toolbox.find(where), (user) => (user === null ? Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND")) : Effect.succeed(user)))

  /**
   * One action on the account `id` by support `actorId`, in one transaction with its audit entry
   * (`user.<verb>`, with what it changed); answers the account as it now is. 404 without it.
   */
  const act = <E, R>(
    actorId: string,
    id: string,
    verb: string,
    change: (account: AccountRow, before: SupportUser) => Effect.Effect<unknown, E, R>
  ) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = yield* shown({ id })
      const account = yield* accounts.byId(id)
      if (account === null) return yield* Effect.fail(apiError("ERROR_ACCOUNT_NOT_FOUND"))
      const after = yield* change(account, before)
      yield* audit.record({ actorId, action: `user.${verb}`, accountId: id, before: summary(before), after })
      return yield* shown({ id })
    }))

  /** What the trail keeps of the account before an action: its state, never its facilities. */
  const summary = ({ status, locked, active_sessions }: SupportUser) => ({ status, locked, active_sessions })

  return {
    lookUp: (email: string) => shown({ email }),
    /**
     * Mails the activation link again, counted against the address like any link mail (before the
     * transaction: the counters have their own connection); 409 once the account is active.
     */
    resendConfirmation: (actorId: string, id: string) =>
      Effect.gen(function*() {
        const alreadyActive = apiError("ERROR_ACCOUNT_ALREADY_ACTIVE")
        const current = yield* shown({ id })
        if (current.status !== "not_activated") return yield* Effect.fail(alreadyActive)
        yield* abuse.spend("mailsPerAddress", current.email)
        return yield* act(actorId, id, "resend-confirmation", (account) =>
          account.status === "not_activated"
            ? Effect.as(mailConfirmationLink(account), { mailed: account.email })
            : Effect.fail(alreadyActive))
      }),
    /** Lets the address's wrong passwords be forgotten: every client may try again at once. */
    unlock: (actorId: string, id: string) =>
      act(actorId, id, "unlock", (account) => Effect.as(toolbox.unlock(account.email), { locked: false })),
    /** Ends every session: each open tab's next call is refused, its next refresh fails. */
    endSessions: (actorId: string, id: string) =>
      act(actorId, id, "end-sessions", (account) => Effect.as(tokens.revokeAllOf(account.id), { active_sessions: 0 }))
  }
})

/** Support's toolbox (issue 18): look an account up, and the three actions on it, each audited. */
export class SupportToolboxService extends Context.Service<SupportToolboxService, Effect.Success<typeof makeSupportToolboxService>>()(
  "@pociecha/server/SupportToolboxService"
) {
  static readonly layer = Layer.effect(SupportToolboxService, makeSupportToolboxService)
}
