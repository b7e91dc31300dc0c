import { apiError, type ContentTextPayload, type FaqItemPayload, type FaqSection, maxLengths, slugify, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { auditedRemoval } from "./auditedRemoval"
import { AuditRepository } from "../../repositories/auditRepository"
import { type FaqItemColumns, FaqRepository } from "../../repositories/faqRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"
import { orNotFound } from "../../repositories/orNotFound"

/** A version with its answer sanitised (the pages serve it as HTML); null when it is too long once sanitised (its links gain rel and target). */
const cleanVersion = (version: ContentTextPayload) => {
  const body_html = sanitizeRichText(version.body_html)
  return body_html.length > maxLengths.richText ? null : { title: version.title.trim(), description: version.description.trim(), body_html }
}

/**
 * The payload as columns, or the fields that are wrong: every version sanitised; a published
 * item without a moment is published from now (a later one schedules it).
 */
function columnsOf(payload: FaqItemPayload): { readonly columns: FaqItemColumns } | { readonly errors: Record<string, ReadonlyArray<string>> } {
  const polish = cleanVersion(payload)
  const errors: Record<string, ReadonlyArray<string>> = polish === null ? { body_html: ["TEXT_TOO_LONG"] } : {}
  const translations: Record<string, ReturnType<typeof cleanVersion>> = {}
  for (const language of ["ua", "en"] as const) {
    const version = payload.translations[language]
    if (version === undefined || version === null) continue
    translations[language] = cleanVersion(version)
    if (translations[language] === null) errors[`translations.${language}.body_html`] = ["TEXT_TOO_LONG"]
  }
  if (polish === null || Object.keys(errors).length > 0) return { errors }
  const columns: FaqItemColumns = {
    section: payload.section,
    kind: payload.kind,
    ...polish,
    translations: translations as FaqItemColumns["translations"],
    status: payload.status,
    publish_at: payload.status === "draft" ? null : payload.publish_at ?? new Date().toISOString()
  }
  return { columns }
}

/** An anchor of the question's words no other item of the section has (`-2`, `-3`… when taken). */
function freeSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugify(title).slice(0, 80).replace(/-+$/, "") || "pytanie"
  let slug = base
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`
  return slug
}

const makeFaqService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const items = yield* FaqRepository
  const audit = yield* AuditRepository

  const found = (id: number) =>
    Effect.flatMap(items.byId(id), orNotFound)

  const columns = (payload: FaqItemPayload) => {
    const result = columnsOf(payload)
    return "columns" in result ? Effect.succeed(result.columns) : Effect.fail(apiError("ERROR_BAD_REQUEST", result.errors))
  }

  /** Adds an item at the end of its section, with an anchor of its own; audited. */
  const create = (editor: ViewerClaims, payload: FaqItemPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const values = yield* columns(payload)
      const slug = freeSlug(values.title, yield* items.slugsOf(values.section))
      const id = yield* items.create(values, slug, editor.accountId)
      const after = yield* found(id)
      yield* audit.record({ actorId: editor.accountId, action: "faq.create", after })
      return after
    }))

  /** Replaces an item's text and publication; its anchor stays unless it moves to a section where it is taken. Audited. */
  const update = (editor: ViewerClaims, id: number, payload: FaqItemPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = yield* found(id)
      const values = yield* columns(payload)
      const slug = values.section === before.section ? before.slug : freeSlug(before.slug, yield* items.slugsOf(values.section))
      yield* items.update(id, values, slug, editor.accountId)
      const after = yield* found(id)
      yield* audit.record({ actorId: editor.accountId, action: "faq.update", before, after })
      return after
    }))

  const remove = auditedRemoval(sql, { find: items.byId, remove: items.remove, record: audit.record, action: "faq.delete" })

  /** Puts a section in a new order: `ids` must be its items, each once (else 400, nothing changes). Audited. */
  const reorder = (editor: ViewerClaims, section: FaqSection, ids: ReadonlyArray<number>) =>
    inTransaction(sql, Effect.gen(function*() {
      const current = (yield* items.list(section)).map((item) => item.id)
      const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id))
      if (!same) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { ids: ["FIELD_INVALID"] }))
      yield* items.reorder(section, ids)
      yield* audit.record({ actorId: editor.accountId, action: "faq.reorder", before: { section, ids: current }, after: { section, ids } })
      return { items: yield* items.list(section) }
    }))

  return { create, update, remove, reorder } as const
})

/** The CMS's FAQ use cases: items written sanitised, placed in their section and audited. */
export class FaqService extends Context.Service<FaqService, Effect.Success<typeof makeFaqService>>()("@pociecha/server/FaqService") {
  static readonly layer = Layer.effect(FaqService, makeFaqService)
}
