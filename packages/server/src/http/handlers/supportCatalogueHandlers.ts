import { PociechaApi } from "@pociecha/core"
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AbuseGuard } from "../../abuse/abuseGuard"
import { inTransaction } from "../../db/sqlDefects"
import { auditPolicy } from "../../policy/auditPolicy"
import { cataloguePolicy } from "../../policy/cataloguePolicy"
import { policyUse } from "../../policy/policy"
import { AuditRepository } from "../../repositories/auditRepository"
import { PageTemplateRepository } from "../../repositories/pageTemplateRepository"
import { TagRepository } from "../../repositories/tagRepository"
import { UserLimitRepository } from "../../repositories/userLimitRepository"
import { FileStorage } from "../../storage/fileStorage"
import { keyOfFileUrl } from "../../storage/storageKey"
import { discardFiles, storeFittedImage } from "../../storage/uploadedImages"
import { requireViewer } from "../middleware/authentication"

/** Only the fields a change names, before and after: what the audit trail keeps of it. */
const changedFields = <T extends object>(before: T, changes: Partial<T>) => {
  const keys = Object.keys(changes) as Array<keyof T>
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, changes[key]])) }
}

/**
 * An audited support write (issue 18): the change and its audit entry in one transaction, under
 * the action's own policy and the audit's.
 */
const useAudited = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const audit = yield* AuditRepository
  return <A, E, R>(action: string, change: Effect.Effect<A, E, R>, entry: (result: A) => { readonly before?: unknown; readonly after?: unknown }) =>
    Effect.flatMap(requireViewer, (actor) =>
      inTransaction(sql, Effect.tap(change, (result) => audit.record({ actorId: actor.accountId, action, ...entry(result) }))))
      .pipe(policyUse(auditPolicy.canRecord()))
})

/**
 * The support panel's catalogue (management 2.9 Tags and Limits, issue 18), support staff only:
 * each write audited (`tag.*`, `limit.update`).
 */
const SupportCatalogueHandlers = HttpApiBuilder.group(PociechaApi, "supportCatalogue", (handlers) =>
  Effect.gen(function*() {
    const tags = yield* TagRepository
    const limits = yield* UserLimitRepository
    const audited = yield* useAudited
    const tagWriter = policyUse(cataloguePolicy.canWriteTags())
    const limitWriter = policyUse(cataloguePolicy.canWriteLimits())
    return handlers
      .handle("createTag", ({ payload }) => audited("tag.create", tags.create(payload), (tag) => ({ after: tag })).pipe(tagWriter))
      .handle("updateTag", ({ params, payload }) =>
        audited(
          "tag.update",
          Effect.flatMap(tags.locked(params.id), (before) => Effect.map(tags.update(before, payload), (after) => ({ before, after }))),
          ({ before }) => changedFields(before, payload)
        ).pipe(Effect.map(({ after }) => after), tagWriter))
      .handle("removeTag", ({ params, query }) =>
        audited(
          "tag.delete",
          Effect.flatMap(tags.locked(params.id), (before) => Effect.map(tags.remove(before, query.force === "true"), (usage) => ({ before, usage }))),
          ({ before, usage }) => ({ before, after: { detached: usage } })
        ).pipe(Effect.asVoid, tagWriter))
      .handle("updateLimit", ({ params, payload }) =>
        audited(
          "limit.update",
          Effect.flatMap(limits.locked(params.id), (before) => Effect.map(limits.update(before, payload), (after) => ({ before, after }))),
          ({ before }) => {
            const { before: was, after: is } = changedFields(before, payload)
            return { before: { key: before.key, ...was }, after: { key: before.key, ...is } }
          }
        ).pipe(Effect.map(({ after }) => after), limitWriter))
      .handle("limitStats", () => limits.stats().pipe(limitWriter))
  }))

/**
 * Website templates (management 2.6, 2.9, 7): everyone reads the visible ones (the builder offers
 * no other); support lists them all (`all=true`) and writes them, each write audited (`template.*`).
 * Support uploads a template's picture first (re-encoded by sharp within gallery size, so no EXIF
 * is kept, under templates/); the template's `image` takes its URL when the form is saved, which
 * is what the audit trail records.
 */
const PageTemplatesHandlers = HttpApiBuilder.group(PociechaApi, "pageTemplates", (handlers) =>
  Effect.gen(function*() {
    const templates = yield* PageTemplateRepository
    const files = yield* FileStorage
    const abuse = yield* AbuseGuard
    const audited = yield* useAudited
    const writer = policyUse(cataloguePolicy.canWriteTemplates())
    return handlers
      .handle("list", ({ query }) => (query.all === "true" ? templates.all().pipe(writer) : templates.visible()))
      .handle("uploadImage", ({ payload }) =>
        Effect.gen(function*() {
          const caller = yield* requireViewer
          yield* abuse.spend("imageUploadsPerUser", caller.accountId)
          return yield* storeFittedImage(files, payload.file, "templates")
        }).pipe(writer))
      .handle("create", ({ payload }) => audited("template.create", templates.create(payload), (template) => ({ after: template })).pipe(writer))
      .handle("update", ({ params, payload }) =>
        audited(
          "template.update",
          Effect.flatMap(templates.locked(params.id), (before) => Effect.map(templates.update(before, payload), (after) => ({ before, after }))),
          ({ before }) => changedFields(before, payload)
        ).pipe(
          // Once committed, a replaced picture of ours goes with nothing pointing at it.
          Effect.tap(({ before, after }) => (before.image === after.image ? Effect.void : discardFiles(files, [keyOfFileUrl(before.image)]))),
          Effect.map(({ after }) => after),
          writer
        ))
      .handle("remove", ({ params }) =>
        audited("template.delete", Effect.tap(templates.locked(params.id), templates.remove), (before) => ({ before })).pipe(
          Effect.flatMap((before) => discardFiles(files, [keyOfFileUrl(before.image)])),
          writer
        ))
  }))

export const SupportCatalogueHandlersLayer = Layer.mergeAll(SupportCatalogueHandlers, PageTemplatesHandlers)
