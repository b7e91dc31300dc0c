import { describe, expect, it } from "vitest"
import { PociechaApi } from "../api/api"
import { BadRequestError, NotFoundError, errorBody } from "../api/errors"
import type { City } from "../domain/region"
import type { Facility, FacilitySummary } from "../domain/facility"
import type { LegalDocument } from "../domain/legal"
import type { OpinionSummary } from "../domain/opinion"
import type { Tag } from "../domain/tag"
import type { UserLimitRecord } from "../domain/userLimit"
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
  Same<typeof LegalDocument.Encoded, typeof LegalDocument.Type>
] = [true, true, true, true, true, true, true]

/** The contract's path of an endpoint with its parameters filled in. */
const contractPath = (group: string, endpoint: string, params: Record<string, string> = {}) => {
  const groups = PociechaApi.groups as unknown as Record<string, { endpoints: Record<string, { path: string; method: string }> }>
  const found = groups[group]?.endpoints[endpoint]
  if (found === undefined) throw new Error(`no endpoint ${group}.${endpoint}`)
  return { method: found.method, path: found.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`) }
}

describe("public reads (no Effect client)", () => {
  it("read answers whose JSON is their decoded value", () => {
    expect(plainJson).toEqual([true, true, true, true, true, true, true])
  })

  it("call the contract's GET endpoints by their paths", () => {
    const reads = [
      [publicEndpoints.tags(), {}],
      [publicEndpoints.builtinCities(), {}],
      [publicEndpoints.bestFacilities("polska"), { param: "polska" }],
      [publicEndpoints.facility("zlobek-1"), { id: "zlobek-1" }],
      [publicEndpoints.recentOpinions(6), {}],
      [publicEndpoints.userLimits(), {}],
      [publicEndpoints.legal("privacy"), { kind: "privacy" }]
    ] as const
    for (const [read, params] of reads) {
      const [path] = read.path.split("?")
      expect(contractPath(read.group, read.endpoint as string, params)).toEqual({ method: "GET", path })
    }
    expect(contractPath("search", "search")).toEqual({ method: "POST", path: publicEndpoints.search().path })
    expect(publicEndpoints.recentOpinions(6).path).toBe("/api/v1/opinion/recent?limit=6")
    expect(publicEndpoints.bestFacilities("zielona góra").path).toBe("/api/facility/list-best-facilities/zielona%20g%C3%B3ra")
  })
})

describe("fetchPublicReader", () => {
  const answering = (ok: boolean, body: () => Promise<unknown>) => {
    const asked: string[] = []
    const sent: Array<Parameters<Parameters<typeof fetchPublicReader>[1] & {}>[1]> = []
    const reader = fetchPublicReader("http://server", async (url, init) => {
      asked.push(url)
      sent.push(init)
      return { ok, json: body }
    })
    return { reader, asked, sent }
  }

  it("posts a search's body as JSON and resolves with the answer's JSON", async () => {
    const { reader, asked, sent } = answering(true, async () => ({ specializations: [], markers: [] }))
    await expect(reader.post("/api/search", { zoom: 12, filters: { a: "ż" } })).resolves.toEqual({ specializations: [], markers: [] })
    expect(asked).toEqual(["http://server/api/search"])
    expect(sent).toEqual([{
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ zoom: 12, filters: { a: "ż" } })
    }])
  })

  it("rejects a post as a get: the typed error of an error body", async () => {
    const { reader } = answering(false, async () => errorBody("ERROR_BAD_REQUEST"))
    const error = await reader.post("/api/search", {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BadRequestError)
    expect((error as BadRequestError).data.error.msg).toBe("ERROR_BAD_REQUEST")
  })

  it("resolves with the JSON of the path under the base", async () => {
    const { reader, asked, sent } = answering(true, async () => [{ id: 1 }])
    await expect(reader.get("/api/v1/tag")).resolves.toEqual([{ id: 1 }])
    expect(asked).toEqual(["http://server/api/v1/tag"])
    expect(sent).toEqual([{ headers: { accept: "application/json" } }])
  })

  it("rejects with the contract's typed error for an error body", async () => {
    const { reader } = answering(false, async () => errorBody("ERROR_FACILITY_NOT_FOUND"))
    const error = await reader.get("/api/x").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).data.error.msg).toBe("ERROR_FACILITY_NOT_FOUND")
  })

  it("rejects with a ConnectionError when no answer came or it could not be read", async () => {
    const offline = fetchPublicReader("", async () => {
      throw new TypeError("Failed to fetch")
    })
    await expect(offline.get("/api/v1/tag")).rejects.toBeInstanceOf(ConnectionError)
    await expect(answering(true, async () => Promise.reject(new SyntaxError("not JSON"))).reader.get("/x")).rejects.toBeInstanceOf(ConnectionError)
    await expect(answering(false, async () => "<html>Bad gateway</html>").reader.get("/x")).rejects.toBeInstanceOf(ConnectionError)
  })
})
