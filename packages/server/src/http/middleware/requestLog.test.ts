import { describe, expect, it } from "vitest"
import { loggablePath } from "./requestLog"

describe("the request log", () => {
  it("never writes an e-mail link token or an address, only the route", () => {
    expect(loggablePath("/api/v1/account/confirm/s3cr3t-TOKEN_x")).toBe("/api/v1/account/confirm/:redacted")
    expect(loggablePath("/api/v1/account/reset/confirm/abc")).toBe("/api/v1/account/reset/confirm/:redacted")
    expect(loggablePath("/api/v1/account/reset/request/anna%40example.pl")).toBe("/api/v1/account/reset/request/:redacted")
    expect(loggablePath("/api/v1/account/email/confirm/abc")).toBe("/api/v1/account/email/confirm/:redacted")
    expect(loggablePath("/reset-hasla/abc")).toBe("/reset-hasla/:redacted")
    expect(loggablePath("/potwierdz-konto/abc")).toBe("/potwierdz-konto/:redacted")
    expect(loggablePath("/potwierdz-email/abc")).toBe("/potwierdz-email/:redacted")
  })

  it("keeps every other path as it is", () => {
    for (const path of ["/api/search", "/placowka/przedszkole-1", "/api/v1/account/account/123", "/"]) {
      expect(loggablePath(path)).toBe(path)
    }
  })
})
