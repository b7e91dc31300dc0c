import { describe, expect, it } from "vitest"
import { apiError } from "../api/errors"
import { CONNECTION_ERROR_MESSAGE, classifyCallFailure, firstFieldMessages } from "./callFailurePolicy"

describe("classifyCallFailure (spec 8.1)", () => {
  it.each(["ERROR_EXPIRED_JWT", "ERROR_MISSING_JWT", "ERROR_INSUFFICIENT_PERMISSIONS"] as const)(
    "%s: refresh and retry the first time",
    (key) => {
      const error = apiError(key)
      expect(classifyCallFailure(error, false)).toEqual({ kind: "refresh-and-retry", error })
    }
  )

  it("an already retried call is rejected, with the catalogue key for the toast", () => {
    const failure = classifyCallFailure(apiError("ERROR_EXPIRED_JWT"), true)
    expect(failure).toMatchObject({ kind: "reject", messageKey: "ERROR_EXPIRED_JWT", fieldMessages: {} })
  })

  it("other 4xx errors are rejected with the first message of each field", () => {
    const error = apiError("ERROR_BAD_REQUEST", { email: ["EMAIL_INVALID", "FIELD_REQUIRED"], name: [] })
    expect(classifyCallFailure(error, false)).toEqual({
      kind: "reject",
      error,
      messageKey: "ERROR_BAD_REQUEST",
      fieldMessages: { email: "EMAIL_INVALID" }
    })
    expect(classifyCallFailure(apiError("ERROR_BAD_PASSWORD"), false).kind).toBe("reject")
    expect(classifyCallFailure(apiError("ERROR_INVALID_JWT"), false).kind).toBe("reject")
    expect(classifyCallFailure(apiError("ERROR_REPORTS_LIMIT_EXCEEDED"), false).kind).toBe("reject")
  })

  it("404 is passed on to the caller, retried or not", () => {
    expect(classifyCallFailure(apiError("ERROR_FACILITY_NOT_FOUND"), false).kind).toBe("pass-on-not-found")
    expect(classifyCallFailure(apiError("ERROR_NOT_FOUND"), true).kind).toBe("pass-on-not-found")
  })

  it("500 is rejected silently", () => {
    expect(classifyCallFailure(apiError("ERROR_UNCAUGHT"), false).kind).toBe("silent")
    expect(classifyCallFailure(apiError("ERROR_GEO_SEARCHER"), true).kind).toBe("silent")
  })

  it.each([new TypeError("Failed to fetch"), "offline", null, { statusCode: 400 }])(
    "no error body (%s) is a connection error",
    (error) => {
      expect(classifyCallFailure(error, false)).toEqual({
        kind: "connection-error",
        error,
        message: CONNECTION_ERROR_MESSAGE
      })
    }
  )
})

describe("firstFieldMessages", () => {
  it("keeps the first message of each field", () => {
    expect(firstFieldMessages({ a: ["X", "Y"], b: ["Z"] })).toEqual({ a: "X", b: "Z" })
    expect(firstFieldMessages(undefined)).toEqual({})
  })

  it("leaves out a field without messages", () => {
    expect(firstFieldMessages({ a: [], b: ["Z"] })).toStrictEqual({ b: "Z" })
  })
})
