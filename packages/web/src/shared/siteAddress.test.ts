import { afterEach, describe, expect, it } from "vitest"
import { siteAddress, siteOrigin } from "./siteAddress"

const at = { protocol: "http:", hostname: "localhost", port: "3000" }

afterEach(() => document.head.querySelector('meta[name="pociecha-site-domain"]')?.remove())

describe("siteOrigin (management 2.5, 5)", () => {
  it("is the server's site domain with this page's scheme and port", () => {
    document.head.insertAdjacentHTML("beforeend", '<meta name="pociecha-site-domain" content="pociecha.pl" />')
    expect(siteOrigin({ protocol: "https:", hostname: "www.pociecha.pl", port: "" })).toBe("https://pociecha.pl")
    expect(siteOrigin(at)).toBe("http://pociecha.pl:3000")
  })

  it("is this page's host without served settings (the Vite dev server)", () => {
    expect(siteOrigin(at)).toBe("http://localhost:3000")
  })

  it("puts a site's name in front of the host for its address", () => {
    expect(siteAddress("http://localhost:3000", "tecza")).toBe("http://tecza.localhost:3000/")
    expect(siteAddress("https://pociecha.pl", "tecza")).toBe("https://tecza.pociecha.pl/")
  })
})
