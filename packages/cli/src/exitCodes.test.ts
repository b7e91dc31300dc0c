import { apiError, ConnectionError } from "@pociecha/core"
import { describe, expect, it } from "vitest"
import { CliFailure, ExitCode, exitCodeOfKey, failureOf } from "./exitCodes"

describe("the exit code of a failure, by the catalogue key's status", () => {
  it.each([
    ["ERROR_INSUFFICIENT_PERMISSIONS", ExitCode.refused],
    ["ERROR_SHADOW_FACILITY_NOT_FOUND", ExitCode.refused],
    ["ERROR_CONFLICT", ExitCode.refused],
    ["ERROR_BAD_REQUEST", ExitCode.usage],
    ["REASON_TOO_SHORT", ExitCode.usage],
    ["ERROR_BAD_PASSWORD", ExitCode.signedOut],
    ["ERROR_EXPIRED_JWT", ExitCode.signedOut],
    ["ERROR_UNCAUGHT", ExitCode.unavailable],
    ["ERROR_SERVICE_BUSY", ExitCode.unavailable],
    ["ERROR_TOO_MANY_REQUESTS", ExitCode.unavailable],
    ["CONNECTION_ERROR", ExitCode.unavailable]
  ] as const)("%s exits %i", (key, code) => {
    expect(exitCodeOfKey(key)).toBe(code)
  })
})

describe("a failed call as the CLI tells it", () => {
  it("keeps the catalogue key and says the catalogue's message", () => {
    const failure = failureOf(apiError("ERROR_INSUFFICIENT_PERMISSIONS"))
    expect(failure).toMatchObject({ code: ExitCode.refused, key: "ERROR_INSUFFICIENT_PERMISSIONS" })
    expect(failure.message).toBe("You do not have permission to perform this operation.")
  })

  it("tells a call without an answer as the server not answering", () => {
    expect(failureOf(new ConnectionError({ cause: new Error("ECONNREFUSED") }))).toMatchObject({ code: ExitCode.unavailable, key: "CONNECTION_ERROR" })
  })

  it("passes a failure of its own through as it is", () => {
    const own = new CliFailure(ExitCode.signedOut, "NOT_SIGNED_IN", "not signed in")
    expect(failureOf(own)).toBe(own)
  })
})
