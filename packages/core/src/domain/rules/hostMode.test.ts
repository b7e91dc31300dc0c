import { describe, it, expect } from "vitest"
import { resolveHostMode } from "./hostMode"

const main = ["pociecha.pl"]

describe("resolveHostMode", () => {
  it("runs the main product on main domains and local hosts", () => {
    for (const host of ["pociecha.pl", "Pociecha.PL", "pociecha.pl:443", "localhost:3000", "localhost", "127.0.0.1:5173", "[::1]:3000", ""]) {
      expect(resolveHostMode(host, main), host).toEqual({ kind: "main" })
    }
  })

  it("redirects www to the apex, keeping the port", () => {
    expect(resolveHostMode("www.pociecha.pl", main)).toEqual({ kind: "redirect-apex", to: "pociecha.pl" })
    expect(resolveHostMode("www.localhost:3000", main)).toEqual({ kind: "redirect-apex", to: "localhost:3000" })
  })

  it("serves a facility website on other hosts, named by the first label", () => {
    expect(resolveHostMode("sloneczko.pociecha.pl", main)).toEqual({ kind: "facility-site", subdomain: "sloneczko" })
    expect(resolveHostMode("sloneczko.localhost:3000", main)).toEqual({ kind: "facility-site", subdomain: "sloneczko" })
    expect(resolveHostMode("a.b.pociecha.pl", main)).toEqual({ kind: "facility-site", subdomain: "a" })
    expect(resolveHostMode("przedszkole-mis.pl", main)).toEqual({ kind: "facility-site", subdomain: "przedszkole-mis" })
  })

  it("accepts main domains written with a port", () => {
    expect(resolveHostMode("stage.pociecha.pl:8080", ["stage.pociecha.pl:8080"])).toEqual({ kind: "main" })
  })
})
