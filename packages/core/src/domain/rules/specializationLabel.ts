/** The tag fields the specialization label needs. */
export interface LabelTag {
  readonly display: string
  readonly type?: string | null | undefined
}

/** Tags by id, as a Map or a plain object. */
export type TagLookup = ReadonlyMap<string, LabelTag> | Readonly<Record<string, LabelTag | undefined>>

/** Label key used when a facility has no known specialization (spec 3.2). */
export const MISSING_LABEL = "MISSING"

/**
 * The display key of a facility's first known specialization tag, or `MISSING` (spec 3.2).
 * Unknown ids, and tags whose type is set to something other than 'specialization', are skipped.
 */
export function specializationLabelKey(
  tagsById: TagLookup,
  specializationIds: ReadonlyArray<string | number> | null | undefined,
): string {
  for (const id of specializationIds ?? []) {
    const key = String(id)
    const tag = tagsById instanceof Map ? tagsById.get(key) : (tagsById as Readonly<Record<string, LabelTag | undefined>>)[key]
    if (tag === undefined) continue
    if (tag.type !== undefined && tag.type !== null && tag.type !== "specialization") continue
    return tag.display
  }
  return MISSING_LABEL
}
