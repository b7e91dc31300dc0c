import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { homedir } from "node:os"
import { dirname, join } from "node:path"
import { type UserStorage, type WebStorageLike, webUserStorage } from "@pociecha/core"

/** Where `pociecha login` keeps the session: the user's config dir (XDG_CONFIG_HOME, else ~/.config). */
export const sessionFilePath = (env: Readonly<Record<string, string | undefined>>): string =>
  join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), ".config"), "pociecha", "session.json")

const OWNER_ONLY = 0o600

/**
 * A Web Storage over one JSON file, readable by its owner only (it holds a bearer token): the
 * same storage the web app gives the session machine, so core's checks of a stored user apply.
 */
export function fileStorage(path: string): WebStorageLike {
  const read = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, "utf8"))
      return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {}
    } catch {
      return {}
    }
  }
  const write = (entries: Record<string, string>) => {
    if (Object.keys(entries).length === 0) return rmSync(path, { force: true })
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    writeFileSync(path, JSON.stringify(entries, null, 2), { mode: OWNER_ONLY })
    // `mode` applies only when the file is created: an older file is narrowed too.
    chmodSync(path, OWNER_ONLY)
  }
  return {
    getItem: (key) => read()[key] ?? null,
    setItem: (key, value) => write({ ...read(), [key]: value }),
    removeItem: (key) => {
      const { [key]: _dropped, ...rest } = read()
      write(rest)
    }
  }
}

/** The signed-in user of one server, kept in the session file (one entry per server's URL). */
export const sessionStorageOf = (path: string, baseUrl: string): UserStorage => webUserStorage(fileStorage(path), `pociecha.user ${baseUrl}`)
