import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { serverForTests } from "./support/testServer"

// The build's id at /builds/latest.json (spec 7.6): what open tabs poll to offer a reload.

const webDist = mkdtempSync(join(tmpdir(), "pociecha-web-"))
writeFileSync(join(webDist, "index.html"), "<!doctype html><html><head><title>Pociecha</title></head><body></body></html>")
mkdirSync(join(webDist, "builds"))
const publish = (version: string) => writeFileSync(join(webDist, "builds", "latest.json"), JSON.stringify({ version }))
afterAll(() => rmSync(webDist, { recursive: true, force: true }))

const server = serverForTests(() => ({ facilities: 20, config: { webDist } }))
const latest = () => fetch(`${server.baseUrl}/builds/latest.json`)

describe("/builds/latest.json", () => {
  it("answers the served build's id, never from a cache, and a build replaced under the running server at once", async () => {
    publish("20261128-a")
    const first = await latest()
    expect(first.status).toBe(200)
    expect(first.headers.get("cache-control")).toBe("no-cache")
    expect(first.headers.get("content-type")).toContain("application/json")
    expect(await first.json()).toEqual({ version: "20261128-a" })
    publish("20261128-b")
    expect(await (await latest()).json()).toEqual({ version: "20261128-b" })
  })

  it("is the catalogue's 404 when the build has no id", async () => {
    rmSync(join(webDist, "builds", "latest.json"))
    const missing = await latest()
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { data: { error: { msg: string } } }).data.error.msg).toBe("ERROR_NOT_FOUND")
  })
})
