/**
 * A guest's favourite facilities (issue 20), kept on this device until they sign in and the
 * account takes them over: ids, most recent first, in localStorage. What is needed of the
 * storage, and how a damaged entry reads, is as for the visited facilities.
 */
import type { WebStorageLike } from "../../machines/userStorage"

export const GUEST_FAVOURITES_KEY = "pociecha.favourites"

/** A guest keeps at most this many: the account keeps more. */
export const GUEST_FAVOURITES_LIMIT = 50

/** Where a guest's favourites are read from and written to. */
export interface GuestFavouritesStore {
  read(): number[]
  write(ids: ReadonlyArray<number>): void
}

/** The store over `localStorage` (null when the device gives none: nothing is kept). */
export function guestFavouritesStore(storage: WebStorageLike | null): GuestFavouritesStore {
  return {
    read() {
      if (storage === null) return []
      try {
        const parsed: unknown = JSON.parse(storage.getItem(GUEST_FAVOURITES_KEY) ?? "[]")
        if (!Array.isArray(parsed)) return []
        return [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, GUEST_FAVOURITES_LIMIT)
      } catch {
        return []
      }
    },
    write(ids) {
      try {
        // None left (taken over by the account, or all taken off): nothing is kept on the device.
        if (ids.length === 0) storage?.removeItem(GUEST_FAVOURITES_KEY)
        else storage?.setItem(GUEST_FAVOURITES_KEY, JSON.stringify(ids.slice(0, GUEST_FAVOURITES_LIMIT)))
      } catch {
        // Quota exceeded or storage disabled: a guest's heart is best effort.
      }
    }
  }
}

/** The ids with `id` added first, or taken out when it is there. */
export const toggledFavourite = (ids: ReadonlyArray<number>, id: number): number[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids]
