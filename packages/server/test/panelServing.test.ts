import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { requestBytes } from "./support/http"
import { serverForTests } from "./support/testServer"

// The business-card panel (management 2.8), the web build's second part (packages/web/dist/
// panel-wizytowki: run `pnpm build` first), served at /panel-wizytowki and below.

const server = serverForTests(() => ({ facilities: 50 }))
const get = (path: string) => requestBytes(server.baseUrl, path)
const panelDir = () => join(server.config.webDist, "panel-wizytowki")

/** The portal's chunks no panel may hold: its map, its directory and its landing page. */
const PORTAL_PAGES = /^(MapPage|CatalogPage|FacilityPage|LandingPage|leaflet\.markercluster)/

describe("the business-card panel's build", () => {
  it("is built, and holds none of the portal's map or directory", () => {
    if (!existsSync(join(panelDir(), "panel.html"))) throw new Error("No panel build: run `pnpm build` first.")
    const chunks = readdirSync(join(panelDir(), "assets")).filter((file) => file.endsWith(".js"))
    expect(chunks.length).toBeGreaterThan(0)
    expect(chunks.filter((file) => PORTAL_PAGES.test(file))).toEqual([])
  })
})

describe("serving the panel", () => {
  it("answers the panel's page at a tab's path, referencing its own chunks only", async () => {
    const response = await get("/panel-wizytowki/edycja/opis")
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
    const html = response.body.toString("utf8")
    expect(html).toBe(readFileSync(join(panelDir(), "panel.html"), "utf8"))
    const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      expect(script.startsWith("/panel-wizytowki/assets/")).toBe(true)
      expect(PORTAL_PAGES.test(script.slice("/panel-wizytowki/assets/".length))).toBe(false)
      const asset = await get(script)
      expect(asset.status).toBe(200)
      expect(asset.headers["cache-control"]).toContain("immutable")
    }
  })

  it("answers the same page at its base and any path below it (the app redirects the empty child)", async () => {
    for (const path of ["/panel-wizytowki", "/panel-wizytowki/", "/panel-wizytowki/edycja/kadra"]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.body.toString("utf8")).toContain('src="/panel-wizytowki/assets/')
    }
  })

  it("answers a missing panel asset with the catalogue's 404, not the page", async () => {
    const response = await get("/panel-wizytowki/assets/nothing-here.js")
    expect(response.status).toBe(404)
    expect(response.headers["content-type"]).toMatch(/json/)
  })
})

describe("a web build without the panel", () => {
  const dist = mkdtempSync(join(tmpdir(), "pociecha-web-"))
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body><div id=\"root\"></div></body></html>")
  const portalOnly = serverForTests(() => ({ facilities: 50, config: { webDist: dist } }))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it("answers the panel's paths with the catalogue's 404 (fails closed)", async () => {
    const response = await requestBytes(portalOnly.baseUrl, "/panel-wizytowki/edycja/opis")
    expect(response.status).toBe(404)
    expect(JSON.parse(response.body.toString("utf8")).data.error.msg).toBe("ERROR_NOT_FOUND")
  })
})
