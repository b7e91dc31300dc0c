import { apiError, maxLengths, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { AuditRepository } from "../../repositories/auditRepository"
import { CityDescriptionRepository } from "../../repositories/cityDescriptionRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"

const makeCityDescriptionService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const descriptions = yield* CityDescriptionRepository
  const audit = yield* AuditRepository

  /**
   * Replaces a city's description (management 2.10): sanitised with the rich-text allow-list
   * (the catalogue serves it as HTML), bounded after sanitising (its links gain rel and target),
   * and kept in the audit trail, before and after, in the same transaction. 404 for no such city.
   */
  const save = (editor: ViewerClaims, cityId: number, html: string) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = yield* descriptions.byCity(cityId)
      if (before === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      const description = sanitizeRichText(html)
      if (description.length > maxLengths.richText) {
        return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { description: ["TEXT_TOO_LONG"] }))
      }
      yield* descriptions.save(cityId, description, editor.accountId)
      yield* audit.record({
        actorId: editor.accountId,
        action: "city.description",
        before: { city: cityId, description: before.description },
        after: { city: cityId, description }
      })
      const after = yield* descriptions.byCity(cityId)
      return after ?? before
    }))

  return { save } as const
})

/** The CMS's use case: a city's description written, sanitised and audited. */
export class CityDescriptionService extends Context.Service<
  CityDescriptionService,
  Effect.Success<typeof makeCityDescriptionService>
>()("@pociecha/server/CityDescriptionService") {
  static readonly layer = Layer.effect(CityDescriptionService, makeCityDescriptionService)
}
