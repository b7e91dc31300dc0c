import { apiError, type PageTemplate } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"

/** A template's fields as support writes them. */
export type PageTemplateFields = Omit<PageTemplate, "id">

const columns = "id, key, name, description, image, is_visible"

const makePageTemplateRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  /** The templates the builder offers, in their order (a handful of rows: no index needed). */
  const visible = () => sql<PageTemplate>`select ${sql.literal(columns)} from page_templates where is_visible order by id`

  /** Every template, the hidden ones too, as support edits them. */
  const all = () => sql<PageTemplate>`select ${sql.literal(columns)} from page_templates order by id`

  /** The template, locked for a change in the caller's transaction; 404 ERROR_NOT_FOUND when there is none. */
  const locked = (id: number) =>
    Effect.flatMap(sql<PageTemplate>`select ${sql.literal(columns)} from page_templates where id = ${id} for update`, ([template]) =>
      template === undefined ? Effect.fail(apiError("ERROR_NOT_FOUND")) : Effect.succeed(template))

  const write = policyRequire("pageTemplate", "write")

  const create = (fields: PageTemplateFields) =>
    write(Effect.map(sql<PageTemplate>`insert into page_templates ${sql.insert(fields)} returning ${sql.literal(columns)}`, (rows) => rows[0]!))

  /** Changes a template (as `locked` read it). */
  const update = (before: PageTemplate, changes: Partial<PageTemplateFields>) =>
    write(Object.keys(changes).length === 0
      ? Effect.succeed(before)
      : Effect.map(sql<PageTemplate>`update page_templates set ${sql.update(changes)} where id = ${before.id} returning ${sql.literal(columns)}`,
        (rows) => rows[0]!))

  /**
   * Removes a template no site uses, deleted ones included (400 when a site uses it: hide it
   * instead, with is_visible). web_pages_template indexes the count.
   */
  const remove = (before: PageTemplate) =>
    write(Effect.gen(function*() {
      const [use] = yield* sql<{ sites: number }>`select count(*)::int as sites from web_pages where template_id = ${before.id}`
      if (use!.sites > 0) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", { id: ["TEMPLATE_IN_USE"] }))
      yield* sql`delete from page_templates where id = ${before.id}`
    }))

  return repository({ visible, all, locked, create, update, remove })
})

/** The website templates (management 2.6, 3 PageTemplate): seeded with the nine themes; support edits them. */
export class PageTemplateRepository extends Context.Service<
  PageTemplateRepository,
  Effect.Success<typeof makePageTemplateRepository>
>()("@pociecha/server/PageTemplateRepository") {
  static readonly layer = Layer.effect(PageTemplateRepository, makePageTemplateRepository)
}
