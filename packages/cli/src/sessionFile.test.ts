import { aUser } from "@pociecha/core/testing"
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { sessionFilePath, sessionStorageOf } from "./sessionFile"

let dirs: Array<string> = []
afterEach(() => {
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
  dirs = []
})
const configDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "pociecha-cli-"))
  dirs.push(dir)
  return dir
}

describe("the session file", () => {
  it("lives in the user's config dir: XDG_CONFIG_HOME, else ~/.config", () => {
    expect(sessionFilePath({ XDG_CONFIG_HOME: "/cfg", HOME: "/home/ola" })).toBe("/cfg/pociecha/session.json")
    expect(sessionFilePath({ HOME: "/home/ola" })).toBe("/home/ola/.config/pociecha/session.json")
  })

  it("keeps the signed-in user of each server readable by its owner only, and is gone once every user is forgotten", () => {
    const path = sessionFilePath({ XDG_CONFIG_HOME: configDir() })
    const local = sessionStorageOf(path, "http://localhost:3000")
    const other = sessionStorageOf(path, "https://pociecha.pl")
    const user = aUser({ jwt: "token-of-local" })

    local.save(user)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(local.load()?.jwt).toBe("token-of-local")
    expect(other.load()).toBeNull()
    expect(readFileSync(path, "utf8")).toContain("token-of-local")

    local.save(null)
    expect(local.load()).toBeNull()
    expect(existsSync(path)).toBe(false)
  })

  it("reads an unreadable file as no session", () => {
    const path = join(configDir(), "session.json")
    expect(sessionStorageOf(path, "http://localhost:3000").load()).toBeNull()
  })
})
