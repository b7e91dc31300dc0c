import type { QueriesStale } from "../queries/queriesStale"

/**
 * Whether keys marked stale reach a cached read's key: one of them is a prefix of it, part by
 * part, as TanStack Query matches an invalidation (objects by value, as its hash compares them).
 */
export function coversKey(stale: QueriesStale["keys"], read: ReadonlyArray<unknown>): boolean {
  return stale.some((key) => key.length <= read.length && key.every((part, index) => JSON.stringify(part) === JSON.stringify(read[index])))
}
