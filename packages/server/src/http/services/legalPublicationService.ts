import { apiError, legalPublicationProblems, maxLengths, type LegalKind, type LegalVersionPayload, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { AuditRepository } from "../../repositories/auditRepository"
import { LegalRepository } from "../../repositories/legalRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"

const makeLegalPublicationService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const legal = yield* LegalRepository
  const audit = yield* AuditRepository

  /**
   * A new version of a legal text from the CMS (issue 19): its day today or later (400
   * LEGAL_DATE_PAST), its text sanitised with the rich-text allow-list and bounded after it,
   * published as the next version with its audit entry in one transaction. The version before
   * it stays as it was; signed-in people are asked to accept the new one once it is in force.
   */
  const publish = (editor: ViewerClaims, kind: LegalKind, payload: LegalVersionPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const problems = legalPublicationProblems(payload.published_on, yield* legal.today())
      if (problems.published_on !== undefined) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { published_on: [problems.published_on] }))
      const bodyHtml = sanitizeRichText(payload.body_html)
      if (bodyHtml.length > maxLengths.richText) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { body_html: ["TEXT_TOO_LONG"] }))
      if (bodyHtml.trim() === "") return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { body_html: ["FIELD_REQUIRED"] }))
      const published = yield* legal.publish(kind, { title: payload.title.trim(), bodyHtml, publishedOn: payload.published_on })
      yield* audit.record({
        actorId: editor.accountId,
        action: "legal.publish",
        after: { kind, version: published.version, title: published.title, published_on: published.published_on }
      })
      return published
    }))

  return { publish } as const
})

/** The CMS's use case for legal texts: a new version, sanitised and audited. */
export class LegalPublicationService extends Context.Service<
  LegalPublicationService,
  Effect.Success<typeof makeLegalPublicationService>
>()("@pociecha/server/LegalPublicationService") {
  static readonly layer = Layer.effect(LegalPublicationService, makeLegalPublicationService)
}
