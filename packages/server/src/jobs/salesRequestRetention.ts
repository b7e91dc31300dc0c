import { SALES_REQUEST_RETENTION_DAYS } from "@pociecha/core"
import { Effect, Layer, Schedule } from "effect"
import { SalesRequestRepository } from "../repositories/salesRequestRepository"

/**
 * Personal data is kept no longer than needed (GDPR art. 5(1)(e)): a lead or a presentation
 * booking holds a stranger's name, address and phone only to contact them, so it is deleted
 * SALES_REQUEST_RETENTION_DAYS (a year) after it was sent, handled or not — the forms say so.
 * Swept at start and then daily; one statement, safe with several instances. A failed sweep
 * is logged and tried again the next day.
 */
export const salesRequestRetentionLayer = Layer.effectDiscard(
  Effect.gen(function*() {
    const requests = yield* SalesRequestRepository
    yield* requests.deleteOlderThan(SALES_REQUEST_RETENTION_DAYS).pipe(
      Effect.tap((deleted) => deleted === 0 ? Effect.void : Effect.logInfo("old sales requests deleted", { deleted })),
      Effect.catchCause((cause) => Effect.logWarning("sales request retention sweep failed", cause)),
      Effect.repeat(Schedule.spaced("1 day")),
      Effect.forkScoped
    )
  })
)
