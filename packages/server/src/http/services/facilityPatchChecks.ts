import {
  amenitiesCountProblem,
  basicInfoProblems,
  limitInForce,
  profileLimitKeys,
  recruitmentTextProblem,
  validateRichTextLength,
  type FacilityPatch,
  type UserLimitRecord
} from "@pociecha/core"
import { Effect } from "effect"
import type { FacilityBeforeEdit, FacilityEditRepository } from "../../repositories/facilityEditRepository"
import { uniqueIds } from "../../repositories/facilityPatchColumns"

/** What the checks of an edit found: field → messages (empty when none), and what the edit derives. */
export interface PatchVerdict {
  readonly problems: Record<string, Array<string>>
  readonly voivodeshipId?: number
  readonly districtId?: number | null
}

const tagFields = [["specialization", "specialization"], ["ownership", "ownership"], ["features", "features"]] as const

/**
 * The checks of an edit that need the facility as it is, the database or its package
 * (management 2.4, 5, 9): a town and district that exist and belong together (a new town clears a
 * district of the old one), tags of the right type, tuition and hours that make sense with what
 * is stored (core's basicInfoProblems), the description within `description_chars` counted on
 * the sanitised HTML, recruitment text only where the package has it, amenities within
 * `amenities`.
 */
export const checkPatch = (
  edits: typeof FacilityEditRepository.Service,
  patch: FacilityPatch,
  current: FacilityBeforeEdit,
  context: { readonly limits: ReadonlyArray<UserLimitRecord>; readonly isAdmin: boolean; readonly descriptionHtml: string | undefined }
) =>
  Effect.gen(function*() {
    const problems: Record<string, Array<string>> = {}
    const limit = (key: string) => limitInForce(context.limits, key, { facilityStatus: current.status, isAdmin: context.isAdmin })

    let voivodeshipId: number | undefined
    if (patch.town_id !== undefined && patch.town_id !== current.town_id) {
      const found = yield* edits.townVoivodeship(patch.town_id)
      if (found === null) problems.town_id = ["FIELD_INVALID"]
      else voivodeshipId = found
    }
    const townId = patch.town_id ?? current.town_id
    let districtId: number | null | undefined = patch.district_id
    if (typeof districtId === "number" && !(yield* edits.isDistrictOf(districtId, townId))) problems.district_id = ["FIELD_INVALID"]
    if (districtId === undefined && current.district_id !== null && townId !== current.town_id && !(yield* edits.isDistrictOf(current.district_id, townId))) {
      districtId = null
    }

    for (const [field, type] of tagFields) {
      const ids = patch[field]
      if (ids !== undefined && (yield* edits.tagsOfType(uniqueIds(ids), type)) !== uniqueIds(ids).length) problems[field] = ["FIELD_INVALID"]
    }

    const merged = { ...current, ...patch }
    for (const [field, message] of Object.entries(basicInfoProblems(merged))) problems[field] = [message]

    if (context.descriptionHtml !== undefined) {
      const tooLong = validateRichTextLength(context.descriptionHtml, limit(profileLimitKeys.DESCRIPTION_CHARS))
      if (tooLong !== null) problems.description = [tooLong]
    }
    const recruitment = recruitmentTextProblem(patch.recruitment_description, limit(profileLimitKeys.RECRUITMENT_DESCRIPTION))
    if (recruitment !== null) problems.recruitment_description = [recruitment]
    if (patch.features !== undefined) {
      const tooMany = amenitiesCountProblem(uniqueIds(patch.features).length, limit(profileLimitKeys.AMENITIES))
      if (tooMany !== null) problems.features = [tooMany]
    }

    return {
      problems,
      ...(voivodeshipId === undefined ? {} : { voivodeshipId }),
      ...(districtId === undefined ? {} : { districtId })
    } satisfies PatchVerdict
  })
