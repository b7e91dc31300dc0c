import type { City } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { mapPageHtml } from "./mapPage"
import { SERVED_VIEW_MARK } from "./servedRead"

const index = `<html><head><title>Pociecha</title></head><body><div id="root">${SERVED_VIEW_MARK}</div></body></html>`
const noAssets = { modules: [], stylesheets: [], css: "", ownCss: "" }
const osm = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
const national = new URLSearchParams("")
const page = (config: { appEnv: "production" | "local"; tileUrl: string }, cities: ReadonlyArray<City> = []) =>
  mapPageHtml(index, national, cities, noAssets, config)

describe("mapPageHtml", () => {
  it("frames the map as the app lays it out, with room for the environment strip outside production", () => {
    expect(page({ appEnv: "production", tileUrl: osm })).toContain('<div id="root"><div class="map-page map-page--map" data-served-view>')
    expect(page({ appEnv: "local", tileUrl: osm })).toContain('<div id="root"><div class="layout--env"><div class="map-page map-page--map" data-served-view>')
  })

  it("draws tiles only for a tiles URL whose every placeholder it fills in", () => {
    for (const tileUrl of [osm, "/tiles/{z}/{x}/{-y}{r}.png"]) {
      expect(page({ appEnv: "production", tileUrl }), tileUrl).toContain("data-served-map=")
    }
    // Leaflet reads "{ z }" as a placeholder named "z ", which it has no value for either.
    for (const tileUrl of ["https://t.example/{z}/{x}/{y}.png?key={apikey}", "https://{variant}.t.example/{z}/{x}/{y}.png", "https://t.example/{ z }/{x}/{y}.png"]) {
      const html = page({ appEnv: "production", tileUrl })
      expect(html, tileUrl).not.toContain("data-served-map=")
      expect(html, tileUrl).not.toContain("<script>")
    }
  })

  it("puts the page's own styles in the head, and nothing when the build has none", () => {
    const styled = mapPageHtml(index, national, [], { ...noAssets, ownCss: ".map-page{display:flex}" }, { appEnv: "production", tileUrl: osm })
    expect(styled).toContain("<style>.map-page{display:flex}</style>\n  </head>")
    expect(page({ appEnv: "production", tileUrl: osm })).toContain("<head><title>Pociecha</title></head>")
  })
})
