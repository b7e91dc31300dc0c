import { apiError, normalizeEmail } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { Outbox } from "../../mail/outbox"
import { salesAcknowledgementMail, salesTeamMail } from "../../mail/salesRequestNotices"
import { publicPolicy } from "../../policy/policy"
import { AuditRepository } from "../../repositories/auditRepository"
import { SalesRequestRepository, type NewSalesRequest } from "../../repositories/salesRequestRepository"
import { ServerConfig } from "../../services"
import { clientAddress } from "../middleware/clientAddress"

const makeSalesRequestService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const requests = yield* SalesRequestRepository
  const outbox = yield* Outbox
  const audit = yield* AuditRepository
  const abuse = yield* AbuseGuard
  const { salesEmail } = yield* ServerConfig

  /**
   * Stores a form and queues its two mails in one transaction: the product team's and the
   * sender's acknowledgement. Counted first per address (each request mails it) and per client,
   * so nobody floods the team or a stranger's mailbox: over either, 429 and nothing is stored.
   */
  const send = (request: NewSalesRequest) =>
    Effect.gen(function*() {
      const stored = { ...request, email: normalizeEmail(request.email) }
      yield* abuse.spend("salesRequestsPerAddress", stored.email)
      yield* abuse.spend("salesRequestsPerIp", yield* clientAddress)
      return yield* inTransaction(sql, Effect.gen(function*() {
        const id = yield* requests.insert(stored)
        yield* outbox.enqueue(salesEmail, salesTeamMail(id, stored))
        yield* outbox.enqueue(stored.email, salesAcknowledgementMail(stored))
        return { id }
      }))
    }).pipe(
      // Anyone, signed in or not, may write to the product team: the budgets above bound them.
      publicPolicy("salesRequest", "create")
    )

  /** Marks a request handled (or back to waiting), with its audit entry; 404 without it. */
  const markHandled = (actorId: string, id: number, handled: boolean) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = yield* requests.find(id)
      if (before === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      yield* requests.setHandled(id, handled, actorId)
      yield* audit.record({
        actorId,
        action: "sales-request.handled",
        before: { id, handled: before.handled },
        after: { id, handled }
      })
      return { ...before, handled }
    }))

  return { send, markHandled }
})

/** Forms to the product team (issue 19): sent by anyone, handled by support. */
export class SalesRequestService extends Context.Service<SalesRequestService, Effect.Success<typeof makeSalesRequestService>>()(
  "@pociecha/server/SalesRequestService"
) {
  static readonly layer = Layer.effect(SalesRequestService, makeSalesRequestService)
}
