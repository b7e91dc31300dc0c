import { tagsQuery, type Tag } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { api } from "./api"

const none: readonly Tag[] = []

/** All tags (spec 7.6), read once a visit; empty until they are loaded or when the load failed. */
export function useTags(): readonly Tag[] {
  return useQuery(tagsQuery(api)).data ?? none
}
