import type { Language, MaintenanceMessagePayload, MaintenanceNotifyPayload, ViewerClaims } from "@pociecha/core"
import { normalizeEmail } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { maintenanceEndedMail, urgentMessageMail, urgentMessageReceivedMail } from "../../mail/maintenanceNotices"
import { Outbox } from "../../mail/outbox"
import { AuditRepository } from "../../repositories/auditRepository"
import { MaintenanceRepository } from "../../repositories/maintenanceRepository"
import { ServerConfig } from "../../services"
import { clientAddress } from "../middleware/clientAddress"

const makeMaintenanceService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const maintenance = yield* MaintenanceRepository
  const audit = yield* AuditRepository
  const outbox = yield* Outbox
  const abuse = yield* AbuseGuard
  const config = yield* ServerConfig

  /** Each form of the maintenance page costs its sender's address one point (429 over the budget). */
  const spendForm = Effect.flatMap(clientAddress, (address) => abuse.spend("maintenanceFormsPerIp", address))

  /**
   * Support switches maintenance on or off, audited (`maintenance.on` / `maintenance.off`). Switching
   * it off mails each "notify me" address once, in the same transaction that forgets them: an
   * address is mailed exactly when it is removed.
   */
  const switchTo = (support: ViewerClaims, on: boolean, message: string | null) =>
    Effect.gen(function*() {
      yield* inTransaction(sql, Effect.gen(function*() {
        const before = yield* maintenance.read()
        yield* maintenance.switchTo(on, message)
        const notified = on ? [] : yield* maintenance.takeSubscribers()
        yield* Effect.forEach(notified, (subscriber) =>
          outbox.enqueue(subscriber.email, maintenanceEndedMail[subscriber.language](config.publicUrl)), { discard: true })
        yield* audit.record({
          actorId: support.accountId,
          action: on ? "maintenance.on" : "maintenance.off",
          before: { on: before.on },
          after: on ? { on, message } : { on, notified: notified.length }
        })
      }))
      yield* maintenance.forget()
      return yield* maintenance.read()
    })

  /** An urgent message: kept, mailed to the product team, acknowledged to its sender. */
  const sendMessage = (payload: MaintenanceMessagePayload) =>
    Effect.gen(function*() {
      yield* spendForm
      const name = payload.name?.trim() || null
      const email = normalizeEmail(payload.email)
      const language: Language = payload.language ?? "pl"
      yield* inTransaction(sql, Effect.gen(function*() {
        yield* maintenance.storeMessage({ name, email, message: payload.message })
        yield* outbox.enqueue(config.salesEmail, urgentMessageMail(name, email, payload.message))
        yield* outbox.enqueue(email, urgentMessageReceivedMail[language](name ?? ""))
      }))
    })

  /** "Notify me": the address is kept until maintenance ends (then mailed once and forgotten); off, there is nothing to wait for. */
  const notify = (payload: MaintenanceNotifyPayload) =>
    Effect.gen(function*() {
      yield* spendForm
      const state = yield* maintenance.current()
      if (!state.on) return
      yield* maintenance.subscribe({ email: normalizeEmail(payload.email), language: payload.language ?? "pl" })
    })

  return { current: maintenance.current, switchTo, sendMessage, notify } as const
})

/** Maintenance's use cases: the switch (audited, mailing the waiting addresses) and the maintenance page's two forms. */
export class MaintenanceService extends Context.Service<MaintenanceService, Effect.Success<typeof makeMaintenanceService>>()(
  "@pociecha/server/MaintenanceService"
) {
  static readonly layer = Layer.effect(MaintenanceService, makeMaintenanceService)
}
