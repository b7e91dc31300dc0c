import { describe, expect, it } from "vitest"
import { siteRequestHosts } from "./siteHost"

const production = siteRequestHosts({ publicUrl: "https://pociecha.pl", siteDomain: "pociecha.pl", appEnv: "production" })
const local = siteRequestHosts({ publicUrl: "http://localhost:3000", siteDomain: "localhost", appEnv: "local" })

describe("which host is a facility site's", () => {
  it("leaves the portal's host, its www and a missing Host to the portal", () => {
    expect(production("pociecha.pl")).toBeNull()
    expect(production("WWW.pociecha.pl:443")).toBeNull()
    expect(production(undefined)).toBeNull()
  })

  it("names a site by its subdomain, and takes any other host as a custom one", () => {
    expect(production("tecza.pociecha.pl")).toEqual({ name: "tecza" })
    expect(production("przedszkole-tecza.com.pl")).toEqual({ customHost: "przedszkole-tecza.com.pl" })
  })

  it("locally answers loopback on any port as the portal, and *.localhost as sites", () => {
    expect(local("127.0.0.1:40123")).toBeNull()
    expect(local("localhost:3000")).toBeNull()
    expect(local("tecza.localhost:3000")).toEqual({ name: "tecza" })
    // An address is no site's name, in production too (health checks, a load balancer)
    expect(production("127.0.0.1:443")).toBeNull()
    expect(production("10.0.3.7")).toBeNull()
    expect(production("[::1]:3000")).toBeNull()
    expect(production("localhost")).toEqual({ customHost: "localhost" })
  })
})
