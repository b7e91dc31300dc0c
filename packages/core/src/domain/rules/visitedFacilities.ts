/**
 * Facilities the visitor opened, remembered on this device (public spec 2.7):
 * the last 20 ids, most recent first, in localStorage.
 */
export const VISITED_STORAGE_KEY = "pociecha.visitedFacilities"
export const VISITED_LIMIT = 20

/** What is needed of `localStorage`; null when the device gives none. */
export interface VisitedStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** The remembered ids, most recent first; a missing or damaged entry reads as empty. */
export function readVisitedFacilities(storage: VisitedStorage | null): number[] {
  if (storage === null) return []
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VISITED_STORAGE_KEY) ?? "[]")
    if (!Array.isArray(parsed)) return []
    return parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, VISITED_LIMIT)
  } catch {
    return []
  }
}

/** Puts an id first, dropping its older entry and anything past the limit. Returns the new list. */
export function rememberVisitedFacility(id: number, storage: VisitedStorage | null): number[] {
  const next = [id, ...readVisitedFacilities(storage).filter((other) => other !== id)].slice(0, VISITED_LIMIT)
  if (storage !== null) {
    try {
      storage.setItem(VISITED_STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Quota exceeded or storage disabled: remembering is best effort.
    }
  }
  return next
}
