import { MaintenanceState } from "../domain/maintenance"
import { describe, expect, it } from "vitest"
import { PociechaApi } from "../api/api"
import { BadRequestError, NotFoundError, errorBody } from "../api/errors"
import type { BlogPost, BlogPostSummary } from "../domain/blog"
import type { City } from "../domain/region"
import type { Facility, FacilitySummary } from "../domain/facility"
import type { LegalDocument } from "../domain/legal"
import type { OpinionSummary } from "../domain/opinion"
import type { Tag } from "../domain/tag"
import type { UserLimitRecord } from "../domain/userLimit"
import type { SearchCounts } from "../api/searchRefinements"
import { ConnectionError } from "./connectionError"
import { publicEndpoints } from "./publicEndpoints"
import { fetchPublicReader } from "./publicReader"

// The public reads hand over the JSON as it came: right only while each answer's schema
// transforms nothing, i.e. its encoded and decoded types are the same.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const plainJson: [
  Same<typeof Tag.Encoded, typeof Tag.Type>,
  Same<typeof City.Encoded, typeof City.Type>,
  Same<typeof FacilitySummary.Encoded, typeof FacilitySummary.Type>,
  Same<typeof OpinionSummary.Encoded, typeof OpinionSummary.Type>,
  Same<typeof UserLimitRecord.Encoded, typeof UserLimitRecord.Type>,
  Same<typeof Facility.Encoded, typeof Facility.Type>,
  Same<typeof LegalDocument.Encoded, typeof LegalDocument.Type>,
  Same<typeof BlogPostSummary.Encoded, typeof BlogPostSummary.Type>,
  Same<typeof BlogPost.Encoded, typeof BlogPost.Type>,
  Same<typeof MaintenanceState.Encoded, typeof MaintenanceState.Type>,
  Same<typeof SearchCounts.Encoded, typeof SearchCounts.Type>
] = [true, true, true, true, true, true, true, true, true, true, true]

/** The contract's path of an endpoint with its parameters filled in. */
const contractPath = (group: string, endpoint: string, params: Record<string, string> = {}) => {
  const groups = PociechaApi.groups as unknown as Record<string, { endpoints: Record<string, { path: string; method: string }> }>
  const found = groups[group]?.endpoints[endpoint]
  if (found === undefined) throw new Error(`no endpoint ${group}.${endpoint}`)
  return { method: found.method, path: `${found.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`)}` }
}

/** A reader whose fetch answers every request with `answer()`, keeping the requests it was asked. */
const answering = (answer: () => Response | Promise<Response>) => {
  const asked: Request[] = []
  const reader = fetchPublicReader("http://server", async (request) => {
    asked.push(request)
    return answer()
  })
  return { reader, asked }
}

const searchPayload = { search_polygon: { type: "poly" as const, data: [{ lng: 19.9, lat: 50.1 }] }, zoom: 12, required_specialization: ["żłobek"] }

describe("public reads (no Effect client)", () => {
  it("read answers whose JSON is their decoded value", () => {
    expect(plainJson).toEqual([true, true, true, true, true, true, true, true, true, true, true])
  })

  it("GET the contract's endpoints by their paths, parameters encoded", async () => {
    const reads = [
      [publicEndpoints.tags(), {}, ""],
      [publicEndpoints.builtinCities(), {}, ""],
      [publicEndpoints.bestFacilities("zielona góra"), { param: "zielona%20g%C3%B3ra" }, ""],
      [publicEndpoints.facility("zlobek-1"), { id: "zlobek-1" }, ""],
      [publicEndpoints.recentOpinions(6), {}, "?limit=6"],
      [publicEndpoints.userLimits(), {}, ""],
      [publicEndpoints.legal("privacy"), { kind: "privacy" }, ""],
      [publicEndpoints.blogPosts({ category: "games", page: 2, lang: "ua" }), {}, "?page=2&lang=ua&category=games"],
      [publicEndpoints.blogPost("ospa", "en"), { slug: "ospa" }, "?lang=en"],
      [publicEndpoints.maintenance(), {}, ""]
    ] as const
    for (const [read, params, query] of reads) {
      const { reader, asked } = answering(() => Response.json([]))
      await expect(reader.read<unknown>(read)).resolves.toEqual([])
      const [request] = asked
      const url = new URL(request?.url ?? "")
      expect({ method: request?.method, path: url.pathname, query: url.search }, `${read.group}.${String(read.endpoint)}`)
        .toEqual({ ...contractPath(read.group, read.endpoint as string, params), query })
      expect(request?.headers.get("accept")).toBe("application/json")
    }
  })

  it("POST the map search's payload as JSON for the counts of its filters' options (issue 20)", async () => {
    const counts = { total: 3, amenities: [{ key: "own_garden", count: 2 }], extra_classes: [], vacancies_for: [] }
    const { reader, asked } = answering(() => Response.json(counts))
    await expect(reader.read(publicEndpoints.searchCounts(searchPayload))).resolves.toEqual(counts)
    const [request] = asked
    expect(request?.method).toBe(contractPath("search", "searchCounts").method)
    expect(request?.url).toBe(`http://server${contractPath("search", "searchCounts").path}`)
    expect(await request?.json()).toEqual(searchPayload)
  })

  it("POST the map search's payload as JSON, asking for markers, and read its rows as markers", async () => {
    const wire = { specializations: ["nursery"], markers: [[7, "zlobek-7", "Żłobek", "premium", 50.1, 19.9, "Kraków", "Długa", "1", [0], 4.5]] }
    const { reader, asked } = answering(() => Response.json(wire))
    await expect(reader.read(publicEndpoints.search(searchPayload))).resolves.toEqual([{
      id: 7, slug: "zlobek-7", name: "Żłobek", status: "premium", lat: 50.1, lng: 19.9, city: "Kraków", street: "Długa",
      building_number: "1", specialization: ["nursery"], score_total: 4.5
    }])
    const [request] = asked
    expect(request?.method).toBe(contractPath("search", "search").method)
    expect(request?.url).toBe(`http://server${contractPath("search", "search").path}?format=markers`)
    expect(request?.headers.get("content-type")).toBe("application/json")
    expect(await request?.json()).toEqual(searchPayload)
  })
})

describe("fetchPublicReader", () => {
  it("rejects with the contract's typed error of an error body, for a GET and a POST", async () => {
    const notFound = answering(() => Response.json(errorBody("ERROR_FACILITY_NOT_FOUND"), { status: 404 })).reader
    const error = await notFound.read(publicEndpoints.facility("x")).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
    const badRequest = answering(() => Response.json(errorBody("ERROR_BAD_REQUEST"), { status: 400 })).reader
    const refused = await badRequest.read(publicEndpoints.search(searchPayload)).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(BadRequestError)
  })

  it("rejects with a ConnectionError when no answer came or it could not be read", async () => {
    const offline = fetchPublicReader("http://server", async () => {
      throw new TypeError("Failed to fetch")
    })
    await expect(offline.read(publicEndpoints.tags())).rejects.toBeInstanceOf(ConnectionError)
    const notJson = answering(() => new Response("<html>", { headers: { "content-type": "text/html" } })).reader
    await expect(notJson.read(publicEndpoints.tags())).rejects.toBeInstanceOf(ConnectionError)
    const badGateway = answering(() => new Response("<html>Bad gateway</html>", { status: 502 })).reader
    await expect(badGateway.read(publicEndpoints.tags())).rejects.toBeInstanceOf(ConnectionError)
    const empty = answering(() => new Response(null, { status: 200, headers: { "content-length": "0" } })).reader
    await expect(empty.read(publicEndpoints.tags())).rejects.toBeInstanceOf(ConnectionError)
  })
})
