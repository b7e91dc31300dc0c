import { facilityQuery, fetchPublicReader } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { loadedApiModule } from "./api"
import { asApiError, callErrorStatus } from "./errors"

const notFound = { statusCode: 404, message: "Not Found", data: { error: { type: "error/facility-not-found", msg: "ERROR_FACILITY_NOT_FOUND" } } }

describe("reading a failed call's error", () => {
  it("knows a 404 of a public read before the Effect client was ever loaded (a visit straight to an unknown profile)", async () => {
    const reader = fetchPublicReader("http://server", async () => Response.json(notFound, { status: 404 }))
    const error = await facilityQuery(reader, "nie-ma-takiej").queryFn().catch((failure: unknown) => failure)
    expect(loadedApiModule()).toBeNull()
    expect(callErrorStatus(error)).toBe(404)
    expect(asApiError(error)?.data.error.type).toBe("error/facility-not-found")
  })

  it("has no status for what is not a contract error (no answer came back)", () => {
    expect(callErrorStatus(new TypeError("Failed to fetch"))).toBeNull()
  })
})
