import { describe, expect, it } from "vitest"
import { ConnectionError } from "../client/connectionError"
import { isApiError, isRefreshableError, isSessionEndingError } from "./apiErrorBrand"
import { apiError, errorBody } from "./errors"

describe("telling a contract error from anything else, without Effect's Schema", () => {
  it("recognises every typed error the contract builds, whatever its status", () => {
    for (const key of ["ERROR_BAD_REQUEST", "ERROR_INVALID_JWT", "ERROR_FORBIDDEN", "ERROR_NOT_FOUND", "ERROR_EMAIL_TAKEN", "ERROR_TOO_MANY_REQUESTS", "ERROR_UNCAUGHT"] as const) {
      expect(isApiError(apiError(key)), key).toBe(true)
    }
  })

  it("does not take a connection error, a plain error or a body of the same shape for one", () => {
    expect(isApiError(new ConnectionError({ cause: new Error("offline") }))).toBe(false)
    expect(isApiError(Object.assign(new Error("BadRequestError"), errorBody("ERROR_BAD_REQUEST")))).toBe(false)
    expect(isApiError(errorBody("ERROR_BAD_REQUEST"))).toBe(false)
    expect(isApiError(null)).toBe(false)
    expect(isApiError("ERROR_BAD_REQUEST")).toBe(false)
  })

  it("reads which errors are refreshed and which end the session from the error's type", () => {
    expect(isRefreshableError(apiError("ERROR_EXPIRED_JWT"))).toBe(true)
    expect(isRefreshableError(apiError("ERROR_INVALID_JWT"))).toBe(false)
    expect(isSessionEndingError(apiError("ERROR_INVALID_JWT"))).toBe(true)
    expect(isSessionEndingError(apiError("ERROR_EXPIRED_JWT"))).toBe(false)
  })
})
