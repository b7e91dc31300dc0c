import type { Tag } from "@pociecha/core"
import { useEffect, useSyncExternalStore } from "react"
import { api } from "./api"

/**
 * All tags (spec 7.6: GET v1/tag, loaded once at start). Shared by every screen; a failed load
 * leaves the list empty and is tried again by the next component that asks.
 */
const none: readonly Tag[] = []
let tags: readonly Tag[] = none
let loading: Promise<readonly Tag[]> | null = null
const listeners = new Set<() => void>()

/** Loads the tags unless they are loaded or loading; resolves to the list. */
export function loadTags(): Promise<readonly Tag[]> {
  if (tags !== none) return Promise.resolve(tags)
  loading ??= api.call((c) => c.tags.list()).then(
    (list) => {
      tags = list
      listeners.forEach((listener) => listener())
      return list
    },
    () => {
      loading = null
      return none
    }
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The tags; empty until they are loaded. */
export function useTags(): readonly Tag[] {
  useEffect(() => {
    void loadTags()
  }, [])
  return useSyncExternalStore(subscribe, () => tags, () => none)
}
