import { apiError, type PageTemplate } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"

/** A template's fields as support writes them. */
export type PageTemplateFields = Omit<PageTemplate, "id">

const makePageTemplateRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The templates the builder offers, in their order (a handful of rows: no index needed). */
  const visible = () => sql<PageTemplate>`select id, key, name, description, image, is_visible from page_templates where is_visible order by id`

  const write = policyRequire("pageTemplate", "write")

  const create = (fields: PageTemplateFields) =>
    write(Effect.map(
      sql<PageTemplate>`insert into page_templates ${sql.insert(fields)} returning id, key, name, description, image, is_visible`,
      (rows) => rows[0]!
    ))

  /** Changes a template; 404 ERROR_NOT_FOUND when there is none under the id. */
  const update = (id: number, changes: Partial<PageTemplateFields>) =>
    write(Effect.flatMap(
      Object.keys(changes).length === 0
        ? sql<PageTemplate>`select id, key, name, description, image, is_visible from page_templates where id = ${id}`
        : sql<PageTemplate>`update page_templates set ${sql.update(changes)} where id = ${id}
            returning id, key, name, description, image, is_visible`,
      ([template]) => (template === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(template))
    ))

  /**
   * Removes a template no site uses, deleted ones included (404 for none; 400 when a site uses it:
   * hide it instead, with is_visible).
   */
  const remove = (id: number) =>
    write(Effect.gen(function*() {
      const [use] = yield* sql<{ sites: number }>`select count(*)::int as sites from web_pages where template_id = ${id}`
      if (use!.sites > 0) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { id: ["FIELD_INVALID"] }))
      const removed = yield* sql`delete from page_templates where id = ${id} returning id`
      if (removed.length === 0) return yield* Effect.fail(apiError("ERROR_NOT_FOUND"))
    }))

  return repository({ visible, create, update, remove })
})

/** The website templates (management 2.6, 3 PageTemplate): seeded with the nine themes; support edits them. */
export class PageTemplateRepository extends Context.Service<
  PageTemplateRepository,
  Effect.Success<typeof makePageTemplateRepository>
>()("@pociecha/server/PageTemplateRepository") {
  static readonly layer = Layer.effect(PageTemplateRepository, makePageTemplateRepository)
}
