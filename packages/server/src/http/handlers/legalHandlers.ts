import { apiError, PociechaApi, type LegalVersionRef } from "@pociecha/core"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { policyUse, signedInPolicy } from "../../policy/policy"
import { AccountRepository } from "../../repositories/accountRepository"
import { LegalRepository } from "../../repositories/legalRepository"
import { requireViewer } from "../middleware/authentication"
import { orNotFound } from "../../repositories/orNotFound"

/**
 * Legal texts (public: the version in force and the list of versions) and the acceptance of the
 * versions a sign-in asks for. Only the versions in force can be accepted: an old page left open
 * must not record consent to a text that has since changed.
 */
export const LegalHandlers = HttpApiBuilder.group(PociechaApi, "legal", (handlers) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const legal = yield* LegalRepository
    const accounts = yield* AccountRepository

    return handlers
      .handle("current", ({ params }) =>
        Effect.flatMap(legal.current(params.kind), orNotFound))
      .handle("versions", ({ params }) => Effect.map(legal.versions(params.kind), (versions) => ({ versions })))
      // Consent is one's own: anyone signed in gives theirs (the policy refuses only guests).
      .handle("accept", ({ payload }) =>
        Effect.gen(function*() {
          const viewer = yield* requireViewer
          return yield* inTransaction(sql, Effect.gen(function*() {
            const sameText = (a: LegalVersionRef) => (b: LegalVersionRef) => a.kind === b.kind && a.version === b.version
            const inForce = yield* legal.currentAccepted()
            if (!payload.accepted.every((text) => inForce.some(sameText(text)))) {
              return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { accepted: ["FIELD_INVALID"] }))
            }
            // Accepting again what is accepted already (a second tab, a double click) records nothing more.
            const pending = yield* legal.pendingFor(viewer.accountId)
            const account = yield* accounts.byId(viewer.accountId)
            // An account Google or Facebook made has accepted nothing yet: its first acceptance completes that sign-up.
            const context = account !== null && account.source !== "email" && !(yield* legal.hasAny(viewer.accountId)) ? "oauth" : "sign-in"
            yield* legal.record({ accountId: viewer.accountId }, payload.accepted.filter((text) => pending.some(sameText(text))), context)
            return { pending_consents: yield* legal.pendingFor(viewer.accountId) }
          }))
        }).pipe(policyUse(signedInPolicy("consent", "give"))))
  }))
