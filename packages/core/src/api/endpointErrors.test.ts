import type { Schema } from "effect"
import type { HttpApiEndpoint } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { PociechaApi } from "./api"
import { apiError, NotFoundError, ServerError, UnauthorizedError } from "./errors"

const endpoints = Object.values(PociechaApi.groups).flatMap((group) =>
  Object.values(group.endpoints as Record<string, HttpApiEndpoint.Top>).map((endpoint) => ({
    name: `${group.identifier}.${endpoint.identifier}`,
    endpoint
  }))
)

/** The names of the error classes an endpoint declares (the contract keeps them as annotated codecs). */
const declared = (endpoint: HttpApiEndpoint.Top) =>
  [...endpoint.error].map((schema: Schema.Top) => String(schema.ast.annotations?.["identifier"]))

const takesInput = (endpoint: HttpApiEndpoint.Top) =>
  endpoint.params !== undefined || endpoint.query !== undefined || endpoint.payload.size > 0

describe("the errors each endpoint declares", () => {
  it("400 exactly where the request carries something to decode", () => {
    for (const { name, endpoint } of endpoints) {
      expect(declared(endpoint).includes("BadRequestError"), name).toBe(takesInput(endpoint))
    }
  })

  it("no endpoint declares the 500 itself: the API boundary declares it for all", () => {
    for (const { name, endpoint } of endpoints) expect(declared(endpoint), name).not.toContain("ServerError")
  })

  it("a catalogue key becomes the class of its status", () => {
    expect(apiError("ERROR_BAD_PASSWORD")).toBeInstanceOf(UnauthorizedError)
    expect(apiError("ERROR_FACILITY_NOT_FOUND")).toBeInstanceOf(NotFoundError)
    expect(apiError("ERROR_GEO_SEARCHER")).toBeInstanceOf(ServerError)
    expect(apiError("ERROR_EMAIL_TAKEN", { email: ["ERROR_EMAIL_TAKEN"] }).data.error).toEqual({
      type: "error/email-taken",
      msg: "ERROR_EMAIL_TAKEN",
      schema: { email: ["ERROR_EMAIL_TAKEN"] }
    })
  })
})
