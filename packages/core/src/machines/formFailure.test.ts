import { describe, expect, it } from "vitest"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import { failureOnForm } from "./formFailure"

describe("failureOnForm (spec 8.1)", () => {
  const failure = failureOnForm(["reason", "content"] as const)

  it("puts the form's field messages under their fields, leaving others out, without a form message", () => {
    expect(failure(apiError("ERROR_BAD_REQUEST", { content: ["TEXT_TOO_LONG", "FIELD_INVALID"], target: ["REPORT_TARGET_INVALID"] }))).toEqual({
      errors: { content: "TEXT_TOO_LONG" },
      formError: null,
      toast: null
    })
  })

  it("gives the answer's key for the form when nothing goes under a field", () => {
    expect(failure(apiError("ERROR_BAD_REQUEST", { target: ["REPORT_TARGET_INVALID"] }))).toEqual({ errors: {}, formError: "ERROR_BAD_REQUEST", toast: null })
    expect(failure(apiError("ERROR_REPORTS_LIMIT_EXCEEDED")).formError).toBe("ERROR_REPORTS_LIMIT_EXCEEDED")
    expect(failure(new ConnectionError({ cause: null })).formError).toBe("CONNECTION_ERROR")
  })
})
