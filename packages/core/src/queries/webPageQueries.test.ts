import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { apiError } from "../api/errors"
import type { ApiCaller, PociechaApiClient } from "../client/pociechaClient"
import { facilityPublicSiteQuery } from "./webPageQueries"

/** A caller whose `webPages.publicSite` gives `outcome`, recording the request. */
const callerGiving = (outcome: Effect.Effect<unknown, unknown>) => {
  const requests: unknown[] = []
  const client = { webPages: { publicSite: (request: unknown) => (requests.push(request), outcome) } } as unknown as PociechaApiClient
  const caller: ApiCaller = { call: (f) => Effect.runPromise(f(client) as Effect.Effect<never>) }
  return { caller, requests }
}

describe("the site a facility's profile links to", () => {
  it("is the site's name, asked for by the facility's ref", async () => {
    const { caller, requests } = callerGiving(Effect.succeed({ subdomain_name: "tecza" }))
    await expect(facilityPublicSiteQuery(caller, "przedszkole-7").queryFn()).resolves.toEqual({ subdomain_name: "tecza" })
    expect(requests).toEqual([{ params: { facility_id: "przedszkole-7" } }])
  })

  it("is none when the facility shows no site, but a missing facility stays a failure", async () => {
    await expect(facilityPublicSiteQuery(callerGiving(Effect.fail(apiError("ERROR_WEB_PAGE_NOT_FOUND"))).caller, "7").queryFn()).resolves.toBeNull()
    const missing = apiError("ERROR_FACILITY_NOT_FOUND")
    await expect(facilityPublicSiteQuery(callerGiving(Effect.fail(missing)).caller, "7").queryFn()).rejects.toBe(missing)
  })

  it("is kept under the facility's sites, so a change in the builder refreshes the link", () => {
    expect(facilityPublicSiteQuery(callerGiving(Effect.succeed(null)).caller, "7").queryKey.slice(0, 3)).toEqual(["facility", "7", "web-pages"])
  })
})
