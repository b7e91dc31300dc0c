import { hasChanges } from "./hasChanges"

/**
 * What an edit changed (management 2.4: PATCH sends the changed fields only): the fields of
 * `edited` whose value differs from `saved` (core's hasChanges: null, undefined and '' are the
 * same empty value). Empty when nothing changed — the form says "No changes to save."
 */
export function changedFields<T extends Readonly<Record<string, unknown>>>(saved: T, edited: T): Partial<T> {
  const changed: Partial<Record<keyof T, unknown>> = {}
  for (const key of Object.keys(edited) as Array<keyof T>) {
    if (hasChanges(saved[key], edited[key])) changed[key] = edited[key]
  }
  return changed as Partial<T>
}

/** `?type=` of the facility PATCH: `features` saves the amenities, and only them (management 7). */
export type FacilityPatchType = "features"

/**
 * What is wrong with a PATCH's shape (management 7: `PATCH v1/facility/list/{id}?type=features`
 * carries the changed features): with `type=features` the body holds `features` and nothing
 * else; without it, no `features` — an amenity edit is counted against its monthly allowance,
 * so it is its own call. Field → messages; null when the shape is right.
 */
export function patchTypeProblems(
  type: FacilityPatchType | undefined,
  patch: Readonly<Record<string, unknown>>
): Record<string, Array<string>> | null {
  const problems: Record<string, Array<string>> = {}
  if (type === "features") {
    if (patch.features === undefined) problems.features = ["FIELD_REQUIRED"]
    for (const key of Object.keys(patch)) if (key !== "features") problems[key] = ["FIELD_INVALID"]
  } else if (patch.features !== undefined) {
    problems.features = ["FIELD_INVALID"]
  }
  return Object.keys(problems).length === 0 ? null : problems
}
