import { describe, expect, it } from "vitest"
import { isPrivateResponse, securityHeaders, tileOrigins } from "./securityHeaders"
import { servedMapScriptSource } from "../pages/servedMapScript"

const osm = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"

describe("tileOrigins", () => {
  it("expands {s} to Leaflet's subdomains", () => {
    expect(tileOrigins(osm)).toEqual([
      "https://a.tile.openstreetmap.org",
      "https://b.tile.openstreetmap.org",
      "https://c.tile.openstreetmap.org"
    ])
  })

  it("keeps a plain host and its port, widens other placeholders to a leading wildcard", () => {
    expect(tileOrigins("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual(["https://tile.openstreetmap.org"])
    expect(tileOrigins("http://localhost:8080/{z}/{x}/{y}.png")).toEqual(["http://localhost:8080"])
    expect(tileOrigins("https://{r}x.tiles.{k}.example.com/{z}/{x}/{y}.png")).toEqual(["https://*.example.com"])
  })

  it("adds nothing for a tiles URL on this origin", () => {
    expect(tileOrigins("/tiles/{z}/{x}/{y}.png")).toEqual([])
  })
})

describe("securityHeaders", () => {
  const headers = securityHeaders({ appEnv: "test", tileUrl: osm })
  const directives = new Map(headers["content-security-policy"]!.split("; ").map((d) => [d.split(" ")[0], d]))

  it("allows scripts from this origin only, and the tiles as images", () => {
    expect(directives.get("script-src")).toBe(`script-src 'self' ${servedMapScriptSource}`)
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe/)
    expect(directives.get("img-src")).toBe(
      "img-src 'self' data: blob: https://a.tile.openstreetmap.org https://b.tile.openstreetmap.org https://c.tile.openstreetmap.org"
    )
    for (const directive of ["default-src 'self'", "style-src 'self' 'unsafe-inline'", "connect-src 'self'", "font-src 'self' data:", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"]) {
      expect(directives.get(directive.split(" ")[0]), directive).toBe(directive)
    }
  })

  it("refuses sniffing, framing, far referrers, device features and openers", () => {
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin"
    })
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["permissions-policy"]).toContain("microphone=()")
    expect(headers["permissions-policy"]).toContain("payment=()")
    expect(headers["permissions-policy"]).toContain("geolocation=(self)")
  })

  it("sends HSTS in production only", () => {
    expect(headers["strict-transport-security"]).toBeUndefined()
    expect(securityHeaders({ appEnv: "production", tileUrl: osm })["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
  })
})

describe("isPrivateResponse", () => {
  it("covers a person's own data", () => {
    for (const path of ["/api/v1/account/me", "/api/v1/account/login", "/API/V1/Account/me", "/api/v1/overview", "/api/v1/seen-by/mark", "/api/dev/mailbox"]) {
      expect(isPrivateResponse(path, false), path).toBe(true)
    }
  })

  it("covers any API call that sends a token, and nothing public without one", () => {
    expect(isPrivateResponse("/api/v1/facility/list", true)).toBe(true)
    expect(isPrivateResponse("/api/v1/facility/list", false)).toBe(false)
    expect(isPrivateResponse("/api/v1/overviews", false)).toBe(false)
    expect(isPrivateResponse("/assets/index-abc.js", true)).toBe(false)
    expect(isPrivateResponse("/placowka/x", true)).toBe(false)
  })
})
