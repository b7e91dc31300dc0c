import { apiError, type Tag, type TagPatch, type TagPayload, type TagType } from "@pociecha/core"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { repository } from "../db/sqlDefects"
import { policyRequire } from "../policy/policy"
import { tagColumns, tagOfRow, type TagRow } from "./tagRows"

/** Where a tag is used: the facilities that carry it, the news items linked to it. */
export interface TagUsage {
  readonly facilities: number
  readonly publications: number
}

/** The facility column holding tags of a type (the other types are not stored on facilities). */
const facilityColumn = (type: TagType) =>
  type === "specialization" || type === "ownership" || type === "features" ? type : null

/** The columns a tag's fields are stored in. */
const tagColumnsOf = (fields: TagPatch) => {
  const { names, ...rest } = fields
  return { ...rest, ...(names === undefined ? {} : { name_pl: names.pl, name_ua: names.ua, name_en: names.en }) }
}

const makeTagRepository = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const write = policyRequire("tag", "write")

  /** The tag, locked for a change in the caller's transaction; 404 ERROR_TAG_NOT_FOUND when there is none. */
  const locked = (id: string) =>
    Effect.flatMap(sql<TagRow>`select ${sql.literal(tagColumns)} from tags where id = ${id} for update`, ([row]) =>
      row === undefined ? Effect.fail(apiError("ERROR_TAG_NOT_FOUND")) : Effect.succeed(tagOfRow(row)))

  /**
   * 400 when another tag of the type has the key (unique (type, key)) or the slug
   * (tags_type_param): a filter link names a tag by either.
   */
  const ensureFree = (type: TagType, key: string, param: string, exceptId: string | null) =>
    Effect.gen(function*() {
      const taken = yield* sql<{ key_taken: boolean; param_taken: boolean }>`
        select bool_or(key = ${key}) as key_taken, bool_or(param = ${param}) as param_taken
        from tags where type = ${type} and (key = ${key} or param = ${param}) and id is distinct from ${exceptId}::uuid`
      const problems = {
        ...(taken[0]?.key_taken === true ? { key: ["TAG_KEY_TAKEN"] } : {}),
        ...(taken[0]?.param_taken === true ? { param: ["TAG_PARAM_TAKEN"] } : {})
      }
      if (Object.keys(problems).length > 0) return yield* Effect.fail(apiError("ERROR_BAD_REQUEST", problems))
    })

  /**
   * Where the tag is used: facilities through the GIN index of its type's column, news items
   * through their holiday (only `type_date_event` tags are linked from news).
   */
  const usage = (tag: Pick<Tag, "id" | "type">) =>
    Effect.gen(function*() {
      const column = facilityColumn(tag.type)
      const [facilities] = column === null
        ? [{ count: 0 }]
        : yield* sql<{ count: number }>`select count(*)::int as count from facilities where ${sql(column)} @> array[${tag.id}::uuid]`
      const [publications] = tag.type === "type_date_event"
        ? yield* sql<{ count: number }>`select count(*)::int as count from publications where holiday = ${tag.id}::uuid`
        : [{ count: 0 }]
      return { facilities: facilities!.count, publications: publications!.count } satisfies TagUsage
    })

  const create = (fields: TagPayload) =>
    write(Effect.gen(function*() {
      yield* ensureFree(fields.type, fields.key, fields.param, null)
      const [row] = yield* sql<TagRow>`
        insert into tags ${sql.insert({ id: crypto.randomUUID(), ...tagColumnsOf(fields) })} returning ${sql.literal(tagColumns)}`
      return tagOfRow(row!)
    }))

  /** Changes a tag (`before` as locked); a tag in use keeps its type (409 ERROR_TAG_IN_USE): its facilities hold it under that type. */
  const update = (before: Tag, changes: TagPatch) =>
    write(Effect.gen(function*() {
      const type = changes.type ?? before.type
      if (type !== before.type) {
        const used = yield* usage(before)
        if (used.facilities + used.publications > 0) return yield* Effect.fail(apiError("ERROR_TAG_IN_USE", usageMessages(used)))
      }
      yield* ensureFree(type, changes.key ?? before.key, changes.param ?? before.param, before.id)
      if (Object.keys(changes).length === 0) return before
      const [row] = yield* sql<TagRow>`
        update tags set ${sql.update(tagColumnsOf(changes))} where id = ${before.id} returning ${sql.literal(tagColumns)}`
      return tagOfRow(row!)
    }))

  /**
   * Removes a tag (`before` as locked). One in use is refused (409 ERROR_TAG_IN_USE, counting
   * where) unless `force`: then it is taken off its facilities first (news items lose their
   * holiday by the foreign key). Answers where it was used.
   */
  const remove = (before: Tag, force: boolean) =>
    write(Effect.gen(function*() {
      const used = yield* usage(before)
      if (used.facilities + used.publications > 0 && !force) return yield* Effect.fail(apiError("ERROR_TAG_IN_USE", usageMessages(used)))
      const column = facilityColumn(before.type)
      if (column !== null && used.facilities > 0) {
        yield* sql`update facilities set ${sql(column)} = array_remove(${sql(column)}, ${before.id}::uuid)
          where ${sql(column)} @> array[${before.id}::uuid]`
      }
      yield* sql`delete from tags where id = ${before.id}`
      return used
    }))

  return repository({ locked, create, update, remove })
})

/** The 409's field messages: where the tag is used, counted (`{ facilities: ["12"], publications: ["0"] }`). */
const usageMessages = (used: TagUsage) => ({ facilities: [String(used.facilities)], publications: [String(used.publications)] })

/** Tags as support writes them (management 2.9 Tags); everyone reads them through ActivityRepository. */
export class TagRepository extends Context.Service<TagRepository, Effect.Success<typeof makeTagRepository>>()(
  "@pociecha/server/TagRepository"
) {
  static readonly layer = Layer.effect(TagRepository, makeTagRepository)
}
