import { specializationLabelKey, type Tag } from "@pociecha/core"
import { useMemo } from "react"
import { useTags } from "./tags"

export interface TagLookup {
  readonly byId: ReadonlyMap<string, Tag>
  /** The tags of these ids that are known, in the given order. */
  readonly pick: (ids: ReadonlyArray<string>) => Tag[]
  /** Display key of the first known specialization, or MISSING (spec 3.2). */
  readonly specializationKey: (ids: ReadonlyArray<string>) => string
}

/** All tags (loaded once by the shell) indexed by id. */
export function useTagLookup(): TagLookup {
  const tags = useTags()
  return useMemo(() => {
    const byId = new Map<string, Tag>(tags.map((tag) => [tag.id, tag]))
    return {
      byId,
      pick: (ids) => ids.flatMap((id) => byId.get(id) ?? []),
      specializationKey: (ids) => specializationLabelKey(byId, ids)
    }
  }, [tags])
}
