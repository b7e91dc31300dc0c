import { describe, expect, it } from "vitest"
import { siteOfHost, subdomainOf, suggestedWebsiteName, WEBSITE_NAME_MAX, websiteNameProblem } from "./websiteName"

describe("websiteNameProblem (management 5: the name becomes the subdomain)", () => {
  it("refuses the spec's special characters . , ; : ? ! /", () => {
    for (const bad of ["a.b", "a,b", "a;b", "a:b", "a?b", "a!b", "a/b"]) expect(websiteNameProblem(bad), bad).toBe("WEBSITE_NAME_INVALID")
  })

  it("refuses anything that is not one DNS label: spaces, underscores, Polish letters, hyphens at an end, over 63 characters", () => {
    for (const bad of ["tęcza", "moje przedszkole", "moje_przedszkole", "-tecza", "tecza-", "a".repeat(WEBSITE_NAME_MAX + 1), "tecza@"]) {
      expect(websiteNameProblem(bad), bad).toBe("WEBSITE_NAME_INVALID")
    }
  })

  it("accepts a label of letters, digits and inner hyphens, 1 to 63 characters, in either case", () => {
    for (const good of ["tecza", "Tecza", "przedszkole-nr-5", "5", "a".repeat(WEBSITE_NAME_MAX), "a--b"]) {
      expect(websiteNameProblem(good), good).toBeNull()
    }
  })

  it("asks for a name when there is none, and calls the portal's own www taken", () => {
    expect(websiteNameProblem("")).toBe("FIELD_REQUIRED")
    expect(websiteNameProblem("   ")).toBe("FIELD_REQUIRED")
    expect(websiteNameProblem("WWW")).toBe("WEBSITE_NAME_TAKEN")
  })
})

describe("subdomainOf and suggestedWebsiteName", () => {
  it("stores the name lowercased: DNS ignores case", () => {
    expect(subdomainOf(" Tecza ")).toBe("tecza")
  })

  it("suggests a valid name from a facility's name, transliterated and cut to one label", () => {
    expect(suggestedWebsiteName("Przedszkole „Tęcza” nr 5")).toBe("przedszkole-tecza-nr-5")
    const long = suggestedWebsiteName(`${"Żłobek ".repeat(20)}Słoneczko`)
    expect(long.length).toBeLessThanOrEqual(WEBSITE_NAME_MAX)
    expect(websiteNameProblem(long)).toBeNull()
  })
})

describe("siteOfHost (issue 17: {name}.{SITE_DOMAIN}, or a custom host)", () => {
  it("names the site by the subdomain of the site domain, whatever the port and case", () => {
    expect(siteOfHost("tecza.localhost:3000", "localhost")).toEqual({ name: "tecza" })
    expect(siteOfHost("Tecza.Pociecha.PL.", "pociecha.pl")).toEqual({ name: "tecza" })
  })

  it("takes any other host as a custom host: another domain, a deeper subdomain, the bare site domain", () => {
    expect(siteOfHost("www.przedszkole-tecza.pl:443", "pociecha.pl")).toEqual({ customHost: "www.przedszkole-tecza.pl" })
    expect(siteOfHost("a.tecza.pociecha.pl", "pociecha.pl")).toEqual({ customHost: "a.tecza.pociecha.pl" })
    expect(siteOfHost("pociecha.pl", "pociecha.pl")).toEqual({ customHost: "pociecha.pl" })
    expect(siteOfHost("xpociecha.pl", "pociecha.pl")).toEqual({ customHost: "xpociecha.pl" })
  })

  it("finds nothing without a host", () => {
    expect(siteOfHost("", "localhost")).toBeNull()
    expect(siteOfHost(":3000", "localhost")).toBeNull()
  })
})
