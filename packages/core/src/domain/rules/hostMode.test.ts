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

  it("reads a host as browsers and proxies may send it: spaces around, any case, a fully qualified trailing dot", () => {
    expect(resolveHostMode(" pociecha.pl ", main)).toEqual({ kind: "main" })
    expect(resolveHostMode("pociecha.pl.", main)).toEqual({ kind: "main" })
    expect(resolveHostMode("Sloneczko.Pociecha.PL.:443", main)).toEqual({ kind: "facility-site", subdomain: "sloneczko" })
    expect(resolveHostMode("www.pociecha.pl.:8443", main)).toEqual({ kind: "redirect-apex", to: "pociecha.pl:8443" })
  })

  it("runs the main product on any IPv4 or IPv6 address, but a name that only starts with digits is a site", () => {
    for (const host of ["192.168.100.200:8080", "10.0.0.1", "[2001:db8::1]", "[2001:db8::1]:8443"]) {
      expect(resolveHostMode(host, main), host).toEqual({ kind: "main" })
    }
    expect(resolveHostMode("10.0.0.1.nip.io:3000", main)).toEqual({ kind: "facility-site", subdomain: "10" })
  })

  it("accepts main domains written with a port", () => {
    expect(resolveHostMode("stage.pociecha.pl:8080", ["stage.pociecha.pl:8080"])).toEqual({ kind: "main" })
  })
})
