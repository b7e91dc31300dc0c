import { describe, expect, it } from "vitest"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { READ_RETRIES, retryRead } from "./retryRead"

describe("retryRead", () => {
  it("tries a read again when no answer came or the server failed, up to READ_RETRIES times", () => {
    for (const error of [new ConnectionError({ cause: new TypeError("Failed to fetch") }), apiError("ERROR_UNCAUGHT")]) {
      expect(retryRead(0, error)).toBe(true)
      expect(retryRead(READ_RETRIES - 1, error)).toBe(true)
      expect(retryRead(READ_RETRIES, error)).toBe(false)
    }
  })

  it("takes a 4xx as the answer", () => {
    for (const key of ["ERROR_BAD_REQUEST", "ERROR_MISSING_JWT", "ERROR_FORBIDDEN", "ERROR_FACILITY_NOT_FOUND", "ERROR_TOO_MANY_REQUESTS"] as const) {
      expect(retryRead(0, apiError(key)), key).toBe(false)
    }
  })

  it("does not retry what is neither: a bug is not a bad connection", () => {
    expect(retryRead(0, new TypeError("x is undefined"))).toBe(false)
  })
})
