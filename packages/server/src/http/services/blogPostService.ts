import { apiError, type BlogPostPayload, type ContentText, type ContentTextPayload, maxLengths, type ViewerClaims } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inTransaction } from "../../db/sqlDefects"
import { auditedRemoval } from "./auditedRemoval"
import { AuditRepository } from "../../repositories/auditRepository"
import { BlogRepository, type BlogPostRecord } from "../../repositories/blogRepository"
import { sanitizeRichText } from "../../richText/sanitizeRichText"

/** A language version with its body sanitised; null when the sanitised body is over the bound. */
const cleanText = (text: ContentTextPayload): ContentText | null => {
  const body_html = sanitizeRichText(text.body_html)
  return body_html.length > maxLengths.richText ? null : { title: text.title.trim(), description: text.description.trim(), body_html }
}

const makeBlogPostService = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const posts = yield* BlogRepository
  const audit = yield* AuditRepository

  /**
   * The record a payload saves: every body sanitised with the rich-text allow-list (and bounded
   * after it), the versions given kept (null or none removes one), and the moment of a published
   * post: the one chosen, else the one it was published at, else now. 400 under the field that fails.
   */
  const recordOf = (payload: BlogPostPayload, before: { readonly publish_at: string | null; readonly status: string } | null) =>
    Effect.gen(function*() {
      const polish = cleanText(payload)
      if (polish === null) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { body_html: ["TEXT_TOO_LONG"] }))
      const translations: Partial<Record<"ua" | "en", ContentText>> = {}
      for (const language of ["ua", "en"] as const) {
        const version = payload.translations[language]
        if (version === undefined || version === null) continue
        const clean = cleanText(version)
        if (clean === null) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { [`translations.${language}.body_html`]: ["TEXT_TOO_LONG"] }))
        translations[language] = clean
      }
      const kept = before?.status === "published" ? before.publish_at : null
      const publish_at = payload.status === "published" ? payload.publish_at ?? kept ?? new Date().toISOString() : payload.publish_at
      const record: BlogPostRecord = {
        slug: payload.slug,
        category: payload.category,
        author: payload.author.trim(),
        cover_url: payload.cover_url,
        cover_alt: payload.cover_alt.trim(),
        ...polish,
        translations,
        status: payload.status,
        publish_at
      }
      return record
    })

  const slugFree = (slug: string, exceptId: number | null) =>
    Effect.flatMap(posts.slugTaken(slug, exceptId), (taken) =>
      taken ? Effect.fail(apiError("ERROR_BAD_REQUEST", { slug: ["SLUG_TAKEN"] })) : Effect.void)

  /** A new post, audited in the same transaction; 400 SLUG_TAKEN for a slug another post has. */
  const create = (editor: ViewerClaims, payload: BlogPostPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const record = yield* recordOf(payload, null)
      yield* slugFree(record.slug, null)
      const id = yield* posts.create(record, editor.accountId)
      const after = yield* posts.byId(id)
      yield* audit.record({ actorId: editor.accountId, action: "blog.create", after })
      return after ?? (yield* Effect.die(new Error(`blog post ${id} vanished after its insert`)))
    }))

  /** Replaces a post, audited before and after; 404 for no such post. */
  const update = (editor: ViewerClaims, id: number, payload: BlogPostPayload) =>
    inTransaction(sql, Effect.gen(function*() {
      const before = yield* posts.byId(id)
      if (before === null) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
      const record = yield* recordOf(payload, before)
      yield* slugFree(record.slug, id)
      yield* posts.update(id, record, editor.accountId)
      const after = (yield* posts.byId(id)) ?? before
      yield* audit.record({ actorId: editor.accountId, action: "blog.update", before, after })
      return after
    }))

  /** Deletes a post, keeping it in the audit trail; 404 for no such post. */
  const remove = auditedRemoval(sql, { find: posts.byId, remove: posts.remove, record: audit.record, action: "blog.delete" })

  return { create, update, remove } as const
})

/** The CMS's blog use cases: posts written sanitised, with unique slugs, and audited. */
export class BlogPostService extends Context.Service<BlogPostService, Effect.Success<typeof makeBlogPostService>>()(
  "@pociecha/server/BlogPostService"
) {
  static readonly layer = Layer.effect(BlogPostService, makeBlogPostService)
}
