import type { User } from "../domain/user"
import { parseStoredUser } from "./storedUser"

/**
 * Where the signed-in user is kept between visits (spec 3.1). Synchronous on purpose:
 * the session reads it once while `restoring` and writes it after every change.
 */
export interface UserStorage {
  /** The stored user, or `null` when none (or when what was stored is unreadable). */
  load(): User | null
  /** Stores the user; `null` forgets it. */
  save(user: User | null): void
}

/** The three methods of the Web Storage API (`localStorage`) that {@link webUserStorage} uses. */
export interface WebStorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives as long as the process: for Node scripts and tests. */
export function memoryUserStorage(initial: User | null = null): UserStorage {
  let current = initial
  return {
    load: () => current,
    save: (user) => {
      current = user
    }
  }
}

/** The default key of the stored user in `localStorage`. */
export const DEFAULT_USER_STORAGE_KEY = "pociecha.user"

/**
 * A storage over the Web Storage API (`localStorage` in the browser). What is read is
 * checked by {@link parseStoredUser}; invalid or outdated data is dropped (and removed).
 * Storage failures (quota, privacy modes, sandboxed frames) never throw: reading gives
 * `null`, writing is skipped.
 *
 * @param storage `localStorage` (structurally `Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>`)
 * @param key the key of the entry
 */
export function webUserStorage(
  storage: WebStorageLike,
  key: string = DEFAULT_USER_STORAGE_KEY
): UserStorage {
  const attempt = (write: () => void) => {
    try {
      write()
    } catch {
      // Storage unavailable: the session still works for this visit.
    }
  }
  return {
    load() {
      let raw: string | null = null
      attempt(() => {
        raw = storage.getItem(key)
      })
      if (raw === null) return null
      const user = parseStoredUser(raw)
      if (user === null) attempt(() => storage.removeItem(key))
      return user
    },
    save(user) {
      attempt(() => (user === null ? storage.removeItem(key) : storage.setItem(key, JSON.stringify(user))))
    }
  }
}
