import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { FacilityStatus } from "../domain/facility"
import { Tag, TagIcon, TagType } from "../domain/tag"
import { UserLimitRecord } from "../domain/userLimit"
import { FilledLine, maxLengths } from "./bounds"
import { BadRequestError, ConflictError, ForbiddenError, recordErrors, UnauthorizedError } from "./errors"
import { RecordId, Uuid } from "./ids"

/** A tag's key: letters (Polish ones too), digits, '_' and '-' — the seeded keys are such. */
const TagKey = FilledLine(maxLengths.key).check(Schema.isPattern(/^[\p{L}\p{N}_-]+$/u, { message: "FIELD_INVALID" }))

/** A URL slug: lower-case ASCII words joined by '-' (the segment a filter link carries). */
export const TagParam = FilledLine(maxLengths.key).check(Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "TAG_PARAM_INVALID" }))

const TagName = FilledLine(maxLengths.shortText)

/** A tag as support writes it (management 2.9 Tags, 3 Tag). */
export const TagPayload = Schema.Struct({
  key: TagKey,
  type: TagType,
  /** Translation key of the label (the seeded tags' labels are translated under it). */
  display: FilledLine(maxLengths.key),
  /** URL slug, unique within the type. */
  param: TagParam,
  icon: Schema.NullOr(TagIcon),
  names: Schema.Struct({ pl: TagName, ua: TagName, en: TagName })
})
export type TagPayload = typeof TagPayload.Type

/** The changed fields of a tag. */
export const TagPatch = Schema.Struct({
  key: Schema.optionalKey(TagKey),
  type: Schema.optionalKey(TagType),
  display: Schema.optionalKey(FilledLine(maxLengths.key)),
  param: Schema.optionalKey(TagParam),
  icon: Schema.optionalKey(Schema.NullOr(TagIcon)),
  names: Schema.optionalKey(Schema.Struct({ pl: TagName, ua: TagName, en: TagName }))
})
export type TagPatch = typeof TagPatch.Type

/**
 * `DELETE v1/tag/{id}?force=true`: removes a tag that is in use, detaching it from the facilities
 * and news items that carry it. Without it a tag in use is refused with 409 ERROR_TAG_IN_USE.
 */
export const TagRemoveQuery = { force: Schema.optionalKey(Schema.Literal("true")) }

/** A limit's value: a count (100000 stands for "no limit") or, for a boolean limit, 0 or 1. */
const LimitValue = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }, { message: "FIELD_INVALID" }))

/** The edited values of a limit (management 2.9 Limits). */
export const UserLimitPatch = Schema.Struct({
  value_free: Schema.optionalKey(LimitValue),
  value_registered: Schema.optionalKey(LimitValue),
  value_premium: Schema.optionalKey(LimitValue)
})
export type UserLimitPatch = typeof UserLimitPatch.Type

/** Facilities of one status at a limit (they hold as much as it allows, or more) or near it (80 % or more, below it). */
export const LimitStatusStat = Schema.Struct({
  status: FacilityStatus,
  limit: Schema.Number,
  at_limit: Schema.Number,
  near_limit: Schema.Number
})
export type LimitStatusStat = typeof LimitStatusStat.Type

/**
 * One limit's statistics (`GET v1/user-limit/stats`). `counted` is false for a limit that counts
 * nothing a facility holds (a switch, or an account's daily reports): it then has no statuses.
 */
export const UserLimitStat = Schema.Struct({
  id: Schema.Number,
  key: Schema.String,
  counted: Schema.Boolean,
  statuses: Schema.Array(LimitStatusStat)
})
export type UserLimitStat = typeof UserLimitStat.Type

/**
 * The support panel's catalogue (management 2.9 Tags and Limits, 7), support staff only: tags
 * created, changed and removed (everyone reads them at `GET v1/tag`); the package limits' values,
 * in force at once, and how many facilities are at or near each.
 */
export const SupportCatalogueGroup = HttpApiGroup.make("supportCatalogue")
  .add(
    HttpApiEndpoint.post("createTag", "/v1/tag", {
      payload: TagPayload,
      success: Tag.pipe(HttpApiSchema.status(201)),
      // 400 TAG_PARAM_TAKEN under `param` (or TAG_KEY_TAKEN under `key`): another tag of the type has it.
      error: [BadRequestError, UnauthorizedError, ForbiddenError]
    })
  )
  .add(
    HttpApiEndpoint.patch("updateTag", "/v1/tag/:id", {
      params: { id: Uuid },
      payload: TagPatch,
      success: Tag,
      // 404 ERROR_TAG_NOT_FOUND; 409 ERROR_TAG_IN_USE when a tag in use would change its type.
      error: [...recordErrors, ConflictError]
    })
  )
  .add(
    HttpApiEndpoint.delete("removeTag", "/v1/tag/:id", {
      params: { id: Uuid },
      query: TagRemoveQuery,
      // 409 ERROR_TAG_IN_USE without `force`: `data.error.schema` counts where it is used,
      // `{ facilities: ["12"], publications: ["3"] }`.
      error: [...recordErrors, ConflictError]
    })
  )
  .add(
    HttpApiEndpoint.patch("updateLimit", "/v1/user-limit/list/:id", {
      params: { id: RecordId },
      payload: UserLimitPatch,
      success: UserLimitRecord,
      // 400 FIELD_INVALID under a value: a boolean limit takes 0 or 1.
      error: recordErrors
    })
  )
  .add(
    HttpApiEndpoint.get("limitStats", "/v1/user-limit/stats", {
      success: Schema.Array(UserLimitStat),
      error: [UnauthorizedError, ForbiddenError]
    })
  )
