import { describe, expect, it } from "vitest"
import { siteRequestHost } from "./siteHost"

const production = { publicUrl: "https://pociecha.pl", siteDomain: "pociecha.pl", appEnv: "production" as const }
const local = { publicUrl: "http://localhost:3000", siteDomain: "localhost", appEnv: "local" as const }

describe("which host is a facility site's", () => {
  it("leaves the portal's host, its www and a missing Host to the portal", () => {
    expect(siteRequestHost(production, "pociecha.pl")).toBeNull()
    expect(siteRequestHost(production, "WWW.pociecha.pl:443")).toBeNull()
    expect(siteRequestHost(production, undefined)).toBeNull()
  })

  it("names a site by its subdomain, and takes any other host as a custom one", () => {
    expect(siteRequestHost(production, "tecza.pociecha.pl")).toEqual({ name: "tecza" })
    expect(siteRequestHost(production, "przedszkole-tecza.com.pl")).toEqual({ customHost: "przedszkole-tecza.com.pl" })
  })

  it("locally answers loopback on any port as the portal, and *.localhost as sites", () => {
    expect(siteRequestHost(local, "127.0.0.1:40123")).toBeNull()
    expect(siteRequestHost(local, "localhost:3000")).toBeNull()
    expect(siteRequestHost(local, "tecza.localhost:3000")).toEqual({ name: "tecza" })
    // An address is no site's name, in production too (health checks, a load balancer)
    expect(siteRequestHost(production, "127.0.0.1:443")).toBeNull()
    expect(siteRequestHost(production, "10.0.3.7")).toBeNull()
    expect(siteRequestHost(production, "[::1]:3000")).toBeNull()
    expect(siteRequestHost(production, "localhost")).toEqual({ customHost: "localhost" })
  })
})
